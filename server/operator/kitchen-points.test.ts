// The kitchen and the board see the loyalty points an order was paid with (issue 26): GET
// /api/operator/kitchen carries pointsSpent, and subtotal − discount − pointsSpent + priceOfDelivery
// is the total to collect; the board's order (GET /api/operator/orders/{id}) carries the same.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, loyaltyMoves } from "../db/schema";
import { kitchenTile, ordersKitWithCodes, placeAccepted } from "./kitchen-test-kit";
import { type OrdersKit, plain } from "./orders-test-kit";

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKitWithCodes([{ code: "KPTS", kind: "amount", amount: 10_000 }]);
});
afterAll(() => k.t.close());

/** Gives the customer `points` as an earlier order's earning would (a move and the balance together). */
async function givePoints(points: number) {
  const db = k.t.database.db;
  const from = await k.placed(200);
  const id = k.customer.customerId;
  await db.transaction(async (tx) => {
    await tx.insert(loyaltyMoves).values({ customerId: id, orderId: from, move: "earn", points, balanceAfter: points });
    await tx.update(customers).set({ points }).where(eq(customers.id, id));
  });
}

/** A delivery of four plain products with these points (and code), accepted by the manager. */
const acceptedWith = (pointsToSpend: number, promoCode?: string) =>
  placeAccepted(k, { orderTypeId: 0, count: 4, pointsToSpend, promoCode });
const tile = (id: number) => kitchenTile(k, id);

describe("the kitchen's and the board's points", () => {
  it("points and a promo code: both are on the tile, and the parts add up to the total to collect", async () => {
    await givePoints(3_000);
    const id = await acceptedWith(3_000, "KPTS");
    const o = await tile(id);
    const subtotal = 4 * plain.price;
    expect(o.priceOfDelivery).toBeGreaterThan(0);
    expect(o).toMatchObject({ subtotal, discount: 10_000, pointsSpent: 3_000 });
    expect(o.total).toBe(subtotal - 10_000 - 3_000 + o.priceOfDelivery);
    const detail = (await (await k.call(`/orders/${id}`, "manager")).json()) as { pointsSpent: number; total: number };
    expect(detail).toMatchObject({ pointsSpent: 3_000, total: o.total });
  });

  it("an order without points: 0 points, the total is subtotal − discount + delivery", async () => {
    const o = await tile(await acceptedWith(0));
    expect(o.pointsSpent).toBe(0);
    expect(o.total).toBe(o.subtotal - o.discount + o.priceOfDelivery);
  });
});
