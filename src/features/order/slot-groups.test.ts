import { describe, expect, it } from "vitest";
import { deliverySlots } from "../../domain/slots";
import { EMPTY_FORM } from "./order-form";
import { effectiveForm, groupSlots, stillOffered } from "./slot-groups";

// 2026-11-21 at 22:10 in Tashkent (17:10 UTC).
const evening = new Date("2026-11-21T17:10:00Z");
const lateNight = { opensAt: "10:00", closesAt: "03:00", deliveryDuration: 30 };

describe("slot groups", () => {
  it("puts today's slots under today and after-midnight ones and tomorrow's day under tomorrow, labels HH:MM - HH:MM", () => {
    const groups = groupSlots(deliverySlots(lateNight, evening));
    expect(groups.map((g) => g.day)).toEqual(["today", "tomorrow"]);
    expect(groups[0].slots[0].label).toBe("22:30 - 23:00");
    expect(groups[0].slots.at(-1)!.label).toBe("23:30 - 00:00");
    expect(groups[1].slots.slice(0, 7).map((s) => s.label)).toEqual([
      "00:00 - 00:30",
      "00:30 - 01:00",
      "01:00 - 01:30",
      "01:30 - 02:00",
      "02:00 - 02:30",
      "02:30 - 03:00",
      "10:00 - 10:30",
    ]);
    expect(groups[1].slots[0].start).toBe("2026-11-22T00:00:00+05:00");
  });

  it("has no group for a day without slots", () => {
    const day = { opensAt: "10:00", closesAt: "23:00", deliveryDuration: 30 };
    expect(groupSlots(deliverySlots(day, new Date("2026-11-21T18:40:00Z"))).map((g) => g.day)).toEqual(["tomorrow"]);
    const closedTomorrow = { ...day, exceptions: [{ date: "2026-11-22", opensAt: null, closesAt: null }] };
    expect(groupSlots(deliverySlots(closedTomorrow, evening)).map((g) => g.day)).toEqual(["today"]);
    expect(groupSlots([])).toEqual([]);
  });

  it("drops a chosen slot the clock has passed", () => {
    const slots = deliverySlots(lateNight, evening);
    expect(stillOffered(slots, "2026-11-21T22:30:00+05:00")).toBe("2026-11-21T22:30:00+05:00");
    const later = deliverySlots(lateNight, new Date("2026-11-21T17:31:00Z"));
    expect(stillOffered(later, "2026-11-21T22:30:00+05:00")).toBeNull();
    expect(stillOffered(later, null)).toBeNull();
  });
});

describe("the form against the clock", () => {
  const slots = deliverySlots(lateNight, evening);

  it("asks for a time while the restaurant is closed, and forgets a passed slot", () => {
    expect(effectiveForm(EMPTY_FORM, slots, false)).toMatchObject({ when: "slot", slot: null });
    expect(effectiveForm({ ...EMPTY_FORM, when: "slot", slot: "2026-11-20T22:30:00+05:00" }, slots, true)).toMatchObject({
      when: "slot",
      slot: null,
    });
  });

  it("leaves a form that still holds as it is", () => {
    const form = { ...EMPTY_FORM, when: "slot" as const, slot: slots[0].start };
    expect(effectiveForm(form, slots, true)).toBe(form);
    expect(effectiveForm(EMPTY_FORM, slots, true)).toBe(EMPTY_FORM);
    expect(effectiveForm(EMPTY_FORM, [], false)).toBe(EMPTY_FORM);
  });
});
