// The console's payments section in a browser: the refund queue lists the refunds needed first,
// each with its reason and the step to take at its provider; an admin marks one refunded (after a
// confirmation) and it leaves the queue, the badge counts one fewer and the ledger names who did
// it; the ledger downloads as a CSV file Excel opens (BOM, one row per payment). Screenshots at 390
// and 1280 px. The ledger rows are written into the server's data directory between two starts
// (as the providers' handlers would leave them), on orders placed through the API.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { PaymentsPage } from "../src/contract/operator-payments";
import { openDatabase } from "../server/db/client";
import { payments } from "../server/db/schema";
import { openConsole, operator, toast } from "./ops-admin-kit";
import { DESKTOP, launchBrowser, PHONE } from "./support/browser";
import { businessNow, clockEnv } from "./support/clock";
import { customer, placeOrder } from "./support/ops";
import { type RunningServer, startServer } from "./support/server";

let server: RunningServer;
let browser: Browser;
let dataDir: string;
const ids: Record<string, number> = {};
let chilanzarOrder: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-payments-"));
  const env = () => ({ ...clockEnv(inject("clockOffset")), DATA_DIR: dataDir });
  // First start: migrate, seed, and place the orders the payments belong to.
  const first = await startServer(env());
  const who = await customer(first.baseUrl, first.logFile, "+998901230077");
  const mirabad = await placeOrder(first.baseUrl, who, "mirabad", "paid by Payme, then cancelled");
  chilanzarOrder = await placeOrder(first.baseUrl, who, "chilanzar", "paid in Telegram after its time");
  await first.stop();
  const database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, "pglite") });
  const at = (minutesAgo: number) => new Date(businessNow() - minutesAgo * 60_000);
  const add = async (row: Partial<typeof payments.$inferInsert> & { orderId: number; providerTxId: string }) =>
    (
      await database.db
        .insert(payments)
        .values({ provider: "payme", amount: 2_500_000, state: "performed", ...row })
        .returning()
    )[0].id;
  ids.ok = await add({ orderId: mirabad, providerTxId: "payme-ok", createdAt: at(90), performedAt: at(89) });
  ids.payme = await add({
    orderId: mirabad,
    providerTxId: "payme-refund",
    refund: "needed",
    refundReason: "order_cancelled",
    createdAt: at(60),
  });
  ids.telegram = await add({
    orderId: chilanzarOrder,
    provider: "telegram",
    providerTxId: "tg-charge-1",
    refund: "needed",
    refundReason: "order_expired",
    createdAt: at(30),
  });
  ids.click = await add({
    orderId: chilanzarOrder,
    provider: "click",
    providerTxId: "777001",
    refund: "requested",
    refundReason: "order_cancelled",
    createdAt: at(120),
  });
  await database.close();
  [server, browser] = await Promise.all([startServer(env()), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the console's payments section", () => {
  it("lists the refund queue with the step per provider; marking one refunded takes it off the queue", async () => {
    const { page, context, errors } = await openConsole(browser, server, "payments", DESKTOP);
    const list = page.getByTestId("payments-list");
    await list.getByTestId(`payment-${ids.payme}`).waitFor();
    // Needed first (oldest first), then the one asked of Click.
    const order = await list.locator("[data-testid^='payment-']").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-testid")));
    expect(order).toEqual([`payment-${ids.payme}`, `payment-${ids.telegram}`, `payment-${ids.click}`]);
    const payme = list.getByTestId(`payment-${ids.payme}`);
    expect(await payme.textContent()).toContain("The order was cancelled after it was paid");
    expect(await payme.getByTestId("refund-step").textContent()).toContain("Payme merchant cabinet");
    expect(await list.getByTestId(`payment-${ids.telegram}`).getByTestId("refund-step").textContent()).toContain(
      "payment provider connected to the bot",
    );
    expect(await list.getByTestId(`payment-${ids.click}`).getByTestId("refund-step").textContent()).toContain(
      "The reversal was sent to Click",
    );
    // The section's badge counts the refunds needed.
    const nav = page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: /Payments/ });
    await expect.poll(() => nav.textContent()).toContain("2");
    await page.screenshot({ path: "docs/screenshots/ops-payments-1280.png" });

    await payme.getByRole("button", { name: "Mark refunded" }).click();
    await page.getByTestId("confirm").click();
    await toast(page, `Payment ${ids.payme} marked refunded`).waitFor();
    await expect.poll(() => list.getByTestId(`payment-${ids.payme}`).count()).toBe(0);
    await expect.poll(() => nav.textContent()).toMatch(/Payments\s*1$/);
    const done = await operator<PaymentsPage>(server.baseUrl, "/payments?refund=refunded");
    expect(done.items.map((p) => [p.id, p.refundedBy])).toEqual([[ids.payme, "Demo admin"]]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("downloads the ledger as a CSV file with a BOM, one row per payment", async () => {
    const { page, context, errors } = await openConsole(browser, server, "payments", DESKTOP);
    await page.getByRole("button", { name: "All payments" }).click();
    await page.getByTestId(`payment-${ids.ok}`).waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("payments-csv").click()]);
    expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = fs.readFileSync(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.subarray(3).toString("utf8").split("\r\n").filter(Boolean);
    expect(lines[0].split(",").slice(0, 3)).toEqual(["id", "created_at", "provider"]);
    expect(lines.slice(1).map((l) => Number(l.split(",")[0]))).toEqual([ids.click, ids.ok, ids.payme, ids.telegram]);
    expect(lines.find((l) => l.startsWith(`${ids.payme},`))).toContain(",25000,UZS,performed,");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows an order's payments in its modal on the board", async () => {
    const { page, context, errors } = await openConsole(browser, server, "", DESKTOP);
    await page.locator(`[data-order="${chilanzarOrder}"]`).first().click();
    const section = page.getByTestId("order-payments");
    await section.getByTestId(`payment-${ids.telegram}`).waitFor();
    expect(await section.locator("[data-testid^='payment-']").count()).toBe(2);
    expect(await section.getByTestId(`payment-${ids.click}`).textContent()).toContain("Refund requested");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fits a phone: the queue, its steps and the tab bar", async () => {
    const { page, context, errors } = await openConsole(browser, server, "payments", PHONE);
    await page.getByTestId(`payment-${ids.telegram}`).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "docs/screenshots/ops-payments-390.png" });
    expect(errors).toEqual([]);
    await context.close();
  });
});
