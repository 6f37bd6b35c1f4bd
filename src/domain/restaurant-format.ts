// How a restaurant's hours and distance read on screen.
import { LOCALE_TAGS, type Locale } from "./locales";

/** "10:00–23:00"; a day that ends after midnight reads the same way, "10:00–03:00". */
export function formatHours(opensAt: string, closesAt: string): string {
  return `${opensAt}–${closesAt}`;
}

/** True when the restaurant's day ends after midnight (closesAt at or before opensAt). */
export function closesAfterMidnight(opensAt: string, closesAt: string): boolean {
  return closesAt <= opensAt;
}

// Units by hand: browsers' unit data for Uzbek is not the same everywhere (some print Cyrillic).
const UNITS: Record<Locale, { m: string; km: string }> = { ru: { m: "м", km: "км" }, en: { m: "m", km: "km" }, uz: { m: "m", km: "km" } };

/** "850 m" / "2.3 km" ("2,3 км") in the page's language; the space does not break. */
export function formatDistance(metres: number, locale: Locale): string {
  const units = UNITS[locale];
  if (metres < 1000) return `${Math.max(10, Math.round(metres / 10) * 10)}\u00a0${units.m}`;
  const km = metres / 1000;
  const number = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
  return `${number}\u00a0${units.km}`;
}
