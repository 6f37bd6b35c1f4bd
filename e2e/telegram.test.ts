// The mini-app in a mocked Telegram client (e2e/support/telegram.ts: init data really signed with
// the bot token this server runs with; the native bridge recorded and answered as Telegram's iOS
// app does). Its own server, so the bot token and short-lived tokens (TOKEN_TTL=10: every call
// fetches fresh bot-API headers, so a lost session shows at once) do not touch the other tests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { products, stopList } from "../server/db/seed/menu";
import { launchBrowser, openPage, PHONE, waitForMenu } from "./support/browser";
import { clockEnv } from "./support/clock";
import { locationButton } from "./support/location";
import { addButton, cartSheet, folderChip } from "./support/menu";
import { DIST, type RunningServer, startServer } from "./support/server";
import {
  botApiSession,
  DEV_BOT_TOKEN,
  emitTelegramEvent,
  fillCheckout,
  lastButton,
  type LaunchOptions,
  openMiniApp,
  signInitData,
  type TelegramUser,
  telegramEvents,
  THEMES,
} from "./support/telegram";

let browser: Browser;
let server: RunningServer;
let dist: string;
beforeAll(async () => {
  // A copy: a rebuild of dist/ by someone else mid-run must not pull the pages away.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "dist-telegram-"));
  fs.cpSync(process.env.TELEGRAM_E2E_DIST ?? DIST, dist, { recursive: true });
  server = await startServer({ ...clockEnv(inject("clockOffset")), DIST_DIR: dist, TELEGRAM_BOT_TOKEN: DEV_BOT_TOKEN, TOKEN_TTL: "10" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

const available = (id: string) => !stopList.some((s) => s.productId === id);
const plain = products.filter((p) => p.modifiers.length === 0 && available(p.id));
const pizza = products.find((p) => p.modifiers.some((m) => m.isRequired) && available(p.id))!;
const required = pizza.modifiers.filter((m) => m.isRequired).map((m) => ({ id: m.id, count: 1 }));
/** A basket line as the server stores and answers it: the pizza builder's fields at their defaults. */
const stored = (line: { id: string; count: number; modifiers: { id: string; count: number }[] }) => ({
  ...line,
  variantId: null,
  removed: [],
  half: null,
});
const user = (id: number): TelegramUser => ({ id, first_name: "Dilnoza", last_name: "K", language_code: "ru" });
const storage = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), key);
const cartLines = async (page: Page) =>
  ((await storage(page, "cart")) as { lines: { cartProdId: string; amount: number }[] } | null)?.lines ?? [];

const launch = (path: string, { userId, ...options }: Omit<LaunchOptions, "user"> & { userId: number }) =>
  openMiniApp(browser, server.baseUrl, path, { ...options, user: user(userId) });

describe("a web visitor", () => {
  it("downloads no Telegram code on the first load", async () => {
    const { page, context } = await openPage(browser, PHONE);
    const scripts: { url: string; body: string }[] = [];
    page.on("response", async (res) => {
      if (res.url().endsWith(".js")) scripts.push({ url: res.url(), body: await res.text().catch(() => "") });
    });
    await page.goto(`${server.baseUrl}/`);
    await waitForMenu(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    for (const { url, body } of scripts) {
      expect(body, url).not.toMatch(/web_app_ready|web_app_setup_main_button|TelegramWebviewProxy|tgWebAppData/);
    }
    expect(
      await page.evaluate(() => ({ tg: document.documentElement.classList.contains("tg"), proxy: "TelegramWebviewProxy" in window })),
    ).toEqual({ tg: false, proxy: false });
    await context.close();
  });
});

describe("the Telegram mini-app", () => {
  it("consumes the start query once: English, the verified customer, the server basket instead of the local cart", async () => {
    const seeded = signInitData(user(7101));
    const api = await botApiSession(server.baseUrl, seeded);
    expect(
      (
        await api.putBasket([
          { id: plain[0].id, count: 2, modifiers: [] },
          { id: pizza.id, count: 1, modifiers: required },
        ])
      ).status,
    ).toBe(200);
    const { page, context, loads, errors, requests } = await launch(
      "/?tgId=7101&customerId=someone-else&language=3&orderTypeId=200&regionId=1",
      {
        userId: 7101,
        before: (p) =>
          p.addInitScript(() => {
            if (!sessionStorage.getItem("seeded"))
              localStorage.setItem(
                "cart",
                JSON.stringify({
                  version: 1,
                  lines: [{ id: 1, amount: 5, cartProdId: "stale", modifiers: [], name: "Stale", imageUrl: "/x.svg", price: 1 }],
                }),
              );
            sessionStorage.setItem("seeded", "1");
          }),
      },
    );
    await expect.poll(() => cartLines(page)).toHaveLength(2);
    const url = new URL(page.url());
    expect([url.pathname, url.search]).toEqual(["/en", ""]);
    expect(url.hash).toContain("tgWebAppData=");
    expect(loads).toHaveLength(2);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect((await context.cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("en");
    expect(await storage(page, "tg-id")).toBe(7101);
    expect(await storage(page, "delivery")).toBe(200);
    expect(await storage(page, "location")).toMatchObject({ RegionId: 1 });
    await expect.poll(() => storage(page, "user-id")).toBe(api.customerId);
    expect((await cartLines(page)).map((l) => [l.cartProdId, l.amount])).toEqual([
      [plain[0].id, 2],
      [pizza.id, 1],
    ]);
    await expect.poll(async () => (await lastButton(page, "web_app_setup_main_button"))?.text).toMatch(/^Cart · 3 · /);
    expect((await telegramEvents(page, "web_app_setup_closing_behavior")).at(-1)?.[1]).toEqual({ need_confirmation: true });
    expect(await telegramEvents(page, "web_app_ready")).toHaveLength(1);
    // The server basket arriving is not the customer adding something: no haptics.
    expect(await telegramEvents(page, "web_app_trigger_haptic_feedback")).toEqual([]);
    // Nothing was sent back: the server already had exactly this.
    expect(requests).not.toContain("PUT /api/tg_basket");
    expect(await api.getBasket()).toEqual([
      stored({ id: plain[0].id, count: 2, modifiers: [] }),
      stored({ id: pizza.id, count: 1, modifiers: required }),
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("saves every cart change to the server basket, with a haptic tap, and renews a lost session silently", async () => {
    const { page, context, api, requests } = await launch("/en", { userId: 7102 });
    const exchanges = () => requests.filter((r) => r === "POST /api/auth/telegram").length;
    // Its folder first: a folder's products load when it is shown.
    await folderChip(page, "en", plain[0]).click();
    const add = () => addButton(page, "en", plain[0]).click();
    await expect.poll(() => storage(page, "user-id")).toBe(api.customerId);
    await add();
    await expect.poll(() => api.getBasket()).toEqual([stored({ id: plain[0].id, count: 1, modifiers: [] })]);
    await add();
    await expect.poll(() => api.getBasket()).toEqual([stored({ id: plain[0].id, count: 2, modifiers: [] })]);
    expect(await telegramEvents(page, "web_app_trigger_haptic_feedback")).toEqual([
      ["web_app_trigger_haptic_feedback", { type: "impact", impact_style: "light" }],
      ["web_app_trigger_haptic_feedback", { type: "impact", impact_style: "light" }],
    ]);
    // The session cookie is gone: the next save exchanges the init data again, unseen.
    expect(exchanges()).toBe(1);
    await context.clearCookies();
    await add();
    await expect.poll(() => api.getBasket()).toEqual([stored({ id: plain[0].id, count: 3, modifiers: [] })]);
    expect(exchanges()).toBe(2);
    expect((await context.cookies()).some((c) => c.name === "sid")).toBe(true);
    expect(await page.locator(".tg-banner").count()).toBe(0);
    // The folder link kept Telegram's launch parameters beside the folder.
    expect(new URL(page.url()).hash).toMatch(/tgWebAppData=.*folder=/);
    await context.close();
  });

  it("drives the BackButton and the MainButton from the page", async () => {
    const { page, context } = await launch("/en", { userId: 7103, basket: [{ id: plain[0].id, count: 1, modifiers: [] }] });
    const main = () => lastButton(page, "web_app_setup_main_button");
    const back = async () => (await lastButton(page, "web_app_setup_back_button"))?.is_visible ?? false;
    await expect.poll(async () => (await main())?.text).toMatch(/^Cart · 1 · .+/);
    expect(await main()).toMatchObject({ is_visible: true, is_active: true, color: "#d9341f" });
    expect(await back()).toBe(false);

    await emitTelegramEvent(page, "main_button_pressed");
    await cartSheet(page, "en").waitFor();
    await expect.poll(async () => (await main())?.text).toBe("Checkout");
    await expect.poll(back).toBe(true);
    await emitTelegramEvent(page, "back_button_pressed");
    await page.locator("dialog[open]").waitFor({ state: "detached" });
    await expect.poll(back).toBe(false);

    // The "Where to?" sheet's map pans vertically: Telegram's swipe-to-close is off while it shows.
    const swipes = async () => (await telegramEvents(page, "web_app_setup_swipe_behavior")).at(-1)?.[1]?.allow_vertical_swipe;
    await locationButton(page).click();
    await page.locator("dialog[open] .zone-map").first().waitFor();
    await expect.poll(swipes).toBe(false);
    await expect.poll(back).toBe(true);
    await emitTelegramEvent(page, "back_button_pressed");
    await page.locator("dialog[open]").waitFor({ state: "detached" });
    await expect.poll(swipes).toBe(true);

    await page.locator('.nav--mobile a[href="/en/stocks"]').click();
    await page.waitForURL(/\/en\/stocks/);
    await expect.poll(back).toBe(true);
    await emitTelegramEvent(page, "back_button_pressed");
    await page.waitForURL((u) => u.pathname === "/en");
    await expect.poll(back).toBe(false);
    await context.close();
  });

  it.each(["dark", "light"] as const)("paints itself in Telegram's %s theme and follows a live change", async (theme) => {
    const { page, context } = await launch("/en", { userId: 7104, theme });
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;
    const body = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await body()).toBe(rgb(THEMES[theme].bg_color));
    expect(await page.evaluate(() => document.documentElement.dataset.tgTheme)).toBe(theme);
    // TELEGRAM_SCREENSHOTS=<dir>: keep what the test saw (390 px, the mini-app's menu).
    const shots = process.env.TELEGRAM_SCREENSHOTS;
    if (shots) await page.screenshot({ path: path.join(shots, `telegram-menu-${theme}.png`) });
    const other = theme === "dark" ? "light" : "dark";
    await emitTelegramEvent(page, "theme_changed", { theme_params: THEMES[other] });
    await expect.poll(body).toBe(rgb(THEMES[other].bg_color));
    expect(await page.evaluate(() => document.documentElement.dataset.tgTheme)).toBe(other);
    await context.close();
  });

  it("says once when the basket cannot be saved, keeps the cart, and clears the flag when a retry gets through", async () => {
    const { page, context, api } = await launch("/en", {
      userId: 7106,
      before: (p) =>
        p.route("**/api/tg_basket", (route) =>
          route.request().method() === "PUT"
            ? route.fulfill({ status: 503, json: { error: "Down for a moment", code: "x" } })
            : route.fallback(),
        ),
    });
    await expect.poll(() => storage(page, "user-id")).toBe(api.customerId);
    await folderChip(page, "en", plain[0]).click();
    await addButton(page, "en", plain[0]).click();
    await page.locator('.tg-banner[data-error="basket"]').waitFor();
    if (process.env.TELEGRAM_SCREENSHOTS)
      await page.screenshot({ path: path.join(process.env.TELEGRAM_SCREENSHOTS, "telegram-basket-error.png") });
    // Toasts render once their chunk (sonner, fetched with the first toast) has loaded.
    await expect.poll(() => page.locator("[data-sonner-toast]").allTextContents()).toEqual(["Could not save the cart. We will try again."]);
    expect(await cartLines(page)).toHaveLength(1);
    await page.unroute("**/api/tg_basket");
    await expect.poll(() => api.getBasket()).toEqual([stored({ id: plain[0].id, count: 1, modifiers: [] })]);
    await page.locator(".tg-banner").waitFor({ state: "detached" });
    await context.close();
  });

  it("asks to reopen the shop when Telegram's sign-in data has expired", async () => {
    const { page, context } = await launch("/en", { userId: 7107, authDate: new Date(Date.now() - 2 * 86_400_000) });
    await page.locator('.tg-banner[data-error="session"]').waitFor();
    expect(await page.locator(".tg-banner").textContent()).toContain("open it again from the bot");
    expect(await telegramEvents(page, "web_app_trigger_haptic_feedback")).toEqual([]);
    await context.close();
  });

  it("places the order with the MainButton through tg_order, once despite a double press", async () => {
    const { page, context, api, requests } = await launch("/en", {
      userId: 7105,
      basket: [{ id: plain[0].id, count: 2, modifiers: [] }],
      delivery: true,
    });
    await emitTelegramEvent(page, "main_button_pressed");
    await expect.poll(async () => (await lastButton(page, "web_app_setup_main_button"))?.text).toBe("Checkout");
    await emitTelegramEvent(page, "main_button_pressed");
    await page.waitForURL(/\/en\/order$/);
    await expect.poll(async () => (await lastButton(page, "web_app_setup_main_button"))?.text).toMatch(/^Place order · /);
    expect(await page.locator(".order-summary__place").isVisible()).toBe(false);
    // The iOS keyboard: Telegram reports a shorter viewport; the CSS follows and the field stays above it.
    const field = page.locator("#order-comment");
    await field.focus();
    await emitTelegramEvent(page, "viewport_changed", { height: 400, width: 390, is_expanded: true, is_state_stable: false });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--tg-viewport-height")))
      .toBe("400px");
    await expect
      .poll(() => field.evaluate((el) => el.getBoundingClientRect().bottom <= 400 && el.getBoundingClientRect().top >= 0))
      .toBe(true);
    await fillCheckout(page);
    await emitTelegramEvent(page, "main_button_pressed");
    await emitTelegramEvent(page, "main_button_pressed");
    await page.waitForURL(/\/en\/tracker\/\d+$/, { timeout: 20_000 });
    expect(requests.filter((r) => /tg_order|delivery\/Create/.test(r))).toEqual(["POST /api/tg_order"]);
    // The Telegram customer is a signed-in customer of the main API too: one order in the history.
    const orders = await page.evaluate(async () => {
      const { token, customerId } = await (await fetch("/api/token")).json();
      return (
        await fetch(`/api/delivery/List?customerId=${customerId}&skip=0&take=50`, { headers: { Authorization: `Bearer ${token}` } })
      ).json();
    });
    expect(orders.map((o: { order: { orderId: number } }) => String(o.order.orderId))).toEqual([page.url().split("/").pop()]);
    expect(await api.getBasket()).toEqual([]);
    expect(await telegramEvents(page, "web_app_trigger_haptic_feedback")).toContainEqual([
      "web_app_trigger_haptic_feedback",
      { type: "notification", notification_type: "success" },
    ]);
    await context.close();
  });
});
