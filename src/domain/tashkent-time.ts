// Tashkent time (UTC+5, no daylight saving) from the epoch milliseconds, so the device's or the
// server's own time zone never matters. The only place that knows the offset: everything that shows
// or builds a Tashkent time comes here (scripts/architecture/tashkent-time.test.ts keeps it so).
import { LOCALE_TAGS, type Locale } from "./locales";

export const TASHKENT_OFFSET_MINUTES = 5 * 60;
export const TASHKENT_OFFSET_MS = TASHKENT_OFFSET_MINUTES * 60_000;
export const TASHKENT_TIME_ZONE = "Asia/Tashkent";
/** The offset as ISO times write it. */
export const TASHKENT_OFFSET = "+05:00";

const instant = (at: Date | number | string): number => (at instanceof Date ? at.getTime() : typeof at === "number" ? at : Date.parse(at));

/** The Tashkent wall clock of an instant as "2026-11-21T19:05:00.000" (no zone); null for no date. */
export function tashkentWallClock(at: Date | number | string): string | null {
  const ms = instant(at);
  return Number.isNaN(ms) ? null : new Date(ms + TASHKENT_OFFSET_MS).toISOString().slice(0, 23);
}

/** "2026-11-21T19:00:00+05:00": an instant as the wire writes a slot; null for no date. */
export function tashkentIso(at: Date | number | string): string | null {
  const local = tashkentWallClock(at);
  return local === null ? null : `${local.slice(0, 19)}${TASHKENT_OFFSET}`;
}

/** "2026-11-21": the Tashkent calendar day of an instant (today's, by default). */
export const tashkentIsoDate = (at: Date | number | string = Date.now()): string => tashkentWallClock(at)?.slice(0, 10) ?? "";

/** "2026-11-21T14:05:00.000Z" → "19:05". */
export const tashkentTime = (iso: string): string => tashkentWallClock(iso)?.slice(11, 16) ?? "";

/** "2026-11-21T20:05:00.000Z" → "22.11.2026". */
export function tashkentDate(iso: string): string {
  const [y, m, d] = tashkentIsoDate(iso).split("-");
  return y ? `${d}.${m}.${y}` : "";
}

/** "2026-11-21T14:05:00.000Z" → "21.11.2026, 19:05". */
export const tashkentDateTime = (iso: string): string => (tashkentWallClock(iso) ? `${tashkentDate(iso)}, ${tashkentTime(iso)}` : "");

/** "2026-11-23T15:30" (for <input type="datetime-local">) from an ISO instant; "" for none. */
export const toTashkentInput = (iso: string | null | undefined): string => (iso ? (tashkentWallClock(iso)?.slice(0, 16) ?? "") : "");

/** The ISO instant of a datetime-local value ("2026-11-23T15:30") read as Tashkent time; null when it is not one. */
export function fromTashkentInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = new Date(`${value}:00${TASHKENT_OFFSET}`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** An instant in Tashkent time through Intl, in a language's own words; the text itself when it is no date. */
export function formatTashkent(at: Date | string, locale: Locale | string, options: Intl.DateTimeFormatOptions): string {
  const d = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(d.getTime())) return String(at);
  const tag = (LOCALE_TAGS as Record<string, string>)[locale] ?? locale;
  return new Intl.DateTimeFormat(tag, { ...options, timeZone: TASHKENT_TIME_ZONE }).format(d);
}

/** "2026-11-21T12:00:00+05:00": a time of day ("HH:MM") of the Tashkent day of `now`. */
export const tashkentDayAt = (clock: string, now: Date | number = Date.now()): string =>
  `${tashkentIsoDate(now)}T${clock}:00${TASHKENT_OFFSET}`;

/** Milliseconds from `now` to the next `clock` ("HH:MM") in Tashkent: today's, or tomorrow's once passed. */
export function msUntilTashkent(clock: string, now = Date.now()): number {
  const at = Date.parse(tashkentDayAt(clock, now));
  return (at >= now ? at : at + 86_400_000) - now;
}
