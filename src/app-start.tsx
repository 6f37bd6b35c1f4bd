// Start-up (loaded by main.tsx): pick the language (and send "/" to the visitor's language), load
// the runtime config and the catalogue together, then render.
import { flushSync } from "react-dom";
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

const root = document.getElementById("root")!;

async function boot() {
  // Inside the Telegram mini-app only: start parameters, the SDK and the theme before the first
  // render. The server's markup is of the website, so it goes at once.
  if (isTelegramLaunch()) {
    root.replaceChildren();
    await startTelegram();
  }
  const { locale, redirectTo } = detectLocale({
    pathname: window.location.pathname,
    cookie: readLocaleCookie(document.cookie),
    languages: navigator.languages ?? [navigator.language],
  });
  if (redirectTo) window.history.replaceState(null, "", `${redirectTo}${window.location.search}${window.location.hash}`);
  await Promise.all([loadRuntimeConfig(), activateLocale(locale)]);
  // The app takes the place of the server's markup (which stays inert until then) in one commit.
  flushSync(() => createRoot(root).render(<App />));
  root.removeAttribute("inert");
  root.removeAttribute("data-prerendered");
  watchBuilds();
  startErrorReporting(runtimeConfig().sentryDsn);
  installNavigationGuard(runtimeConfig().navigationAllowList ?? []);
}

void boot();
