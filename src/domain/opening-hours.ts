// A restaurant's opening hours day by day: the regular hours, a day's exception (a holiday's
// hours, or a closed day) and a temporary close with its automatic reopening. Tashkent time from
// the epoch milliseconds (see ./tashkent-time.ts); shared by the app (slots, the menu's open or
// closed state, the map) and the server (placing an order), so both judge a time alike.
import { TASHKENT_OFFSET_MINUTES } from "./tashkent-time";

export const DAY_MINUTES = 1440;
const MINUTE = 60_000;

/** One day that differs from the regular hours. */
export interface HoursException {
  /** The Tashkent calendar day, "2026-12-31". */
  date: string;
  /** That day's "HH:MM" opening and closing (closing at or before opening ends after midnight); both null = closed all day. */
  opensAt: string | null;
  closesAt: string | null;
}

export interface RestaurantHours {
  /** "HH:MM" Tashkent time. */
  opensAt: string;
  /** "HH:MM"; at or before opensAt means the day ends after midnight. */
  closesAt: string;
  /** Minutes per slot. */
  deliveryDuration: number;
  /** Days with other hours or closed; none = the regular hours every day. */
  exceptions?: readonly HoursException[] | null;
  /** Closed until this instant (ISO), then open by itself; null or past = not closed for a while. */
  closedUntil?: string | Date | null;
}

/** Most exceptions a restaurant keeps (the console's limit). */
export const MAX_HOURS_EXCEPTIONS = 60;

export function parseClock(text: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`Not a time of day: ${text}`);
  const [h, m] = [Number(match[1]), Number(match[2])];
  if (h > 23 || m > 59) throw new Error(`Not a time of day: ${text}`);
  return h * 60 + m;
}

export const isClock = (text: unknown): text is string => typeof text === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(text);

/** Minutes since the epoch, shifted to Tashkent wall-clock time. */
export const localMinutes = (now: Date | number) =>
  Math.floor((typeof now === "number" ? now : now.getTime()) / MINUTE) + TASHKENT_OFFSET_MINUTES;

/** "2026-11-21" of a day that starts at `dayStart` Tashkent minutes. */
export const dayDate = (dayStart: number) => new Date(dayStart * MINUTE).toISOString().slice(0, 10);

/** The hours of the opening day starting at `dayStart` (local minutes, a multiple of 1440); null when closed that day. */
export function hoursOfDay(hours: RestaurantHours, dayStart: number): { opensAt: string; closesAt: string } | null {
  const date = dayDate(dayStart);
  const exception = hours.exceptions?.find((e) => e.date === date);
  if (!exception) return { opensAt: hours.opensAt, closesAt: hours.closesAt };
  if (exception.opensAt === null || exception.closesAt === null) return null;
  return { opensAt: exception.opensAt, closesAt: exception.closesAt };
}

/** The opening day's window as local minutes [open, close); closing may pass into the next day. Null when closed that day. */
export function dayWindow(hours: RestaurantHours, dayStart: number): [number, number] | null {
  const day = hoursOfDay(hours, dayStart);
  if (!day) return null;
  const open = parseClock(day.opensAt);
  let close = parseClock(day.closesAt);
  if (close <= open) close += DAY_MINUTES;
  return [dayStart + open, dayStart + close];
}

/** Local minute before which the restaurant stays closed for a while; null when it is not closed so. */
export function closedUntilMinute(hours: RestaurantHours, now: Date): number | null {
  if (!hours.closedUntil) return null;
  const until = new Date(hours.closedUntil).getTime();
  if (Number.isNaN(until) || until <= now.getTime()) return null;
  return Math.ceil(until / MINUTE) + TASHKENT_OFFSET_MINUTES;
}

/** True when the restaurant is open at `now`: inside yesterday's window (past midnight) or today's, and not closed for a while. */
export function isOpenAt(hours: RestaurantHours, now: Date): boolean {
  if (closedUntilMinute(hours, now) !== null) return false;
  const minute = localMinutes(now);
  const today = Math.floor(minute / DAY_MINUTES) * DAY_MINUTES;
  return [today - DAY_MINUTES, today].some((dayStart) => {
    const window = dayWindow(hours, dayStart);
    return window !== null && minute >= window[0] && minute < window[1];
  });
}

/** Today's hours as shown to people ("10:00–23:00"), or null when today is a closed day. */
export function todaysHours(hours: RestaurantHours, now: Date): { opensAt: string; closesAt: string } | null {
  return hoursOfDay(hours, Math.floor(localMinutes(now) / DAY_MINUTES) * DAY_MINUTES);
}

/** A list of exceptions is usable: real days, each once, both times or neither, at most MAX_HOURS_EXCEPTIONS. The first problem, or null. */
export function exceptionsProblem(list: readonly HoursException[]): string | null {
  if (list.length > MAX_HOURS_EXCEPTIONS) return `At most ${MAX_HOURS_EXCEPTIONS} days with other hours.`;
  const seen = new Set<string>();
  for (const e of list) {
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(e.date) ? new Date(`${e.date}T00:00:00Z`) : null;
    if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== e.date)
      return `${e.date} is not a day (YYYY-MM-DD).`;
    if (seen.has(e.date)) return `${e.date} is listed twice.`;
    seen.add(e.date);
    if ((e.opensAt === null) !== (e.closesAt === null))
      return `${e.date}: give both the opening and the closing time, or neither for a closed day.`;
    if (e.opensAt !== null && (!isClock(e.opensAt) || !isClock(e.closesAt))) return `${e.date}: times are HH:MM.`;
  }
  return null;
}
