// A set of message catalogues (the storefront's messages.po, the console's ops.po) loaded on
// demand, one chunk per language, and cached. A catalogue that fails to load is logged as "Failed
// locale loading", is tried again next time, and the page keeps the language it had.
import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "../domain/locales";
import { writeLocaleCookie } from "./cookie";

/** Each language's catalogue chunk: `() => import("../../locales/ru/messages.po")`. */
export type CatalogueImports = Record<Locale, () => Promise<{ messages: Messages }>>;

export function catalogueLoader(imports: CatalogueImports) {
  const loaded = new Map<Locale, Promise<Messages>>();

  function load(locale: Locale): Promise<Messages> {
    let pending = loaded.get(locale);
    if (!pending) {
      pending = imports[locale]().then((m) => m.messages);
      pending.catch(() => loaded.delete(locale));
      loaded.set(locale, pending);
    }
    return pending;
  }

  /** Loads (or reuses) the catalogue, activates it and records the choice in the cookie; false when it could not load. */
  async function activate(locale: Locale): Promise<boolean> {
    try {
      i18n.load(locale, await load(locale));
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

  return { load, activate };
}
