// The fake Payme against the app served on loopback: the sandbox's scenario list over HTTP, and
// its checkout page paying (and failing to pay) an order the way a payer's browser would.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATUS } from "../../../src/domain/order-status";
import { orders, payments } from "../../db/schema";
import { TEST_NOW } from "../../test/test-app";
import { paymeCheckoutUrl } from "./checkout-url";
import { decodeCheckout } from "./test/checkout-page";
import { type FakePayme, startFakePayme } from "./test/fake-payme";
import { PAYME_TEST_KEY, PAYME_TEST_MERCHANT, paymeTestApp } from "./test/payme-app";
import { SCENARIOS } from "./test/scenarios";

let t: Awaited<ReturnType<typeof paymeTestApp>>;
let server: ReturnType<typeof serve>;
let payme: FakePayme;
let base: string;
beforeAll(async () => {
  t = await paymeTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  payme = await startFakePayme({ merchantUrl: base, key: PAYME_TEST_KEY, now: t.now });
});
afterAll(async () => {
  await payme.close();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe("the fake Payme", () => {
  it("runs the sandbox's scenarios over HTTP, all passing", async () => {
    const results = await payme.runScenarios({ newOrder: t.newOrder, advanceClock: t.advanceClock });
    t.setClock(TEST_NOW.getTime());
    expect(new Set(results.map((r) => r.scenario))).toEqual(new Set(SCENARIOS));
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(payme.calls.length).toBeGreaterThan(40);
  });

  const link = (orderId: number, amount: number, returnUrl: string) =>
    paymeCheckoutUrl(
      { merchantId: PAYME_TEST_MERCHANT, checkoutUrl: payme.checkoutUrl },
      { orderId, amountTiyin: amount, language: "ru", returnUrl },
    );

  it("reads the checkout link's parameters, the return URL whole", () => {
    const url = link(42, 1_500_000, "https://pizza.example/order/42?from=payme;x=1");
    expect(decodeCheckout(url.slice(payme.checkoutUrl.length + 1))).toEqual({
      merchantId: PAYME_TEST_MERCHANT,
      account: { order_id: "42" },
      amount: 1_500_000,
      language: "ru",
      returnUrl: "https://pizza.example/order/42?from=payme;x=1",
    });
  });

  it("pays from its page: Pay calls the merchant, then sends the payer back", async () => {
    const { orderId, amount } = await t.newOrder();
    const url = link(orderId, amount, `${base}/order/${orderId}`);
    const page = await (await fetch(url)).text();
    expect(page).toContain(`data-testid="order">${orderId}<`);
    expect(page).toContain(`data-testid="amount">${(amount / 100).toFixed(2)}<`);
    const first = payme.calls.length;
    const res = await fetch(url, { method: "POST", body: new URLSearchParams({ action: "pay" }), redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${base}/order/${orderId}`);
    expect(payme.calls.slice(first).map((c) => c.method)).toEqual(["CheckPerformTransaction", "CreateTransaction", "PerformTransaction"]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.paidAt).not.toBeNull();
    // Paying again: the merchant refuses, the page says so.
    const again = await fetch(url, { method: "POST", body: new URLSearchParams({ action: "pay" }), redirect: "manual" });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('data-testid="error"');
  });

  it("Cancel: the card declined, the transaction cancelled, the order still waiting", async () => {
    const { orderId, amount } = await t.newOrder();
    const url = link(orderId, amount, `${base}/order/${orderId}`);
    const res = await fetch(url, { method: "POST", body: new URLSearchParams({ action: "cancel" }), redirect: "manual" });
    expect(res.status).toBe(302);
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows.map((r) => [r.state, r.cancelReason])).toEqual([["cancelled", 2]]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.paidAt).toBeNull();
    expect(order.statusCode).not.toBe(STATUS.cancelled);
  });
});
