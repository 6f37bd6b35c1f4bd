// The console inside Telegram (loaded only there, its own chunk): the SDK starts, the page takes
// Telegram's theme (telegram-ui's AppRoot gets `appearance` and `platform` from here: it does not
// see the SDK by itself) and the raw init data is kept for sign-in.
import { init, miniApp, retrieveLaunchParams, retrieveRawInitData, themeParams, viewport } from "@telegram-apps/sdk-react";

export interface TelegramConsole {
  initData: string | null;
  platform: "ios" | "base";
  isDark: () => boolean;
  onThemeChange: (listener: () => void) => () => void;
}

function attempt<A extends unknown[]>(fn: ((...args: A) => unknown) & { isAvailable(): boolean }, ...args: A): void {
  if (fn.isAvailable()) fn(...args);
}

export function startTelegramConsole(): TelegramConsole | null {
  try {
    init();
    themeParams.mountSync();
    attempt(themeParams.bindCssVars);
    attempt(miniApp.mountSync);
    attempt(miniApp.bindCssVars);
    if (viewport.mount.isAvailable())
      viewport
        .mount({ timeout: 5_000 })
        .then(() => attempt(viewport.expand))
        .catch(() => {});
    const platform = String(retrieveLaunchParams().tgWebAppPlatform ?? "");
    const paint = () => {
      document.documentElement.dataset.tgTheme = themeParams.isDark() ? "dark" : "light";
    };
    paint();
    themeParams.isDark.sub(paint);
    document.documentElement.classList.add("tg");
    attempt(miniApp.ready);
    return {
      initData: retrieveRawInitData() ?? null,
      platform: platform === "ios" || platform === "macos" ? "ios" : "base",
      isDark: () => themeParams.isDark(),
      onThemeChange: (listener) => themeParams.isDark.sub(listener),
    };
  } catch (err) {
    console.warn("The console could not start as a Telegram mini-app; running as on the web", err);
    return null;
  }
}
