// The storefront's languages and their codes on the wire (docs/product-rules.md §2).
export const LOCALES = ["ru", "en", "uz"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ru";

/** Numeric language codes of the main API: uz=1, ru=2, en=3. */
export const LANGUAGE_CODES = { uz: 1, ru: 2, en: 3 } as const satisfies Record<Locale, number>;
export type LanguageCode = (typeof LANGUAGE_CODES)[Locale];

export const LOCALE_TAGS: Record<Locale, string> = { ru: "ru-RU", en: "en-US", uz: "uz-UZ" };

/** Each language's name in itself, as a language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { ru: "Русский", en: "English", uz: "O‘zbekcha" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function localeFromLanguageCode(code: number): Locale | undefined {
  return LOCALES.find((locale) => LANGUAGE_CODES[locale] === code);
}

/**
 * A Telegram user's `language_code` (IETF tag: "uz", "en-GB", "ru") → our language; any other
 * language (or none) is Russian, the storefront's default.
 */
export function localeFromTelegram(languageCode: string | null | undefined): Locale {
  const base = (languageCode ?? "").toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : DEFAULT_LOCALE;
}
