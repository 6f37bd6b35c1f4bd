import type { Locale } from "./locales";

// Uzbek sum, whole numbers: "45 000 сум", "45,000 UZS", "45 000 so‘m" (the Uzbek Latin ‘, as in every
// other Uzbek text of the store, not a plain apostrophe).
// Grouping is done by hand so every browser and Node print the same thing; the spaces are
// no-break spaces so an amount never wraps across lines.
const NBSP = "\u00a0";

function group(amount: number, separator: string): string {
  const digits = String(Math.abs(Math.round(amount)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return amount < 0 ? `−${grouped}` : grouped;
}

export function formatMoney(amount: number, locale: Locale): string {
  switch (locale) {
    case "en":
      return `${group(amount, ",")}${NBSP}UZS`;
    case "uz":
      return `${group(amount, NBSP)}${NBSP}so‘m`;
    default:
      return `${group(amount, NBSP)}${NBSP}сум`;
  }
}
