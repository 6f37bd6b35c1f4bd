import { describe, expect, it } from "vitest";
import { applyMove, maxPointsPayable, movesOnStatus, pointsEarned } from "./loyalty";

const settings = { cashbackPercent: 5, maxPayPercent: 30 };

describe("loyalty cashback", () => {
  it("earns the cashback share of the items paid in money, rounded down", () => {
    expect(pointsEarned(settings, { itemsTotal: 119_990, pointsSpent: 0 })).toBe(5_999);
    expect(pointsEarned(settings, { itemsTotal: 100_000, pointsSpent: 30_000 })).toBe(3_500);
    expect(pointsEarned({ ...settings, cashbackPercent: 0 }, { itemsTotal: 100_000, pointsSpent: 0 })).toBe(0);
  });

  it("pays with points up to the set share of the items and the balance", () => {
    expect(maxPointsPayable(settings, 50_000, 100_000)).toBe(30_000);
    expect(maxPointsPayable(settings, 10_000, 100_000)).toBe(10_000);
    expect(maxPointsPayable(settings, -5, 100_000)).toBe(0);
  });

  it("completing earns; cancelling gives back what was spent and takes back what was earned", () => {
    expect(movesOnStatus("completed", { pointsSpent: 1000, pointsEarned: 500 })).toEqual([{ move: "earn", points: 500 }]);
    expect(movesOnStatus("cancelled", { pointsSpent: 1000, pointsEarned: 500 })).toEqual([
      { move: "refund_spend", points: 1000 },
      { move: "revoke_earn", points: -500 },
    ]);
    expect(movesOnStatus("cancelled", { pointsSpent: 0, pointsEarned: 0 })).toEqual([]);
  });

  it("a balance never goes negative", () => {
    expect(applyMove(300, -500)).toBe(0);
    expect(applyMove(300, 200)).toBe(500);
  });
});
