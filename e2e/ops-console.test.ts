// The staff console on the web (its own page at /en/ops, served from the build under test): an
// admin signs in with a phone code, sees a customer's new order arrive live, moves it along while
// the customer's tracker follows, and cancels another with a reason; a manager sees only their
// restaurant (its customers and reports included) and no chain-wide sections; a product switched
// off on the stop-list is sold out in that restaurant's menu. The admin and the manager are this
// file's own (support/ops.ts addStaff): other files sign staff in on the same server.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./support/browser";
import { E2E_OPERATOR_TOKEN } from "./support/server";
import { codeFromLog } from "./support/sign-in";
import { addStaff, customer, placeOrder, signInToConsole, tracked } from "./support/ops";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
let browser: Browser;
let admin: string;
let manager: string;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await addStaff(baseUrl, { name: "Evening admin", role: "admin" });
  manager = await addStaff(baseUrl, { name: "Mirabad evening manager", role: "manager", restaurantId: "mirabad" });
});
afterAll(async () => {
  await browser?.close();
});

const row = (page: Page, orderId: number) => page.locator(`[data-order="${orderId}"]`);

/**
 * The board's Search field as it sits on the page: the box telegram-ui wraps it in, and the field's
 * own box and the segmented control's (their tops and heights), and the right edges of the header's
 * Sign out and of the page.
 */
const toolbarLayout = (page: Page) =>
  page.evaluate(() => {
    const field = document.querySelector(".ops-toolbar label:has(> input[type=search])") as HTMLElement;
    const box = field.getBoundingClientRect();
    const segment = (document.querySelector(".ops-toolbar__filter") as HTMLElement).getBoundingClientRect();
    const signOut = [...document.querySelectorAll(".ops-header button")].find((b) => b.textContent === "Sign out") as HTMLElement;
    return {
      wrapper: getComputedStyle(field.parentElement as HTMLElement).backgroundColor,
      field: [Math.round(box.top), Math.round(box.height)],
      segment: [Math.round(segment.top), Math.round(segment.height)],
      signOutGap: Math.round(document.documentElement.clientWidth - signOut.getBoundingClientRect().right),
    };
  });
const column = (page: Page, status: number) => page.locator(`[data-status="${status}"]`);

describe("the staff console (web)", () => {
  it("an admin sees a new order arrive live, moves it along (the tracker follows) and cancels another with a reason", async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, locale: "en-US" });
    await page.goto(`${baseUrl}/en/ops`);
    await signInToConsole(page, serverLog, admin);
    expect(await page.getByTestId("ops-who").textContent()).toBe("Evening admin");
    const nav = page.getByRole("navigation", { name: "Sections" });
    // A section's link may carry a badge ("Orders 2 new": other tests place orders on the same server).
    for (const name of ["Orders", "Stop-list", "Menu", "Restaurants", "Content", "Applications", "Links", "Staff"])
      expect(await nav.getByRole("link", { name: new RegExp(`^${name}( |$)`) }).count(), name).toBe(1);
    await page.getByRole("status").filter({ hasText: "Live" }).waitFor();
    // The toolbar's fields sit on the page, level with the segmented control: no white box around them.
    const desk = await toolbarLayout(page);
    expect(desk.wrapper).toBe("rgba(0, 0, 0, 0)");
    expect(desk.field).toEqual(desk.segment);

    // The sign-in's clicks were the gesture that lets the page play sound.
    await page.evaluate(() => {
      (window as unknown as { beeps: number }).beeps = 0;
      window.addEventListener("ops-beep", () => (window as unknown as { beeps: number }).beeps++);
    });
    const buyer = await customer(baseUrl, serverLog, "+998907770101");
    const first = await placeOrder(baseUrl, buyer, "mirabad", "console e2e: advance");
    // Live: no reload, the order shows up among the new ones, rings, and the title counts it.
    await column(page, 0).locator(`[data-order="${first}"]`).waitFor();
    expect(await page.title()).toMatch(/^\(\d+\) Orders · Staff console$/);
    expect(await page.evaluate(() => (window as unknown as { beeps: number }).beeps)).toBe(1);

    await row(page, first).click();
    const dialog = page.getByRole("dialog", { name: `Order No. ${first}` });
    await dialog.getByText("Mozzarella Sticks").waitFor();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await dialog.getByRole("button", { name: "Start cooking" }).waitFor();
    expect((await tracked(baseUrl, buyer, first)).statusCode).toBe(1);
    await dialog.getByRole("button", { name: "Start cooking" }).click();
    await dialog.getByRole("button", { name: "Mark ready" }).waitFor();
    expect((await tracked(baseUrl, buyer, first)).statusCode).toBe(2);
    // Someone else marks it ready meanwhile: the open order follows, so its button is never stale.
    const elsewhere = await fetch(`${baseUrl}/api/operator/orders/${first}/advance`, {
      method: "POST",
      headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(elsewhere.status).toBe(200);
    await dialog.getByRole("button", { name: "Complete" }).waitFor();
    await page.keyboard.press("Escape");
    await column(page, 3).locator(`[data-order="${first}"]`).waitFor();

    const second = await placeOrder(baseUrl, buyer, "mirabad", "console e2e: cancel");
    await row(page, second).click();
    const other = page.getByRole("dialog", { name: `Order No. ${second}` });
    await other.getByRole("button", { name: "Cancel the order…" }).click();
    await other.getByRole("button", { name: "Cancel order" }).click();
    // A reason is required: nothing is sent without one.
    await other.getByRole("alert").filter({ hasText: "Say why" }).waitFor();
    expect((await tracked(baseUrl, buyer, second)).statusCode).toBe(0);
    await other.getByLabel("Reason (the customer sees it)").fill("Out of dough");
    await other.getByRole("button", { name: "Cancel order" }).click();
    await other.getByText("Cancelled: Out of dough").waitFor();
    expect(await tracked(baseUrl, buyer, second)).toMatchObject({ statusCode: 255, cancelReason: "Out of dough" });
    await page.keyboard.press("Escape");
    await row(page, second).waitFor({ state: "detached" });
    await context.close();
  });

  it("a customer who is not on the staff list is told so and can sign out", async () => {
    const { page, context } = await openPage(browser, { ...PHONE, locale: "en-US" });
    await page.goto(`${baseUrl}/en/ops`);
    await page.getByLabel("Phone number").fill("90 777 01 04");
    await page.getByRole("button", { name: "Get the code" }).click();
    await page.getByLabel("Code").fill(await codeFromLog(serverLog, "+998907770104"));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("This account is not on the staff list").waitFor();
    expect(await page.getByRole("navigation").count()).toBe(0);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByLabel("Phone number").waitFor();
    // The session is gone: a reload asks for the phone again.
    await page.reload();
    await page.getByLabel("Phone number").waitFor();
    await context.close();
  });

  it("a manager sees only their restaurant's orders and no chain-wide sections", async () => {
    const { page, context } = await openPage(browser, { ...PHONE, locale: "en-US" });
    await page.goto(`${baseUrl}/en/ops`);
    await signInToConsole(page, serverLog, manager);
    await page.getByText("Manager · Lazzat Pizza Mirabad").waitFor();
    const tabs = page.locator(".ops-tabbar button");
    // The orders tab carries the count of new orders as a badge before its name.
    const tabNames = async () => (await tabs.allTextContents()).map((text) => text.replace(/^\d+/, ""));
    expect(await tabNames()).toEqual([
      "Orders",
      "Order by phone",
      "Stop-list",
      "Kitchen",
      "Couriers",
      "Hours",
      "Payments",
      "Customers",
      "Reports",
    ]);
    expect(await page.getByLabel("Restaurant").count()).toBe(0);
    // On a phone too; and the header's language switch and Sign out reach its right edge (8px in).
    const phone = await toolbarLayout(page);
    expect(phone.wrapper).toBe("rgba(0, 0, 0, 0)");
    expect(phone.field[1]).toBe(phone.segment[1]);
    expect(phone.signOutGap).toBe(8);
    await page.getByRole("status").filter({ hasText: "Live" }).waitFor();

    const buyer = await customer(baseUrl, serverLog, "+998907770102");
    const elsewhere = await placeOrder(baseUrl, buyer, "chilanzar", "console e2e: not the manager's");
    const own = await placeOrder(baseUrl, buyer, "mirabad", "console e2e: the manager's");
    await row(page, own).waitFor();
    // The other restaurant's order was placed first: had the board been sent it, it would be there.
    expect(await row(page, elsewhere).count()).toBe(0);
    // The language switch keeps the page and moves the address to the language's prefix.
    await page.getByRole("tab", { name: "RU" }).click();
    await page.getByText("Управляющий · Lazzat Pizza Мирабад").waitFor();
    expect(new URL(page.url()).pathname).toBe("/ops");
    expect(await tabNames()).toEqual([
      "Заказы",
      "Заказ по телефону",
      "Стоп-лист",
      "Кухня",
      "Курьеры",
      "Часы работы",
      "Платежи",
      "Клиенты",
      "Отчёты",
    ]);
    await row(page, own).waitFor();
    // A page of another section in the address falls back to the board.
    await page.goto(`${baseUrl}/en/ops/staff`);
    await row(page, own).waitFor();
    await context.close();
  });

  it("a product switched off on the stop-list is sold out in that restaurant's menu, and back on", async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, locale: "en-US" });
    await page.goto(`${baseUrl}/en/ops/stop-list`);
    await signInToConsole(page, serverLog, admin);
    await page.getByLabel("Restaurant").selectOption("mirabad");
    const sticks = page
      .getByRole("switch", { name: "Mozzarella Sticks", exact: true })
      .or(page.getByRole("checkbox", { name: "Mozzarella Sticks", exact: true }));
    await sticks.first().waitFor();
    const buyer = await customer(baseUrl, serverLog, "+998907770103");
    const inStopList = async () => {
      const res = await fetch(`${baseUrl}/api/shop?RestaurantId=mirabad&Language=3`, {
        headers: { Authorization: `Bearer ${buyer.bearer}` },
      });
      const shop = (await res.json()) as { products: { id: string; inStopList: boolean }[] };
      return shop.products.find((p) => p.id === "cheese-sticks")?.inStopList;
    };
    expect(await inStopList()).toBe(false);
    expect(await sticks.first().isChecked()).toBe(true);
    await sticks.first().click({ force: true });
    await expect.poll(inStopList).toBe(true);
    expect(await sticks.first().isChecked()).toBe(false);
    await page.reload();
    await page.getByLabel("Restaurant").selectOption("mirabad");
    await sticks.first().waitFor();
    expect(await sticks.first().isChecked()).toBe(false);
    await sticks.first().click({ force: true });
    await expect.poll(inStopList).toBe(false);
    await context.close();
  });
});
