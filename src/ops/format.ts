// Times and money as the console shows them (Tashkent time, the console's language).
import { formatMoney } from "../domain/money";
import type { Locale } from "../domain/locales";
import { LOCALE_TAGS } from "../domain/locales";

export const money = (amount: number, locale: Locale) => formatMoney(amount, locale);

export function time(iso: string, locale: Locale): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleTimeString(LOCALE_TAGS[locale], { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Tashkent" });
}

export function dateTime(iso: string, locale: Locale): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(LOCALE_TAGS[locale], {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Tashkent",
  });
}
