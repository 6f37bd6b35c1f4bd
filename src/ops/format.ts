// Times and money as the console shows them (Tashkent time, the console's language).
// Dates are written with the month names of src/domain/calendar-dates.ts, not through Intl: the
// browsers' Uzbek date data is missing or partial (Chromium printed "2026 M11 25 16:29"), and
// times are 24-hour in every language, as the chain reads a clock.
import { formatDayMonth } from "../domain/calendar-dates";
import { isLocale, type Locale } from "../domain/locales";
import { formatMoney } from "../domain/money";
import { tashkentIsoDate, tashkentTime } from "../domain/tashkent-time";

export const money = (amount: number, locale: Locale) => formatMoney(amount, locale);

const lang = (locale: string): Locale => (isLocale(locale) ? locale : "ru");

/** "16:29" (Tashkent); the text itself when it is no date. */
export const time = (iso: string, _locale?: string): string => tashkentTime(iso) || iso;

/** "25 November" ("25 ноября", "25-noyabr"); the text itself when it is no date. */
export const dayMonth = (iso: string, locale: string): string => formatDayMonth(tashkentIsoDate(iso), lang(locale)) || iso;

/** "25 November 2026" ("25 ноября 2026", "25-noyabr 2026"); the text itself when it is no date. */
export function date(iso: string, locale: string): string {
  const day = tashkentIsoDate(iso);
  return day ? `${formatDayMonth(day, lang(locale))} ${day.slice(0, 4)}` : iso;
}

/** "25 November, 16:29" ("25 ноября, 16:29", "25-noyabr, 16:29"): a moment of these days, no year. */
export const dateTime = (iso: string, locale: string): string => (tashkentIsoDate(iso) ? `${dayMonth(iso, locale)}, ${time(iso)}` : iso);

/** "25 November 2026, 16:29" ("25 ноября 2026, 16:29", "25-noyabr 2026, 16:29"). */
export const dateTimeYear = (iso: string, locale: string): string => (tashkentIsoDate(iso) ? `${date(iso, locale)}, ${time(iso)}` : iso);
