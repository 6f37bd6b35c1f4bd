// A mocked Telegram client for browser tests and scripts/telegram-dev.ts: init data really signed
// with a bot token (the server must run with the same TELEGRAM_BOT_TOKEN), the launch address as
// Telegram builds it (launch parameters in the hash), and the native side of the bridge. Telegram's
// mobile apps give the page `window.TelegramWebviewProxy.postEvent(type, json)` for the mini-app's
// calls and answer through `window.Telegram.WebView.receiveEvent(type, data)`; the SDK (3.x) uses
// exactly these outside an iframe, so the app runs unchanged and carries no mock of its own.
import { sign } from "@telegram-apps/init-data-node";
import type { Browser, Page } from "playwright-core";
import { restaurants } from "../../server/db/seed/restaurants";
import { deliverySlots } from "../../src/domain/slots";
import { isInZone } from "../../src/domain/zones";
import { openPage, PHONE, waitForMenu } from "./browser";
import { businessNow } from "./clock";
import { waitUntil } from "./waits";
import { THEMES } from "../../src/telegram/sample-themes";

export { THEMES };

/** Clearly fake; only for development and tests. The server must use the same token. */
export const DEV_BOT_TOKEN = "1234567890:DEV-not-a-real-bot-token-for-local-use";

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  language_code?: string;
}

export type ThemeName = keyof typeof THEMES;

export function signInitData(user: TelegramUser, options: { token?: string; startParam?: string; authDate?: Date } = {}): string {
  const data = {
    user,
    query_id: `q-${user.id}`,
    chat_type: "sender",
    chat_instance: "-1",
    ...(options.startParam ? { start_param: options.startParam } : {}),
  };
  return sign(data as Parameters<typeof sign>[0], options.token ?? DEV_BOT_TOKEN, options.authDate ?? new Date());
}

/** The hash Telegram appends to the mini-app's URL. */
export function launchHash(initData: string, options: { theme?: ThemeName; platform?: string; version?: string } = {}): string {
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: options.version ?? "8.0",
    tgWebAppPlatform: options.platform ?? "ios",
    tgWebAppThemeParams: JSON.stringify(THEMES[options.theme ?? "light"]),
  });
  return `#${params.toString()}`;
}

/** The events the mini-app sent, as [type, data]. */
export type TelegramEvent = [string, Record<string, unknown> | undefined];

declare global {
  interface Window {
    __tgEvents: TelegramEvent[];
    __tgTheme: Record<string, string>;
  }
}

/**
 * Installs the native side before any page script runs: records every call and answers the
 * requests the SDK waits for (viewport, safe areas, theme), as Telegram's iOS app does.
 */
export function installTelegramMock(page: Page, options: { theme?: ThemeName; height?: number } = {}) {
  return page.addInitScript(
    ({ theme, height }) => {
      window.__tgEvents = [];
      window.__tgTheme = theme;
      const answer = (type: string, data: unknown) =>
        setTimeout(
          () =>
            (
              window as unknown as { Telegram?: { WebView?: { receiveEvent?: (t: string, d: unknown) => void } } }
            ).Telegram?.WebView?.receiveEvent?.(type, data),
          5,
        );
      const insets = { top: 0, bottom: 0, left: 0, right: 0 };
      (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
        postEvent(type: string, json?: string) {
          const data = json ? (JSON.parse(json) as Record<string, unknown>) : undefined;
          window.__tgEvents.push([type, data]);
          if (type === "web_app_request_viewport")
            answer("viewport_changed", {
              height: height ?? window.innerHeight,
              width: window.innerWidth,
              is_expanded: true,
              is_state_stable: true,
            });
          if (type === "web_app_request_safe_area") answer("safe_area_changed", insets);
          if (type === "web_app_request_content_safe_area") answer("content_safe_area_changed", insets);
          if (type === "web_app_request_theme") answer("theme_changed", { theme_params: window.__tgTheme });
        },
      };
    },
    { theme: THEMES[options.theme ?? "light"] as Record<string, string>, height: options.height },
  );
}

/** What the mini-app has sent so far, optionally of one type. */
export async function telegramEvents(page: Page, type?: string): Promise<TelegramEvent[]> {
  const events = await page.evaluate(() => window.__tgEvents ?? []);
  return type ? events.filter((e) => e[0] === type) : events;
}

/** Telegram → mini-app: a button press, a theme change… */
export function emitTelegramEvent(page: Page, type: string, data?: unknown) {
  return page.evaluate(
    ([t, d]) =>
      (window as unknown as { Telegram: { WebView: { receiveEvent: (t: string, d: unknown) => void } } }).Telegram.WebView.receiveEvent(
        t as string,
        d,
      ),
    [type, data] as const,
  );
}

/** The latest state the mini-app gave a native button (`web_app_setup_main_button` / `…_back_button`). */
export async function lastButton(page: Page, type: "web_app_setup_main_button" | "web_app_setup_back_button") {
  return (await telegramEvents(page, type)).at(-1)?.[1];
}

/** A Telegram customer's bot-API headers, signed in from Node as the app would be. */
export async function botApiSession(baseUrl: string, initData: string) {
  const auth = await fetch(`${baseUrl}/api/auth/telegram`, { method: "POST", headers: { Authorization: `tma ${initData}` } });
  if (!auth.ok) throw new Error(`Telegram sign-in answered ${auth.status}: ${await auth.text()}`);
  const identity = (await auth.json()) as { customerId: string; tgId: number };
  const cookie = auth.headers.get("set-cookie")!.split(";")[0];
  // Fresh bot-API headers for every call: the server under test may hand out short-lived ones.
  const headers = async () => {
    const hash = (await (await fetch(`${baseUrl}/api/hash`, { headers: { Cookie: cookie } })).json()) as Record<string, string>;
    return { "X-Telegram-Auth": hash["X-Telegram-Auth"], "Content-Type": "application/json" };
  };
  return {
    ...identity,
    getBasket: async () =>
      (
        (await (await fetch(`${baseUrl}/api/tg_basket`, { headers: await headers() })).json()) as {
          result: { products: { id: string; count: number; modifiers: unknown[] }[] };
        }
      ).result.products,
    putBasket: async (products: unknown[]) =>
      fetch(`${baseUrl}/api/tg_basket`, { method: "PUT", headers: await headers(), body: JSON.stringify({ products }) }),
  };
}

/** A slot must start at least this far ahead, so it is still offered when the order is placed. */
const SLOT_MARGIN_MS = 5 * 60_000;

/** A stored location of Mirabad, which takes delivery orders at the suite's midday (support/clock.ts). */
export function orderableLocation() {
  const r = restaurants.find((x) => x.id === "mirabad")!;
  const [lon, lat] = [69.281, 41.303];
  const hours = { opensAt: r.opensAt, closesAt: r.closesAt, deliveryDuration: r.deliveryDuration };
  const soon = businessNow() + SLOT_MARGIN_MS;
  if (
    !r.isActive ||
    !r.zone ||
    !isInZone(r.zone, lon, lat) ||
    !deliverySlots(hours, new Date(businessNow())).some((s) => Date.parse(s.start) > soon)
  ) {
    throw new Error("The demo data changed: Mirabad no longer takes a delivery to its point at midday");
  }
  return { RestaurantId: r.id, RegionId: r.regionId, Longitude: lon, Latitude: lat };
}

/** Fills the /order form for a delivery with a time slot, as a customer would. */
export async function fillCheckout(page: Page) {
  const form = page.locator(".order-page form");
  await form.locator("#order-address").fill("Amir Temur");
  await form.locator("#order-house").fill("15");
  await form.locator("#order-name").fill("Dilnoza");
  await form.locator('input[name="phone"]').fill("901234567");
  if (!(await form.locator('select[name="slot"]').isVisible())) await form.locator('input[name="when"][value="slot"]').check();
  const slots = await form
    .locator('select[name="slot"] option')
    .evaluateAll((options) => (options as HTMLOptionElement[]).map((o) => o.value).filter(Boolean));
  const slot = slots.find((start) => Date.parse(start) > businessNow() + SLOT_MARGIN_MS);
  if (!slot) throw new Error("The page offers no slot far enough ahead");
  await form.locator('select[name="slot"]').selectOption(slot);
}

export interface LaunchOptions {
  user: TelegramUser;
  theme?: ThemeName;
  authDate?: Date;
  /** Put in the customer's bot basket first; the mini-app opens once its cart holds these lines. */
  basket?: { id: string; count: number; modifiers: unknown[] }[];
  /** A delivery to Mirabad's orderable point (orderableLocation), chosen before the page loads. */
  delivery?: boolean;
  /** Runs after the mock is installed and before the page loads (addInitScript, routes). */
  before?: (page: Page) => Promise<unknown>;
}

/** The lines of the page's cart (localStorage). */
export const cartLines = async (page: Page) =>
  ((await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "null"))) as { lines: unknown[] } | null)?.lines ?? [];

/**
 * Opens the mini-app as Telegram would: the native side first, then the bot's URL with the launch
 * hash. `goCheckout` then opens /order with the same launch hash, as the app's own link does.
 */
export async function openMiniApp(browser: Browser, baseUrl: string, path: string, options: LaunchOptions) {
  const initData = signInitData(options.user, { authDate: options.authDate });
  const api = options.authDate ? null : await botApiSession(baseUrl, initData);
  if (options.basket) {
    const put = await api?.putBasket(options.basket);
    if (!put?.ok) throw new Error(`the bot basket answered ${put?.status ?? "nothing (no session with authDate)"}`);
  }
  const tab = await openPage(browser, PHONE);
  await installTelegramMock(tab.page, { theme: options.theme });
  if (options.delivery)
    await tab.page.addInitScript((loc) => {
      localStorage.setItem("location", JSON.stringify(loc));
      localStorage.setItem("delivery", "0");
    }, orderableLocation());
  await options.before?.(tab.page);
  const loads: string[] = [];
  tab.page.on("load", () => loads.push(tab.page.url()));
  // "POST /api/tg_order", … : what the page asked the server, in order.
  const requests: string[] = [];
  tab.page.on("request", (r) => r.url().includes("/api/") && requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
  await tab.page.goto(`${baseUrl}${path}${launchHash(initData, { theme: options.theme })}`);
  await waitForMenu(tab.page);
  const lines = options.basket?.length ?? 0;
  if (lines) await waitUntil(async () => (await cartLines(tab.page)).length === lines, `the cart's ${lines} line(s) from the bot basket`);
  const goCheckout = () => tab.page.goto(`${baseUrl}/order${new URL(tab.page.url()).hash}`);
  return { ...tab, api: api!, loads, requests, goCheckout };
}
