// The Telegram chunk's entry. app-start.tsx awaits it before the first render, and only inside the
// mini-app (detect.ts), so web visitors never download the SDK. It consumes the start
// parameters (reloading once when they change the page), starts the SDK and mounts the
// components the shell drives, paints the page in Telegram's theme before anything shows, and
// binds the viewport's height and safe areas to CSS variables (telegram.css uses them).
import {
  backButton,
  closingBehavior,
  init,
  mainButton,
  miniApp,
  retrieveRawInitData,
  swipeBehavior,
  themeParams,
  viewport,
} from "@telegram-apps/sdk-react";
import { readLocaleCookie } from "../domain/locale-cookie";
import { writeLocaleCookie } from "../i18n/cookie";
import { forgetTelegramLaunch } from "./detect";
import { consumeStartParams } from "./start-params";
import { expectFirstSignIn, telegram } from "../lib/telegram/state";
import "./telegram.css";

const RELOAD_KEY = "telegram-start-reload";
/** A second reload within this time would be a loop: the address is then only replaced. */
const RELOAD_GUARD_MS = 10_000;

/** True when the page is reloading, so nothing else should start. */
function applyStartParams(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    const result = consumeStartParams(window.location.href, localStorage, {
      reloadedRecently: Date.now() - last < RELOAD_GUARD_MS,
      localeChosen: readLocaleCookie(document.cookie) !== undefined,
    });
    for (const [key, value] of Object.entries(result.store)) localStorage.setItem(key, value);
    if (result.locale) writeLocaleCookie(result.locale);
    if (result.ignored.length)
      console.warn(`Telegram start: ignored ${result.ignored.join(", ")} from the address; the verified Telegram user decides`);
    if (!result.redirectTo) return false;
    if (result.reload) {
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      window.location.replace(result.redirectTo);
      return true;
    }
    window.history.replaceState(window.history.state, "", result.redirectTo);
  } catch (err) {
    // Storage refused: the app still starts, with what the address says left in it.
    console.warn("Telegram start parameters could not be applied", err);
  }
  return false;
}

/** Calls an SDK function when this Telegram version offers it; a missing feature is not an error. */
function attempt<A extends unknown[]>(fn: ((...args: A) => unknown) & { isAvailable(): boolean }, ...args: A): void {
  if (fn.isAvailable()) fn(...args);
}

function followTheme() {
  const root = document.documentElement;
  // Our CSS keys its dark tokens on this attribute; the --tg-theme-* colours come from bindCssVars.
  const paint = () => {
    root.dataset.tgTheme = themeParams.isDark() ? "dark" : "light";
  };
  paint();
  themeParams.isDark.sub(paint);
}

function startViewport() {
  if (!viewport.mount.isAvailable()) return;
  viewport
    .mount({ timeout: 5_000 })
    .then(() => {
      attempt(viewport.bindCssVars);
      // A store needs the whole screen; Telegram opens mini-apps half-height on phones.
      attempt(viewport.expand);
    })
    .catch((err: unknown) => console.warn("Telegram viewport unavailable; CSS falls back to 100dvh", err));
}

/**
 * How Telegram's clients take the mini-app's calls: the parent window (Telegram Web), a proxy
 * object (iOS, Android, desktop) or `external.notify` (Windows Phone). Without one, the launch
 * parameters came with a link opened in a browser, and the SDK would fail on its first call.
 */
function hasTelegramBridge(): boolean {
  const w = window as unknown as { TelegramWebviewProxy?: unknown; external?: { notify?: unknown } };
  return window.parent !== window || w.TelegramWebviewProxy !== undefined || typeof w.external?.notify === "function";
}

/** Never resolves while the page reloads for the start parameters. */
export async function bootTelegram(): Promise<void> {
  if (!hasTelegramBridge()) {
    console.warn("Telegram launch parameters without a Telegram client: showing the website");
    return forgetTelegramLaunch();
  }
  if (applyStartParams()) return new Promise<void>(() => {});
  try {
    init();
    themeParams.mountSync();
    attempt(themeParams.bindCssVars);
    attempt(miniApp.mountSync);
    attempt(miniApp.bindCssVars);
    backButton.mount();
    mainButton.mount();
    // Brand colours: the MainButton is the store's red "buy" button, as on the web.
    attempt(mainButton.setParams, { backgroundColor: "#d9341f", textColor: "#ffffff", hasShineEffect: false });
    closingBehavior.mount();
    attempt(swipeBehavior.mount);
    followTheme();
    startViewport();
    telegram.initData = retrieveRawInitData() ?? null;
    telegram.active = true;
    expectFirstSignIn();
    document.documentElement.classList.add("tg");
    // The shell renders with the first screen; fetch its chunk now rather than then (a failure
    // is TelegramSlot's to handle).
    import("./shell").catch(() => {});
  } catch (err) {
    // Not really Telegram (a copied link, a stale tab): run as the website.
    console.warn("The Telegram mini-app could not start; showing the website", err);
    forgetTelegramLaunch();
  }
}
