// Times and money as the console shows them (Tashkent time, the console's language).
import type { Locale } from "../domain/locales";
import { formatMoney } from "../domain/money";
import { formatTashkent } from "../domain/tashkent-time";

export const money = (amount: number, locale: Locale) => formatMoney(amount, locale);

export const time = (iso: string, locale: Locale): string => formatTashkent(iso, locale, { hour: "2-digit", minute: "2-digit" });

export const dateTime = (iso: string, locale: Locale): string =>
  formatTashkent(iso, locale, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
