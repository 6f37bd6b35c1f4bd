// The kitchen sees an order's promo code (issue 26): GET /api/operator/kitchen carries the code and
// its discount, marks the free product's line as a gift, and the total to collect is the order's
// discounted total (subtotal − discount + delivery), not subtotal + delivery.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KitchenBoard } from "../../src/contract/kitchen";
import { promoCodes } from "../db/schema";
import { products, stopList } from "../db/seed/menu";
import { mirabad, type OrdersKit, ordersKit, plain } from "./orders-test-kit";

let k: OrdersKit;
const gift = products.find((p) => p.id !== plain.id && p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;
beforeAll(async () => {
  k = await ordersKit();
  await k.t.database.db.insert(promoCodes).values([
    { code: "KSPRING", kind: "amount", amount: 15_000 },
    { code: "KGIFT", kind: "product", productId: gift.id },
  ]);
});
afterAll(() => k.t.close());

let n = 0;
async function acceptedWith(promoCode: string | undefined, orderTypeId: 0 | 200) {
  const res = await k.t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `kitchen-promo-${++n}`, ...k.customer.auth },
    body: JSON.stringify({
      orderTypeId,
      restaurantId: mirabad.id,
      address:
        orderTypeId === 0 ? { longitude: mirabad.longitude, latitude: mirabad.latitude, address: "Nukus ko‘chasi", house: "7" } : null,
      products: [{ id: plain.id, count: 3, modifiers: [] }],
      name: "C",
      phone: "+998901000009",
      paymentType: "cash",
      comment: "",
      ...(promoCode ? { promoCode } : {}),
    }),
  });
  expect(res.status).toBe(201);
  const id = ((await res.json()) as { orderId: number }).orderId;
  expect((await k.call(`/orders/${id}/advance`, "manager", { method: "POST" })).status).toBe(200);
  return id;
}
async function tile(id: number) {
  const board = (await (await k.call(`/kitchen?restaurantId=${mirabad.id}`, "manager")).json()) as KitchenBoard;
  const found = board.orders.find((o) => o.orderId === id);
  if (!found) throw new Error(`order ${id} is not on the kitchen screen`);
  return found;
}

describe("the kitchen screen's promo codes", () => {
  it("an amount off: the code, the discount, and the total to collect with it", async () => {
    const o = await tile(await acceptedWith("KSPRING", 0));
    const subtotal = 3 * plain.price;
    expect(o.priceOfDelivery).toBeGreaterThanOrEqual(0);
    expect(o).toMatchObject({ promoCode: "KSPRING", discount: 15_000, subtotal, total: subtotal - 15_000 + o.priceOfDelivery });
    expect(o.total).not.toBe(o.subtotal + o.priceOfDelivery);
    expect(o.lines.map((l) => l.gift)).toEqual([false]);
  });

  it("a free product: its line is a gift at no price, the total is the paid items'", async () => {
    const o = await tile(await acceptedWith("KGIFT", 200));
    expect(o).toMatchObject({ promoCode: "KGIFT", discount: 0, subtotal: 3 * plain.price, total: 3 * plain.price });
    expect(o.lines.find((l) => l.gift)).toMatchObject({ name: gift.name.ru, count: 1, price: 0 });
    expect(o.lines.filter((l) => !l.gift)).toHaveLength(1);
  });

  it("an order without a code: no code, nothing off", async () => {
    const o = await tile(await acceptedWith(undefined, 200));
    expect(o).toMatchObject({ promoCode: null, discount: 0, total: o.subtotal });
  });
});
