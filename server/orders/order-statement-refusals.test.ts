// The order statement's own refusals, reached directly (the checks before it would refuse these
// first): points no longer on the balance break customers' CHECK (points >= 0) and the whole
// statement writes nothing, a 422 not a 500; a promo code used up meanwhile writes nothing and takes
// no rate-limit slot. On PGlite, and with DATABASE_URL on PostgreSQL.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, loyaltyMoves, orders, promoCodes, rateLimits } from "../db/schema";
import { mirabad, plain } from "../operator/orders-test-kit";
import { createTestApp, TEST_NOW } from "../test/test-app";
import { type NewOrder, writeOrder } from "./order-statements";

let t: Awaited<ReturnType<typeof createTestApp>>;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  customerId = (await t.signIn("+998901000071")).customerId;
});
afterAll(() => t.close());

let n = 0;
const newOrder = (over: Partial<NewOrder> = {}): NewOrder => ({
  customerId,
  key: `stmt-${++n}`,
  requestHash: `hash-${n}`,
  restaurantId: mirabad.id,
  orderTypeId: 200,
  channel: "web",
  address: null,
  slot: null,
  name: "S",
  phone: "+998901000071",
  paymentType: "cash",
  paymentDueAt: null,
  comment: "",
  changeFrom: null,
  contactless: false,
  cutlery: 0,
  language: 2,
  subtotal: plain.price * 2,
  priceOfDelivery: 0,
  lines: [
    {
      productId: plain.id,
      name: plain.name,
      basePrice: plain.price,
      priceWithModifiers: plain.price,
      count: 2,
      modifiers: [],
      variant: null,
      removed: [],
      half: null,
    },
  ],
  now: TEST_NOW,
  ...over,
});
const LIMIT = { key: "order:stmt-test", max: 20, windowMs: 600_000 };
const slotsUsed = async () => (await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, LIMIT.key)))[0]?.count ?? 0;
const ordersOf = async () => (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId))).length;

describe("the order statement's refusals", () => {
  it("points spent meanwhile: pointsShort, nothing written (no order, no move, no slot, no key), the balance kept", async () => {
    await t.database.db.update(customers).set({ points: 100 }).where(eq(customers.id, customerId));
    const before = { slots: await slotsUsed(), orders: await ordersOf() };
    const o = newOrder({ pointsSpent: 101 });
    const written = await writeOrder(t.database.db, o, LIMIT);
    expect(written).toMatchObject({ pointsShort: true, orderId: null });
    expect(await slotsUsed()).toBe(before.slots);
    expect(await ordersOf()).toBe(before.orders);
    expect(await t.database.db.select().from(loyaltyMoves).where(eq(loyaltyMoves.customerId, customerId))).toEqual([]);
    const keys = await t.database.db.execute(sql`select 1 from idempotency_keys where key = ${o.key}`);
    expect((keys as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect((await t.database.db.select().from(customers).where(eq(customers.id, customerId)))[0]!.points).toBe(100);
    // The same order with what the balance holds goes through, on the same session's cached function.
    const ok = await writeOrder(t.database.db, newOrder({ pointsSpent: 100 }), LIMIT);
    expect(ok.orderId).not.toBeNull();
    expect(ok.pointsShort).toBeUndefined();
    expect(await slotsUsed()).toBe(before.slots + 1);
  });

  it("a promo code used up meanwhile: promoRefused, nothing written and no rate-limit slot taken", async () => {
    await t.database.db.insert(promoCodes).values({ code: "GONE", kind: "percent", percent: 10, totalLimit: 1, uses: 1 });
    const before = { slots: await slotsUsed(), orders: await ordersOf() };
    for (let i = 0; i < 3; i++) {
      const written = await writeOrder(t.database.db, newOrder({ promo: { code: "GONE", discount: 10, perCustomerLimit: null } }), LIMIT);
      expect(written).toMatchObject({ promoRefused: true, orderId: null, count: null });
    }
    expect(await slotsUsed()).toBe(before.slots);
    expect(await ordersOf()).toBe(before.orders);
    expect((await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, "GONE")))[0]!.uses).toBe(1);
  });
});
