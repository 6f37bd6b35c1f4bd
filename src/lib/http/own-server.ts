// The storefront server's own endpoints (sign-in, GET /api/token) always live on this origin,
// whatever base URL the main API has. Same client, same errors and retry rules; no credentials,
// since the session is an HttpOnly cookie the browser sends by itself.
import { i18n } from "@lingui/core";
import { DEFAULT_LOCALE, isLocale } from "../../domain/locales";
import { createHttpClient, type Credentials } from "./client";

const none: Credentials = { headers: async () => ({}) };

export const ownServer = createHttpClient({
  fetch: (...args) => fetch(...args),
  baseUrl: () => "",
  locale: () => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE),
  credentials: { main: none, tg: none, careers: none },
});
