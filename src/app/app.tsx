// Providers and the routed pages; the same tree runs on the web and, later, inside Telegram.
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient } from "@tanstack/query-core";
import { Provider as JotaiProvider, createStore } from "jotai";
import { queryClientAtom } from "jotai-tanstack-query";
import { isLocale } from "../domain/locales";
import { localeAtom } from "../i18n/locale-atom";
import { AppLayout } from "./layout/app-layout";
import { SiteToaster } from "./layout/site-toaster";
import { LocaleRouter } from "./locale-router";
import { AppRoutes } from "./routes";
import { ErrorBoundary } from "../components/error-boundary";

export function createAppStore() {
  const store = createStore();
  // The HTTP client retries by its own rules (docs/architecture.md); the query layer must not add its own.
  store.set(queryClientAtom, new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } }));
  // The language boot activated, so the first queries already ask in it (no flash of Russian).
  if (isLocale(i18n.locale)) store.set(localeAtom, i18n.locale);
  return store;
}

/** `ssrPath`: the address when rendered on the server (src/prerender), where there is no window. */
export function App({ store = createAppStore(), ssrPath }: { store?: ReturnType<typeof createStore>; ssrPath?: string }) {
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <LocaleRouter ssrPath={ssrPath}>
          <AppLayout>
            <ErrorBoundary>
              <AppRoutes />
            </ErrorBoundary>
          </AppLayout>
        </LocaleRouter>
        <SiteToaster />
      </I18nProvider>
    </JotaiProvider>
  );
}
