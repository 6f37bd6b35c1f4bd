// axe on every page of the storefront (every route of src/domain/paths.ts), in four looks: the
// website's light theme on a phone, its dark theme on a desktop, and the Telegram mini-app in
// Telegram's light and dark themes (src/telegram/sample-themes.ts). No serious or critical
// violation anywhere. The pages are shown with content: a signed-in customer with an order (the
// tracker, the profile), a product in the cart (checkout), the vacancy form's messages showing.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { products, stopList } from "../server/db/seed/menu";
import type { PageName } from "../src/domain/paths";
import { seriousViolations } from "./support/axe";
import { DESKTOP, launchBrowser, openPage, PHONE, waitForMenu } from "./support/browser";
import { clockEnv } from "./support/clock";
import { addButton, revealProduct } from "./support/menu";
import { type Customer, customer, placeOrder } from "./support/ops";
import { type RunningServer, startServer } from "./support/server";
import { botApiSession, DEV_BOT_TOKEN, openMiniApp, orderableLocation, signInitData } from "./support/telegram";

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ ...clockEnv(inject("clockOffset")), TELEGRAM_BOT_TOKEN: DEV_BOT_TOKEN });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A product with nothing to choose, on no stop-list: one tap adds it. */
const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;

interface Visit {
  path: string;
  /** What shows the page has loaded, with its content. */
  ready: (page: Page) => Locator;
  /** Brings the page into the state checked (after it is ready). */
  act?: (page: Page) => Promise<unknown>;
}

const main = (page: Page) => page.locator("#root:not([data-prerendered])").getByRole("main");

/** Every route, once (a Record over PageName: a new route fails the type check until it is here). */
const visits = (orderId: number): Record<PageName, Visit> => ({
  home: { path: "/", ready: (page) => main(page).getByRole("article").first() },
  news: { path: "/news", ready: (page) => main(page).getByRole("link").getByRole("heading", { level: 2 }).first() },
  newsItem: { path: "/news/1", ready: (page) => main(page).getByRole("article").first() },
  stocks: { path: "/stocks", ready: (page) => main(page).getByRole("link").getByRole("heading", { level: 2 }).first() },
  stock: { path: "/stocks/3", ready: (page) => main(page).getByRole("article").first() },
  order: { path: "/order", ready: (page) => page.locator(".order-page form") },
  tracker: { path: `/tracker/${orderId}`, ready: (page) => page.locator("h1[data-status]") },
  profile: { path: "/profile", ready: (page) => main(page).getByRole("group").first() },
  contacts: { path: "/contacts", ready: (page) => main(page).getByRole("link", { name: "Show on the map" }).first() },
  vacancies: { path: "/vacancies", ready: (page) => main(page).getByRole("article").first() },
  vacancyForm: {
    path: "/vacancies/form?vacancy=2",
    ready: (page) => page.getByLabel("First and last name", { exact: true }),
    act: (page) => page.getByRole("button", { name: "Send application" }).click(),
  },
  deliveryMap: { path: "/delivery-map", ready: (page) => page.locator("path.zone-polygon").first() },
});

/** Puts one product in the cart from the menu, as a customer would (on the website). */
async function addToCart(page: Page) {
  await waitForMenu(page);
  await revealProduct(page, "en", plain);
  await addButton(page, "en", plain).click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").lines?.length)).toBe(1);
}

/** Visits every route in `page` (signed in, English) and answers the violations found on each. */
async function checkEveryRoute(page: Page, orderId: number): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [name, visit] of Object.entries(visits(orderId))) {
    await page.goto(`${server.baseUrl}/en${visit.path === "/" ? "" : visit.path}`);
    await visit
      .ready(page)
      .waitFor()
      .catch(async (error: Error) => {
        const shown = await page
          .locator("main")
          .innerText()
          .catch(() => "");
        throw new Error(`${name} (${page.url()}) did not load; the page shows: ${shown.slice(0, 300)}\n${error.message}`);
      });
    await visit.act?.(page);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[name] = violations;
  }
  return found;
}

async function webCustomer(page: Page, phone: string): Promise<Customer> {
  const who = await customer(server.baseUrl, server.logFile, phone);
  const [name, value] = who.cookie.split("=");
  await page.context().addCookies([{ name, value, url: server.baseUrl }]);
  return who;
}

/** A Telegram user's main-API session, as the mini-app has it. */
async function telegramCustomer(initData: string): Promise<Customer> {
  const auth = await fetch(`${server.baseUrl}/api/auth/telegram`, { method: "POST", headers: { Authorization: `tma ${initData}` } });
  const cookie = auth.headers.get("set-cookie")!.split(";")[0];
  const { token } = (await (await fetch(`${server.baseUrl}/api/token`, { headers: { Cookie: cookie } })).json()) as { token: string };
  return { bearer: token, cookie };
}

const location = (page: Page) =>
  page.addInitScript((loc) => {
    localStorage.setItem("location", JSON.stringify(loc));
    localStorage.setItem("delivery", "0");
  }, orderableLocation());

describe("axe on every route", () => {
  it.each([
    ["the website, light, 390 px", { ...PHONE, locale: "en-US" }, "+998907771201"],
    ["the website, dark, 1280 px", { ...DESKTOP, locale: "en-US", colorScheme: "dark" as const }, "+998907771202"],
  ])(
    "%s",
    async (_name, options, phone) => {
      const { page, context } = await openPage(browser, options);
      await location(page);
      const who = await webCustomer(page, phone);
      const orderId = await placeOrder(server.baseUrl, who, "mirabad", "axe");
      await page.goto(`${server.baseUrl}/en`);
      await addToCart(page);
      expect(await checkEveryRoute(page, orderId)).toEqual({});
      await context.close();
    },
    180_000,
  );

  it.each([
    ["light", 9301],
    ["dark", 9302],
  ] as const)(
    "the Telegram mini-app, %s theme",
    async (theme, id) => {
      const user = { id, first_name: "Aziz", language_code: "en" };
      const initData = signInitData(user);
      const orderId = await placeOrder(server.baseUrl, await telegramCustomer(initData), "mirabad", "axe");
      // The mini-app's cart is the bot's basket, which each page load reads from the server.
      const basket = await botApiSession(server.baseUrl, initData);
      expect((await basket.putBasket([{ id: plain.id, count: 1, modifiers: [] }])).status).toBe(200);
      const { page, context } = await openMiniApp(browser, server.baseUrl, "/en", { theme, user, before: location });
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.tgTheme)).toBe(theme);
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").lines?.length)).toBe(1);
      expect(await checkEveryRoute(page, orderId)).toEqual({});
      await context.close();
    },
    180_000,
  );
});
