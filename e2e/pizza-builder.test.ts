// The pizza builder as a customer uses it (issue 25), at 390 px in Russian, at 1280 px in English
// and at 390 px in Uzbek (dark): BBQ chicken in 35 cm on thin dough without red onion, added twice
// (one line × 2); a half-and-half Margherita + Pepperoni (priced as the dearer half); the cart
// names both lines; the order goes through and the tracker lists the lines as they were built.
// Screenshots: docs/screenshots/pizza-sheet-*, pizza-halves-*, pizza-cart-* (light at 390 px ru and
// 1280 px en, dark at 390 px uz).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatMoney } from "../src/domain/money";
import { variantName } from "../src/domain/product-builder";
import { products } from "../server/db/seed/menu";
import { restaurants } from "../server/db/seed/restaurants";
import { DESKTOP, PHONE, launchBrowser, openPage, waitForMenu } from "./support/browser";
import { cartButton, cartSheet, productCard, revealProduct } from "./support/menu";
import { codeFromLog } from "./support/sign-in";
import { say, text } from "./support/text";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const byId = (id: string) => {
  const product = products.find((p) => p.id === id);
  if (!product) throw new Error(`The demo menu has no ${id}`);
  return product;
};
const bbq = byId("bbq-chicken");
const margherita = byId("margherita");
const pepperoni = byId("pepperoni");
const thin35 = bbq.variants.find((v) => v.sizeId === "35" && v.doughId === "thin")!;
const onion = bbq.ingredients.find((i) => i.id === "onion" && i.removable)!;
const default30 = (p: typeof margherita) => p.variants.find((v) => v.isDefault)!;
if (!thin35 || !onion || !margherita.halvesAllowed || !pepperoni.halvesAllowed)
  throw new Error("The demo menu changed: BBQ chicken in 35 cm thin without red onion, Margherita + Pepperoni in halves");
const mirabad = restaurants.find((r) => r.id === "mirabad")!;

async function signIn(page: Page, phone: string) {
  const request = page.context().request;
  await request.post(`${baseUrl}/api/auth/code`, { data: { phone } });
  const res = await request.post(`${baseUrl}/api/auth/verify`, { data: { phone, code: await codeFromLog(serverLog, phone) } });
  expect(res.status()).toBe(200);
}

/**
 * Before a screenshot: the open sheet scrolled back to its top (its picture and choices), and the
 * sheets' opening transitions run (endless animations aside).
 */
const settled = (page: Page) =>
  page.evaluate(async () => {
    for (const el of document.querySelectorAll("dialog[open], dialog[open] *")) el.scrollTop = 0;
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });

const cartLines = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").lines as { amount: number; variantId?: string }[]);

describe.each([
  { lang: "ru", prefix: "", options: PHONE, phone: "+998907772501", shot: "ru-390" },
  { lang: "en", prefix: "/en", options: DESKTOP, phone: "+998907772502", shot: "en-1280" },
  { lang: "uz", prefix: "/uz", options: { ...PHONE, colorScheme: "dark" as const }, phone: "+998907772503", shot: "uz-390-dark" },
] as const)("the pizza builder in $lang", ({ lang, prefix, options, phone, shot }) => {
  it("builds a 35 cm thin pizza without onion twice into one line, a half-and-half, orders them and tracks the lines", async () => {
    const { page, context, errors } = await openPage(browser, options);
    await page.addInitScript(
      (loc) => {
        localStorage.setItem("location", JSON.stringify(loc));
        localStorage.setItem("delivery", "0");
      },
      { RestaurantId: mirabad.id, RegionId: mirabad.regionId, Longitude: 69.281, Latitude: 41.303 },
    );
    await signIn(page, phone);
    await page.goto(`${baseUrl}${prefix}/`);
    await waitForMenu(page);
    const money = (n: number) => formatMoney(n, lang);
    const lowest = Math.min(...bbq.variants.map((v) => v.price));
    const name = bbq.name[lang];

    // The card says "from" the smallest size's price; its button opens the sheet.
    await revealProduct(page, lang, bbq);
    const open = productCard(page, lang, bbq).getByRole("button", {
      name: text(lang, "Choose {name}, from {price}", { name, price: money(lowest) }),
    });
    const sheet = page.getByRole("dialog", { name });
    const size = (v: typeof thin35) => sheet.getByRole("radio", { name: v.size[lang], exact: true });
    const dough = (v: typeof thin35) => sheet.getByRole("radio", { name: v.dough![lang], exact: true });
    const withoutOnion = sheet.getByRole("button", { name: text(lang, "Without {name}", { name: onion.name[lang] }) });
    const addButton = sheet.getByRole("button", { name: new RegExp(`^${say(lang, "Add to cart")}`) });

    for (const round of [1, 2]) {
      await open.click();
      await sheet.waitFor();
      // No thin 25 cm: on 25 cm the thin dough is off.
      const small = bbq.variants.find((v) => v.sizeId === "25")!;
      await size(small).check();
      expect(await dough(thin35).isDisabled()).toBe(true);
      await size(thin35).check();
      await dough(thin35).check();
      expect(await withoutOnion.getAttribute("aria-pressed")).toBe("false");
      await withoutOnion.click();
      expect(await withoutOnion.getAttribute("aria-pressed")).toBe("true");
      // The price follows the size and dough; leaving onion out costs nothing.
      expect(await addButton.textContent()).toContain(money(thin35.price));
      expect(await sheet.getByText(thin35.portion![lang], { exact: true }).count()).toBe(1);
      if (round === 1) await settled(page);
      if (round === 1) await page.screenshot({ path: `docs/screenshots/pizza-sheet-${shot}.png` });
      await addButton.click();
      await sheet.waitFor({ state: "detached" });
    }
    await expect.poll(() => cartLines(page)).toEqual([expect.objectContaining({ amount: 2, variantId: "35/thin" })]);

    // Half-and-half: Margherita with Pepperoni, the dearer half's price, no extras.
    await revealProduct(page, lang, margherita);
    await productCard(page, lang, margherita)
      .getByRole("button", { name: text(lang, "Choose {name}, from {price}", { name: margherita.name[lang] }) })
      .click();
    const halfSheet = page.getByRole("dialog", { name: margherita.name[lang] });
    await halfSheet.getByRole("button", { name: say(lang, "Half-and-half"), exact: true }).click();
    await halfSheet.getByRole("radio", { name: pepperoni.name[lang], exact: true }).check();
    const halves = `½ ${margherita.name[lang]} + ½ ${pepperoni.name[lang]}`;
    await page.getByRole("dialog", { name: halves }).waitFor();
    const halvesSheet = page.getByRole("dialog", { name: halves });
    const dearer = Math.max(default30(margherita).price, default30(pepperoni).price);
    const addHalves = halvesSheet.getByRole("button", { name: new RegExp(`^${say(lang, "Add to cart")}`) });
    expect(await addHalves.textContent()).toContain(money(dearer));
    expect(await halvesSheet.getByRole("heading", { name: say(lang, "Make it yours") }).count()).toBe(0);
    expect(await halvesSheet.locator(".sheet-picture--halves img").count()).toBe(2);
    await settled(page);
    await page.screenshot({ path: `docs/screenshots/pizza-halves-${shot}.png` });
    await addHalves.click();
    await halvesSheet.waitFor({ state: "detached" });
    await expect.poll(async () => (await cartLines(page)).length).toBe(2);

    // The cart names both lines.
    await cartButton(page, lang).click();
    const cart = cartSheet(page, lang);
    // The cart's lines (its toasts are list items too).
    const thinLine = cart.locator(".cart-line").filter({ hasText: name });
    const without = text(lang, "without {list}", { list: onion.name[lang].toLocaleLowerCase() }) as string;
    await thinLine.waitFor();
    expect(await thinLine.textContent()).toContain(variantName(thin35.size[lang], thin35.dough![lang]));
    expect(await thinLine.textContent()).toContain(without);
    expect(await thinLine.locator("output").textContent()).toBe("2");
    expect(await cart.getByText(halves, { exact: true }).count()).toBe(1);
    await settled(page);
    await page.screenshot({ path: `docs/screenshots/pizza-cart-${shot}.png` });

    // The order goes through; the tracker lists the lines as they were built.
    await cart.getByRole("button", { name: say(lang, "Checkout"), exact: true }).click();
    await page.waitForURL(`${baseUrl}${prefix}/order`);
    const field = (label: string) => page.getByLabel(say(lang, label), { exact: true });
    await field("Street").waitFor();
    // "Your order" words the lines as the cart does: the size and dough, both halves.
    const summary = page.getByRole("region", { name: say(lang, "Your order") }).locator(".order-line");
    expect(await summary.filter({ hasText: name }).textContent()).toContain(variantName(thin35.size[lang], thin35.dough![lang]));
    expect(await summary.filter({ hasText: halves }).count()).toBe(1);
    await field("Street").fill("Amir Temur");
    await field("House").fill("15");
    await field("Name").fill("Aziza");
    await field("Phone").fill(phone.slice(4));
    await page.getByRole("radio", { name: say(lang, "Card"), exact: true }).check();
    await page.getByRole("button", { name: text(lang, "Place order · {total}") }).click();
    await page.waitForURL(new RegExp(`${prefix}/tracker/\\d+$`), { timeout: 20_000 });
    const contents = page.getByRole("region", { name: say(lang, "Order contents") });
    const tracked = contents.getByRole("listitem");
    await expect.poll(() => tracked.count()).toBe(2);
    const thinTracked = tracked.filter({ hasText: name });
    expect(await thinTracked.textContent()).toContain("2×");
    expect(await thinTracked.textContent()).toContain(without);
    expect(await thinTracked.textContent()).toContain(variantName(thin35.size[lang], thin35.dough![lang]));
    expect(await tracked.filter({ hasText: halves }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
