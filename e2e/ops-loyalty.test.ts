// Loyalty in the console (issue 26) in a browser, on a server of its own (the chain's cashback
// changes): an admin changes the cashback to 7% at 1280 px in English (a wrong percent is said and
// keeps Save off) and sees it saved after a reload; an order completed after it earns 7%, and the
// customer's page in Russian at 390 px shows the balance and the move. A manager has no Loyalty tab.
// Screenshots docs/screenshots/ops-loyalty-1280-en.png, ops-customer-points-390-ru.png.
import { describe, expect, it } from "vitest";
import type { LoyaltySettingsBody } from "../src/contract/loyalty";
import type { CustomerDetail } from "../src/contract/operator-customers";
import { openConsole, operator, signIn, toast } from "./ops-admin-kit";
import { DESKTOP, openPage, PHONE } from "./support/browser";
import { customerWithPoints } from "./support/loyalty";
import { DEMO_MANAGER } from "./support/ops";
import { ownServerOnBusinessClock } from "./support/own-server";

const own = ownServerOnBusinessClock();
const PHONE_NUMBER = "+998901440001";

describe("loyalty in the console", () => {
  it("an admin changes the cashback to 7% and sees it saved after a reload", async () => {
    expect(await operator<LoyaltySettingsBody>(own.server.baseUrl, "/loyalty")).toEqual({ cashbackPercent: 5, maxPayPercent: 30 });
    const { page, context, errors } = await openConsole(own.browser, own.server, "loyalty", DESKTOP);
    const cashback = page.getByTestId("loyalty-cashbackPercent");
    await cashback.waitFor();
    // The section is in an admin's navigation (a manager's has none: the last test).
    expect(await page.getByRole("link", { name: "Loyalty" }).count()).toBeGreaterThan(0);
    expect(await cashback.inputValue()).toBe("5");
    const explained = page.getByTestId("loyalty-explained");
    expect(await explained.textContent()).toBe("5% of paid items return as points; points pay up to 30% of an order.");
    expect(await page.getByTestId("loyalty-save").isDisabled()).toBe(true);

    // A percent the server would refuse is said beside the field and keeps Save off.
    await cashback.fill("150");
    await page.getByText("At most 100").waitFor();
    expect(await page.getByTestId("loyalty-save").isDisabled()).toBe(true);

    await cashback.fill("7");
    expect(await explained.textContent()).toBe("7% of paid items return as points; points pay up to 30% of an order.");
    await page.getByTestId("loyalty-save").click();
    await toast(page, "Loyalty settings saved").waitFor();
    expect(await operator<LoyaltySettingsBody>(own.server.baseUrl, "/loyalty")).toEqual({ cashbackPercent: 7, maxPayPercent: 30 });

    await page.reload();
    await page.getByTestId("loyalty-cashbackPercent").waitFor();
    expect(await page.getByTestId("loyalty-cashbackPercent").inputValue()).toBe("7");
    // The change is in the settings' history, by the admin.
    const history = page.getByTestId("history");
    await expect.poll(() => history.innerText()).toContain("Changed");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: "docs/screenshots/ops-loyalty-1280-en.png" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the customer's page shows their points and the move, in Russian on a phone", async () => {
    const { orderId } = await customerWithPoints(own.server, PHONE_NUMBER, "mirabad", "loyalty console e2e");
    const { items } = await operator<{ items: { id: string }[] }>(own.server.baseUrl, `/customers?q=${encodeURIComponent("901440001")}`);
    const id = items[0]?.id ?? "";
    const detail = await operator<CustomerDetail>(own.server.baseUrl, `/customers/${id}`);
    const order = await operator<{ subtotal: number; discount: number }>(own.server.baseUrl, `/orders/${orderId}`);
    // Earned at the cashback the admin set: 7%.
    const earned = Math.floor(((order.subtotal - order.discount) * 7) / 100);
    expect(earned).toBeGreaterThan(0);
    expect([detail.points, detail.pointMoves.map((m) => [m.orderId, m.move, m.points])]).toEqual([earned, [[orderId, "earn", earned]]]);

    const { page, context, errors } = await openConsole(own.browser, own.server, "customers", { ...PHONE, lang: "ru" });
    await page.getByTestId("customers-search").fill("901440001");
    const row = page.getByTestId(`customer-${id}`);
    await expect.poll(() => row.count()).toBe(1);
    const n = String(earned).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
    expect(await row.textContent()).toContain(`${n} баллов`);
    await row.click();
    const points = page.getByTestId("customer-page").getByTestId("customer-points");
    await points.waitFor();
    expect(await points.getByTestId("customer-points-balance").textContent()).toContain(n);
    const move = points.getByTestId(`customer-points-move-${orderId}-earn`);
    expect(await move.textContent()).toContain(`Начислено за № ${orderId}`);
    expect(await move.textContent()).toContain(`+${n}`);
    await points.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "docs/screenshots/ops-customer-points-390-ru.png" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives a manager no Loyalty section", async () => {
    const { page, context } = await openPage(own.browser, DESKTOP);
    await signIn(context, own.server.baseUrl, own.server.logFile, DEMO_MANAGER);
    await page.goto(`${own.server.baseUrl}/en/ops/customers`);
    await page.getByTestId("customers-section").waitFor();
    expect(await page.getByRole("link", { name: "Loyalty" }).count()).toBe(0);
    await context.close();
  });
});
