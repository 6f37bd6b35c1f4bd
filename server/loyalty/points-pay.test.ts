// Paying with loyalty points (issue 26): the order body's pointsToSpend within the chain's share of
// the items, refused above it (points_over_limit) and above the balance (points_not_enough), taken
// once per Idempotency-Key, once for two orders racing for the same points (the CHECK turns the
// loser into a 422), given back once on a cancel, and earning on what was paid in money. On PGlite,
// and with DATABASE_URL on PostgreSQL, where the pool's connections overlap as two processes would.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneOrderBody } from "../../src/contract/operator-phone-orders";
import { maxPointsPayable, pointsEarned } from "../../src/domain/loyalty";
import { customers, loyaltyMoves, orders, promoCodes } from "../db/schema";
import { type OrdersKit, mirabad, ordersKit, plain } from "../operator/orders-test-kit";
import { orderReceipt, receiptTotal } from "../payments/fiscal";

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKit();
});
afterAll(() => k.t.close());

const SETTINGS = { cashbackPercent: 5, maxPayPercent: 30 };
const db = () => k.t.database.db;
const who = () => k.customer;
const balance = async () => (await db().select({ p: customers.points }).from(customers).where(eq(customers.id, who().customerId)))[0]!.p;
const order = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const moves = (orderId: number) =>
  db()
    .select({ move: loyaltyMoves.move, points: loyaltyMoves.points, balanceAfter: loyaltyMoves.balanceAfter })
    .from(loyaltyMoves)
    .where(eq(loyaltyMoves.orderId, orderId))
    .orderBy(loyaltyMoves.id);
/** Sets the balance as an earlier order's earning would (a move and the balance, together). */
async function setBalance(points: number) {
  // This file places more orders than one customer may in 10 minutes: each test starts a window.
  await db().execute(sql`delete from rate_limits`);
  const start = await balance();
  const from = await k.placed(200);
  await db().transaction(async (tx) => {
    await tx
      .insert(loyaltyMoves)
      .values({ customerId: who().customerId, orderId: from, move: "earn", points: points - start, balanceAfter: points });
    await tx.update(customers).set({ points }).where(eq(customers.id, who().customerId));
  });
}

let n = 0;
const body = (pointsToSpend: unknown, extra: Record<string, unknown> = {}) => ({
  orderTypeId: 200,
  restaurantId: mirabad.id,
  address: null,
  products: [{ id: plain.id, count: 4, modifiers: [] }],
  name: "C",
  phone: "+998901000009",
  paymentType: "cash",
  ...(pointsToSpend === undefined ? {} : { pointsToSpend }),
  ...extra,
});
const create = (payload: unknown, key = `pts-${++n}`) =>
  k.t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key, ...who().auth },
    body: JSON.stringify(payload),
  });
const answer = async (res: Response) => ({
  status: res.status,
  ...((await res.json()) as { orderId?: number; code?: string; error?: string }),
});
const detail = async (orderId: number) =>
  (await (await k.t.get(`/api/delivery/Get?orderId=${orderId}`, { headers: who().auth })).json()) as {
    subtotal: number;
    discount: number;
    pointsSpent: number;
    priceOfDelivery: number;
    total: number;
  };
const ITEMS = plain.price * 4;
const CAP = maxPointsPayable(SETTINGS, Number.MAX_SAFE_INTEGER, ITEMS);

describe("paying with points", () => {
  it("spends within the cap: the total drops by the points, one 'spend' move, the history shows it", async () => {
    expect(CAP).toBeGreaterThan(10);
    await setBalance(CAP + 1_000);
    const placed = await answer(await create(body(CAP)));
    expect(placed.status).toBe(201);
    const d = await detail(placed.orderId!);
    expect(d).toMatchObject({ subtotal: ITEMS, discount: 0, pointsSpent: CAP, total: ITEMS - CAP });
    expect(await balance()).toBe(1_000);
    expect(await moves(placed.orderId!)).toEqual([{ move: "spend", points: -CAP, balanceAfter: 1_000 }]);
    const history = (await (await k.t.get("/api/loyalty", { headers: { Cookie: who().cookie } })).json()) as { moves: { move: string }[] };
    expect(history.moves[0]).toMatchObject({ orderId: placed.orderId, move: "spend", points: -CAP });
    // 0 or absent spends nothing.
    for (const points of [0, undefined]) {
      const none = await answer(await create(body(points)));
      expect(none.status).toBe(201);
      expect(await detail(none.orderId!)).toMatchObject({ pointsSpent: 0, total: ITEMS });
    }
    expect(await balance()).toBe(1_000);
  });

  it("refuses more than the share of the items after the promo code, and more than the balance; bad values are 400", async () => {
    await db().insert(promoCodes).values({ code: "PTS20", kind: "percent", percent: 20 });
    await setBalance(50_000);
    const afterPromo = ITEMS - Math.floor((ITEMS * 20) / 100);
    const most = maxPointsPayable(SETTINGS, 50_000, afterPromo);
    const over = await answer(await create(body(most + 1, { promoCode: "PTS20" })));
    expect(over).toMatchObject({ status: 422, code: "points_over_limit" });
    expect(over.error).toContain(String(most));
    const exact = await answer(await create(body(most, { promoCode: "PTS20" })));
    expect(exact.status).toBe(201);
    expect(await detail(exact.orderId!)).toMatchObject({ discount: ITEMS - afterPromo, pointsSpent: most, total: afterPromo - most });
    await setBalance(5);
    const short = await answer(await create(body(6)));
    expect(short).toMatchObject({ status: 422, code: "points_not_enough" });
    expect(await balance()).toBe(5);
    for (const bad of [-1, 1.5, "10", 1e12, null]) {
      const res = await answer(await create(body(bad)));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.code).toBe("invalid_parameters");
    }
    expect(await balance()).toBe(5);
  });

  it("delivery is never paid with points, and the fiscal receipt counts the points as a discount over the items", async () => {
    await setBalance(CAP);
    const address = { longitude: mirabad.longitude, latitude: mirabad.latitude, address: "Nukus ko‘chasi", house: "7" };
    const res = await answer(await create(body(CAP, { orderTypeId: 0, address })));
    expect(res.status).toBe(201);
    const d = await detail(res.orderId!);
    expect(d.priceOfDelivery).toBeGreaterThan(0);
    expect(d.total).toBe(ITEMS - CAP + d.priceOfDelivery);
    const receipt = (await orderReceipt(db(), res.orderId!))!;
    expect(receipt.items.reduce((s, l) => s + l.discount, 0)).toBe(CAP * 100);
    expect(receipt.shipping?.discount).toBe(0);
    expect(receiptTotal([...receipt.items, receipt.shipping!])).toBe(d.total * 100);
  });

  it("a retried order (same Idempotency-Key), also three at once, spends once", async () => {
    await setBalance(CAP * 3);
    const first = await answer(await create(body(CAP), "pts-retry"));
    const again = await answer(await create(body(CAP), "pts-retry"));
    expect(again.orderId).toBe(first.orderId);
    const racing = await Promise.all([1, 2, 3].map(() => (async () => answer(await create(body(CAP), "pts-race")))()));
    expect(new Set(racing.map((r) => r.orderId)).size).toBe(1);
    expect(racing.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    expect(await balance()).toBe(CAP);
    expect(await moves(first.orderId!)).toHaveLength(1);
    expect(await moves(racing[0].orderId!)).toHaveLength(1);
  });

  it("two orders racing for the points of one: exactly one spends, the other is 422 points_not_enough, never negative", async () => {
    for (let round = 0; round < 4; round++) {
      await setBalance(CAP);
      const answers = await Promise.all([1, 2].map(() => (async () => answer(await create(body(CAP))))()));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
      expect(answers.find((a) => a.status === 422)?.code).toBe("points_not_enough");
      expect(await balance()).toBe(0);
    }
  });

  it("cancelling gives the points back exactly once, also with two cancels at once; a recompletion earns nothing twice", async () => {
    await setBalance(CAP);
    const { orderId } = await answer(await create(body(CAP)));
    expect(await balance()).toBe(0);
    const cancels = await Promise.all(
      [1, 2].map(() => k.call(`/orders/${orderId}/cancel`, "admin", { method: "POST", body: { reason: "Closed" } })),
    );
    expect(cancels.map((r) => r.status)).toContain(200);
    await Promise.all(
      [1, 2].map(() => db().transaction((tx) => tx.execute(sql`update orders set status_code = 255 where id = ${orderId!}`))),
    );
    await db().execute(sql`update orders set status_code = 3 where id = ${orderId!}`);
    await db().execute(sql`update orders set status_code = 255 where id = ${orderId!}`);
    expect(await moves(orderId!)).toEqual([
      { move: "spend", points: -CAP, balanceAfter: 0 },
      { move: "refund_spend", points: CAP, balanceAfter: CAP },
    ]);
    expect(await balance()).toBe(CAP);
  });

  it("a completed points order earns floor((items − discount − spent) × cashback%)", async () => {
    await setBalance(CAP);
    const spend = maxPointsPayable(SETTINGS, CAP, ITEMS - Math.floor((ITEMS * 20) / 100));
    const { orderId } = await answer(await create(body(spend, { promoCode: "PTS20" })));
    const o = await order(orderId!);
    expect(o.pointsSpent).toBeGreaterThan(0);
    for (let step = 0; step < 8 && (await order(orderId!)).statusCode !== 201; step++) {
      expect((await k.call(`/orders/${orderId}/advance`, "admin", { method: "POST" })).status).toBe(200);
    }
    const earned = pointsEarned(SETTINGS, { itemsTotal: o.subtotal - o.discount, pointsSpent: o.pointsSpent });
    expect(earned).toBe(Math.floor(((o.subtotal - o.discount - o.pointsSpent) * 5) / 100));
    expect((await moves(orderId!)).at(-1)).toMatchObject({ move: "earn", points: earned });
    expect(await balance()).toBe(CAP - o.pointsSpent + earned);
  });

  it("an order by phone cannot spend the caller's points", async () => {
    const parsed = phoneOrderBody.safeParse(body(10));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join("."))).toEqual(["pointsToSpend"]);
    expect(phoneOrderBody.safeParse(body(0)).success).toBe(true);
  });
});
