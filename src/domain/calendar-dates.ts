// Dates as a reader in Tashkent says them (news, promotions, tomorrow's delivery slots) (UTC+5, no daylight saving),
// whatever the device's time zone: "12 сентября 2026", "12 September 2026", "12-sentabr, 2026".
// Month names are written out here: browsers' Uzbek date data differs (some print Cyrillic).
import type { Locale } from "./locales";
import { TASHKENT_OFFSET_MS } from "./tashkent-time";

const MONTHS: Record<Locale, readonly string[]> = {
  ru: ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  uz: ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avgust", "sentabr", "oktabr", "noyabr", "dekabr"],
};

const NBSP = "\u00a0";

/** The Tashkent calendar date of a moment; null when the text is not a date. */
export function tashkentDay(iso: string): { year: number; month: number; day: number } | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const d = new Date(ms + TASHKENT_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** "2026-09-12T05:00:00.000Z" → "12 September 2026" in the page's language; "" for no date. */
export function formatContentDate(iso: string, locale: Locale): string {
  const date = tashkentDay(iso);
  if (!date) return "";
  const month = MONTHS[locale][date.month - 1];
  // The day and month stay together on one line.
  if (locale === "uz") return `${date.day}-${month}, ${date.year}`;
  return `${date.day}${NBSP}${month} ${date.year}`;
}

/** "2026-11-22" → "22 November" ("22 ноября", "22-noyabr"): a day of the coming days, no year. */
export function formatDayMonth(isoDate: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return "";
  const day = Number(m[3]);
  const month = MONTHS[locale][Number(m[2]) - 1];
  if (!month) return "";
  return locale === "uz" ? `${day}-${month}` : `${day}${NBSP}${month}`;
}

/**
 * The last day a promotion that ends at `endsAt` can be used: a promotion ending at midnight
 * (00:00 Tashkent) ended with the day before.
 */
export function formatLastDay(endsAt: string, locale: Locale): string {
  const last = lastMoment(endsAt);
  return last ? formatContentDate(last, locale) : "";
}

/** The moment just before `endsAt`, which names the last day; null when it is not a date. */
export function lastMoment(endsAt: string): string | null {
  const ms = Date.parse(endsAt);
  return Number.isNaN(ms) ? null : new Date(ms - 1).toISOString();
}

/** The `datetime` of a <time> element: the Tashkent date, "2026-09-12". */
export function isoDay(iso: string): string | undefined {
  const date = tashkentDay(iso);
  if (!date) return undefined;
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}
