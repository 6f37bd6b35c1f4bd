// The i18n_redirected cookie: 365 days, path /, SameSite=Lax, Secure on https. Reading and
// formatting only; the app writes it through src/i18n/cookie.ts, the server reads the header.
import { isLocale, type Locale } from "./locales";

export const LOCALE_COOKIE = "i18n_redirected";
const MAX_AGE = 365 * 24 * 60 * 60;

export function readLocaleCookie(cookieHeader: string): Locale | undefined {
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === LOCALE_COOKIE) {
      const decoded = decodeURIComponent(value.join("="));
      return isLocale(decoded) ? decoded : undefined;
    }
  }
  return undefined;
}

export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${MAX_AGE}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
