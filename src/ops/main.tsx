// The staff console's entry (src/ops/index.html): language from the address, runtime config and
// the console's catalogue, Telegram's SDK only inside Telegram, then the app.
import { createRoot } from "react-dom/client";
import { loadRuntimeConfig } from "../config/runtime";
import { isTelegramLaunch } from "../lib/telegram/launch";
import type { TelegramSession } from "../lib/telegram/sdk-start";
import { OpsApp } from "./app";
import { activateOpsLocale, opsLocale } from "./i18n";

/** The SDK (its own chunk, the storefront's same start); null when this is not really Telegram. */
async function startTelegram(): Promise<TelegramSession | null> {
  try {
    const { hasTelegramBridge, startTelegramSdk } = await import("../lib/telegram/sdk-start");
    if (!hasTelegramBridge()) return null;
    const session = startTelegramSdk();
    session.ready();
    return session;
  } catch (err) {
    console.warn("The console could not start as a Telegram mini-app; running as on the web", err);
    return null;
  }
}

async function boot() {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from src/ops/index.html");
  const telegram = isTelegramLaunch() ? await startTelegram() : null;
  await Promise.all([loadRuntimeConfig(), activateOpsLocale(opsLocale(window.location.pathname))]);
  createRoot(root).render(<OpsApp telegram={telegram} />);
}

void boot();
