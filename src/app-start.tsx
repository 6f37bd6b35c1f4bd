// Start-up (loaded by main.tsx): pick the language (and send "/" to the visitor's language), load
// the runtime config, the catalogue and the app together, then render. The app (src/app/app.tsx:
// the routes, the layout, the features) is a chunk of its own, fetched at once with this one: so
// the browser evaluates React and the rest of this chunk in one task and the app's modules in
// another, instead of one long task for both on a slow phone.
import { type ReactNode, startTransition, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { loadRuntimeConfig, runtimeConfig } from "./config/runtime";
import { reportError, startErrorReporting } from "./lib/errors/error-reporting";
import { installNavigationGuard } from "./lib/navigation-guard";
import { watchBuilds } from "./lib/deploy/build-watch";
import { activateLocale } from "./i18n/catalogs";
import { readLocaleCookie } from "./domain/locale-cookie";
import { detectLocale } from "./domain/locale-detection";
import "./styles/global.css";
import { isTelegramLaunch } from "./lib/telegram/launch";
import { startTelegram } from "./telegram/start";

function rootElement(): HTMLElement {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
  return root;
}

const root = rootElement();
const appModule = import("./app/app");

/** Makes the root interactive once the app's first commit has replaced the server's markup. */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    root.removeAttribute("inert");
    root.removeAttribute("data-prerendered");
  }, []);
  return children;
}

/**
 * A promo link (`?promo=SPRING15`, a broadcast's button): its code goes into the cart's field before
 * the first render. Its code loads only for such a link, so the menu's first load stays as it was.
 */
function takePromoLink(): Promise<void> | undefined {
  if (!new URLSearchParams(window.location.search).has("promo")) return;
  return import("./features/cart/promo-link").then(
    (m) => m.takePromoFromAddress(),
    (err: unknown) => console.warn("The promo link could not be read", err),
  );
}

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
  const [{ App }] = await Promise.all([appModule, loadRuntimeConfig(), activateLocale(locale), takePromoLink()]);
  if (root.hasAttribute("data-prerendered")) {
    // The server's markup stays on screen (inert) while the app renders in small slices (a
    // transition), so the page keeps answering; one commit then puts the app in its place.
    startTransition(() =>
      createRoot(root).render(
        <TakeOver>
          <App />
        </TakeOver>,
      ),
    );
  } else {
    createRoot(root).render(<App />);
  }
  watchBuilds();
  startErrorReporting(runtimeConfig().sentryDsn);
  installNavigationGuard(runtimeConfig().navigationAllowList ?? []);
}

// In a task of its own: evaluating React and this chunk is one long task on a slow phone already.
setTimeout(() => {
  boot().catch((error: unknown) => {
    // An app that fails to start is reported too (when the config names a DSN).
    console.error("The app could not start", error);
    reportError(error);
    loadRuntimeConfig().then(
      (config) => startErrorReporting(config.sentryDsn),
      () => {},
    );
  });
}, 0);
