// The console's reports section in a browser: the last 7 days by default with their figures
// against the 7 days before, revenue by day as bars; "Today" and "30 days" change the range (and
// the figures with it); a table's CSV downloads as a file Excel opens (BOM, `;` in Russian); the
// promo codes' discount and orders as tiles, the average rating as a tile and the ratings and promo
// codes tables (issue 26).
// Screenshots at 390 and 1280 px. The orders are written into the server's data directory between
// two starts (as placing, cooking and delivering them would leave them), relative to the run's
// business clock: today, 3 days ago, 10 days ago (the previous week) and 20 days ago.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../server/db/client";
import { reportsTestKit } from "../server/reports/reports-test-kit";
import { tashkentIsoDate } from "../src/domain/tashkent-time";
import { openConsole } from "./ops-admin-kit";
import { DESKTOP, launchBrowser, PHONE } from "./support/browser";
import { businessNow, clockEnv } from "./support/clock";
import { type RunningServer, startServer } from "./support/server";

let server: RunningServer;
let browser: Browser;
let dataDir: string;

const dayBefore = (n: number) => tashkentIsoDate(businessNow() - n * 86_400_000);
const lines = (productId: string, price: number, count = 1) => [{ productId, price, count }];
const DELIVERED: [number, number][] = [
  [0, 0],
  [1, 2],
  [2, 4],
  [3, 20],
  [4, 22],
  [201, 45],
];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-reports-"));
  const env = () => ({ ...clockEnv(inject("clockOffset")), DATA_DIR: dataDir });
  const first = await startServer(env());
  await first.stop();
  const database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, "pglite") });
  const { order, rate } = await reportsTestKit(database.db);
  const done = { statusCode: 201, history: DELIVERED };
  // Rated 5, 2 (Chilanzar) and 4: an average of 3.7 over the last 7 days.
  await rate(await order({ ...done, restaurantId: "mirabad", placed: `${dayBefore(0)}T09:00`, lines: lines("margherita", 50_000, 2) }), 5);
  const chilanzarToday = await order({
    ...done,
    restaurantId: "chilanzar",
    placed: `${dayBefore(0)}T10:30`,
    channel: "telegram",
    lines: lines("pepperoni", 70_000),
  });
  await rate(chilanzarToday, 2);
  // 60,000 with the code SPRING's 10,000 off: 50,000 to pay.
  const withCode = await order({
    ...done,
    restaurantId: "mirabad",
    placed: `${dayBefore(3)}T19:00`,
    channel: "phone",
    lines: lines("margherita", 60_000),
    promoCode: "SPRING",
    discount: 10_000,
  });
  await rate(withCode, 4);
  await order({
    restaurantId: "mirabad",
    placed: `${dayBefore(3)}T20:00`,
    statusCode: 255,
    cancelReason: "no courier",
    lines: lines("pepperoni", 70_000),
  });
  await order({ ...done, restaurantId: "chilanzar", placed: `${dayBefore(10)}T13:00`, lines: lines("margherita", 50_000, 4) });
  await order({ ...done, restaurantId: "mirabad", placed: `${dayBefore(20)}T13:00`, lines: lines("pepperoni", 70_000, 10) });
  await database.close();
  [server, browser] = await Promise.all([startServer(env()), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A figure tile's value, as the page shows it. */
const figure = (page: Page, key: string) =>
  page.getByTestId("report-figures").locator(`[data-figure="${key}"] .ops-tile__value`).textContent();

describe("the console's reports section", () => {
  it("shows the last 7 days against the 7 before, and follows the range to today and to 30 days", async () => {
    const { page, context, errors } = await openConsole(browser, server, "reports", DESKTOP);
    // 7 days: 100,000 + 70,000 today, 50,000 three days ago; the week before: 200,000.
    await expect.poll(() => figure(page, "revenue")).toBe("220,000\u00a0UZS");
    expect(await figure(page, "completed")).toBe("3");
    expect(await figure(page, "cancelled")).toBe("1");
    expect(await figure(page, "discount")).toBe("10,000\u00a0UZS");
    expect(await figure(page, "promoOrders")).toBe("1");
    await expect.poll(() => figure(page, "rating")).toBe("3.7 ★");
    expect(await page.locator('[data-figure="revenue"] .ops-change').textContent()).toBe("+10%");
    const bars = page.getByTestId("chart-revenue").locator(".ops-chart__bar");
    expect(await bars.count()).toBe(7);
    expect(await bars.last().getAttribute("data-value")).toBe("170000");
    expect(await page.getByTestId("report-restaurants").locator("tbody tr").first().textContent()).toContain("Mirabad");
    await page.getByTestId("report-speed").locator("tbody tr").first().waitFor();
    const ratings = page.getByTestId("report-ratings").locator("tbody tr");
    await ratings.first().waitFor();
    expect(await ratings.allTextContents()).toEqual([
      expect.stringMatching(/Chilanzar.*2\.0 ★1100%$/),
      expect.stringMatching(/Mirabad.*4\.5 ★20%$/),
    ]);
    expect(await page.getByTestId("report-promo-codes").locator("tbody tr").allTextContents()).toEqual([
      "SPRING110,000\u00a0UZS50,000\u00a0UZS",
    ]);
    await page.screenshot({ path: "docs/screenshots/ops-reports-1280-en.png", fullPage: false });

    await page.getByTestId("report-presets").getByRole("button", { name: "Today" }).click();
    await expect.poll(() => figure(page, "revenue")).toBe("170,000\u00a0UZS");
    expect(await page.getByTestId("report-cancellations").textContent()).toContain("No cancellations in these days.");

    await page.getByTestId("report-presets").getByRole("button", { name: "30 days" }).click();
    await expect.poll(() => figure(page, "revenue")).toBe("1,120,000\u00a0UZS");
    expect(await figure(page, "itemsSold")).toBe("18");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("downloads a table as a CSV file Excel opens in Russian: BOM, `;`, Cyrillic names", async () => {
    const { page, context, errors } = await openConsole(browser, server, "reports", { ...DESKTOP, lang: "ru" });
    await page.getByTestId("report-restaurants").locator("tbody tr").first().waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("report-restaurants-csv").click()]);
    expect(download.suggestedFilename()).toBe(`report-restaurants-${dayBefore(6)}-${dayBefore(0)}.csv`);
    const file = fs.readFileSync(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = file.subarray(3).toString("utf8").split("\r\n");
    expect(rows[0].split(";").slice(0, 4)).toEqual(["restaurant_id", "restaurant", "orders", "completed"]);
    expect(rows[1]).toMatch(/^mirabad;Lazzat Pizza Мирабад;3;2;150000;75000;3;1;0;10000;1;0;0$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fits a phone: figures two by two, the chart and the tables within the screen (in Russian)", async () => {
    const { page, context, errors } = await openConsole(browser, server, "reports", { ...PHONE, lang: "ru" });
    await expect.poll(async () => (await figure(page, "revenue"))?.replace(/\s/g, " ")).toBe("220 000 сум");
    await expect.poll(() => figure(page, "rating")).toBe("3,7 ★");
    await page.getByTestId("report-ratings").getByText("Средняя").waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    // The shot shows the promo codes' and the rating's tiles.
    await page.locator('[data-figure="rating"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: "docs/screenshots/ops-reports-390-ru.png" });
    expect(errors).toEqual([]);
    await context.close();
  });
});
