// Small things a customer notices (issue 25), on a 390 px phone and a 1280 px desktop: each page's own title and
// description in its language (served with the page and kept by the app), product names in the
// cart following a language switch, focus back on the product card after its sheet, focus kept
// in the cart after a line is deleted, checkout focusing its heading, and a message shown while a
// sheet is open appearing inside that sheet.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { products, stopList } from "../server/db/seed/menu";
import { restaurants } from "../server/db/seed/restaurants";
import { DESKTOP, launchBrowser, openPage, PHONE, waitForMenu } from "./support/browser";
import { addButton, cartButton, cartSheet, productCard, productSheet, revealProduct } from "./support/menu";
import { codeFromLog } from "./support/sign-in";
import { say, text } from "./support/text";

const baseUrl = inject("baseUrl");
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const orderable = products.filter((p) => !stopList.some((s) => s.productId === p.id));
const [plain, second] = orderable.filter((p) => p.modifiers.length === 0);
const pizza = orderable.find((p) => p.modifiers.length > 0)!;

/** Every test runs on a phone and on a desktop (with its own customer where one signs in). */
const SIZES = [
  { width: "390 px", options: PHONE, phone: "+998907770451" },
  { width: "1280 px", options: DESKTOP, phone: "+998907770452" },
];

const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
  }));
/** What has focus: its accessible text, enough to tell which control it is. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? { tag: el.tagName, label: el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "" } : null;
  });
/** The header's language control: a select on a phone, a row of buttons on a desktop. */
const switchLanguage = async (page: Page, to: string) => {
  await page.locator("#root:not([data-prerendered])").getByRole("banner").waitFor();
  const select = page.getByRole("combobox", { name: say("ru", "Language"), exact: true });
  if (await select.isVisible()) await select.selectOption(to);
  else
    await page
      .getByRole("group", { name: say("ru", "Language"), exact: true })
      .locator(`button[lang="${to}"]`)
      .click();
};

describe.each(SIZES)("titles and language at $width", ({ options }) => {
  it("each page arrives with its own title and description, and a language switch retitles it", async () => {
    const { page, context, errors } = await openPage(browser, options);
    // Served with the page, before any script runs.
    const served = await (await context.request.get(`${baseUrl}/en/contacts`)).text();
    expect(served).toContain(`<title>${say("en", "Contacts")} · Lazzat Pizza</title>`);
    expect(served).toContain(say("en", "Lazzat Pizza's restaurants: addresses, phones and opening hours."));
    const home = await (await context.request.get(`${baseUrl}/uz`)).text();
    expect(home).toContain(`<title>${say("uz", "Pizza delivery and pickup")} · Lazzat Pizza</title>`);

    await page.goto(`${baseUrl}/contacts`);
    await expect.poll(async () => (await headOf(page)).title).toBe(`${say("ru", "Contacts")} · Lazzat Pizza`);
    expect((await headOf(page)).description).toBe(say("ru", "Lazzat Pizza's restaurants: addresses, phones and opening hours."));
    await switchLanguage(page, "en");
    await page.waitForURL(`${baseUrl}/en/contacts`);
    await expect.poll(async () => (await headOf(page)).title).toBe("Contacts · Lazzat Pizza");
    expect((await headOf(page)).description).toBe("Lazzat Pizza's restaurants: addresses, phones and opening hours.");
    // Moving to another page retitles the tab.
    await page.goto(`${baseUrl}/en/news`);
    await expect.poll(async () => (await headOf(page)).title).toBe("News · Lazzat Pizza");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("product names in the cart follow a language switch", async () => {
    const { page, context } = await openPage(browser, options);
    await page.goto(`${baseUrl}/`);
    await waitForMenu(page);
    await revealProduct(page, "ru", plain);
    await addButton(page, "ru", plain).click();
    await switchLanguage(page, "en");
    // The menu keeps its section in the address (#folder).
    await page.waitForURL(/\/en\/?(#.*)?$/);
    await waitForMenu(page);
    await expect.poll(() => productCard(page, "en", plain).count()).toBeGreaterThan(0);
    await cartButton(page, "en").click();
    const cart = cartSheet(page, "en");
    await cart.waitFor();
    await expect.poll(() => cart.locator(".cart-line__name").allTextContents()).toEqual([plain.name.en]);
    await context.close();
  });
});

describe.each(SIZES)("focus at $width", ({ options, phone }) => {
  it("goes back to the product card after its sheet closes, by Escape and by adding", async () => {
    const { page, context } = await openPage(browser, options);
    await page.goto(`${baseUrl}/`);
    await waitForMenu(page);
    await revealProduct(page, "ru", pizza);
    const choose = addButton(page, "ru", pizza);
    await choose.focus();
    await page.keyboard.press("Enter");
    const sheet = productSheet(page, "ru", pizza);
    await sheet.waitFor();
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "hidden" });
    await expect.poll(async () => await choose.evaluate((el) => el === document.activeElement)).toBe(true);

    await choose.click();
    await sheet.waitFor();
    await sheet.getByRole("button", { name: new RegExp(`^${say("ru", "Add to cart")}`) }).click();
    await sheet.waitFor({ state: "hidden" });
    await expect.poll(async () => await choose.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it("moves to the next line's remove button after a delete, then to the cart's close button", async () => {
    const { page, context } = await openPage(browser, options);
    await page.goto(`${baseUrl}/`);
    await waitForMenu(page);
    for (const product of [plain, second]) {
      await revealProduct(page, "ru", product);
      await addButton(page, "ru", product).click();
    }
    await cartButton(page, "ru").click();
    const cart = cartSheet(page, "ru");
    await cart.waitFor();
    const removeLabel = (name: string) => text("ru", "Remove {name}", { name }) as string;
    await cart.getByRole("button", { name: removeLabel(plain.name.ru), exact: true }).click();
    await expect.poll(() => focused(page)).toEqual({ tag: "BUTTON", label: removeLabel(second.name.ru) });
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toEqual({ tag: "BUTTON", label: say("ru", "Close") });
    expect(await cart.isVisible()).toBe(true);
    await context.close();
  });

  it("checkout moves focus to its heading, and it stays there after signing in", async () => {
    const { page, context } = await openPage(browser, options);
    const cart = {
      version: 1,
      lines: [{ id: 1, amount: 1, cartProdId: plain.id, modifiers: [], name: plain.name.ru, imageUrl: "", price: plain.price }],
    };
    const mirabad = restaurants.find((r) => r.id === "mirabad")!;
    const location = { RestaurantId: mirabad.id, RegionId: mirabad.regionId, Longitude: 69.281, Latitude: 41.303 };
    await page.addInitScript(
      ([basket, where]) => {
        localStorage.setItem("cart", JSON.stringify(basket));
        localStorage.setItem("location", JSON.stringify(where));
        localStorage.setItem("delivery", "0");
      },
      [cart, location] as const,
    );
    await page.goto(`${baseUrl}/order`);
    // Signed out: the sign-in sheet opens over the page; signing in closes it.
    const sheet = page.getByRole("dialog");
    await sheet.getByLabel(say("ru", "Phone number"), { exact: true }).fill(phone.slice(4));
    await sheet.getByRole("button", { name: say("ru", "Get the code"), exact: true }).click();
    await sheet.getByLabel(say("ru", "Code"), { exact: true }).fill(await codeFromLog(inject("serverLog"), phone));
    await sheet.waitFor({ state: "detached" });
    await expect.poll(() => focused(page)).toEqual({ tag: "H1", label: say("ru", "Checkout") });
    expect((await headOf(page)).title).toBe(`${say("ru", "Checkout")} · Lazzat Pizza`);
    // Arriving signed in: the heading has focus at once.
    await page.goto(`${baseUrl}/`);
    await waitForMenu(page);
    await page.goto(`${baseUrl}/order`);
    await expect.poll(() => focused(page)).toEqual({ tag: "H1", label: say("ru", "Checkout") });
    // Focused by the page, not by the customer: no focus ring around the heading.
    expect(await page.locator("h1:focus").evaluate((h) => getComputedStyle(h).outlineStyle)).toBe("none");
    await context.close();
  });

  it("a message while a sheet is open shows inside that sheet (location access refused)", async () => {
    const { page, context } = await openPage(browser, { ...options, locale: "en-US" });
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await page.goto(`${baseUrl}/en`);
    await waitForMenu(page);
    await page.getByRole("button", { name: /^(Choose address|Delivery: |Pickup: )/ }).click();
    const where = page.getByRole("dialog", { name: "Where to?" });
    await where.getByRole("button", { name: "My location" }).click();
    await where.locator("[data-sonner-toast]").getByText("Access to your location was refused. Tap the map instead.").waitFor();
    await context.close();
  });
});
