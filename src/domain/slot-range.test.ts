import { describe, expect, it } from "vitest";
import { deliverySlots, slotEnd, slotRange } from "./slots";

describe("a slot's end and range", () => {
  it("ends one deliveryDuration after its start, in Tashkent time", () => {
    expect(slotEnd("2026-11-21T22:00:00+05:00", 30)).toBe("2026-11-21T22:30:00+05:00");
    expect(slotEnd("2026-11-21T19:00:00+05:00", 45)).toBe("2026-11-21T19:45:00+05:00");
  });

  it("crosses midnight into the next day", () => {
    expect(slotEnd("2026-11-21T23:40:00+05:00", 40)).toBe("2026-11-22T00:20:00+05:00");
  });

  it("has no end without a date or a length", () => {
    expect(slotEnd("not a date", 30)).toBeNull();
    expect(slotEnd("2026-11-21T22:00:00+05:00", 0)).toBeNull();
  });

  it("agrees with the slots offered: each offered label is the range of its start and end", () => {
    const hours = { opensAt: "10:00", closesAt: "23:00", deliveryDuration: 40 };
    const slots = deliverySlots(hours, new Date("2026-11-21T12:05:00+05:00"));
    expect(slots.length).toBeGreaterThan(3);
    for (const s of slots) expect(slotRange(s.start, slotEnd(s.start, 40)).replace("–", " - ")).toBe(s.label);
  });

  it("reads 22:00–22:30, or the start alone without an end", () => {
    expect(slotRange("2026-11-21T22:00:00+05:00", "2026-11-21T22:30:00+05:00")).toBe("22:00–22:30");
    expect(slotRange("2026-11-21T22:00:00+05:00", null)).toBe("22:00");
  });
});
