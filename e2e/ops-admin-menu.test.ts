// The console's menu editor in a browser: an admin changes a product's price and the storefront's
// menu shows it; an admin uploads a photo (a PNG made here) and the storefront's menu serves it
// from /media; the product's history says who changed what. Its own server (a fresh database), so
// the edits touch no other test's menu.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { products } from "../server/db/seed/menu";
import { openConsole, toast } from "./ops-admin-kit";
import { DESKTOP, openPage, PHONE, waitForMenu } from "./support/browser";
import { ownServerAndBrowser } from "./support/own-server";

// A product sold one way: a product with sizes costs its default size's price, which is not typed
// (e2e/ops-product-builder.test.ts).
const product = products.find((p) => p.variants.length === 0) ?? products[0];

const own = ownServerAndBrowser();

async function storefrontCard(id: string) {
  const { page, context } = await openPage(own.browser, DESKTOP);
  await page.goto(`${own.server.baseUrl}/en`);
  await waitForMenu(page);
  // A folder's cards mount once it comes near the viewport.
  const folderId = products.find((p) => p.id === id)?.folderId;
  if (folderId !== undefined) await page.locator(`#folder-${folderId}`).scrollIntoViewIfNeeded();
  return { card: page.locator(`.product-card[data-product-id="${id}"]`), page, context };
}

describe("the console's menu editor", () => {
  it("changes a product's price; the storefront's menu shows the new price and the history records it", async () => {
    const { page, context, errors } = await openConsole(own.browser, own.server, "menu", DESKTOP);
    await page.getByTestId(`product-${product.id}`).click();
    const price = page.getByTestId("price");
    expect(await price.inputValue()).toBe(String(product.price));
    const newPrice = product.price + 7000;
    await price.fill(String(newPrice));
    await page.getByTestId("save-product").click();
    await toast(page, "Product saved").waitFor();
    // The history names the change, the value before it, and who made it.
    const history = page.getByTestId("history");
    await history.getByText(`price: ${product.price} → ${newPrice}`).waitFor();
    expect(await history.textContent()).toContain("Demo admin");

    const shop = await storefrontCard(product.id);
    // "66,000 UZS" in English: the digits without their group separators.
    expect((await shop.card.textContent())?.replace(/[\s,.\u00a0\u202f]/g, "")).toContain(`${newPrice}UZS`);
    await shop.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("uploads a photo on a phone: a preview at once, then the storefront's menu serves the photo from /media", async () => {
    const { page, context, errors } = await openConsole(own.browser, own.server, "menu", PHONE);
    await page.getByTestId(`product-${product.id}`).click();
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c0392b" } })
      .png()
      .toBuffer();
    await page.getByTestId("photo-input").setInputFiles({ name: "pizza.png", mimeType: "image/png", buffer: png });
    await toast(page, "Photo uploaded").waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId("product-photo").getAttribute("src")).toMatch(/^\/media\//);

    const shop = await storefrontCard(product.id);
    const avif = await shop.card.locator('picture > source[type="image/avif"]').getAttribute("srcset");
    const first = /(\/media\/\S+)/.exec(avif ?? "")?.[1];
    expect(first).toBeTruthy();
    const res = await fetch(`${own.server.baseUrl}${first}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/avif");
    await shop.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("creates a folder and a product in it; the storefront's menu lists both", async () => {
    const { page, context, errors } = await openConsole(own.browser, own.server, "menu", DESKTOP);
    await page.getByRole("button", { name: "New folder" }).click();
    const folder = { ru: "Салаты", en: "Salads", uz: "Salatlar" };
    for (const lang of ["ru", "en", "uz"] as const) await page.getByTestId(`folder-name-${lang}`).fill(folder[lang]);
    await page.getByRole("button", { name: "Create folder" }).click();
    await toast(page, "Folder created").waitFor();
    const section = page
      .locator('[data-testid^="folder-section-"]')
      .filter({ has: page.getByText("Salads", { exact: true }) })
      .first();
    await section.waitFor();
    await section.getByText("Add a product").click();
    const name = { ru: "Цезарь", en: "Caesar salad", uz: "Sezar salati" };
    for (const lang of ["ru", "en", "uz"] as const) await page.getByTestId(`name-${lang}`).fill(name[lang]);
    await page.getByTestId("price").fill("42 000");
    await page.getByTestId("save-product").click();
    await toast(page, "Product created").waitFor();
    // The new product's editor stays open with its photo and history.
    await page.getByTestId("history").getByText("Created").waitFor();

    const shop = await storefrontCard("");
    const heading = shop.page.getByRole("heading", { name: "Salads" }).first();
    await heading.waitFor();
    await heading.scrollIntoViewIfNeeded();
    const card = shop.page.locator(".product-card").filter({ hasText: "Caesar salad" });
    await card.waitFor();
    expect((await card.textContent())?.replace(/[\s,.\u00a0\u202f]/g, "")).toContain("42000UZS");
    await shop.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});
