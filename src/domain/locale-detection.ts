// Which language to show: the route prefix when there is one; on an unprefixed
// path the i18n_redirected cookie, then the browser's languages on a first visit, then Russian.
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { splitLocale } from "./paths";
import { qualityList } from "./quality-list";

/** The first supported language among the browser's, e.g. ["uz-UZ", "ru"] → "uz". */
export function localeFromLanguages(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}

/** The languages of an Accept-Language header, most preferred first; q=0 ones are left out. */
export function languagesFromHeader(header: string | undefined): string[] {
  return qualityList(header)
    .map((l, index) => ({ ...l, index }))
    .filter((l) => l.token !== "*" && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.token);
}

export interface DetectInput {
  pathname: string;
  cookie: string | undefined;
  languages: readonly string[];
}

/**
 * The locale to show and, for the root path only, where to redirect: a visitor who chose English
 * (or whose browser speaks it, on a first visit) and opens "/" lands on "/en". Other unprefixed
 * paths are Russian pages and stay where they are, so shared links mean the same to everyone.
 */
export function detectLocale({ pathname, cookie, languages }: DetectInput): { locale: Locale; redirectTo: string | null } {
  if (pathname !== "/") return { locale: splitLocale(pathname).locale, redirectTo: null };
  const preferred = isLocale(cookie) ? cookie : (localeFromLanguages(languages) ?? DEFAULT_LOCALE);
  return preferred === DEFAULT_LOCALE ? { locale: DEFAULT_LOCALE, redirectTo: null } : { locale: preferred, redirectTo: `/${preferred}` };
}
