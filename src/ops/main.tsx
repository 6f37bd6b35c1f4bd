// The staff console's entry (src/ops/index.html): language from the address, runtime config and
// the console's catalogue, Telegram's SDK only inside Telegram, then the app.
import { createRoot } from "react-dom/client";
import { loadRuntimeConfig } from "../config/runtime";
import { activateOpsLocale, opsLocale } from "./i18n";
import { isTelegramConsole } from "./telegram-detect";
import type { TelegramConsole } from "./telegram";
import { OpsApp } from "./app";

async function boot() {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from src/ops/index.html");
  let telegram: TelegramConsole | null = null;
  if (isTelegramConsole()) telegram = (await import("./telegram")).startTelegramConsole();
  await Promise.all([loadRuntimeConfig(), activateOpsLocale(opsLocale(window.location.pathname))]);
  createRoot(root).render(<OpsApp telegram={telegram} />);
}

void boot();
