// The console's own catalogue (locales/<locale>/ops.po), one chunk per language, loaded on demand;
// the storefront's catalogue is never loaded here. The language is the address's prefix: /ops is
// Russian, /en/ops English, /uz/ops Uzbek.
import { DEFAULT_LOCALE, type Locale, LOCALES } from "../domain/locales";
import { catalogueLoader } from "../i18n/catalogue-loader";

const opsCatalogues = catalogueLoader({
  ru: () => import("../../locales/ru/ops.po"),
  en: () => import("../../locales/en/ops.po"),
  uz: () => import("../../locales/uz/ops.po"),
});

/** Activates a language's catalogue; false (and the source texts on a first start) when it could not load. */
export const activateOpsLocale = opsCatalogues.activate;

/** The language of a console address: "/en/ops/orders" → en; "/ops" → ru. */
export function opsLocale(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return LOCALES.find((l) => l !== DEFAULT_LOCALE && l === first) ?? DEFAULT_LOCALE;
}

/** The console's base path in a language: "/ops", "/en/ops", "/uz/ops". */
export const opsBase = (locale: Locale) => (locale === DEFAULT_LOCALE ? "/ops" : `/${locale}/ops`);
