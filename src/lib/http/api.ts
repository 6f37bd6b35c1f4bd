// The app's instance of the HTTP client, wired to the runtime config and the active language.
import { i18n } from "@lingui/core";
import { isLocale, DEFAULT_LOCALE } from "../../domain/locales";
import { runtimeConfig } from "../../config/runtime";
import { createHttpClient } from "./client";
import { bearer, cachedCredentials, mergedHeaders } from "./credentials";
import { mainCredentials } from "./main-credentials";

const fetchFn: typeof fetch = (...args) => fetch(...args);

export const api = createHttpClient({
  fetch: fetchFn,
  baseUrl: (backend) => {
    const config = runtimeConfig();
    return backend === "main" ? config.apiBaseUrl : backend === "tg" ? config.apiTgUrl : config.apiHrUrl;
  },
  locale: () => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE),
  credentials: {
    // Reset on sign-in and sign-out (features/auth), so the token always names the right customer.
    main: mainCredentials,
    tg: cachedCredentials(fetchFn, "/api/hash", mergedHeaders),
    careers: cachedCredentials(fetchFn, "/api/hr_token", bearer),
  },
});
