import { describe, expect, it } from "vitest";
import { tashkentDate, tashkentTime } from "../../domain/tashkent-time";
import { timelineSteps } from "./timeline-steps";
import { DELIVERY, PICKUP } from "../../domain/order-type";

const at = (hhmm: string) => `2026-11-21T${hhmm}:00.000Z`;

describe("tracker timeline", () => {
  it("shows a delivery's six steps with the times reached and the current one", () => {
    const { steps, cancelledAt } = timelineSteps({
      orderTypeId: DELIVERY,
      statusCode: 2,
      statusHistory: [
        { statusCode: 0, at: at("14:00") },
        { statusCode: 1, at: at("14:02") },
        { statusCode: 2, at: at("14:05") },
      ],
    });
    expect(steps.map((s) => [s.code, s.state, s.at && tashkentTime(s.at)])).toEqual([
      [0, "done", "19:00"],
      [1, "done", "19:02"],
      [2, "current", "19:05"],
      [3, "upcoming", null],
      [4, "upcoming", null],
      [201, "upcoming", null],
    ]);
    expect(cancelledAt).toBeNull();
  });

  it("has no 'on the way' for pickup, and a completed order is done throughout", () => {
    const history = ([0, 1, 2, 3, 201] as const).map((statusCode, i) => ({ statusCode, at: at(`14:0${i}`) }));
    const { steps } = timelineSteps({ orderTypeId: PICKUP, statusCode: 201, statusHistory: history });
    expect(steps.map((s) => s.code)).toEqual([0, 1, 2, 3, 201]);
    expect(steps.every((s) => s.state === "done")).toBe(true);
  });

  it("keeps what a cancelled order reached and marks the rest as skipped", () => {
    const { steps, cancelledAt } = timelineSteps({
      orderTypeId: DELIVERY,
      statusCode: 255,
      statusHistory: [
        { statusCode: 0, at: at("14:00") },
        { statusCode: 1, at: at("14:02") },
        { statusCode: 255, at: at("14:10") },
      ],
    });
    expect(steps.map((s) => s.state)).toEqual(["done", "done", "skipped", "skipped", "skipped", "skipped"]);
    expect(tashkentTime(cancelledAt!)).toBe("19:10");
  });

  it("tells Tashkent time and date whatever the device's zone", () => {
    expect(tashkentTime("2026-11-21T20:05:00.000Z")).toBe("01:05");
    expect(tashkentDate("2026-11-21T20:05:00.000Z")).toBe("22.11.2026");
  });
});
