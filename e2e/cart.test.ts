// Adding to the cart as a customer does it, in two languages, and the cart surviving a reload.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { products, stopList } from "../server/db/seed/menu";
import { restaurants } from "../server/db/seed/restaurants";
import { formatMoney } from "../src/domain/money";
import { DESKTOP, PHONE, launchBrowser, openPage, waitForMenu } from "./support/browser";
import { addButton, cartButton, cartSheet, productCard, productSheet, revealProduct, startingWith, totalsRow } from "./support/menu";
import { say, text } from "./support/text";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Box = { x: number; y: number; width: number; height: number } | null;
const overlaps = (a: Box, b: Box) =>
  !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const digits = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));
const storedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "null"));

// The demo data: a pizza with required, default and limited modifiers; a plain product.
const pizza = products.find((p) => p.modifiers.some((m) => m.isRequired) && p.modifiers.some((m) => !m.isRequired && m.maxOneDish > 1))!;
const extra = pizza.modifiers.find((m) => !m.isRequired && m.maxOneDish > 1)!;
const defaults = pizza.modifiers.filter((m) => m.isRequired || m.isDefault);
const defaultRestaurant = restaurants.find((r) => r.regionId === 1 && r.isActive)!;
const stopped = products.find((p) => p.id === stopList.find((s) => s.restaurantId === defaultRestaurant.id)!.productId)!;
const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;

describe.each([
  { lang: "ru", prefix: "", options: PHONE },
  { lang: "en", prefix: "/en", options: DESKTOP },
] as const)("cart in $lang", ({ lang, prefix, options }) => {
  it("adds a pizza with required and default modifiers at the right price", async () => {
    const { page, context, errors } = await openPage(browser, options);
    await page.goto(`${baseUrl}${prefix}/`);
    await waitForMenu(page);
    // The demo's product with a required modifier may sit in a later folder (the wings).
    await revealProduct(page, lang, pizza);
    await addButton(page, lang, pizza).click();
    const sheet = productSheet(page, lang, pizza);
    await sheet.waitFor();
    const add = sheet.getByRole("button", { name: startingWith(say(lang, "Add to cart")) });
    expect(digits(await add.textContent())).toBe(pizza.price);
    // Two of the limited extra: the button follows; it stops at maxOneDish.
    const extraName = extra.name[lang];
    const more = sheet
      .getByRole("group", { name: extraName })
      .getByRole("button", { name: text(lang, "More {name}", { name: extraName }) });
    await more.click();
    await more.click();
    expect(digits(await add.textContent())).toBe(pizza.price + 2 * extra.price);
    for (let i = 2; i < extra.maxOneDish; i++) await more.click();
    expect(await more.isDisabled()).toBe(true);
    const expected = pizza.price + extra.maxOneDish * extra.price;
    await add.click();
    await expect.poll(async () => (await storedCart(page))?.lines?.length).toBe(1);
    const [line] = (await storedCart(page)).lines;
    expect(line.cartProdId).toBe(pizza.id);
    expect(line.modifiers.map((m: { id: string }) => m.id).sort()).toEqual([...defaults.map((m) => m.id), extra.id].sort());
    expect(line.modifiers.find((m: { id: string }) => m.id === extra.id).count).toBe(extra.maxOneDish);
    // The cart shows the same line total.
    await cartButton(page, lang).click();
    // The "added" toast, still up, moves into the open cart, clear of its total and its Checkout
    // button (pointing at it keeps it up; measured once the sheet has slid in).
    const cart = cartSheet(page, lang);
    const added = cart
      .locator("[data-sonner-toast]")
      .filter({ hasText: text(lang, "Added to the cart: {name}", { name: pizza.name[lang] }) });
    await added.hover();
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    const toastBox = await added.boundingBox();
    for (const target of [totalsRow(cart, lang, "Total"), cart.getByRole("button", { name: say(lang, "Checkout"), exact: true })])
      expect(overlaps(toastBox, await target.boundingBox()), (await target.textContent()) ?? "").toBe(false);
    // A cart line (the "added" toast, shown inside the open sheet, is a list item too).
    const cartLine = cartSheet(page, lang).locator("li.cart-line").filter({ hasText: pizza.name[lang] });
    await expect.poll(() => cartLine.textContent()).toContain(formatMoney(expected, lang));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the same plain product twice is one line of 2, − to zero removes it, and a reload keeps the cart", async () => {
    const { page, context } = await openPage(browser, options);
    await page.goto(`${baseUrl}${prefix}/`);
    await waitForMenu(page);
    await revealProduct(page, lang, plain);
    await addButton(page, lang, plain).click();
    // The button says the product went in.
    await expect
      .poll(() =>
        addButton(page, lang, plain)
          .filter({ hasText: say(lang, "Added") })
          .count(),
      )
      .toBe(1);
    await addButton(page, lang, plain).click();
    await expect.poll(async () => (await storedCart(page))?.lines).toMatchObject([{ cartProdId: plain.id, amount: 2 }]);

    await page.reload();
    await waitForMenu(page);
    await cartButton(page, lang).click();
    const cart = cartSheet(page, lang);
    const name = plain.name[lang];
    const amount = cart.getByRole("group", { name: text(lang, "Amount of {name}", { name }) });
    await expect.poll(() => amount.getByRole("status").textContent()).toBe("2");
    // The promo code's button applies a code (its own message, not the vacancies' "Apply" = "Откликнуться").
    expect(await cart.getByTestId("promo-apply").textContent()).toBe({ ru: "Применить", en: "Apply" }[lang]);
    // No address chosen yet: the delivery fee is not known, so the total is the items alone.
    expect(digits(await totalsRow(cart, lang, "Total").textContent())).toBe(2 * plain.price);
    expect(await cart.getByText(say(lang, "The delivery price is added once you choose an address.")).count()).toBe(1);
    const minus = amount.getByRole("button", { name: text(lang, "One less {name}", { name }) });
    await minus.click();
    await minus.click();
    await expect.poll(() => cart.getByText(say(lang, "The cart is empty"), { exact: true }).count()).toBe(1);
    expect((await storedCart(page)).lines).toEqual([]);
    await context.close();
  });

  it("a stop-listed product cannot be added", async () => {
    const { page, context } = await openPage(browser, options);
    await page.goto(`${baseUrl}${prefix}/`);
    await waitForMenu(page);
    const stoppedCard = productCard(page, lang, stopped);
    await revealProduct(page, lang, stopped);
    await expect.poll(() => stoppedCard.getByText(say(lang, "Sold out today"), { exact: true }).count()).toBe(1);
    expect(await addButton(page, lang, stopped).count()).toBe(0);
    await stoppedCard.getByRole("button", { name: stopped.name[lang], exact: true }).click();
    const sheet = productSheet(page, lang, stopped);
    await expect.poll(() => sheet.getByText(say(lang, "Sold out today at this restaurant"), { exact: true }).count()).toBe(1);
    expect(await sheet.getByRole("button", { name: startingWith(say(lang, "Add to cart")) }).count()).toBe(0);
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
