// Delivery time slots and opening hours (docs/product-rules.md §8). All clock arithmetic is done in
// Tashkent time, UTC+5 with no daylight saving, from the epoch milliseconds, so the device's own
// time zone never matters.

import { TASHKENT_OFFSET_MINUTES } from "./tashkent-time";

export const DAY_MINUTES = 1440;
const MINUTE = 60_000;

export interface RestaurantHours {
  /** "HH:MM" Tashkent time. */
  opensAt: string;
  /** "HH:MM"; at or before opensAt means the day ends after midnight. */
  closesAt: string;
  /** Minutes per slot. */
  deliveryDuration: number;
}

export interface Slot {
  /** The slot's start as sent in an order: "2026-11-21T19:00:00+05:00". */
  start: string;
  day: "today" | "tomorrow";
  /** The slot's calendar day in Tashkent, "2026-11-22", for labels such as "Tomorrow, 22 November". */
  date: string;
  /** "HH:MM - HH:MM". */
  label: string;
}

export function parseClock(text: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`Not a time of day: ${text}`);
  const [h, m] = [Number(match[1]), Number(match[2])];
  if (h > 23 || m > 59) throw new Error(`Not a time of day: ${text}`);
  return h * 60 + m;
}

/** Opening and closing as minutes from the start of the opening day; closing may pass 1440. */
function openingWindow(hours: RestaurantHours): [number, number] {
  const open = parseClock(hours.opensAt);
  let close = parseClock(hours.closesAt);
  if (close <= open) close += DAY_MINUTES;
  return [open, close];
}

/** Minutes since the epoch, shifted to Tashkent wall-clock time. */
const localMinutes = (now: Date) => Math.floor(now.getTime() / MINUTE) + TASHKENT_OFFSET_MINUTES;
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
 * night's slots after midnight. When the current opening day has no slot left (closed for the
 * night, or the last slot has begun), the next opening day's slots are offered instead, so an
 * order can always be placed for tomorrow.
 */
export function deliverySlots(hours: RestaurantHours, now: Date): Slot[] {
  const step = hours.deliveryDuration;
  if (!Number.isInteger(step) || step <= 0) return [];
  const [open, close] = openingWindow(hours);
  const nowLocal = localMinutes(now);
  const today = Math.floor(nowLocal / DAY_MINUTES) * DAY_MINUTES;
  const openingDay = (dayStart: number): Slot[] => {
    const slots: Slot[] = [];
    for (let s = open; s + step <= close; s += step) {
      const start = dayStart + s;
      if (start <= nowLocal) continue;
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
  const current = [...openingDay(today - DAY_MINUTES), ...openingDay(today)];
  const slots = current.length > 0 ? current : openingDay(today + DAY_MINUTES);
  return slots.sort((a, b) => a.start.localeCompare(b.start));
}

/** True when `start` (an order's slot) is one of the slots offered now. */
export function isOfferedSlot(hours: RestaurantHours, start: string, now: Date): boolean {
  return deliverySlots(hours, now).some((s) => s.start === start);
}

/** True when the restaurant is open at `now` (Tashkent time), also past midnight. */
export function isOpenAt(hours: RestaurantHours, now: Date): boolean {
  const [open, close] = openingWindow(hours);
  const minuteOfDay = ((localMinutes(now) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return (minuteOfDay >= open && minuteOfDay < close) || (minuteOfDay + DAY_MINUTES >= open && minuteOfDay + DAY_MINUTES < close);
}
