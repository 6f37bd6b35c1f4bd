// Checkout as a customer goes through it, in Russian on a phone and English on a desktop: sign in
// with the code from the server's log, an address, products, /order, a time slot, a double tap on
// "Place order" (one order), the tracker following the operator live, and the order history.
// The server and the browser run on the suite's business clock, midday in Tashkent
// (support/clock.ts), so the demo restaurants are open and have slots at whatever hour this runs.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isInZone } from "../src/domain/zones";
import { deliverySlots } from "../src/domain/slots";
import { products, stopList } from "../server/db/seed/menu";
import { restaurants } from "../server/db/seed/restaurants";
import { DESKTOP, PHONE, launchBrowser, openPage, waitForMenu } from "./support/browser";
import { businessNow } from "./support/clock";
import { addButton, cartButton, cartSheet, productSheet, revealProduct, startingWith } from "./support/menu";
import { E2E_OPERATOR_TOKEN } from "./support/server";
import { codeFromLog } from "./support/sign-in";
import { type Lang, say, text } from "./support/text";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A slot must start at least this far ahead, so it is still offered when the order is placed. */
const SLOT_MARGIN_MS = 5 * 60_000;

/** Mirabad, with a delivery point inside its zone; at midday it has slots left. */
function orderableRestaurant() {
  const restaurant = restaurants.find((x) => x.id === "mirabad")!;
  const point: [number, number] = [69.281, 41.303];
  const hours = { opensAt: restaurant.opensAt, closesAt: restaurant.closesAt, deliveryDuration: restaurant.deliveryDuration };
  const soon = businessNow() + SLOT_MARGIN_MS;
  if (
    !restaurant.isActive ||
    !restaurant.zone ||
    !isInZone(restaurant.zone, point[0], point[1]) ||
    !deliverySlots(hours, new Date(businessNow())).some((s) => Date.parse(s.start) > soon)
  ) {
    throw new Error("The demo data changed: Mirabad no longer takes a delivery to its point at midday");
  }
  return { restaurant, point };
}

const choice = orderableRestaurant();
// Products on no restaurant's stop-list, so they can be added whichever menu is shown.
const available = (id: string) => !stopList.some((s) => s.productId === id);
const pizza = products.find((p) => p.modifiers.some((m) => m.isRequired) && available(p.id))!;
const plain = products.find((p) => p.modifiers.length === 0 && available(p.id))!;

function withLocation(page: Page) {
  const location = {
    RestaurantId: choice.restaurant.id,
    RegionId: choice.restaurant.regionId,
    Longitude: choice.point[0],
    Latitude: choice.point[1],
  };
  return page.addInitScript((loc) => {
    localStorage.setItem("location", JSON.stringify(loc));
    localStorage.setItem("delivery", "0");
  }, location);
}

async function addProducts(page: Page, lang: Lang) {
  await waitForMenu(page);
  // The demo's product with a required modifier may sit in a later folder (the wings).
  await revealProduct(page, lang, pizza);
  await addButton(page, lang, pizza).click();
  const sheet = productSheet(page, lang, pizza);
  await sheet.getByRole("button", { name: startingWith(say(lang, "Add to cart")) }).click();
  await sheet.waitFor({ state: "detached" });
  await revealProduct(page, lang, plain);
  await addButton(page, lang, plain).click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").lines?.length)).toBe(2);
}

async function signIn(page: Page, lang: Lang, phone: string) {
  const sheet = page.getByRole("dialog");
  const phoneField = sheet.getByLabel(say(lang, "Phone number"), { exact: true });
  await phoneField.fill(phone.slice(4));
  expect(await phoneField.inputValue()).toBe(`+998 ${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9, 11)} ${phone.slice(11)}`);
  await sheet.getByRole("button", { name: say(lang, "Get the code"), exact: true }).click();
  const code = sheet.getByLabel(say(lang, "Code"), { exact: true });
  await code.waitFor();
  expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
  expect(await code.getAttribute("inputmode")).toBe("numeric");
  // Six digits sign in by themselves.
  await code.fill(await codeFromLog(serverLog, phone));
  await sheet.waitFor({ state: "detached" });
}

/** The customer's orders as the server has them, asked with the page's own session. */
function listOrders(page: Page): Promise<{ order: { orderId: number }; statusCode: number }[]> {
  return page.evaluate(async () => {
    const { token, customerId } = await (await fetch("/api/token")).json();
    const res = await fetch(`/api/delivery/List?customerId=${customerId}&skip=0&take=50`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return res.json();
  });
}

const advance = (orderId: string) =>
  fetch(`${baseUrl}/api/operator/orders/${orderId}/advance`, {
    method: "POST",
    headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
  });

const toastText = (page: Page) => page.locator("[data-sonner-toast]").first().textContent();

describe.each([
  {
    lang: "ru",
    prefix: "",
    options: PHONE,
    phone: "+998907770001",
    statuses: { received: "Принят", confirmed: "Подтверждён", delivered: "Доставлен" },
  },
  {
    lang: "en",
    prefix: "/en",
    options: DESKTOP,
    phone: "+998907770002",
    statuses: { received: "Received", confirmed: "Confirmed", delivered: "Delivered" },
  },
] as const)("checkout in $lang", ({ lang, prefix, options, phone, statuses }) => {
  it("signs in, places one order with a slot despite a double tap, follows it live, and finds it in the history", async () => {
    const { page, context, errors } = await openPage(browser, options);
    await withLocation(page);
    await page.goto(`${baseUrl}${prefix}/`);
    await addProducts(page, lang);

    // From the cart to /order: not signed in, so the sign-in sheet comes first, then the form.
    await cartButton(page, lang).click();
    await cartSheet(page, lang)
      .getByRole("button", { name: say(lang, "Checkout"), exact: true })
      .click();
    await page.waitForURL(`${baseUrl}${prefix}/order`);
    await signIn(page, lang, phone);
    const field = (label: string) => page.getByLabel(say(lang, label), { exact: true });
    await field("Street").waitFor();
    expect(
      await page
        .getByRole("region", { name: say(lang, "Your order") })
        .getByRole("listitem")
        .count(),
    ).toBe(2);

    // Placing without the required fields shows what is missing and sends nothing.
    const place = page.getByRole("button", { name: text(lang, "Place order · {total}") });
    await place.click();
    await expect.poll(() => page.locator('form [aria-invalid="true"]').count()).toBeGreaterThanOrEqual(2);
    expect(await listOrders(page)).toEqual([]);

    await field("Street").fill("Amir Temur");
    await field("House").fill("15");
    await field("Entrance").fill("2");
    await field("Floor").fill("5");
    await field("Apartment").fill("17");
    await field("Name").fill("Aziza");
    await field("Phone").fill(phone.slice(4));
    const slotSelect = field("Time");
    if (!(await slotSelect.isVisible())) await page.getByRole("radio", { name: startingWith(say(lang, "At a time")) }).check();
    const slots = await slotSelect
      .getByRole("option")
      .evaluateAll((options) => (options as HTMLOptionElement[]).map((o) => o.value).filter(Boolean));
    const slot = slots.find((start) => Date.parse(start) > businessNow() + SLOT_MARGIN_MS);
    expect(slot, "the page offers a slot far enough ahead").toBeTruthy();
    await slotSelect.selectOption(slot!);
    await page.getByRole("radio", { name: say(lang, "Card"), exact: true }).check();

    // A double tap: two clicks in the same moment, before the page can re-render.
    await place.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await page.waitForURL(new RegExp(`${prefix}/tracker/\\d+$`), { timeout: 20_000 });
    const orderId = page.url().split("/").pop()!;
    const orders = await listOrders(page);
    expect(orders.map((o) => o.order.orderId)).toEqual([Number(orderId)]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").lines)).toEqual([]);

    // The tracker follows the operator without a reload.
    const status = page.getByRole("heading", { level: 1 });
    await expect.poll(() => status.getAttribute("data-status")).toBe("0");
    expect(await status.textContent()).toBe(statuses.received);
    expect((await advance(orderId)).status).toBe(200);
    await expect.poll(() => status.getAttribute("data-status")).toBe("1");
    expect(await status.textContent()).toBe(statuses.confirmed);
    const confirmedStep = page.getByRole("list").getByRole("listitem").filter({ hasText: statuses.confirmed });
    expect(await confirmedStep.getByRole("time").textContent()).toMatch(/^\d{2}:\d{2}$/);

    // The history has it among the active orders.
    await page.goto(`${baseUrl}${prefix}/profile`);
    const history = page.getByRole("region", { name: say(lang, "My orders") });
    const card = history
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: text(lang, "Order No. {number}", { number: orderId }), exact: true }) });
    await card.waitFor();
    expect(await card.getByText(statuses.confirmed, { exact: true }).count()).toBe(1);

    // Completed (on the tracker, live), it moves to the past orders.
    await page.goto(`${baseUrl}${prefix}/tracker/${orderId}`);
    await expect.poll(() => status.getAttribute("data-status")).toBe("1");
    for (let i = 0; i < 4; i++) expect((await advance(orderId)).status).toBe(200);
    await expect.poll(() => status.getAttribute("data-status")).toBe("201");
    expect(await status.textContent()).toBe(statuses.delivered);
    await page.goto(`${baseUrl}${prefix}/profile`);
    const show = history.getByRole("group", { name: say(lang, "Which orders to show") });
    await show.waitFor();
    // Loaded: the list of active orders, or the word that there are none.
    await expect
      .poll(() =>
        history
          .getByRole("list")
          .or(history.getByText(say(lang, "No active orders right now."), { exact: true }))
          .count(),
      )
      .toBe(1);
    expect(await card.count()).toBe(0);
    await show.getByRole("button", { name: say(lang, "Past"), exact: true }).click();
    await card.waitFor();
    expect(await card.getByText(statuses.delivered, { exact: true }).count()).toBe(1);
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    await context.close();
  });
});

describe("the order route guard", () => {
  it("sends an empty cart back to the menu and says why (ru)", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await withLocation(page);
    await page.goto(`${baseUrl}/order`);
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => toastText(page)).toContain("Ваша корзина пуста");
    await context.close();
  });

  it("sends a cart without an address or restaurant back to the menu and says why (en)", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl}/en/`);
    await addProducts(page, "en");
    await page.goto(`${baseUrl}/en/order`);
    await page.waitForURL(/\/en\/?$/);
    await expect.poll(() => toastText(page)).toContain("Choose a delivery address or a restaurant first");
    await context.close();
  });
});
