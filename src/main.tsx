// Start-up: pick the language (and send "/" to the visitor's language), load the runtime config
// and the catalogue together, then render.
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { loadRuntimeConfig, runtimeConfig } from "./config/runtime";
import { startErrorReporting } from "./lib/errors/error-reporting";
import { installNavigationGuard } from "./lib/navigation-guard";
import { watchBuilds } from "./lib/deploy/build-watch";
import { activateLocale } from "./i18n/catalogs";
import { readLocaleCookie } from "./i18n/cookie";
import { detectLocale } from "./i18n/detect";
import "./styles/global.css";
import { isTelegramLaunch, startTelegram } from "./telegram/detect";

async function boot() {
  // Inside the Telegram mini-app only: start parameters, the SDK and the theme before the first render.
  if (isTelegramLaunch()) await startTelegram();
  const { locale, redirectTo } = detectLocale({
    pathname: window.location.pathname,
    cookie: readLocaleCookie(document.cookie),
    languages: navigator.languages ?? [navigator.language],
  });
  if (redirectTo) window.history.replaceState(null, "", `${redirectTo}${window.location.search}${window.location.hash}`);
  await Promise.all([loadRuntimeConfig(), activateLocale(locale)]);
  createRoot(document.getElementById("root")!).render(<App />);
  watchBuilds();
  startErrorReporting(runtimeConfig().sentryDsn);
  installNavigationGuard(runtimeConfig().navigationAllowList ?? []);
}

void boot();
