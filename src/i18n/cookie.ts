// Writes the i18n_redirected cookie in the browser; its format lives in the domain, which the
// server shares.
import { localeCookie } from "../domain/locale-cookie";
import type { Locale } from "../domain/locales";

export function writeLocaleCookie(locale: Locale, doc: Document = document): void {
  doc.cookie = localeCookie(locale, doc.location?.protocol === "https:");
}
