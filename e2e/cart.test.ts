// Adding to the cart as a customer does it, in two languages, and the cart surviving a reload.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { products, stopList } from "../server/db/seed/menu";
import { restaurants } from "../server/db/seed/restaurants";
import { DESKTOP, PHONE, launchBrowser, openPage, waitForMenu } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const digits = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));
const storedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "null"));
const card = (page: Page, id: string) => page.locator(`[data-product-id="${id}"]`);

/** Folders mount their products when they come near, so go to the product's folder first. */
async function reveal(page: Page, id: string) {
  const folderId = products.find((p) => p.id === id)!.folderId;
  await page.locator(`.folder-bar a[href="#${folderId}"]`).click();
  await card(page, id).waitFor();
  await card(page, id).scrollIntoViewIfNeeded();
}

async function addPlain(page: Page, id: string) {
  await reveal(page, id);
  await card(page, id).locator(".product-card__add").click();
}

// The demo data: a pizza with required, default and limited modifiers; a plain product.
const pizza = products.find((p) => p.modifiers.some((m) => m.isRequired) && p.modifiers.some((m) => !m.isRequired && m.maxOneDish > 1))!;
const extra = pizza.modifiers.find((m) => !m.isRequired && m.maxOneDish > 1)!;
const defaults = pizza.modifiers.filter((m) => m.isRequired || m.isDefault);
const defaultRestaurant = restaurants.find((r) => r.regionId === 1 && r.isActive)!;
const stopped = stopList.find((s) => s.restaurantId === defaultRestaurant.id)!;
const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;

describe.each([
  { lang: "ru", prefix: "", options: PHONE },
  { lang: "en", prefix: "/en", options: DESKTOP },
] as const)("cart in $lang", ({ lang, prefix, options }) => {
  it("adds a pizza with required and default modifiers at the right price", async () => {
    const { page, context, errors } = await openPage(browser, options);
    await page.goto(`${baseUrl}${prefix}/`);
    await waitForMenu(page);
    await card(page, pizza.id).locator(".product-card__add").click();
    const sheet = page.locator("dialog[open]");
    await expect.poll(() => sheet.locator("#product-sheet-title").textContent()).toBe(pizza.name[lang]);
    const addButton = sheet.locator(".sheet__footer .button");
    expect(digits(await addButton.locator(".product-sheet__total").textContent())).toBe(pizza.price);
    // Two of the limited extra: the button follows; it stops at maxOneDish.
    const more = sheet.getByRole("group", { name: extra.name[lang] }).locator("button").last();
    await more.click();
    await more.click();
    expect(digits(await addButton.locator(".product-sheet__total").textContent())).toBe(pizza.price + 2 * extra.price);
    for (let i = 2; i < extra.maxOneDish; i++) await more.click();
    expect(await more.isDisabled()).toBe(true);
    const expected = pizza.price + extra.maxOneDish * extra.price;
    await addButton.click();
    await expect.poll(async () => (await storedCart(page))?.lines?.length).toBe(1);
    const [line] = (await storedCart(page)).lines;
    expect(line.cartProdId).toBe(pizza.id);
    expect(line.modifiers.map((m: { id: string }) => m.id).sort()).toEqual([...defaults.map((m) => m.id), extra.id].sort());
    expect(line.modifiers.find((m: { id: string }) => m.id === extra.id).count).toBe(extra.maxOneDish);
    // The cart shows the same line total.
    await page.locator(".cart-button").click();
    await page.locator("dialog[open] #cart-title").waitFor();
    expect(digits(await page.locator(".cart-line__total").first().textContent())).toBe(expected);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the same plain product twice is one line of 2, − to zero removes it, and a reload keeps the cart", async () => {
    const { page, context } = await openPage(browser, options);
    await page.goto(`${baseUrl}${prefix}/`);
    await waitForMenu(page);
    await addPlain(page, plain.id);
    await expect.poll(() => card(page, plain.id).locator(".product-card__add--done").count()).toBe(1);
    await addPlain(page, plain.id);
    await expect.poll(async () => (await storedCart(page))?.lines).toMatchObject([{ cartProdId: plain.id, amount: 2 }]);

    await page.reload();
    await waitForMenu(page);
    await page.locator(".cart-button").click();
    const line = page.locator(`[data-cart-product="${plain.id}"]`);
    await expect.poll(() => line.locator(".stepper__value").textContent()).toBe("2");
    expect(digits(await page.locator(".cart-summary__total dd").textContent())).toBe(2 * plain.price + defaultRestaurant.priceOfDelivery);
    const minus = line.locator(".stepper__button").first();
    await minus.click();
    await minus.click();
    await expect.poll(() => page.locator(".cart-empty").count()).toBe(1);
    expect((await storedCart(page)).lines).toEqual([]);
    await context.close();
  });

  it("a stop-listed product cannot be added", async () => {
    const { page, context } = await openPage(browser, options);
    await page.goto(`${baseUrl}${prefix}/`);
    await waitForMenu(page);
    const stoppedCard = card(page, stopped.productId);
    await reveal(page, stopped.productId);
    await expect.poll(() => stoppedCard.locator(".product-card__unavailable").count()).toBe(1);
    expect(await stoppedCard.locator(".product-card__add").count()).toBe(0);
    await stoppedCard.locator(".product-card__open").click();
    await expect.poll(() => page.locator("dialog[open] .product-sheet__stopped").count()).toBe(1);
    expect(await page.locator("dialog[open] .sheet__footer .button").count()).toBe(0);
    await context.close();
  });
});

describe("damaged storage", () => {
  it("resets the cart, says so, and the page works", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.addInitScript(() => localStorage.setItem("cart", "{not json"));
    await page.goto(`${baseUrl}/`);
    await waitForMenu(page);
    await page.locator("[data-sonner-toast]").first().waitFor();
    expect(await page.locator("[data-sonner-toast]").first().textContent()).toContain("корзин");
    expect(errors).toEqual([]);
    await context.close();
  });
});
