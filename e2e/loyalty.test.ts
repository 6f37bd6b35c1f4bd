// Loyalty (issue 26) in the browser: an order completed by staff (the operator API) earns points,
// the profile shows the balance and the history, and the completed order's tracker says "+N points".
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { launchBrowser, openPage, PHONE } from "./support/browser";
import { completeAsStaff, loyaltyOf, signedIn } from "./support/loyalty";
import { customer, placeOrder } from "./support/ops";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("loyalty points", () => {
  it("an order completed by staff shows its points in the profile and on its tracker", async () => {
    const who = await customer(baseUrl, serverLog, "+998905550026");
    const orderId = await placeOrder(baseUrl, who, "mirabad", "loyalty e2e");
    const before = await loyaltyOf(baseUrl, who.cookie);
    expect(before.balance).toBe(0);
    await completeAsStaff(baseUrl, orderId);
    const after = await loyaltyOf(baseUrl, who.cookie);
    expect(after.balance).toBeGreaterThan(0);
    expect(after.moves[0]).toMatchObject({ orderId, points: after.balance });
    const n = after.balance.toLocaleString("en-US").replace(/,/g, "\u00a0");

    const { page, context } = await openPage(browser, { ...PHONE, locale: "en-US" });
    await signedIn(context, baseUrl, who.cookie);
    await page.goto(`${baseUrl}/en/profile`);
    await page.getByRole("heading", { name: "Bonus points" }).waitFor();
    await expect.poll(() => page.getByTestId("loyalty-balance").innerText()).toContain(`${n} point`);
    expect(await page.getByTestId("loyalty-balance").innerText()).toContain("1 point = 1 sum");
    await page.getByText(`Earned for order No. ${orderId}`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("heading", { name: "Bonus points" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "docs/screenshots/loyalty-profile-390.png" });

    await page.getByRole("link", { name: `No. ${orderId}` }).click();
    await expect.poll(() => page.getByTestId("earned-points").innerText()).toBe(`+${n} points`);

    // Russian too: the balance's word agrees with the number.
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("heading", { name: "Бонусные баллы" }).waitFor();
    await expect.poll(() => page.getByTestId("loyalty-balance").innerText()).toMatch(/балл/);
    await context.close();
  });
});
