// The console's customers section in a browser: the admin searches a customer by name, opens them
// (their orders, figures), saves a note, blocks them with a reason after a confirmation (their next
// order is refused with customer_blocked) and unblocks them (they order again); the list downloads
// as a CSV file Excel opens. A manager sees only the customers of their restaurant, with its orders,
// and no note editing or block. Screenshots at 390 and 1280 px.
import fs from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CustomerDetail } from "../src/contract/operator-customers";
import { openConsole, operator, signIn, toast } from "./ops-admin-kit";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./support/browser";
import { clockEnv } from "./support/clock";
import { tryPlaceAs } from "./support/evening";
import { type Customer, customer, DEMO_MANAGER } from "./support/ops";
import { type RunningServer, startServer } from "./support/server";

let server: RunningServer;
let browser: Browser;
let aziza: Customer;
let bobur: Customer;
const AZIZA = "+998901330001";
const BOBUR = "+998901330002";

/** A pickup order (ASAP) by `who` with their own name and phone; answers the status and the refusal's code. */
const order = (who: Customer, restaurantId: string, name: string, phone: string) =>
  tryPlaceAs(server.baseUrl, who, restaurantId, name, phone);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(clockEnv(inject("clockOffset"))), launchBrowser()]);
  aziza = await customer(server.baseUrl, server.logFile, AZIZA);
  bobur = await customer(server.baseUrl, server.logFile, BOBUR);
  for (const restaurant of ["mirabad", "mirabad", "chilanzar"])
    expect((await order(aziza, restaurant, "Aziza Karimova", AZIZA)).status).toBe(201);
  expect((await order(bobur, "chilanzar", "Bobur Aliyev", BOBUR)).status).toBe(201);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const azizaId = async () =>
  (await operator<{ items: { id: string }[] }>(server.baseUrl, `/customers?q=${encodeURIComponent("Aziza")}`)).items[0].id;

describe("the console's customers section", () => {
  it("finds a customer, shows their orders, saves a note, blocks (orders refused) and unblocks (orders taken)", async () => {
    const id = await azizaId();
    const { page, context, errors } = await openConsole(browser, server, "customers", DESKTOP);
    await page.getByTestId("customers-list").waitFor();
    await page.getByTestId("customers-search").fill("karimova");
    await expect.poll(() => page.getByTestId("customers-list").locator("[data-testid^='customer-']").count()).toBe(1);
    const row = page.getByTestId(`customer-${id}`);
    expect(await row.textContent()).toContain("3 orders");
    await row.click();
    const detail = page.getByTestId("customer-page");
    await detail.getByTestId("customer-history").locator("[data-testid^='customer-order-']").nth(2).waitFor();
    expect(await detail.getByTestId("customer-orders").textContent()).toContain("3");

    await detail.getByTestId("customer-note").fill("Calls before coming");
    await detail.getByTestId("save-note").click();
    await toast(page, "Note saved").waitFor();
    expect((await operator<CustomerDetail>(server.baseUrl, `/customers/${id}`)).note).toBe("Calls before coming");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: "docs/screenshots/ops-customers-1280.png" });

    await detail.getByTestId("block").click();
    const dialog = page.getByTestId("block-dialog");
    expect(await dialog.getByTestId("confirm").isDisabled()).toBe(true);
    await dialog.getByTestId("block-reason").fill("Orders never picked up");
    await dialog.getByTestId("confirm").click();
    await toast(page, "Customer blocked").waitFor();
    await detail.getByTestId("customer-blocked").waitFor();
    expect(await detail.getByTestId("customer-blocked").textContent()).toContain("Orders never picked up");
    await expect.poll(() => row.getAttribute("data-blocked")).toBe("true");
    expect(await order(aziza, "mirabad", "Aziza Karimova", AZIZA)).toMatchObject({ status: 422, code: "customer_blocked" });

    await detail.getByTestId("unblock").click();
    await page.getByTestId("block-dialog").getByTestId("confirm").click();
    await toast(page, "Customer unblocked").waitFor();
    await expect.poll(() => detail.getByTestId("customer-blocked").count()).toBe(0);
    expect((await order(aziza, "mirabad", "Aziza Karimova", AZIZA)).status).toBe(201);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("downloads the list as a CSV file with a BOM and semicolons in Russian", async () => {
    const { page, context, errors } = await openConsole(browser, server, "customers", { ...DESKTOP, lang: "ru" });
    await page.getByTestId("customers-list").waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("customers-csv").click()]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = fs.readFileSync(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.subarray(3).toString("utf8").split("\r\n").filter(Boolean);
    expect(lines[0].split(";").slice(0, 3)).toEqual(["id", "phone", "name"]);
    expect(lines.find((l) => l.includes(AZIZA))).toContain(";Aziza Karimova;web;");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives a manager their restaurant's customers only, to read", async () => {
    const id = await azizaId();
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(context, server.baseUrl, server.logFile, DEMO_MANAGER);
    await page.goto(`${server.baseUrl}/en/ops/customers`);
    const row = page.getByTestId(`customer-${id}`);
    await row.waitFor();
    // Mirabad's orders only (two, and the one placed after the unblock).
    expect(await row.textContent()).toContain("3 orders");
    expect(await page.getByTestId("customers-list").textContent()).not.toContain("Bobur");
    await row.click();
    await page.getByTestId("customer-history").waitFor();
    expect(await page.getByTestId("customer-page").textContent()).toContain("Calls before coming");
    expect(await page.getByTestId("block").count()).toBe(0);
    expect(await page.getByTestId("customer-note").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fits a phone: the list, then a customer instead of it", async () => {
    const id = await azizaId();
    const { page, context, errors } = await openConsole(browser, server, "customers", PHONE);
    await page.getByTestId(`customer-${id}`).click();
    await page.getByTestId("customer-history").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "docs/screenshots/ops-customers-390.png" });
    await page.getByRole("button", { name: "← Customers" }).click();
    await page.getByTestId("customers-list").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
