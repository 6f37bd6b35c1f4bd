// The route table: every page, once. The app's router, its links and the server's
// "is this a page?" check all read it, so no one builds a URL by hand.
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

export const paths = {
  home: { pattern: "/", href: () => "/" },
  news: { pattern: "/news", href: () => "/news" },
  newsItem: { pattern: "/news/:id", href: (id: string | number) => `/news/${id}` },
  stocks: { pattern: "/stocks", href: () => "/stocks" },
  stock: { pattern: "/stocks/:id", href: (id: string | number) => `/stocks/${id}` },
  order: { pattern: "/order", href: () => "/order" },
  tracker: { pattern: "/tracker/:id", href: (id: string | number) => `/tracker/${id}` },
  profile: { pattern: "/profile", href: () => "/profile" },
  contacts: { pattern: "/contacts", href: () => "/contacts" },
  vacancies: { pattern: "/vacancies", href: () => "/vacancies" },
  vacancyForm: { pattern: "/vacancies/form", href: () => "/vacancies/form" },
  deliveryMap: { pattern: "/delivery-map", href: () => "/delivery-map" },
} as const;

export type PageName = keyof typeof paths;

/** "/en", "/uz", or "" for Russian, which has no prefix. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${locale}`;
}

/** Splits "/en/news" into { locale: "en", rest: "/news" }; unprefixed paths are Russian. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { locale, rest: pathname.slice(prefix.length) || "/" };
    }
  }
  return { locale: DEFAULT_LOCALE, rest: pathname || "/" };
}

/** The same page in another language. */
export function withLocale(pathname: string, locale: Locale): string {
  const { rest } = splitLocale(pathname);
  const prefix = localePrefix(locale);
  return prefix ? (rest === "/" ? prefix : `${prefix}${rest}`) : rest;
}

function toRegExp(pattern: string): RegExp {
  const source = pattern.replace(/:[a-zA-Z]+/g, "[^/]+");
  return new RegExp(`^${source}/?$`);
}

const matchers = Object.values(paths).map((p) => toRegExp(p.pattern));

/** True when the path (in any language) is a page of the app. */
export function isAppPath(pathname: string): boolean {
  const { rest } = splitLocale(pathname);
  return matchers.some((re) => re.test(rest));
}
