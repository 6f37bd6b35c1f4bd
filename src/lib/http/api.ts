// The app's instance of the HTTP client, wired to the runtime config and the active language.
import { i18n } from "@lingui/core";
import { isLocale, DEFAULT_LOCALE } from "../../domain/locales";
import { runtimeConfig } from "../../config/runtime";
import { createHttpClient } from "./client";
import { bearer, cachedCredentials, mergedHeaders } from "./credentials";

const fetchFn: typeof fetch = (...args) => fetch(...args);

export const api = createHttpClient({
  fetch: fetchFn,
  baseUrl: (backend) => {
    const config = runtimeConfig();
    return backend === "main" ? config.apiBaseUrl : backend === "tg" ? config.apiTgUrl : config.apiHrUrl;
  },
  locale: () => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE),
  credentials: {
    main: cachedCredentials(fetchFn, "/api/token", bearer),
    tg: cachedCredentials(fetchFn, "/api/hash", mergedHeaders),
    hr: cachedCredentials(fetchFn, "/api/hr_token", bearer),
  },
});
