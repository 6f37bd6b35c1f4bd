// Delivery time slots and opening hours (docs/product-rules.md §8). All clock arithmetic is done in
// Tashkent time, UTC+5 with no daylight saving, from the epoch milliseconds, so the device's own
// time zone never matters.

import { closedUntilMinute, DAY_MINUTES, dayWindow, localMinutes, type RestaurantHours } from "./opening-hours";

export { DAY_MINUTES, type HoursException, isOpenAt, parseClock, type RestaurantHours } from "./opening-hours";

const MINUTE = 60_000;

export interface Slot {
  /** The slot's start as sent in an order: "2026-11-21T19:00:00+05:00". */
  start: string;
  day: "today" | "tomorrow";
  /** The slot's calendar day in Tashkent, "2026-11-22", for labels such as "Tomorrow, 22 November". */
  date: string;
  /** "HH:MM - HH:MM". */
  label: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const clock = (minutes: number) => {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};

/** "2026-11-21T19:00:00+05:00" for a Tashkent wall-clock minute count since the epoch. */
function isoTashkent(local: number): string {
  const date = new Date(local * MINUTE).toISOString().slice(0, 10);
  return `${date}T${clock(local)}:00+05:00`;
}

/**
 * The slots a customer can choose now: from opening to closing in steps of deliveryDuration;
 * slots past 1440 minutes belong to the next day; only slots starting after now are kept, today's
 * and tomorrow's. A restaurant that closes after midnight also offers what is left of last
 * night's slots after midnight. Tomorrow's opening day is offered at any time of day (ordering
 * ahead, the slot picker's second day), not only once today has no slot left. Each day follows
 * its exception (other hours, or closed: no slot that day), and while the restaurant is closed
 * for a while no slot starts before it reopens.
 */
export function deliverySlots(hours: RestaurantHours, now: Date): Slot[] {
  const step = hours.deliveryDuration;
  if (!Number.isInteger(step) || step <= 0) return [];
  const nowLocal = localMinutes(now);
  const after = Math.max(nowLocal, (closedUntilMinute(hours, now) ?? 0) - 1);
  const today = Math.floor(nowLocal / DAY_MINUTES) * DAY_MINUTES;
  const openingDay = (dayStart: number): Slot[] => {
    const window = dayWindow(hours, dayStart);
    if (!window) return [];
    const slots: Slot[] = [];
    for (let start = window[0]; start + step <= window[1]; start += step) {
      if (start <= after) continue;
      const dayOffset = Math.floor((start - today) / DAY_MINUTES);
      if (dayOffset > 1) continue;
      slots.push({
        start: isoTashkent(start),
        day: dayOffset === 0 ? "today" : "tomorrow",
        date: isoTashkent(start).slice(0, 10),
        label: `${clock(start)} - ${clock(start + step)}`,
      });
    }
    return slots;
  };
  const slots = [...openingDay(today - DAY_MINUTES), ...openingDay(today), ...openingDay(today + DAY_MINUTES)];
  return slots.sort((a, b) => a.start.localeCompare(b.start));
}

/** True when `start` (an order's slot) is one of the slots offered now. */
export function isOfferedSlot(hours: RestaurantHours, start: string, now: Date): boolean {
  return deliverySlots(hours, now).some((s) => s.start === start);
}

/**
 * The end of the slot that starts at `start` ("2026-11-21T22:00:00+05:00"): a slot lasts the
 * restaurant's deliveryDuration, as deliverySlots builds them. Null for no date or no length.
 */
export function slotEnd(start: string, deliveryDuration: number): string | null {
  const at = Date.parse(start);
  if (Number.isNaN(at) || !Number.isInteger(deliveryDuration) || deliveryDuration <= 0) return null;
  return isoTashkent(localMinutes(at) + deliveryDuration);
}

/** "22:00–22:30": a slot's Tashkent wall-clock range from its start and end; the start alone without an end. */
export function slotRange(start: string, end: string | null | undefined): string {
  const from = start.slice(11, 16);
  return end ? `${from}–${end.slice(11, 16)}` : from;
}
