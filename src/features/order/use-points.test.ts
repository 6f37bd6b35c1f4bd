import { describe, expect, it } from "vitest";
import { pointsOffer } from "./use-points";

describe("pointsOffer: what the checkout's points switch offers", () => {
  const loyalty = { balance: 10_000, cashbackPercent: 5, maxPayPercent: 30 };
  it("the chain's share of the items after the promo discount, at most the balance", () => {
    expect(pointsOffer(loyalty, 20_000)).toBe(6_000);
    expect(pointsOffer(loyalty, 100_000)).toBe(10_000);
    expect(pointsOffer({ ...loyalty, maxPayPercent: 100 }, 3_333)).toBe(3_333);
  });
  it("nothing signed out or when the API failed, with loyalty off, an empty balance or no items", () => {
    expect(pointsOffer(null, 20_000)).toBe(0);
    expect(pointsOffer({ ...loyalty, cashbackPercent: 0 }, 20_000)).toBe(0);
    expect(pointsOffer({ ...loyalty, balance: 0 }, 20_000)).toBe(0);
    expect(pointsOffer({ ...loyalty, maxPayPercent: 0 }, 20_000)).toBe(0);
    expect(pointsOffer(loyalty, 0)).toBe(0);
  });
});
