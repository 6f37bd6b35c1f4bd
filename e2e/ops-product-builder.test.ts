// The console's product editor for the pizza builder (issue 25): an admin gives a product sold one
// way two sizes (a repeated size is said and not saved), moves them, adds an ingredient, saves; the
// product's price is the default size's, the storefront's card shows "from" the lowest size's price
// and follows a later change of it. The
// chain's half-and-half price is chosen under the menu. Screenshots of the editor at 1280 and 390.
// Its own server (a fresh database), so the edited product touches no other test's menu.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../src/domain/money";
import { openConsole, operator, toast } from "./ops-admin-kit";
import { DESKTOP, openPage, PHONE, waitForMenu } from "./support/browser";
import { ownServerAndBrowser } from "./support/own-server";

const own = ownServerAndBrowser();

interface MenuProduct {
  id: string;
  folderId: number;
  price: number;
  name: Record<string, string>;
  variants: { sizeId: string; doughId: string | null; price: number; isDefault: boolean; size: Record<string, string> }[];
  ingredients: { id: string; name: Record<string, string>; removable: boolean }[];
}
const readMenu = () => operator<{ products: MenuProduct[]; halfPricing: string }>(own.server.baseUrl, "/menu");

async function fillSize(page: Page, index: number, sizeId: string, price: string) {
  await page.getByTestId(`variant-${index}-size-id`).fill(sizeId);
  await page.getByTestId(`variant-${index}-price`).fill(price);
  const names = { ru: `${sizeId} см`, en: `${sizeId} cm`, uz: `${sizeId} sm` };
  for (const lang of ["ru", "en", "uz"] as const) await page.getByTestId(`variant-${index}-size-${lang}`).fill(names[lang]);
}

/** Flips a switch from the keyboard (its label's tap layer covers the hidden checkbox). */
async function toggle(page: Page, testId: string) {
  await page.getByTestId(testId).focus();
  await page.keyboard.press("Space");
}

/** Scrolls the sizes table's title to the middle of the screen, for a screenshot. */
async function showSizes(page: Page) {
  await page
    .getByTestId("variants")
    .locator("legend")
    .evaluate((el) => el.scrollIntoView({ block: "center" }));
}

/** The storefront's card of a product, as a visitor sees it in English. */
async function cardText(productId: string, folderId: number): Promise<string> {
  const { page, context } = await openPage(own.browser, DESKTOP);
  await page.goto(`${own.server.baseUrl}/en/`);
  await waitForMenu(page);
  // A folder's cards mount once it comes near the viewport.
  await page.locator(`#folder-${folderId}`).scrollIntoViewIfNeeded();
  const text = await page.locator(`.product-card[data-product-id="${productId}"]`).innerText();
  await context.close();
  return text.replace(/\s+/g, " ");
}
const money = (n: number) => formatMoney(n, "en").replace(/\s+/g, " ");

describe("the product editor's sizes and ingredients", () => {
  it("saves two sizes and an ingredient; the storefront's card follows the lowest size's price", async () => {
    // A product the storefront shows, sold one way and without extras.
    const shop = (await (await fetch(`${own.server.baseUrl}/api/shop`)).json()) as {
      products: { id: string; parentId: number; variants: unknown[]; hasModifiers: boolean }[];
    };
    const shown = shop.products.find((p) => p.variants.length === 0 && !p.hasModifiers && p.parentId !== shop.products[0].parentId);
    const product = (await readMenu()).products.find((p) => p.id === shown?.id);
    if (!product) throw new Error("the demo menu has no product sold one way");
    const { page, context, errors } = await openConsole(own.browser, own.server, "menu", DESKTOP);
    await page.getByTestId(`product-${product.id}`).click();
    const editor = page.getByTestId("product-editor");
    await editor.waitFor();

    await page.getByTestId("variants-add").click();
    await page.getByTestId("variants-add").click();
    await fillSize(page, 0, "30", "61 000");
    await fillSize(page, 1, "30", "74000");
    // The same size twice is said in the row and nothing can be saved.
    await page.getByTestId("variant-1").getByRole("alert").getByText("This size and dough are already in the list.").waitFor();
    expect(await page.getByTestId("save-product").isDisabled()).toBe(true);
    await fillSize(page, 1, "35", "74000");
    expect(await page.getByTestId("variant-1").getByRole("alert").count()).toBe(0);
    // Without a default the first size's price is the product's; the 35 cm made the default, its price.
    expect(await page.getByTestId("price").inputValue()).toBe("61000");
    await toggle(page, "variant-1-default");
    expect(await page.getByTestId("variant-1-default").isChecked()).toBe(true);
    expect(await page.getByTestId("price").inputValue()).toBe("74000");
    expect(await page.getByTestId("price").isDisabled()).toBe(true);
    // The larger size first.
    await page.getByRole("button", { name: "Move 35 cm up" }).click();
    expect(await page.getByTestId("variant-0-size-id").inputValue()).toBe("35");

    await page.getByTestId("ingredients-add").click();
    await page.getByTestId("ingredient-0-id").fill("Basil");
    await page.getByTestId("ingredient-0").getByText("An id is short: a–z, 0–9 and - only.").waitFor();
    await page.getByTestId("ingredient-0-id").fill("basil");
    const basil = { ru: "Базилик", en: "Basil", uz: "Rayhon" };
    for (const lang of ["ru", "en", "uz"] as const) await page.getByTestId(`ingredient-0-name-${lang}`).fill(basil[lang]);
    await toggle(page, "halves-allowed");
    expect(await page.getByTestId("halves-allowed").isChecked()).toBe(true);

    await page.getByTestId("save-product").click();
    await toast(page, "Product saved").waitFor();
    const saved = (await readMenu()).products.find((p) => p.id === product.id);
    expect(saved?.price).toBe(74000);
    expect(saved?.variants.map((v) => [v.sizeId, v.doughId, v.price, v.isDefault, v.size.uz])).toEqual([
      ["35", null, 74000, true, "35 sm"],
      ["30", null, 61000, false, "30 sm"],
    ]);
    expect(saved?.ingredients).toEqual([{ id: "basil", name: basil, removable: true }]);
    expect(await cardText(product.id, product.folderId)).toContain(`from ${money(61000)}`);

    await showSizes(page);
    await page.screenshot({ path: "docs/screenshots/ops-product-builder-1280.png" });

    // A cheaper small size: the card follows.
    await page.getByTestId("variant-1-price").fill("55000");
    await page.getByTestId("save-product").click();
    await expect
      .poll(async () => (await readMenu()).products.find((p) => p.id === product.id)?.variants.map((v) => v.price))
      .toEqual([74000, 55000]);
    expect((await readMenu()).products.find((p) => p.id === product.id)?.price).toBe(74000);
    expect(await cardText(product.id, product.folderId)).toContain(`from ${money(55000)}`);
    expect(errors).toEqual([]);
    await context.close();

    // The editor on a phone, in Russian.
    const phone = await openConsole(own.browser, own.server, "menu", { ...PHONE, lang: "ru" });
    await phone.page.getByTestId(`product-${product.id}`).click();
    await phone.page.getByTestId("variant-1-price").waitFor();
    await showSizes(phone.page);
    await phone.page.screenshot({ path: "docs/screenshots/ops-product-builder-390.png" });
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it("the chain's half-and-half price is chosen under the menu and served to the storefront", async () => {
    const { page, context, errors } = await openConsole(own.browser, own.server, "menu", DESKTOP);
    const select = page.getByTestId("half-pricing-select");
    expect(await select.inputValue()).toBe("dearer");
    await select.selectOption("average");
    await toast(page, "Half-and-half price saved").waitFor();
    expect((await readMenu()).halfPricing).toBe("average");
    const shop = (await (await fetch(`${own.server.baseUrl}/api/shop`)).json()) as { halfPricing: string };
    expect(shop.halfPricing).toBe("average");
    expect(errors).toEqual([]);
    await context.close();
  });
});
