// Staff's adjustment of a customer's points in the console, in a browser, on a server of its own: an
// admin at 1280 px in English adds points with a reason (the balance and the moves update, the
// history names it), then a take the balance no longer holds (it changed meanwhile) is refused in
// the dialog with the balance, nothing written; in Russian at 390 px an admin takes points; a manager
// has no "Adjust points". Screenshot docs/screenshots/ops-points-adjust-390-ru.png (the dialog).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CustomerDetail } from "../src/contract/operator-customers";
import { openConsole, operator, signIn, toast } from "./ops-admin-kit";
import { DESKTOP, openPage, PHONE } from "./support/browser";
import { customerWithPoints } from "./support/loyalty";
import { DEMO_MANAGER } from "./support/ops";
import { ownServerOnBusinessClock } from "./support/own-server";
import { E2E_OPERATOR_TOKEN } from "./support/server";

const own = ownServerOnBusinessClock();
const PHONE_NUMBER = "+998901450001";
const DIGITS = "901450001";
let customerId = "";

const detail = () => operator<CustomerDetail>(own.server.baseUrl, `/customers/${customerId}`);
/** Points grouped as the console shows them: "1,250" in English, "1 250" (no-break space) otherwise. */
const grouped = (n: number, en: boolean) => String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, en ? "," : "\u00a0");

async function openCustomer(page: Page) {
  await page.getByTestId("customers-search").fill(DIGITS);
  const row = page.getByTestId(`customer-${customerId}`);
  await expect.poll(() => row.count()).toBe(1);
  await row.click();
  const points = page.getByTestId("customer-page").getByTestId("customer-points");
  await points.waitFor();
  return points;
}

describe("adjusting a customer's points in the console", () => {
  it("an admin adds points with a reason; a take below the balance is refused in the dialog", async () => {
    await customerWithPoints(own.server, PHONE_NUMBER, "mirabad", "points adjust e2e");
    const { items } = await operator<{ items: { id: string }[] }>(own.server.baseUrl, `/customers?q=${DIGITS}`);
    customerId = items[0]?.id ?? "";
    const start = (await detail()).points;
    expect(start).toBeGreaterThan(0);

    const { page, context, errors } = await openConsole(own.browser, own.server, "customers", DESKTOP);
    const points = await openCustomer(page);
    await points.getByTestId("adjust-points").click();
    const dialog = page.getByTestId("adjust-points-dialog");
    await dialog.getByTestId("adjust-points-amount").fill("1500");
    await dialog.getByTestId("adjust-points-reason").fill("Late order, sorry");
    await dialog.getByText("Add 1,500 points?").waitFor();
    await dialog.getByTestId("adjust-points-confirm").click();
    await toast(page, `Points adjusted: the balance is ${grouped(start + 1500, true)}`).waitFor();
    await expect.poll(() => points.getByTestId("customer-points-balance").textContent()).toContain(grouped(start + 1500, true));
    const added = (await detail()).pointMoves[0];
    expect(added).toMatchObject({ move: "adjust", points: 1500, reason: "Late order, sorry", by: "Demo admin" });
    const row = points.getByTestId(`customer-points-move-adjust-${added?.id}`);
    expect(await row.textContent()).toContain("Adjusted by Demo admin: Late order, sorry");
    expect(await row.textContent()).toContain("+1,500");
    await expect.poll(() => page.getByTestId("history").innerText()).toContain("Points adjusted");

    // Meanwhile someone takes 1,000 points: the page still shows the old balance, the server refuses.
    const res = await fetch(`${own.server.baseUrl}/api/operator/customers/${customerId}/points`, {
      method: "POST",
      headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, "Content-Type": "application/json", "Idempotency-Key": "e2e-take-1000" },
      body: JSON.stringify({ points: -1000, reason: "Correction" }),
    });
    expect(res.status).toBe(201);
    const before = await detail();
    await points.getByTestId("adjust-points").click();
    await dialog.getByTestId("adjust-points-amount").fill(`-${start + 1500}`);
    await dialog.getByTestId("adjust-points-reason").fill("Take it all");
    await dialog.getByTestId("adjust-points-confirm").click();
    const problem = dialog.getByTestId("adjust-points-problem");
    await expect
      .poll(() => problem.textContent())
      .toBe(`Not enough points: the balance is ${grouped(start + 500, true)}, it cannot go below zero.`);
    expect(await detail()).toEqual(before);
    expect(errors.filter((e) => !e.includes("422"))).toEqual([]);
    await context.close();
  });

  it("an admin takes points in Russian on a phone", async () => {
    const start = (await detail()).points;
    const { page, context, errors } = await openConsole(own.browser, own.server, "customers", { ...PHONE, lang: "ru" });
    const points = await openCustomer(page);
    await points.getByTestId("adjust-points").click();
    const dialog = page.getByTestId("adjust-points-dialog");
    await dialog.getByTestId("adjust-points-amount").fill("-200");
    await dialog.getByTestId("adjust-points-reason").fill("Исправление ошибки");
    await dialog.getByText("Списать 200 баллов?").waitFor();
    // Nothing runs past a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "docs/screenshots/ops-points-adjust-390-ru.png" });
    await dialog.getByTestId("adjust-points-confirm").click();
    await expect.poll(() => points.getByTestId("customer-points-balance").textContent()).toContain(grouped(start - 200, false));
    const taken = (await detail()).pointMoves[0];
    expect(taken).toMatchObject({ move: "adjust", points: -200, reason: "Исправление ошибки" });
    const row = points.getByTestId(`customer-points-move-adjust-${taken?.id}`);
    expect(await row.textContent()).toContain("Изменено вручную (Demo admin): Исправление ошибки");
    expect(await row.textContent()).toContain("−200");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives a manager no Adjust points", async () => {
    const { page, context } = await openPage(own.browser, DESKTOP);
    await signIn(context, own.server.baseUrl, own.server.logFile, DEMO_MANAGER);
    await page.goto(`${own.server.baseUrl}/en/ops/customers`);
    const points = await openCustomer(page);
    await points.getByTestId("customer-points-balance").waitFor();
    expect(await page.getByTestId("adjust-points").count()).toBe(0);
    await context.close();
  });
});
