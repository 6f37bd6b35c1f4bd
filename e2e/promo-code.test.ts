// Promo codes end to end (issue 26): the admin creates a 20 % code in the console, a customer
// applies it in the cart (a wrong code first: refused in words), sees the discount and the total
// with it, places the order at the checkout, and the order carries the code and the discount; the
// console then shows the code used once.
import { describe, expect, it } from "vitest";
import type { OperatorPromoCode } from "../src/contract/operator-promo";
import { formatMoney } from "../src/domain/money";
import { products, stopList } from "../server/db/seed/menu";
import { restaurants } from "../server/db/seed/restaurants";
import { openConsole, operator, signIn, toast } from "./ops-admin-kit";
import { DESKTOP, openPage } from "./support/browser";
import { seedPickupCart } from "./support/cart-seed";
import { cartButton, cartSheet, startingWith } from "./support/menu";
import { ownServerOnBusinessClock } from "./support/own-server";
import { say } from "./support/text";

const mirabad = restaurants.find((r) => r.id === "mirabad")!;
const plain = products.find((p) => p.modifiers.length === 0 && !p.variants?.length && !stopList.some((s) => s.productId === p.id))!;
const PHONE_NUMBER = "+998907770061";

const own = ownServerOnBusinessClock();

describe("a promo code from the console to an order", () => {
  it("is created in the console, applied in the cart, and taken off the order", async () => {
    // The console: a new 20 % code.
    const admin = await openConsole(own.browser, own.server, "promo-codes", DESKTOP);
    await admin.page.getByTestId("promo-form").waitFor();
    await admin.page.getByTestId("promo-code").fill("ab");
    // Too short: said beside the field, and Create stays off.
    expect(await admin.page.getByTestId("promo-save").isDisabled()).toBe(true);
    await admin.page.getByTestId("promo-code").fill("spring20");
    await admin.page.getByTestId("promo-percent").fill("20");
    await admin.page.getByTestId("promo-save").click();
    await toast(admin.page, "Promo code SPRING20 saved").waitFor();
    await admin.page.getByTestId("promo-row-SPRING20").waitFor();
    expect(admin.errors).toEqual([]);

    // The customer: two of the plain dish for pickup at Mirabad, signed in.
    const { page, context, errors } = await openPage(own.browser, DESKTOP);
    await signIn(context, own.server.baseUrl, own.server.logFile, PHONE_NUMBER);
    await seedPickupCart(page, mirabad, plain, 2, "en");
    await page.goto(`${own.server.baseUrl}/en/`);
    await cartButton(page, "en").click();
    const sheet = cartSheet(page, "en");
    await sheet.getByTestId("promo-input").fill("nosuch");
    await sheet.getByTestId("promo-apply").click();
    expect(await sheet.getByRole("alert").textContent()).toBe("There is no such promo code");
    await sheet.getByTestId("promo-input").fill(" spring 20 ");
    await sheet.getByTestId("promo-apply").click();
    const subtotal = 2 * plain.price;
    const discount = Math.floor(subtotal * 0.2);
    await sheet.getByTestId("promo-discount").waitFor();
    expect(await sheet.getByTestId("promo-discount").textContent()).toContain(`−${formatMoney(discount, "en")}`);
    expect(await sheet.getByTestId("promo-total").textContent()).toContain(formatMoney(subtotal - discount, "en"));
    // Kept for the order: a reload still has it.
    expect(await page.evaluate(() => localStorage.getItem("promo-code"))).toBe('"SPRING20"');

    // The checkout: its totals show the code's discount, and the total and the button say what will be charged.
    await sheet.getByRole("button", { name: say("en", "Checkout") }).click();
    await page.getByTestId("totals-discount").waitFor();
    expect(await page.getByTestId("totals-discount").textContent()).toBe(`Promo code SPRING20−${formatMoney(discount, "en")}`);
    expect(await page.locator(".order-summary .totals__total dd").textContent()).toBe(formatMoney(subtotal - discount, "en"));
    const place = page.getByRole("button", { name: startingWith(say("en", "Place order")) });
    expect(await place.textContent()).toContain(formatMoney(subtotal - discount, "en"));
    await page.getByLabel(say("en", "Name"), { exact: true }).fill("Aziza");
    await page.getByLabel(say("en", "Phone"), { exact: true }).fill(PHONE_NUMBER.slice(4));
    await place.click();
    await page.waitForURL(/\/en\/tracker\/\d+$/, { timeout: 20_000 });
    const orderId = page.url().split("/").pop();
    // The tracker (also the history's detail) says the code and its discount beside the total charged.
    await page.getByTestId("totals-discount").waitFor();
    expect(await page.getByTestId("totals-discount").textContent()).toBe(`Promo code SPRING20−${formatMoney(discount, "en")}`);
    expect(await page.locator(".totals__total dd").textContent()).toBe(formatMoney(subtotal - discount, "en"));
    const detail = await page.evaluate(async (id) => {
      const { token } = await (await fetch("/api/token")).json();
      return (await fetch(`/api/delivery/Get?orderId=${id}`, { headers: { Authorization: `Bearer ${token}` } })).json();
    }, orderId);
    expect(detail).toMatchObject({ promoCode: "SPRING20", subtotal, discount, total: subtotal - discount });
    // The code was used by this order: it is not kept for the next one.
    expect(await page.evaluate(() => localStorage.getItem("promo-code"))).toBe('""');
    expect(errors).toEqual([]);

    // The console counts the use.
    const { items } = await operator<{ items: OperatorPromoCode[] }>(own.server.baseUrl, "/promo-codes");
    expect(items.find((c) => c.code === "SPRING20")).toMatchObject({ uses: 1 });
    await admin.page.reload();
    await admin.page.getByTestId("promo-row-SPRING20").waitFor();
    expect(await admin.page.getByTestId("promo-row-SPRING20").textContent()).toMatch(/Used 1 time(?!s)/);
    await context.close();
    await admin.context.close();
  });
});
