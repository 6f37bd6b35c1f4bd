// The kitchen screen on a wall tablet: a cook (added by the operator token, the kitchen of
// "mirabad") signs in and sees only the kitchen; an order accepted on the board appears on its own
// as a tile (its ticket printed, the restaurant printing on accept); taps move it to cooking and
// to ready (the customer's tracker follows) and it leaves the wall; a receipt prints on demand; an
// order with a promo code shows the code and its discount, its free product as a gift, and the
// receipt's total is the one to collect (with the discount); an order paid partly with loyalty
// points shows "Paid with points" on the tile, the ticket and the receipt, less in the total.
// The printer is the browser's print dialog: window.print is recorded, with the sheet it printed.
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, openPage } from "./support/browser";
import { addStaff, type Customer, customer, placeOrder, signInToConsole, tracked } from "./support/ops";
import { E2E_OPERATOR_TOKEN } from "./support/server";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
const COOK = "+998907770301";
let browser: Browser;

const asToken = (path: string, method: string, body?: unknown) =>
  fetch(`${baseUrl}/api/operator${path}`, {
    method,
    headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  browser = await launchBrowser();
  expect((await asToken("/staff", "POST", { phone: COOK, name: "Kitchen Mirabad", role: "cook", restaurantId: "mirabad" })).status).toBe(
    201,
  );
  expect((await asToken("/kitchen/printing", "PUT", { restaurantId: "mirabad", printOnAccept: true, paperMm: 58 })).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
});

/** A pickup of Mozzarella Sticks at Mirabad with a promo code (and points, when given). */
async function placeWithCode(who: Customer, promoCode: string, pointsToSpend = 0): Promise<number> {
  const res = await fetch(`${baseUrl}/api/delivery/Create`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${who.bearer}`, "Idempotency-Key": randomUUID() },
    body: JSON.stringify({
      orderTypeId: 200,
      restaurantId: "mirabad",
      address: null,
      slot: null,
      products: [{ id: "cheese-sticks", count: 1, modifiers: [] }],
      name: "Dilnoza",
      phone: "+998 90 123 45 67",
      paymentType: "cash",
      comment: "",
      language: 3,
      promoCode,
      ...(pointsToSpend ? { pointsToSpend } : {}),
    }),
  });
  const data = (await res.json()) as { orderId?: number };
  if (res.status !== 201 || !data.orderId) throw new Error(`POST /api/delivery/Create answered ${res.status}: ${JSON.stringify(data)}`);
  return data.orderId;
}

/** What the page printed so far: the text of the sheet on paper at each window.print(). */
const printed = (page: Page) =>
  page.evaluate(() => (window as unknown as { printed: { kind: string; text: string; width: number }[] }).printed);

describe("the kitchen screen", () => {
  it("shows accepted orders live, prints their ticket, and moves them on with a tap", async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, locale: "en-US" });
    await page.addInitScript(() => {
      const w = window as unknown as { printed: { kind: string; text: string; width: number }[] };
      w.printed = [];
      window.print = () => {
        const sheet = document.querySelector<HTMLElement>(".ops-print");
        w.printed.push({
          kind: sheet?.dataset.testid ?? "",
          text: sheet?.textContent ?? "",
          width: sheet?.getBoundingClientRect().width ?? 0,
        });
      };
    });
    await page.goto(`${baseUrl}/en/ops/kitchen`);
    await signInToConsole(page, serverLog, COOK);
    expect(await page.getByTestId("ops-who").textContent()).toBe("Kitchen Mirabad");
    await page.getByTestId("kitchen").waitFor();
    // One screen: no sections to choose.
    expect(await page.getByRole("navigation", { name: "Sections" }).count()).toBe(0);
    await page.getByRole("status").filter({ hasText: "Live" }).waitFor();

    const buyer = await customer(baseUrl, serverLog, "+998907770302");
    const id = await placeOrder(baseUrl, buyer, "mirabad", "No onions please");
    // A new order is not the kitchen's until the board accepts it.
    expect(await page.getByTestId(`kitchen-tile-${id}`).count()).toBe(0);
    expect((await asToken(`/orders/${id}/advance`, "POST")).status).toBe(200);
    const tile = page.getByTestId(`kitchen-tile-${id}`);
    await tile.waitFor();
    await tile.getByText("Mozzarella Sticks").waitFor();
    await tile.getByText("No onions please").waitFor();
    expect(await tile.getByRole("timer").textContent()).toMatch(/^\d+:\d\d$/);

    // Printed on accept: the kitchen ticket, on 58 mm paper.
    await page.waitForFunction(() => (window as unknown as { printed: unknown[] }).printed.length > 0);
    const [ticket] = await printed(page);
    expect(ticket.kind).toBe("print-ticket");
    expect(ticket.text).toContain(`#${id}`);
    expect(ticket.text).toContain("Mozzarella Sticks");
    expect(Math.round((ticket.width * 25.4) / 96)).toBe(58);

    await tile.getByRole("button", { name: `Start cooking #${id}` }).click();
    await tile.getByRole("button", { name: `Mark ready #${id}` }).waitFor();
    expect((await tracked(baseUrl, buyer, id)).statusCode).toBe(2);

    // A receipt on demand, with the prices.
    await tile.getByRole("button", { name: `Print the receipt of #${id}` }).click();
    await page.waitForFunction(() => (window as unknown as { printed: unknown[] }).printed.length > 1);
    const receipt = (await printed(page))[1];
    expect(receipt.kind).toBe("print-receipt");
    expect(receipt.text).toContain(`Order No. ${id}`);
    expect(receipt.text).toContain("Total");

    await tile.getByRole("button", { name: `Mark ready #${id}` }).click();
    await tile.waitFor({ state: "detached" });
    expect((await tracked(baseUrl, buyer, id)).statusCode).toBe(3);
    // Nothing else was printed: a bump is not an acceptance.
    expect(await printed(page)).toHaveLength(2);
    await context.close();
  });

  it("fills a wall with tiles, oldest first, and keeps the cook off the board's calls", async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, locale: "en-US" });
    await page.addInitScript(() => {
      window.print = () => {};
    });
    await page.goto(`${baseUrl}/en/ops`);
    await signInToConsole(page, serverLog, COOK);
    await page.getByTestId("kitchen").waitFor();
    const board = await page.evaluate(async () => (await fetch("/api/operator/orders")).status);
    expect(board).toBe(403);

    const buyer = await customer(baseUrl, serverLog, "+998907770303");
    const ids: number[] = [];
    for (const comment of ["Extra napkins", "", "Cut in eight"]) {
      const id = await placeOrder(baseUrl, buyer, "mirabad", comment);
      expect((await asToken(`/orders/${id}/advance`, "POST")).status).toBe(200);
      ids.push(id);
    }
    expect((await asToken(`/orders/${ids[0]}/advance`, "POST")).status).toBe(200);
    for (const id of ids) await page.getByTestId(`kitchen-tile-${id}`).waitFor();
    await page
      .getByTestId(`kitchen-tile-${ids[0]}`)
      .getByRole("button", { name: `Mark ready #${ids[0]}` })
      .waitFor();
    const order = await page
      .locator("[data-testid^=kitchen-tile-]")
      .evaluateAll((tiles) => tiles.map((t) => t.getAttribute("data-testid")));
    const mine = ids.map((id) => `kitchen-tile-${id}`);
    expect(order.filter((tile) => tile !== null && mine.includes(tile))).toEqual(mine);
    await page.screenshot({ path: "docs/screenshots/ops-kitchen-1280.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId(`kitchen-tile-${ids[0]}`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "docs/screenshots/ops-kitchen-390.png" });
    await context.close();
  });

  it("shows a promo code's discount and gift, the points paid, and the receipt's total with both", async () => {
    for (const code of [
      { code: "KITCHEN5", kind: "amount", amount: 5_000 },
      { code: "KITCHENGIFT", kind: "product", productId: "garlic-bread" },
    ])
      expect((await asToken("/promo-codes", "POST", code)).status).toBe(201);
    const { page, context } = await openPage(browser, { ...DESKTOP, locale: "en-US" });
    await page.addInitScript(() => {
      const w = window as unknown as { printed: { kind: string; text: string; width: number }[] };
      w.printed = [];
      window.print = () => {
        const sheet = document.querySelector<HTMLElement>(".ops-print");
        w.printed.push({ kind: sheet?.dataset.testid ?? "", text: sheet?.textContent ?? "", width: 0 });
      };
    });
    await page.goto(`${baseUrl}/en/ops/kitchen`);
    await signInToConsole(page, serverLog, COOK);
    await page.getByRole("status").filter({ hasText: "Live" }).waitFor();

    const buyer = await customer(baseUrl, serverLog, "+998907770304");
    const off = await placeWithCode(buyer, "KITCHEN5");
    expect((await asToken(`/orders/${off}/advance`, "POST")).status).toBe(200);
    const tile = page.getByTestId(`kitchen-tile-${off}`);
    await tile.getByTestId(`kitchen-promo-${off}`).getByText("Promo code KITCHEN5: −5,000\u00a0UZS").waitFor();
    await page.waitForFunction(() => (window as unknown as { printed: unknown[] }).printed.length > 0);
    expect((await printed(page))[0].text).toContain("Promo code KITCHEN5: −5,000\u00a0UZS");
    await tile.getByRole("button", { name: `Print the receipt of #${off}` }).click();
    await page.waitForFunction(() => (window as unknown as { printed: unknown[] }).printed.length > 1);
    const receipt = (await printed(page))[1];
    // Mozzarella Sticks 35,000 − 5,000, pickup: 30,000 to collect, not the subtotal.
    expect(receipt.text).toContain("Subtotal35,000\u00a0UZSPromo code KITCHEN5−5,000\u00a0UZSTotal30,000\u00a0UZS");

    const gift = await placeWithCode(buyer, "KITCHENGIFT");
    expect((await asToken(`/orders/${gift}/advance`, "POST")).status).toBe(200);
    const giftTile = page.getByTestId(`kitchen-tile-${gift}`);
    await giftTile.getByText("Gift · promo KITCHENGIFT").waitFor();
    expect(await giftTile.locator(".kitchen-tile__lines > li").allTextContents()).toEqual([
      expect.stringMatching(/^1 × Mozzarella Sticks/),
      "1 × Garlic Bread · Gift · promo KITCHENGIFT",
    ]);

    // The first order completed earns 5 % of the 30,000 paid for items: 1,500 points, spent on the next.
    for (const from of [1, 2, 3]) expect((await asToken(`/orders/${off}/advance?from=${from}`, "POST")).status).toBe(200);
    const paidWithPoints = await placeWithCode(buyer, "KITCHEN5", 1_500);
    expect((await asToken(`/orders/${paidWithPoints}/advance`, "POST")).status).toBe(200);
    const pointsTile = page.getByTestId(`kitchen-tile-${paidWithPoints}`);
    await pointsTile.getByTestId(`kitchen-points-${paidWithPoints}`).getByText("Paid with points: −1,500\u00a0UZS").waitFor();
    await pointsTile.screenshot({ path: "docs/screenshots/ops-kitchen-points.png" });
    await page.waitForFunction(() => (window as unknown as { printed: unknown[] }).printed.length > 3);
    expect((await printed(page))[3]).toMatchObject({
      kind: "print-ticket",
      text: expect.stringContaining("Paid with points: −1,500\u00a0UZS"),
    });
    await pointsTile.getByRole("button", { name: `Print the receipt of #${paidWithPoints}` }).click();
    await page.waitForFunction(() => (window as unknown as { printed: unknown[] }).printed.length > 4);
    // 35,000 − 5,000 − 1,500 points: 28,500 to collect.
    expect((await printed(page))[4].text).toContain(
      "Subtotal35,000\u00a0UZSPromo code KITCHEN5−5,000\u00a0UZSPaid with points−1,500\u00a0UZSTotal28,500\u00a0UZS",
    );
    await context.close();
  });

  // The only admin's own row: e2e/ops-restaurants.test.ts (a chain's first day, one admin).
  it("an admin moves the cook to another restaurant's kitchen", async () => {
    const admin = await addStaff(baseUrl, { name: "Kitchen test admin", role: "admin" });
    const { page, context } = await openPage(browser, { ...DESKTOP, locale: "en-US" });
    await page.goto(`${baseUrl}/en/ops/staff`);
    await signInToConsole(page, serverLog, admin);
    await page.getByTestId("staff-section").waitFor();

    await page.getByRole("button", { name: "Edit Kitchen Mirabad" }).click();
    const edit = page.getByRole("form", { name: "Edit Kitchen Mirabad" });
    await edit.getByTestId("edit-staff-restaurant").selectOption("chilanzar");
    await edit.getByTestId("edit-staff-name").fill("Kitchen Chilanzar");
    await edit.getByTestId("edit-staff-save").click();
    await edit.waitFor({ state: "detached" });
    await page
      .locator('[data-testid^="staff-row-"]')
      .filter({ hasText: "Kitchen Chilanzar" })
      .getByText("Cook · Lazzat Pizza Chilanzar")
      .waitFor();
    const me = (await (await asToken("/staff", "GET")).json()) as { name: string; role: string; restaurantId: string }[];
    expect(me.find((s) => s.name === "Kitchen Chilanzar")).toMatchObject({ role: "cook", restaurantId: "chilanzar" });
    await context.close();
  });
});
