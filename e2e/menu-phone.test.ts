// The menu on a phone (390 px): the whole card opens its product, the header gives way to the
// folder chips while scrolling down, the "added" toast keeps off the chips, a removed cart line
// can be put back, and a line stops at 50 with a message saying so.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { variantKey, variantName } from "../src/domain/product-builder";
import { folders, products, stopList } from "../server/db/seed/menu";
import { DESKTOP, PHONE, launchBrowser, openPage, waitForMenu } from "./support/browser";
import { addButton, cartButton, cartSheet, folderBar, productCard, productSheet, revealProduct } from "./support/menu";
import { say, text } from "./support/text";
import { untilStill } from "./support/waits";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const first = products.find((p) => p.folderId === folders[0].id && !stopList.some((s) => s.productId === p.id))!;
const plain = products.filter((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id));
/** A cart line as the app stores it: a product sold in sizes names its default one (the pizza builder). */
const line = (id: number, p: (typeof products)[number], amount: number, modifiers: object[] = []) => {
  const variant = p.variants.find((v) => v.isDefault);
  return {
    id,
    amount,
    cartProdId: p.id,
    modifiers,
    name: p.name.en,
    imageUrl: p.imageUrl,
    price: variant?.price ?? p.price,
    ...(variant && {
      variantId: variantKey(variant),
      variantName: variantName(variant.size.en, variant.dough?.en ?? null),
    }),
  };
};
const storedLines = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "null")?.lines);

async function menuWithCart(lines: object[] = [], options = {}) {
  const opened = await openPage(browser, { ...PHONE, ...options });
  await opened.page.addInitScript(
    (value) => {
      if (!sessionStorage.getItem("seeded")) localStorage.setItem("cart", value);
      sessionStorage.setItem("seeded", "1");
    },
    JSON.stringify({ version: 1, lines }),
  );
  await opened.page.goto(`${baseUrl}/en`);
  await waitForMenu(opened.page);
  return opened;
}

describe("the menu on a phone", () => {
  it("a tap anywhere on a card opens its product; the add button still adds on its own", async () => {
    const { page, context } = await menuWithCart();
    const card = productCard(page, "en", first);
    // One button opens the product, one adds it: nothing nested.
    expect(await card.getByRole("button").count()).toBe(2);
    expect(await card.locator("button button, a button, button a").count()).toBe(0);
    // A customer's tap on the description, which is no button of its own.
    const description = card.getByText(first.description.en);
    await description.scrollIntoViewIfNeeded();
    const box = (await description.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await productSheet(page, "en", first).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);

    const cola = plain[0];
    await revealProduct(page, "en", cola);
    await addButton(page, "en", cola).click();
    await expect.poll(async () => (await storedLines(page))?.[0]?.amount).toBe(1);
    expect(await page.locator("dialog[open]").count()).toBe(0);
    await context.close();
  });

  it("scrolling down folds the header away, leaving the folder chips; scrolling up brings it back, without shifting the page", async () => {
    const { page, context } = await menuWithCart();
    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: "layout-shift" });
    });
    const header = page.getByRole("banner");
    const headerBottom = async () => {
      const box = await header.boundingBox();
      return box ? Math.round(box.y + box.height) : 0;
    };
    const chipsTop = async () => Math.round((await folderBar(page).boundingBox())!.y);
    const fullTop = await chipsTop();
    expect(fullTop).toBeGreaterThan(90);

    await page.mouse.wheel(0, 900);
    await expect.poll(headerBottom).toBeLessThanOrEqual(0);
    await expect.poll(async () => Math.abs(await chipsTop())).toBeLessThanOrEqual(1);

    await page.mouse.wheel(0, -300);
    await expect.poll(headerBottom).toBeGreaterThan(90);
    await expect.poll(chipsTop).toBe(fullTop);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    await context.close();
  });

  it("with reduced motion the header folds away at once", async () => {
    const { page, context } = await menuWithCart([], { reducedMotion: "reduce" });
    const duration = await page.getByRole("banner").evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration.split(",").every((d) => parseFloat(d) === 0)).toBe(true);
    await context.close();
  });

  it.each([
    ["phone", {}],
    ["desktop", { viewport: DESKTOP.viewport, isMobile: false, hasTouch: false }],
  ])('the "added" toast does not cover the folder chips (%s)', async (_size, options) => {
    const { page, context } = await menuWithCart([], options);
    await productCard(page, "en", first).getByRole("button", { name: first.name.en, exact: true }).click();
    await productSheet(page, "en", first)
      .getByRole("button", { name: /^Add to cart/ })
      .click();
    const toast = page.getByText(text("en", "Added to the cart: {name}", { name: first.name.en }));
    await toast.waitFor();
    // Toasts slide in: measure where it comes to rest (still across rendered frames, not across a
    // fixed time a busy machine can spend without drawing one).
    await untilStill(page, async () => (await toast.boundingBox())!.y, "the toast");
    const [t, chips] = [(await toast.boundingBox())!, (await folderBar(page).boundingBox())!];
    const overlaps = t.y < chips.y + chips.height && chips.y < t.y + t.height;
    expect(overlaps).toBe(false);
    await context.close();
  });

  it("a removed line comes back at its place with its modifiers and amount", async () => {
    const pizza = products.find((p) => p.modifiers.length > 0)!;
    const mod = pizza.modifiers[0];
    const lines = [
      line(1, plain[0], 2),
      line(2, pizza, 3, [{ id: mod.id, name: mod.name.en, price: mod.price, count: 1 }]),
      line(3, plain[1], 1),
    ];
    const { page, context } = await menuWithCart(lines);
    await cartButton(page, "en").click();
    const cart = cartSheet(page, "en");
    // The toast that says which line went (an earlier one may still be leaving).
    const undo = (name: string) =>
      cart
        .getByRole("listitem")
        .filter({ hasText: text("en", "Removed: {name}", { name }) })
        .getByRole("button", { name: say("en", "Undo") });
    await cart.getByRole("button", { name: text("en", "Remove {name}", { name: pizza.name.en }) }).click();
    await expect.poll(async () => (await storedLines(page))?.map((l: { id: number }) => l.id)).toEqual([1, 3]);
    await undo(pizza.name.en).click();
    await expect.poll(() => storedLines(page)).toEqual(lines);
    expect(await cart.getByRole("listitem").filter({ hasText: pizza.name.en }).getByText(mod.name.en).count()).toBe(1);

    // − at one removes the line too, and it can come back the same way.
    await cart.getByRole("button", { name: text("en", "One less {name}", { name: plain[1].name.en }) }).click();
    await expect.poll(async () => (await storedLines(page))?.length).toBe(2);
    await undo(plain[1].name.en).click();
    await expect.poll(() => storedLines(page)).toEqual(lines);
    await context.close();
  });

  it("a line stops at 50 and says why, in the cart and from the menu", async () => {
    const cola = plain[0];
    const { page, context } = await menuWithCart([line(1, cola, 49)]);
    await cartButton(page, "en").click();
    const cart = cartSheet(page, "en");
    const more = cart.getByRole("button", { name: text("en", "One more {name}", { name: cola.name.en }) });
    await more.click();
    await expect.poll(async () => (await storedLines(page))?.[0]?.amount).toBe(50);
    const limit = text("en", "At most {max} of one item per order. For a bigger order, please call us.", { max: "50" });
    await more.click();
    await cart.getByRole("status").getByText(limit).waitFor();
    expect((await storedLines(page))[0].amount).toBe(50);

    await page.keyboard.press("Escape");
    await revealProduct(page, "en", cola);
    await addButton(page, "en", cola).click();
    await page.getByText(limit).waitFor();
    expect((await storedLines(page))[0].amount).toBe(50);
    await context.close();
  });
});
