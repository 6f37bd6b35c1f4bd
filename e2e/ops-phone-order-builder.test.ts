// The pizza builder in an order by phone (issue 25), at 1280 px in English: the demo admin takes a
// caller's Margherita, chooses 35 cm and thin with the arrow keys, leaves the basil out with the
// keyboard and makes it half-and-half with Pepperoni; the add button's price follows each change,
// the order's line reads as the staff's lines do, and the placed order is priced by the server the
// same (the chain's half pricing over both halves' 35 cm thin prices). Screenshots of the choice at
// 1280 and 390 px, and of the draft at 390 px: on a phone nothing scrolls sideways.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { products } from "../server/db/seed/menu";
import { formatMoney } from "../src/domain/money";
import { halfPrice } from "../src/domain/product-builder";
import { openConsole, operator, toast } from "./ops-admin-kit";
import { DESKTOP } from "./support/browser";
import { ownServerOnBusinessClock } from "./support/own-server";
import { callerAtShahrisabz, realErrors } from "./support/phone-order";

const priceOf = (id: string, sizeId: string, doughId: string) => {
  const v = products.find((p) => p.id === id)?.variants.find((x) => x.sizeId === sizeId && x.doughId === doughId);
  if (!v) throw new Error(`The demo menu changed: no ${sizeId}/${doughId} ${id}`);
  return v.price;
};
const money = (n: number) => formatMoney(n, "en");
/** How far the page and the menu's scrolling box reach past their width (0: nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const over = (el: Element | null) => (el ? Math.max(0, el.scrollWidth - el.clientWidth) : -1);
    return { page: over(document.scrollingElement), menu: over(document.querySelector('[data-testid="phone-order-menu"]')) };
  });
const own = ownServerOnBusinessClock();

describe("the pizza builder in an order by phone", () => {
  it("takes a 35 cm thin half-and-half without basil from the keyboard, and the server prices it the same", async () => {
    const { page, context, errors } = await openConsole(own.browser, own.server, "phone-order", DESKTOP);
    await callerAtShahrisabz(page, "907770411", "Dilnoza");

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
    // On a phone (390 px) the choice and the draft fit the width: nothing scrolls sideways, neither
    // the page nor the menu's own scrolling box.
    await page.setViewportSize({ width: 390, height: 1400 });
    await choice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "docs/screenshots/ops-phone-order-builder-390-en.png" });
    expect(await sidewaysOverflow(page)).toEqual({ page: 0, menu: 0 });
    await add.focus();
    await page.keyboard.press("Enter");

    const line = page.getByTestId("phone-order-lines").getByRole("listitem");
    await expect.poll(() => line.count()).toBe(1);
    await line.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: "docs/screenshots/ops-phone-order-builder-draft-390-en.png" });
    expect(await sidewaysOverflow(page)).toEqual({ page: 0, menu: 0 });
    await page.setViewportSize({ width: 1280, height: 1400 });
    expect(await line.first().textContent()).toContain("½ Margherita + ½ Pepperoni, 35 cm, thin (½ Margherita: without fresh basil)");
    expect(await line.first().textContent()).toContain(money(expected));

    await page.getByTestId("phone-order-place").click();
    const placed = toast(page, /^Order \d+ placed: it is on the board\.$/);
    await placed.waitFor();
    const orderId = Number(/\d+/.exec((await placed.textContent()) ?? "")?.[0]);
    const detail = await operator<{ subtotal: number; products: unknown[] }>(own.server.baseUrl, `/orders/${orderId}?Language=3`);
    expect(detail.subtotal).toBe(expected);
    expect(detail.products).toEqual([
      expect.objectContaining({
        name: "Margherita",
        variant: { id: "35/thin", name: "35 cm, thin" },
        removed: [{ id: "basil", name: "Fresh basil" }],
        half: { id: "pepperoni", name: "Pepperoni", removed: [] },
      }),
    ]);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
