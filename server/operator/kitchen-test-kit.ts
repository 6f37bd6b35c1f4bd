// What the API tests of promo codes and points on staff's screens share (kitchen-promo,
// kitchen-points, promo-staff): the orders kit with promo codes in the database, a cash order of
// the plain product placed by its customer with a code or points, accepted by the manager, and the
// order's tile on the kitchen screen.
import { expect } from "vitest";
import type { KitchenBoard } from "../../src/contract/kitchen";
import { promoCodes } from "../db/schema";
import { products, stopList } from "../db/seed/menu";
import { mirabad, type OrdersKit, ordersKit, plain } from "./orders-test-kit";

/** A product without modifiers, other than `plain`, on sale: a promo code's free product. */
export const gift = (() => {
  const found = products.find((p) => p.id !== plain.id && p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id));
  if (!found) throw new Error("The demo chain has no second product without modifiers");
  return found;
})();

/** The orders kit, its database holding these promo codes. */
export async function ordersKitWithCodes(codes: (typeof promoCodes.$inferInsert)[]): Promise<OrdersKit> {
  const k = await ordersKit();
  await k.t.database.db.insert(promoCodes).values(codes);
  return k;
}

/** An amount off and a free product (`gift`): the two kinds of code the staff's screens show. */
export const amountAndGiftCodes = (amountCode: string, amount: number, giftCode: string): (typeof promoCodes.$inferInsert)[] => [
  { code: amountCode, kind: "amount", amount },
  { code: giftCode, kind: "product", productId: gift.id },
];

export interface CashOrder {
  /** 0: a delivery from Mirabad; 200: a pickup there. */
  orderTypeId: 0 | 200;
  /** How many of the plain product. */
  count: number;
  promoCode?: string;
  pointsToSpend?: number;
}

let n = 0;
/** Places the order as the kit's customer (paid in cash); expects 201 and answers its id. */
export async function placeCash(k: OrdersKit, order: CashOrder): Promise<number> {
  const { orderTypeId, count, promoCode, pointsToSpend } = order;
  const res = await k.t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `kitchen-kit-${++n}`, ...k.customer.auth },
    body: JSON.stringify({
      orderTypeId,
      restaurantId: mirabad.id,
      address:
        orderTypeId === 0 ? { longitude: mirabad.longitude, latitude: mirabad.latitude, address: "Nukus ko‘chasi", house: "7" } : null,
      products: [{ id: plain.id, count, modifiers: [] }],
      name: "C",
      phone: "+998901000009",
      paymentType: "cash",
      comment: "",
      ...(pointsToSpend === undefined ? {} : { pointsToSpend }),
      ...(promoCode ? { promoCode } : {}),
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { orderId: number }).orderId;
}

/** Places the order and has the manager accept it (new → confirmed: on the kitchen screen). */
export async function placeAccepted(k: OrdersKit, order: CashOrder): Promise<number> {
  const id = await placeCash(k, order);
  expect((await k.call(`/orders/${id}/advance`, "manager", { method: "POST" })).status).toBe(200);
  return id;
}

/** The order's tile on Mirabad's kitchen screen, as the manager sees it. */
export async function kitchenTile(k: OrdersKit, id: number) {
  const board = (await (await k.call(`/kitchen?restaurantId=${mirabad.id}`, "manager")).json()) as KitchenBoard;
  const found = board.orders.find((o) => o.orderId === id);
  if (!found) throw new Error(`order ${id} is not on the kitchen screen`);
  return found;
}
