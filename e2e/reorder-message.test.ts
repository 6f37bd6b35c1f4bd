// "Order again" with a dish no longer available (issue 25): the other dishes go into the cart, the
// cart opens, and the message naming what was left out shows inside the cart's sheet, not behind
// it, on a 390 px phone and a 1280 px desktop. A server of its own: the test puts a dish on the
// stop-list, which would change the menu for the other tests.
import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { products, stopList } from "../server/db/seed/menu";
import { restaurants } from "../server/db/seed/restaurants";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./support/browser";
import { clockEnv } from "./support/clock";
import { cartSheet } from "./support/menu";
import { customer } from "./support/ops";
import { E2E_OPERATOR_TOKEN, type RunningServer, startServer } from "./support/server";

const mirabad = restaurants.find((r) => r.id === "mirabad")!;
const [kept, gone] = products.filter((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id));

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer(clockEnv(inject("clockOffset")));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A pickup order of both dishes at Mirabad, placed through the API; answers its id. */
async function placeBoth(bearer: string): Promise<number> {
  const res = await fetch(`${server.baseUrl}/api/delivery/Create`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${bearer}`, "Idempotency-Key": randomUUID() },
    body: JSON.stringify({
      orderTypeId: 200,
      restaurantId: mirabad.id,
      address: null,
      slot: null,
      products: [kept, gone].map((p) => ({ id: p.id, count: 1, modifiers: [] })),
      name: "Dilnoza",
      phone: "+998 90 123 45 67",
      paymentType: "cash",
      comment: "reorder",
      language: 3,
    }),
  });
  const data = (await res.json()) as { orderId?: number };
  if (res.status !== 201 || !data.orderId) throw new Error(`POST /api/delivery/Create answered ${res.status}: ${JSON.stringify(data)}`);
  return data.orderId;
}

const stop = (productId: string, stopped: boolean) =>
  fetch(`${server.baseUrl}/api/operator/stop-list`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    body: JSON.stringify({ restaurantId: mirabad.id, productId, stopped }),
  });

describe.each([
  { width: "390 px", options: PHONE, phone: "+998907771301" },
  { width: "1280 px", options: DESKTOP, phone: "+998907771302" },
])("order again at $width", ({ options, phone }) => {
  it("shows what was left out inside the opened cart", async () => {
    const who = await customer(server.baseUrl, server.logFile, phone);
    await placeBoth(who.bearer);
    expect((await stop(gone.id, true)).status).toBe(200);
    try {
      const { page, context } = await openPage(browser, { ...options, locale: "en-US" });
      const [name, value] = who.cookie.split("=");
      await context.addCookies([{ name, value, url: server.baseUrl }]);
      await page.addInitScript(
        (loc) => {
          localStorage.setItem("location", JSON.stringify(loc));
          localStorage.setItem("delivery", "1");
        },
        { RestaurantId: mirabad.id, RegionId: mirabad.regionId, Longitude: 69.281, Latitude: 41.303 },
      );
      await page.goto(`${server.baseUrl}/en/profile`);
      await page.getByRole("button", { name: "Order again" }).first().click();
      const cart = cartSheet(page, "en");
      await cart.waitFor();
      await cart.locator("[data-sonner-toast]").getByText(`Not available now, left out: ${gone.name.en}`).waitFor();
      await expect.poll(() => cart.locator(".cart-line__name").allTextContents()).toEqual([kept.name.en]);
      await context.close();
    } finally {
      await stop(gone.id, false);
    }
  });
});
