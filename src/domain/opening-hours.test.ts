import { describe, expect, it } from "vitest";
import { exceptionsProblem, isOpenAt, type RestaurantHours, todaysHours } from "./opening-hours";
import { deliverySlots, isOfferedSlot } from "./slots";

const at = (isoTashkent: string) => new Date(isoTashkent);
const day: RestaurantHours = { opensAt: "10:00", closesAt: "23:00", deliveryDuration: 60 };
const night: RestaurantHours = { opensAt: "10:00", closesAt: "03:00", deliveryDuration: 60 };
const labels = (hours: RestaurantHours, now: string) => deliverySlots(hours, at(now)).map((s) => `${s.day} ${s.label}`);

describe("a day's exception", () => {
  it("a holiday's shorter hours replace the day's slots and open state", () => {
    const hours = { ...day, exceptions: [{ date: "2026-12-31", opensAt: "12:00", closesAt: "16:00" }] };
    expect(labels(hours, "2026-12-31T13:10:00+05:00").filter((l) => l.startsWith("today"))).toEqual([
      "today 14:00 - 15:00",
      "today 15:00 - 16:00",
    ]);
    // Tomorrow (1 January) keeps the regular hours.
    expect(labels(hours, "2026-12-31T13:10:00+05:00")[2]).toBe("tomorrow 10:00 - 11:00");
    expect(isOpenAt(hours, at("2026-12-31T11:00:00+05:00"))).toBe(false);
    expect(isOpenAt(hours, at("2026-12-31T12:00:00+05:00"))).toBe(true);
    expect(isOpenAt(hours, at("2026-12-31T16:00:00+05:00"))).toBe(false);
    expect(todaysHours(hours, at("2026-12-31T09:00:00+05:00"))).toEqual({ opensAt: "12:00", closesAt: "16:00" });
    // The day before and after keep the regular hours.
    expect(isOpenAt(hours, at("2026-12-30T22:00:00+05:00"))).toBe(true);
    expect(isOpenAt(hours, at("2027-01-01T22:00:00+05:00"))).toBe(true);
  });

  it("a closed day has no slot: the day before offers the next opening day instead", () => {
    const hours = { ...day, exceptions: [{ date: "2026-11-22", opensAt: null, closesAt: null }] };
    expect(isOpenAt(hours, at("2026-11-22T12:00:00+05:00"))).toBe(false);
    expect(todaysHours(hours, at("2026-11-22T12:00:00+05:00"))).toBeNull();
    // On the evening before, tomorrow has nothing to offer.
    expect(labels(hours, "2026-11-21T21:30:00+05:00")).toEqual(["today 22:00 - 23:00"]);
    // On the closed day itself, the next day's slots.
    const slots = deliverySlots(hours, at("2026-11-22T12:00:00+05:00"));
    expect(slots[0]).toMatchObject({ day: "tomorrow", date: "2026-11-23", label: "10:00 - 11:00" });
    expect(isOfferedSlot(hours, "2026-11-22T15:00:00+05:00", at("2026-11-22T12:00:00+05:00"))).toBe(false);
  });

  it("a holiday's night past midnight counts on its opening day", () => {
    const hours = { ...day, exceptions: [{ date: "2026-12-31", opensAt: "18:00", closesAt: "04:00" }] };
    expect(isOpenAt(hours, at("2027-01-01T03:30:00+05:00"))).toBe(true);
    expect(isOpenAt(hours, at("2027-01-01T04:00:00+05:00"))).toBe(false);
    expect(labels(hours, "2027-01-01T02:10:00+05:00").slice(0, 2)).toEqual(["today 03:00 - 04:00", "today 10:00 - 11:00"]);
  });

  it("a closed day's night does not carry the regular night past midnight", () => {
    const hours = { ...night, exceptions: [{ date: "2026-11-21", opensAt: null, closesAt: null }] };
    expect(isOpenAt(hours, at("2026-11-22T01:00:00+05:00"))).toBe(false);
    expect(isOpenAt(hours, at("2026-11-21T01:00:00+05:00"))).toBe(true); // the 20th's night
  });
});

describe("closed for a while", () => {
  const until = "2026-11-21T15:00:00+05:00";
  const hours = { ...day, closedUntil: until };

  it("is closed until it reopens by itself", () => {
    expect(isOpenAt(hours, at("2026-11-21T14:59:00+05:00"))).toBe(false);
    expect(isOpenAt(hours, at(until))).toBe(true);
  });

  it("offers no slot starting before it reopens", () => {
    expect(labels(hours, "2026-11-21T12:10:00+05:00")[0]).toBe("today 15:00 - 16:00");
    expect(isOfferedSlot(hours, "2026-11-21T14:00:00+05:00", at("2026-11-21T12:10:00+05:00"))).toBe(false);
    expect(isOfferedSlot(hours, "2026-11-21T15:00:00+05:00", at("2026-11-21T12:10:00+05:00"))).toBe(true);
  });

  it("reopening at an odd minute keeps the slot grid: the first slot is the next one on it", () => {
    const odd = { ...day, closedUntil: "2026-11-21T15:20:00+05:00" };
    expect(labels(odd, "2026-11-21T12:10:00+05:00")[0]).toBe("today 16:00 - 17:00");
  });

  it("closed past tonight: tomorrow's slots from its reopening", () => {
    const long = { ...day, closedUntil: "2026-11-22T12:00:00+05:00" };
    const slots = deliverySlots(long, at("2026-11-21T18:00:00+05:00"));
    expect(slots[0]).toMatchObject({ day: "tomorrow", label: "12:00 - 13:00" });
  });

  it("a past closedUntil changes nothing", () => {
    const past = { ...day, closedUntil: "2026-11-20T15:00:00+05:00" };
    expect(deliverySlots(past, at("2026-11-21T12:10:00+05:00"))).toEqual(deliverySlots(day, at("2026-11-21T12:10:00+05:00")));
    expect(isOpenAt(past, at("2026-11-21T12:10:00+05:00"))).toBe(true);
  });
});

describe("exceptionsProblem", () => {
  it("accepts hours and closed days", () => {
    expect(
      exceptionsProblem([
        { date: "2026-12-31", opensAt: "12:00", closesAt: "02:00" },
        { date: "2027-01-01", opensAt: null, closesAt: null },
      ]),
    ).toBeNull();
  });

  it.each([
    [[{ date: "2026-02-30", opensAt: null, closesAt: null }], "not a day"],
    [[{ date: "31.12.2026", opensAt: null, closesAt: null }], "not a day"],
    [
      [
        { date: "2026-12-31", opensAt: null, closesAt: null },
        { date: "2026-12-31", opensAt: "10:00", closesAt: "12:00" },
      ],
      "twice",
    ],
    [[{ date: "2026-12-31", opensAt: "10:00", closesAt: null }], "both"],
    [[{ date: "2026-12-31", opensAt: "25:00", closesAt: "12:00" }], "HH:MM"],
  ])("refuses %j", (list, words) => {
    expect(exceptionsProblem(list)).toContain(words);
  });
});
