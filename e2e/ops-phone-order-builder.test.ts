// The pizza builder in an order by phone (issue 25), at 1280 px in English: the demo admin takes a
// caller's Margherita, chooses 35 cm and thin with the arrow keys, leaves the basil out with the
// keyboard and makes it half-and-half with Pepperoni; the add button's price follows each change,
// the order's line reads as the staff's lines do, and the placed order is priced by the server the
// same (the chain's half pricing over both halves' 35 cm thin prices). Screenshot of the choice.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { products } from "../server/db/seed/menu";
import { formatMoney } from "../src/domain/money";
import { halfPrice } from "../src/domain/product-builder";
import { openConsole, operator, toast } from "./ops-admin-kit";
import { DESKTOP, launchBrowser } from "./support/browser";
import { clockEnv } from "./support/clock";
import { type RunningServer, startServer } from "./support/server";

const priceOf = (id: string, sizeId: string, doughId: string) => {
  const v = products.find((p) => p.id === id)?.variants.find((x) => x.sizeId === sizeId && x.doughId === doughId);
  if (!v) throw new Error(`The demo menu changed: no ${sizeId}/${doughId} ${id}`);
  return v.price;
};
const money = (n: number) => formatMoney(n, "en");
/** Console errors but the map's tile probe, which has no network in tests. */
const real = (errors: string[]) => errors.filter((e) => !e.includes("net::ERR_NAME_NOT_RESOLVED"));

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(clockEnv(inject("clockOffset"))), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the pizza builder in an order by phone", () => {
  it("takes a 35 cm thin half-and-half without basil from the keyboard, and the server prices it the same", async () => {
    const { page, context, errors } = await openConsole(browser, server, "phone-order", DESKTOP);
    await page.getByTestId("phone-order-phone").fill("907770411");
    await page.getByTestId("phone-order-name").fill("Dilnoza");
    await page.getByTestId("phone-order-search").fill("Shahrisabz 16");
    await page
      .getByTestId("phone-order-found")
      .getByRole("button", { name: /Shakhrisabz Street, 16/ })
      .first()
      .click();
    await page.locator('[data-testid="phone-order-zone"][data-state="in"]').waitFor();

    const menu = page.getByTestId("phone-order-menu");
    await menu.getByRole("button", { name: "Add Margherita", exact: true }).click();
    const choice = page.getByTestId("phone-order-choice");
    const add = choice.getByTestId("phone-order-choice-add");
    // Opens at the default 30 cm traditional.
    expect(await add.textContent()).toBe(`Add for ${money(priceOf("margherita", "30", "traditional"))}`);

    // Size and dough with the arrow keys (native radio groups), the basil left out with Space.
    await choice.getByRole("radio", { name: "30 cm" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await choice.getByRole("radio", { name: "35 cm" }).isChecked()).toBe(true);
    expect(await add.textContent()).toBe(`Add for ${money(priceOf("margherita", "35", "traditional"))}`);
    await choice.getByRole("radio", { name: "Traditional" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await choice.getByRole("radio", { name: "Thin" }).isChecked()).toBe(true);
    const basil = choice.getByRole("button", { name: "Without Fresh basil" });
    await basil.focus();
    await page.keyboard.press("Space");
    expect(await basil.getAttribute("aria-pressed")).toBe("true");

    // Half-and-half with Pepperoni: the price is the chain's half pricing over both 35 cm thin prices.
    await choice.getByTestId("phone-order-half").selectOption({ label: "½ Margherita + ½ Pepperoni" });
    const expected = halfPrice(priceOf("margherita", "35", "thin"), priceOf("pepperoni", "35", "thin"), "dearer");
    await expect.poll(() => add.textContent()).toBe(`Add for ${money(expected)}`);
    // The screenshot: the choice open, tall enough for the menu's list around it.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await choice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "docs/screenshots/ops-phone-order-builder-1280-en.png" });
    await add.focus();
    await page.keyboard.press("Enter");

    const line = page.getByTestId("phone-order-lines").getByRole("listitem");
    await expect.poll(() => line.count()).toBe(1);
    expect(await line.first().textContent()).toContain("½ Margherita + ½ Pepperoni, 35 cm, thin (½ Margherita: without fresh basil)");
    expect(await line.first().textContent()).toContain(money(expected));

    await page.getByTestId("phone-order-place").click();
    const placed = toast(page, /^Order \d+ placed: it is on the board\.$/);
    await placed.waitFor();
    const orderId = Number(/\d+/.exec((await placed.textContent()) ?? "")?.[0]);
    const detail = await operator<{ subtotal: number; products: unknown[] }>(server.baseUrl, `/orders/${orderId}?Language=3`);
    expect(detail.subtotal).toBe(expected);
    expect(detail.products).toEqual([
      expect.objectContaining({
        name: "Margherita",
        variant: { id: "35/thin", name: "35 cm, thin" },
        removed: [{ id: "basil", name: "Fresh basil" }],
        half: { id: "pepperoni", name: "Pepperoni", removed: [] },
      }),
    ]);
    expect(real(errors)).toEqual([]);
    await context.close();
  });
});
