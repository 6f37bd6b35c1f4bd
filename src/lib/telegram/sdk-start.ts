// The Telegram SDK's start, the same for the storefront (src/telegram/boot.ts) and the staff console
// (src/ops/main.tsx): both import this module dynamically and only inside Telegram (launch.ts), so
// web visitors never download the SDK. It starts the SDK, paints the page in Telegram's theme
// (`--tg-theme-*` variables and `data-tg-theme` on <html>, which our CSS keys its dark tokens on),
// binds the viewport's height and safe areas to CSS variables and asks for the whole screen, and
// hands back what the apps read: the raw init data (for sign-in), the platform and the theme.
import { init, miniApp, retrieveLaunchParams, retrieveRawInitData, themeParams, viewport } from "@telegram-apps/sdk-react";

export interface TelegramSession {
  initData: string | null;
  /** telegram-ui's platform: iOS-like on Apple clients, the base look elsewhere. */
  platform: "ios" | "base";
  isDark: () => boolean;
  onThemeChange: (listener: () => void) => () => void;
  /** Tells Telegram the app has shown its first screen (the loading placeholder goes). */
  ready: () => void;
}

/** Calls an SDK function when this Telegram version offers it; a missing feature is not an error. */
export function attempt<A extends unknown[]>(fn: ((...args: A) => unknown) & { isAvailable(): boolean }, ...args: A): void {
  if (fn.isAvailable()) fn(...args);
}

/**
 * How Telegram's clients take the mini-app's calls: the parent window (Telegram Web), a proxy
 * object (iOS, Android, desktop) or `external.notify` (Windows Phone). Without one, the launch
 * parameters came with a link opened in a browser, and the SDK would fail on its first call.
 */
export function hasTelegramBridge(): boolean {
  const w = window as unknown as { TelegramWebviewProxy?: unknown; external?: { notify?: unknown } };
  return window.parent !== window || w.TelegramWebviewProxy !== undefined || typeof w.external?.notify === "function";
}

function followTheme() {
  const paint = () => {
    document.documentElement.dataset.tgTheme = themeParams.isDark() ? "dark" : "light";
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
      // Telegram opens mini-apps half-height on phones; the store and the console need the whole screen.
      attempt(viewport.expand);
    })
    .catch((err: unknown) => console.warn("Telegram viewport unavailable; CSS falls back to 100dvh", err));
}

/** Starts the SDK and the theme. Throws when this is not really Telegram (the caller runs as the website). */
export function startTelegramSdk(): TelegramSession {
  init();
  themeParams.mountSync();
  attempt(themeParams.bindCssVars);
  attempt(miniApp.mountSync);
  attempt(miniApp.bindCssVars);
  followTheme();
  startViewport();
  document.documentElement.classList.add("tg");
  const platform = String(retrieveLaunchParams().tgWebAppPlatform ?? "");
  return {
    initData: retrieveRawInitData() ?? null,
    platform: platform === "ios" || platform === "macos" ? "ios" : "base",
    isDark: () => themeParams.isDark(),
    onThemeChange: (listener) => themeParams.isDark.sub(listener),
    ready: () => attempt(miniApp.ready),
  };
}
