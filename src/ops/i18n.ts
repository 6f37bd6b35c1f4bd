// The console's own catalogue (locales/<locale>/ops.po), one chunk per language, loaded on demand;
// the storefront's catalogue is never loaded here. The language is the address's prefix: /ops is
// Russian, /en/ops English, /uz/ops Uzbek.
import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale, LOCALES } from "../domain/locales";
import { writeLocaleCookie } from "../i18n/cookie";

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ru: () => import("../../locales/ru/ops.po"),
  en: () => import("../../locales/en/ops.po"),
  uz: () => import("../../locales/uz/ops.po"),
};

const loaded = new Map<Locale, Promise<Messages>>();

function load(locale: Locale): Promise<Messages> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = loaders[locale]().then((m) => m.messages);
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

/** Activates a language's catalogue; false (and the source texts on a first start) when it could not load. */
export async function activateOpsLocale(locale: Locale): Promise<boolean> {
  try {
    i18n.load(locale, await load(locale));
    i18n.activate(locale);
    writeLocaleCookie(locale);
    document.documentElement.lang = locale;
    return true;
  } catch (err) {
    console.error("Failed locale loading", err);
    if (!i18n.locale) {
      i18n.load(locale, {});
      i18n.activate(locale);
    }
    return false;
  }
}

/** The language of a console address: "/en/ops/orders" → en; "/ops" → ru. */
export function opsLocale(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return LOCALES.find((l) => l !== DEFAULT_LOCALE && l === first) ?? DEFAULT_LOCALE;
}

/** The console's base path in a language: "/ops", "/en/ops", "/uz/ops". */
export const opsBase = (locale: Locale) => (locale === DEFAULT_LOCALE ? "/ops" : `/${locale}/ops`);
