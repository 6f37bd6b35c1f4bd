// The Telegram chunk's entry. app-start.tsx awaits it before the first render, and only inside the
// mini-app (lib/telegram/launch.ts), so web visitors never download the SDK. It consumes the start
// parameters (reloading once when they change the page), starts the SDK with the console's same
// start (lib/telegram/sdk-start.ts: Telegram's theme before anything shows, the viewport's height
// and safe areas as CSS variables, which telegram.css uses) and mounts the components the shell drives.
import { backButton, closingBehavior, mainButton, swipeBehavior } from "@telegram-apps/sdk-react";
import { readLocaleCookie } from "../domain/locale-cookie";
import { writeLocaleCookie } from "../i18n/cookie";
import { forgetTelegramLaunch } from "../lib/telegram/launch";
import { attempt, hasTelegramBridge, startTelegramSdk } from "../lib/telegram/sdk-start";
import { expectFirstSignIn, telegram } from "../lib/telegram/state";
import { applyReadableColors } from "./readable-colors";
import { consumeStartParams } from "./start-params";
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

/** Never resolves while the page reloads for the start parameters. */
export async function bootTelegram(): Promise<void> {
  if (!hasTelegramBridge()) {
    console.warn("Telegram launch parameters without a Telegram client: showing the website");
    return forgetTelegramLaunch();
  }
  if (applyStartParams()) return new Promise<void>(() => {});
  try {
    const session = startTelegramSdk();
    // Text colours that read on Telegram's backgrounds (its hint colour does not), again on a theme change.
    applyReadableColors();
    session.onThemeChange(() => applyReadableColors());
    backButton.mount();
    mainButton.mount();
    // Brand colours: the MainButton is the store's red "buy" button, as on the web.
    attempt(mainButton.setParams, { backgroundColor: "#d9341f", textColor: "#ffffff", hasShineEffect: false });
    closingBehavior.mount();
    attempt(swipeBehavior.mount);
    telegram.initData = session.initData;
    telegram.active = true;
    expectFirstSignIn();
    // The shell renders with the first screen; fetch its chunk now rather than then (a failure
    // is TelegramSlot's to handle).
    import("./shell").catch(() => {});
  } catch (err) {
    // Not really Telegram (a copied link, a stale tab): run as the website.
    console.warn("The Telegram mini-app could not start; showing the website", err);
    forgetTelegramLaunch();
  }
}
