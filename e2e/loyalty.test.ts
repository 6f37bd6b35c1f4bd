// Loyalty (issue 26) in the browser: an order completed by staff (the operator API) earns points,
// the profile shows the balance and the history, and the completed order's tracker says "+N points".
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { launchBrowser, openPage, PHONE } from "./support/browser";
import { customer, placeOrder } from "./support/ops";
import { E2E_OPERATOR_TOKEN } from "./support/server";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function completeAsStaff(orderId: number) {
  for (let step = 0; step < 8; step++) {
    const res = await fetch(`${baseUrl}/api/operator/orders/${orderId}/advance`, {
      method: "POST",
      headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    });
    const body = (await res.json()) as { statusCode?: number };
    if (res.status !== 200) throw new Error(`advance answered ${res.status}: ${JSON.stringify(body)}`);
    if (body.statusCode === 201) return;
  }
  throw new Error("the order did not reach completed");
}

async function signedIn(context: BrowserContext, cookie: string) {
  const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
  await context.addCookies([{ name, value, url: baseUrl }]);
}

describe("loyalty points", () => {
  it("an order completed by staff shows its points in the profile and on its tracker", async () => {
    const who = await customer(baseUrl, serverLog, "+998905550026");
    const orderId = await placeOrder(baseUrl, who, "mirabad", "loyalty e2e");
    const before = (await (await fetch(`${baseUrl}/api/loyalty`, { headers: { Cookie: who.cookie } })).json()) as { balance: number };
    expect(before.balance).toBe(0);
    await completeAsStaff(orderId);
    const after = (await (await fetch(`${baseUrl}/api/loyalty`, { headers: { Cookie: who.cookie } })).json()) as {
      balance: number;
      moves: { orderId: number; points: number }[];
    };
    expect(after.balance).toBeGreaterThan(0);
    expect(after.moves[0]).toMatchObject({ orderId, points: after.balance });
    const n = after.balance.toLocaleString("en-US").replace(/,/g, "\u00a0");

    const { page, context } = await openPage(browser, { ...PHONE, locale: "en-US" });
    await signedIn(context, who.cookie);
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
