// Message catalogues load on demand, one chunk per language, and are cached. A catalogue that
// fails to load is logged as "Failed locale loading" and the page keeps the language it had.
import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "../domain/locales";
import { writeLocaleCookie } from "./cookie";

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ru: () => import("../../locales/ru/messages.po"),
  en: () => import("../../locales/en/messages.po"),
  uz: () => import("../../locales/uz/messages.po"),
};

const loaded = new Map<Locale, Promise<Messages>>();

export function loadCatalog(locale: Locale): Promise<Messages> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = loaders[locale]().then((m) => m.messages);
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

/** Loads (or reuses) the catalogue, activates it and records the choice in the cookie. */
export async function activateLocale(locale: Locale): Promise<boolean> {
  try {
    const messages = await loadCatalog(locale);
    i18n.load(locale, messages);
    i18n.activate(locale);
    writeLocaleCookie(locale);
    document.documentElement.lang = locale;
    return true;
  } catch (err) {
    console.error("Failed locale loading", err);
    // The very first activation must still leave Lingui usable: fall back to the source texts.
    if (!i18n.locale) {
      i18n.load(locale, {});
      i18n.activate(locale);
    }
    return false;
  }
}
