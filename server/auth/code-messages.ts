// The sign-in code's SMS text in each language, and the customer's language of a code request.
// Eskiz sends only texts approved in its cabinet: register these three templates there exactly
// as written, with the code's place as the template's variable (docs/sign-in.md). Each fits one
// SMS part (70 characters in Cyrillic, 160 in Latin).
import { DEFAULT_LOCALE, isLocale, type Locale, localeFromLanguageCode } from "../../src/domain/locales";

export const CODE_SMS_TEMPLATES: Record<Locale, string> = {
  ru: "Lazzat Pizza: код для входа {code}. Никому его не сообщайте.",
  uz: "Lazzat Pizza: kirish kodi {code}. Uni hech kimga bermang.",
  en: "Lazzat Pizza: your sign-in code is {code}. Do not share it.",
};

export function codeSms(locale: Locale, code: string): string {
  return CODE_SMS_TEMPLATES[locale].replace("{code}", code);
}

/**
 * The language a code request asks in: the body's `language` (the app's client adds it to every
 * JSON body: ru/en/uz or 1/2/3), else the first of ours in Accept-Language, else Russian.
 */
export function requestLocale(language: string | number | undefined, acceptLanguage: string | undefined): Locale {
  if (typeof language === "number") return localeFromLanguageCode(language) ?? DEFAULT_LOCALE;
  if (isLocale(language)) return language;
  const tags = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { base: tag.trim().toLowerCase().split(/[-_]/)[0], q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q);
  return tags.map((t) => t.base).find(isLocale) ?? DEFAULT_LOCALE;
}
