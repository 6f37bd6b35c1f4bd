import type { Locale } from "./locales";

/** Text a customer reads, in every language the storefront speaks. */
export type Localized = Record<Locale, string>;

export function pick(text: Localized, locale: Locale): string {
  return text[locale] || text.ru;
}
