// An order by phone in a browser: the demo admin takes a caller's order in the console (the
// caller's phone and name, the address found by typing it, a product and one with modifiers, cash),
// it is on the board marked "by phone", and the caller, signing in on the site with that phone for
// the first time, finds it in their order history. Screenshots at 1280 and 390 px of the filled form.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { products, stopList } from "../server/db/seed/menu";
import { openConsole, signIn, toast } from "./ops-admin-kit";
import { DESKTOP, openPage, PHONE } from "./support/browser";
import { ownServerOnBusinessClock } from "./support/own-server";
import { callerAtShahrisabz, realErrors } from "./support/phone-order";
import { say, text } from "./support/text";

const orderable = (p: (typeof products)[number]) => !stopList.some((s) => s.productId === p.id);
const plain = products.find((p) => p.modifiers.length === 0 && orderable(p));
const withModifiers = products.find((p) => p.modifiers.some((m) => m.isRequired) && orderable(p));
if (!plain || !withModifiers) throw new Error("The demo menu changed: no plain product or none with a required modifier");

const own = ownServerOnBusinessClock();

/** Fills the form: the caller, the address by search, two products. */
async function fillOrder(page: Page, phoneDigits: string, name: string) {
  await callerAtShahrisabz(page, phoneDigits, name);
  expect(await page.getByTestId("phone-order-house").inputValue()).toBe("16");
  await page.getByTestId("phone-order-apartment").fill("12");
  const menu = page.getByTestId("phone-order-menu");
  await menu.getByRole("button", { name: `Add ${plain?.name.en}`, exact: true }).click();
  await menu.getByRole("button", { name: `Add ${withModifiers?.name.en}`, exact: true }).click();
  await page.getByTestId("phone-order-choice-add").click();
  await expect.poll(() => page.getByTestId("phone-order-lines").getByRole("listitem").count()).toBe(2);
}

describe("an order by phone", () => {
  it("is placed in the console, shown on the board by phone, and seen by the caller after signing in with that phone", async () => {
    const { page, context, errors } = await openConsole(own.browser, own.server, "phone-order", DESKTOP);
    await fillOrder(page, "907770401", "Bobur");
    // Tall enough for the whole form, at the desktop's width (a full-page shot repeats the sticky header).
    await page.setViewportSize({ width: 1280, height: 2000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: "docs/screenshots/ops-phone-order-1280.png" });
    await page.getByTestId("phone-order-place").click();
    const placed = toast(page, /^Order \d+ placed: it is on the board\.$/);
    await placed.waitFor();
    const orderId = Number(/\d+/.exec((await placed.textContent()) ?? "")?.[0]);
    // The form is empty again for the next call.
    expect(await page.getByTestId("phone-order-phone").inputValue()).toBe("");

    // On the board, marked by phone; its view names who placed it.
    await page.goto(`${own.server.baseUrl}/en/ops`);
    const row = page.locator(`[data-order="${orderId}"]`);
    await row.waitFor();
    expect(await row.getAttribute("data-channel")).toBe("phone");
    expect(await row.textContent()).toContain("by phone");
    await row.click();
    await page.getByText("Placed by phone", { exact: true }).waitFor();
    expect(await page.getByText(/^Demo admin/).count()).toBeGreaterThan(0);
    expect(realErrors(errors)).toEqual([]);
    await context.close();

    // The caller signs in on the site with that phone (their first time) and finds the order.
    const caller = await openPage(own.browser, { ...DESKTOP, locale: "en-US" });
    await signIn(caller.context, own.server.baseUrl, own.server.logFile, "+998907770401");
    await caller.page.goto(`${own.server.baseUrl}/en/profile`);
    const history = caller.page.getByRole("region", { name: say("en", "My orders") });
    await history.getByRole("link", { name: text("en", "Order No. {number}", { number: String(orderId) }), exact: true }).waitFor();
    expect(caller.errors).toEqual([]);
    await caller.context.close();
  });

  it("fits a phone's width", async () => {
    const { page, context, errors } = await openConsole(own.browser, own.server, "phone-order", PHONE);
    await fillOrder(page, "907770402", "Malika");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 390, height: 1800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: "docs/screenshots/ops-phone-order-390.png" });
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
