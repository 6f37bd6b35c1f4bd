import { describe, expect, it } from "vitest";
import { deliverySlots, isOfferedSlot, isOpenAt, parseClock } from "./slots";

// Tashkent is UTC+5: 12:00 in Tashkent is 07:00Z.
const at = (isoTashkent: string) => new Date(isoTashkent);
const day = { opensAt: "10:00", closesAt: "23:00", deliveryDuration: 60 };
const night = { opensAt: "10:00", closesAt: "03:00", deliveryDuration: 60 };

describe("time slots", () => {
  it("run from opening to closing in steps of deliveryDuration, only after now", () => {
    const slots = deliverySlots(day, at("2026-11-21T19:30:00+05:00"));
    expect(slots.slice(0, 4).map((s) => `${s.day} ${s.label}`)).toEqual([
      "today 20:00 - 21:00",
      "today 21:00 - 22:00",
      "today 22:00 - 23:00",
      "tomorrow 10:00 - 11:00",
    ]);
    expect(slots[0]).toEqual({ start: "2026-11-21T20:00:00+05:00", day: "today", date: "2026-11-21", label: "20:00 - 21:00" });
  });

  it("drop a slot starting exactly now", () => {
    const slots = deliverySlots(day, at("2026-11-21T20:00:00+05:00"));
    expect(slots[0].label).toBe("21:00 - 22:00");
  });

  it("count slots past 1440 minutes as tomorrow, then offer tomorrow's opening day", () => {
    const slots = deliverySlots(night, at("2026-11-21T22:10:00+05:00"));
    expect(slots.slice(0, 5).map((s) => `${s.day} ${s.label}`)).toEqual([
      "today 23:00 - 00:00",
      "tomorrow 00:00 - 01:00",
      "tomorrow 01:00 - 02:00",
      "tomorrow 02:00 - 03:00",
      "tomorrow 10:00 - 11:00",
    ]);
    expect(slots[1].start).toBe("2026-11-22T00:00:00+05:00");
    // Tomorrow's night past midnight is the day after tomorrow's: not offered.
    expect(slots.at(-1)).toMatchObject({ day: "tomorrow", label: "23:00 - 00:00", start: "2026-11-22T23:00:00+05:00" });
  });

  it("after midnight, offer the rest of the night, then today's day, then tomorrow's", () => {
    const slots = deliverySlots(night, at("2026-11-22T01:20:00+05:00"));
    expect(slots[0]).toEqual({ start: "2026-11-22T02:00:00+05:00", day: "today", date: "2026-11-22", label: "02:00 - 03:00" });
    expect(slots[1].label).toBe("10:00 - 11:00");
    const tomorrow = slots.filter((s) => s.day === "tomorrow").map((s) => s.label);
    expect(tomorrow.slice(0, 4)).toEqual(["00:00 - 01:00", "01:00 - 02:00", "02:00 - 03:00", "10:00 - 11:00"]);
    expect(slots.at(-1)).toMatchObject({ day: "tomorrow", date: "2026-11-23", label: "23:00 - 00:00" });
  });

  it("do not depend on the device's time zone (the same instant gives the same slots)", () => {
    const instant = Date.UTC(2026, 10, 21, 14, 30); // 19:30 in Tashkent
    const a = deliverySlots(day, new Date(instant));
    const b = deliverySlots(day, at("2026-11-21T19:30:00+05:00"));
    expect(a).toEqual(b);
    expect(a[0].label).toBe("20:00 - 21:00");
  });

  it("are tomorrow's, from opening, once no slot is left today (the last has begun, or closed for the night)", () => {
    for (const now of ["2026-11-21T22:30:00+05:00", "2026-11-21T23:30:00+05:00"]) {
      const slots = deliverySlots(day, at(now));
      expect(slots[0]).toEqual({ start: "2026-11-22T10:00:00+05:00", day: "tomorrow", date: "2026-11-22", label: "10:00 - 11:00" });
      expect(slots.at(-1)?.label).toBe("22:00 - 23:00");
      expect(slots.every((s) => s.day === "tomorrow")).toBe(true);
    }
  });

  it("offer tomorrow's whole day at any time of day, after what is left of today", () => {
    for (const now of ["2026-11-21T08:00:00+05:00", "2026-11-21T12:10:00+05:00", "2026-11-21T21:30:00+05:00"]) {
      const slots = deliverySlots(day, at(now));
      const tomorrow = slots.filter((s) => s.day === "tomorrow");
      expect(tomorrow.map((s) => s.label)).toHaveLength(13);
      expect(tomorrow[0]).toEqual({ start: "2026-11-22T10:00:00+05:00", day: "tomorrow", date: "2026-11-22", label: "10:00 - 11:00" });
      expect(slots.findIndex((s) => s.day === "tomorrow")).toBe(slots.filter((s) => s.day === "today").length);
    }
    expect(
      deliverySlots(day, at("2026-11-21T21:30:00+05:00"))
        .filter((s) => s.day === "today")
        .map((s) => s.start),
    ).toEqual(["2026-11-21T22:00:00+05:00"]);
  });

  it("offer no tomorrow when the restaurant does not work tomorrow", () => {
    const closedTomorrow = { ...day, exceptions: [{ date: "2026-11-22", opensAt: null, closesAt: null }] };
    expect(deliverySlots(closedTomorrow, at("2026-11-21T12:10:00+05:00")).every((s) => s.day === "today")).toBe(true);
    // Closed for a while past tomorrow: nothing before it reopens.
    const away = { ...day, closedUntil: "2026-11-23T12:00:00+05:00" };
    expect(deliverySlots(away, at("2026-11-21T12:10:00+05:00"))).toEqual([]);
  });

  it("after midnight but before opening, are today's (which the calendar calls today)", () => {
    const slots = deliverySlots(day, at("2026-11-22T00:30:00+05:00"));
    expect(slots[0]).toMatchObject({ start: "2026-11-22T10:00:00+05:00", day: "today" });
  });

  it("check an order's slot", () => {
    const now = at("2026-11-21T19:30:00+05:00");
    expect(isOfferedSlot(day, "2026-11-21T21:00:00+05:00", now)).toBe(true);
    expect(isOfferedSlot(day, "2026-11-21T19:00:00+05:00", now)).toBe(false);
    expect(isOfferedSlot(day, "2026-11-21T21:30:00+05:00", now)).toBe(false);
    expect(isOfferedSlot(day, "2026-11-22T10:00:00+05:00", now)).toBe(true);
    expect(isOfferedSlot(day, "2026-11-22T22:00:00+05:00", now)).toBe(true);
    expect(isOfferedSlot(day, "2026-11-22T10:30:00+05:00", now)).toBe(false);
    expect(isOfferedSlot(day, "2026-11-23T10:00:00+05:00", now)).toBe(false);
    expect(isOfferedSlot(day, "2026-11-22T10:00:00+05:00", at("2026-11-21T23:30:00+05:00"))).toBe(true);
  });
});

describe("opening hours", () => {
  it("know open and closed, also past midnight", () => {
    expect(isOpenAt(day, at("2026-11-21T09:59:00+05:00"))).toBe(false);
    expect(isOpenAt(day, at("2026-11-21T10:00:00+05:00"))).toBe(true);
    expect(isOpenAt(day, at("2026-11-21T23:00:00+05:00"))).toBe(false);
    expect(isOpenAt(night, at("2026-11-22T02:30:00+05:00"))).toBe(true);
    expect(isOpenAt(night, at("2026-11-22T03:30:00+05:00"))).toBe(false);
  });

  it("parse HH:MM strictly", () => {
    expect(parseClock("03:05")).toBe(185);
    expect(() => parseClock("24:00")).toThrow();
    expect(() => parseClock("9:00")).toThrow();
  });
});
