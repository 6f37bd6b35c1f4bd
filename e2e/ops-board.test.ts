// An evening on the orders board (issue 24): 300 orders at two restaurants on a server of the
// test's own (no order limit). The admin sees every active order with its restaurant; the
// restaurant filter, the search (number, part of a phone, part of a name) and the day's archive;
// SLA colours as the page's clock moves on (unaccepted after 5 minutes, cooking past 20); the
// alert repeats while an order is unaccepted and stops once it is taken; a system notification
// while the tab is hidden. The page's clock is Playwright's (installed, then jumped ahead), so
// nothing waits for real minutes. Screenshots at 1280 and 390 px go to docs/screenshots.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seed } from "./support/location";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./support/browser";
import { clockEnv } from "./support/clock";
import { advance, cancel, type Placed, placeEvening, placeOne } from "./support/evening";
import { DEMO_ADMIN, signInToConsole } from "./support/ops";
import { type RunningServer, startServer } from "./support/server";

const MAIN = "mirabad";
const OTHER = "yunusabad";
let server: RunningServer;
let browser: Browser;
let evening: Placed[];
const ids = (list: Placed[]) => list.map((p) => p.orderId);

beforeAll(async () => {
  server = await startServer({ ...clockEnv(inject("clockOffset")), ORDER_LIMIT_PER_10_MIN: "100000" });
  browser = await launchBrowser();
  evening = await placeEvening(server.baseUrl, server.logFile, 300, MAIN, OTHER);
  // Along the way: 20 confirmed, 30 cooking, 10 completed, 10 cancelled; 230 still new.
  await advance(server.baseUrl, ids(evening.slice(0, 20)), 1);
  await advance(server.baseUrl, ids(evening.slice(20, 50)), 2);
  await advance(server.baseUrl, ids(evening.slice(50, 60)), 4);
  await cancel(server.baseUrl, ids(evening.slice(60, 70)), "Out of dough");
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rows = (page: Page) => page.locator("[data-order]");
const summary = (page: Page) => page.getByTestId("board-summary");
const beeps = (page: Page) => page.evaluate(() => (window as unknown as { beeps: number }).beeps);

async function openBoard(context: BrowserContext, page: Page) {
  // The page's clock starts at the server's business time and runs on; the test jumps it ahead.
  await context.clock.install({ time: Date.now() + inject("clockOffset") });
  // A system notification is recorded instead of shown, and the tab can be made to look hidden.
  await context.addInitScript(() => {
    const w = window as unknown as { shown: string[]; hidden: boolean; beeps: number };
    w.shown = [];
    w.hidden = false;
    w.beeps = 0;
    window.addEventListener("ops-beep", () => w.beeps++);
    Object.defineProperty(document, "visibilityState", { get: () => (w.hidden ? "hidden" : "visible") });
    class Recorded {
      static permission = "granted";
      static requestPermission = async () => "granted";
      onclick: (() => void) | null = null;
      constructor(title: string) {
        w.shown.push(title);
      }
      close() {}
    }
    Object.defineProperty(window, "Notification", { value: Recorded, configurable: true });
  });
  await page.goto(`${server.baseUrl}/en/ops`);
  await signInToConsole(page, server.logFile, DEMO_ADMIN);
  await page.getByRole("status").filter({ hasText: "Live" }).waitFor();
}

describe("the orders board on a busy evening", () => {
  it("shows every active order with its restaurant, filters, searches, colours by SLA and keeps alerting until accepted", async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, locale: "en-US" });
    await openBoard(context, page);
    await expect.poll(() => summary(page).textContent()).toBe("Active: 280 · new: 230 · late: 0");
    expect(await rows(page).count()).toBe(280);
    expect(await page.title()).toMatch(/^\(230\) Orders · Staff console$/);
    // On the board of every restaurant each row names its restaurant (once the names have loaded).
    const other = evening.find((p) => p.restaurantId === OTHER && p.orderId > evening[70].orderId) as Placed;
    await expect
      .poll(() =>
        rows(page)
          .and(page.locator(`[data-order="${other.orderId}"]`))
          .textContent(),
      )
      .toContain(seed(OTHER).name.en);
    expect(await page.locator('[data-sla="late"], [data-sla="soon"]').count()).toBe(0);

    // Six minutes on: every unaccepted order is late; at 21 the cooking ones too.
    await page.clock.fastForward("06:00");
    await expect.poll(() => page.locator('[data-sla="late"][data-sla-rule="unaccepted"]').count()).toBe(230);
    expect(await page.locator('[data-status="0"] [data-order]').first().textContent()).toMatch(/\b6 min · not accepted/);
    expect(await page.locator('[data-sla-rule="cooking"]').count()).toBe(0);
    await page.clock.fastForward("15:00");
    await expect.poll(() => page.locator('[data-sla="late"][data-sla-rule="cooking"]').count()).toBe(30);
    expect(await page.locator('[data-status="1"] [data-sla="ok"]').count()).toBe(20);
    await expect.poll(() => summary(page).textContent()).toBe("Active: 280 · new: 230 · late: 260");
    await page.screenshot({ path: "docs/screenshots/ops-board-1280.png" });

    // The restaurant filter: only that restaurant's orders, without its name on each row.
    await page.getByLabel("Restaurant").selectOption(OTHER);
    const others =
      evening.slice(70).filter((p) => p.restaurantId === OTHER).length +
      evening.slice(0, 50).filter((p) => p.restaurantId === OTHER).length;
    await expect.poll(() => rows(page).count()).toBe(others);
    await page.getByLabel("Restaurant").selectOption("");
    await expect.poll(() => rows(page).count()).toBe(280);

    // The search, over any date and status: part of a phone in another formatting, a name, a number.
    const search = page.getByLabel("Search: order number, phone or name");
    const guest = evening[64]; // cancelled
    await search.fill(
      guest.phone
        .replace(/^\+998 /, "")
        .replace(/ /g, "-")
        .slice(-8),
    );
    await expect.poll(() => summary(page).textContent()).toBe("Found: 1");
    expect(await page.locator(`[data-status="255"] [data-order="${guest.orderId}"]`).count()).toBe(1);
    await search.fill("guest 25");
    await expect.poll(() => summary(page).textContent()).toBe("Found: 11");
    await search.fill(String(evening[0].orderId));
    await expect.poll(() => rows(page).first().getAttribute("data-order")).toBe(String(evening[0].orderId));
    await search.fill("");
    await expect.poll(() => rows(page).count()).toBe(280);

    // The alert repeats while any order is new, and stops once all are taken.
    const before = await beeps(page);
    await page.clock.fastForward("00:30");
    await expect.poll(() => beeps(page)).toBeGreaterThan(before);
    await advance(server.baseUrl, ids(evening.slice(70)), 1);
    await expect.poll(() => summary(page).textContent()).toMatch(/^Active: 280 · new: 0 · /);
    expect(await page.title()).toBe("Orders · Staff console");
    const quiet = await beeps(page);
    await page.clock.fastForward("01:00");
    await page.clock.fastForward("01:00");
    expect(await beeps(page)).toBe(quiet);

    // A new order rings, is counted, repeats, and a hidden tab also gets a system notification.
    await page.evaluate(() => ((window as unknown as { hidden: boolean }).hidden = true));
    const late = await placeOne(server.baseUrl, server.logFile, MAIN, "Zilola Karimova", "+998 97 555 12 34");
    await page.locator(`[data-status="0"] [data-order="${late}"]`).waitFor();
    await expect.poll(() => beeps(page)).toBe(quiet + 1);
    expect(await page.title()).toBe("(1) Orders · Staff console");
    expect(await page.evaluate(() => (window as unknown as { shown: string[] }).shown)).toEqual([`New order No. ${late}`]);
    await page.evaluate(() => ((window as unknown as { hidden: boolean }).hidden = false));
    await page.clock.fastForward("00:30");
    await expect.poll(() => beeps(page)).toBe(quiet + 2);
    await page.locator(`[data-order="${late}"]`).click();
    const dialog = page.getByRole("dialog", { name: `Order No. ${late}` });
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await dialog.getByRole("button", { name: "Start cooking" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.title()).toBe("Orders · Staff console");
    await page.clock.fastForward("01:00");
    expect(await beeps(page)).toBe(quiet + 2);

    // The archive of the day: the completed and the cancelled.
    await page.getByRole("tab", { name: "Archive" }).click();
    await expect.poll(() => summary(page).textContent()).toMatch(/^Finished and cancelled on \d{4}-\d{2}-\d{2}: 20$/);
    expect(await page.locator('[data-status="201"] [data-order]').count()).toBe(10);
    expect(await page.locator('[data-status="255"] [data-order]').count()).toBe(10);
    await page.getByLabel("Day").fill("2020-01-01");
    await expect.poll(() => summary(page).textContent()).toBe("Finished and cancelled on 2020-01-01: 0");
    await context.close();
  });

  it("fits a phone: the board at 390 px", async () => {
    const { page, context } = await openPage(browser, { ...PHONE, locale: "en-US" });
    await openBoard(context, page);
    await expect.poll(() => summary(page).textContent()).toMatch(/^Active: 281 · /);
    await page.clock.fastForward("25:00");
    await expect.poll(() => page.locator('[data-sla="late"]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: "docs/screenshots/ops-board-390.png" });
    await context.close();
  });
});
