// An edited price is what the next order is charged. Orders price against a catalog each process
// keeps for CATALOG_TTL_MS (server/orders/catalog.ts): the clock of those caches (Date) is faked
// here, so "later than the TTL" is a step of the fake clock, not a wait.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { products, stopList } from "../../db/seed/menu";
import { restaurants } from "../../db/seed/restaurants";
import { CATALOG_TTL_MS } from "../../orders/catalog";
import { menuTestApp } from "./test-support";

let s: Awaited<ReturnType<typeof menuTestApp>>;
let customer: Awaited<ReturnType<typeof s.t.signIn>>;
beforeAll(async () => {
  // Only Date: the database and the app keep their real timers.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-21T07:00:00Z") });
  s = await menuTestApp();
  customer = await s.t.signIn("+998901000055");
});
afterAll(async () => {
  await s.t.close();
  vi.useRealTimers();
});

const mirabad = restaurants.find((r) => r.id === "mirabad") ?? restaurants[0];
const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((x) => x.productId === p.id)) ?? products[0];
let key = 0;
const order = () =>
  s.t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...customer.auth, "Idempotency-Key": `menu-${++key}` },
    body: JSON.stringify({
      orderTypeId: 200,
      restaurantId: mirabad.id,
      address: null,
      slot: null,
      products: [{ id: plain.id, count: 1, modifiers: [] }],
      name: "Alice",
      phone: "+998901000055",
      paymentType: "cash",
      comment: "",
      language: 2,
    }),
  });
const charged = async () => {
  const res = await order();
  expect(res.status).toBe(201);
  const { orderId } = (await res.json()) as { orderId: number };
  const detail = (await (await s.t.get(`/api/delivery/Get?orderId=${orderId}`, { headers: customer.auth })).json()) as { subtotal: number };
  return detail.subtotal;
};

describe("a price edited in the console", () => {
  it("is shown by the menu at once and charged by orders once the catalog's few seconds are over", async () => {
    expect(await charged()).toBe(plain.price);
    const res = await s.call(`/products/${plain.id}`, s.admin, { method: "PATCH", body: { price: plain.price + 1000 } });
    expect(res.status).toBe(204);
    expect((await s.shop()).products.find((p) => p.id === plain.id)?.price).toBe(plain.price + 1000);
    vi.setSystemTime(Date.now() + CATALOG_TTL_MS + 1);
    expect(await charged()).toBe(plain.price + 1000);
  });

  it("and a product made inactive can no longer be ordered", async () => {
    await s.call(`/products/${plain.id}`, s.admin, { method: "PATCH", body: { isActive: false } });
    vi.setSystemTime(Date.now() + CATALOG_TTL_MS + 1);
    const res = await order();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
