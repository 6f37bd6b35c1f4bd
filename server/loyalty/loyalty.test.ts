// Loyalty's earning side (issue 26): migration 0018's triggers credit a completed order's points
// once, take them back once when it is cancelled or its own money refunded, and never let the
// balance go below zero; GET /api/loyalty shows them. On PGlite, and with DATABASE_URL on
// PostgreSQL, where the concurrent transactions truly overlap.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Loyalty } from "../../src/contract/loyalty";
import { pointsEarned } from "../../src/domain/loyalty";
import { chainInfo, customers, loyaltyMoves, orders } from "../db/schema";
import { type OrdersKit, ordersKit } from "../operator/orders-test-kit";

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKit();
});
afterAll(() => k.t.close());

const db = () => k.t.database.db;
const order = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const balance = async () =>
  (await db().select({ p: customers.points }).from(customers).where(eq(customers.id, k.customer.customerId)))[0]!.p;
const moves = (orderId: number) =>
  db()
    .select({ move: loyaltyMoves.move, points: loyaltyMoves.points, balanceAfter: loyaltyMoves.balanceAfter })
    .from(loyaltyMoves)
    .where(eq(loyaltyMoves.orderId, orderId))
    .orderBy(loyaltyMoves.id);
const setStatus = (id: number, code: number) => db().execute(sql`update orders set status_code = ${code} where id = ${id}`);
const loyalty = async (query = "", cookie = k.customer.cookie) => {
  const res = await k.t.app.request(`/api/loyalty${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: res.status, body: (await res.json()) as Loyalty & { code?: string } };
};

/** Moves the order on through the operator API, as staff do, until it is completed. */
async function complete(id: number) {
  for (let step = 0; step < 8 && (await order(id)).statusCode !== 201; step++) {
    const res = await k.call(`/orders/${id}/advance`, "admin", { method: "POST" });
    expect(res.status).toBe(200);
  }
  expect((await order(id)).statusCode).toBe(201);
}
const expected = (o: { subtotal: number; discount: number }) =>
  pointsEarned({ cashbackPercent: 5, maxPayPercent: 30 }, { itemsTotal: o.subtotal - o.discount, pointsSpent: 0 });

describe("earning points", () => {
  it("a completed order earns 5% of its items after the discount, once, and the profile's API shows it", async () => {
    const start = await balance();
    const id = await k.placed(200);
    await db().update(orders).set({ discount: 1_000 }).where(eq(orders.id, id));
    const o = await order(id);
    const earned = expected(o);
    expect(earned).toBeGreaterThan(0);
    expect(earned).toBe(Math.floor(((o.subtotal - 1_000) * 5) / 100));
    await complete(id);
    expect(await moves(id)).toEqual([{ move: "earn", points: earned, balanceAfter: start + earned }]);
    expect(await balance()).toBe(start + earned);
    // The finished order cannot move on: a retried click changes nothing.
    expect((await k.call(`/orders/${id}/advance`, "admin", { method: "POST" })).status).toBe(409);
    // Nor does the status coming back to completed (a repair by hand): the unique key holds.
    await setStatus(id, 3);
    await setStatus(id, 201);
    expect(await moves(id)).toHaveLength(1);
    expect(await balance()).toBe(start + earned);
    const { status, body } = await loyalty();
    expect(status).toBe(200);
    expect(body).toMatchObject({ balance: start + earned, cashbackPercent: 5, maxPayPercent: 30 });
    expect(body.moves[0]).toMatchObject({ orderId: id, move: "earn", points: earned, balanceAfter: start + earned });
  });

  it("concurrent completions and retries of one order: exactly one earn, the balance right", async () => {
    for (let round = 0; round < 3; round++) {
      const start = await balance();
      const id = await k.placed(200);
      await setStatus(id, 3);
      // Two staff press "completed" at once: one moves it, the other is told it changed.
      const answers = await Promise.all([1, 2].map(() => k.call(`/orders/${id}/advance?from=3`, "admin", { method: "POST" })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      // Three transactions that each take it back and complete it again, overlapping.
      await Promise.all(
        [1, 2, 3].map(() =>
          db().transaction(async (tx) => {
            await tx.execute(sql`update orders set status_code = 3 where id = ${id}`);
            await tx.execute(sql`update orders set status_code = 201 where id = ${id}`);
          }),
        ),
      );
      const earned = expected(await order(id));
      expect(await moves(id)).toEqual([{ move: "earn", points: earned, balanceAfter: start + earned }]);
      expect(await balance()).toBe(start + earned);
    }
  });

  it("cancelling a completed order takes its points back once; a cancel before completion takes nothing", async () => {
    const start = await balance();
    const early = await k.placed(200);
    expect((await k.call(`/orders/${early}/cancel`, "admin", { method: "POST", body: { reason: "Closed" } })).status).toBe(200);
    expect(await moves(early)).toEqual([]);
    const id = await k.placed(200);
    await complete(id);
    const earned = expected(await order(id));
    await Promise.all([1, 2].map(() => db().transaction((tx) => tx.execute(sql`update orders set status_code = 255 where id = ${id}`))));
    await setStatus(id, 201);
    await setStatus(id, 255);
    expect(await moves(id)).toEqual([
      { move: "earn", points: earned, balanceAfter: start + earned },
      { move: "revoke_earn", points: -earned, balanceAfter: start },
    ]);
    expect(await balance()).toBe(start);
  });

  it("refunding a completed order's own money takes its points back; returning a second payment does not", async () => {
    const own = await k.placed(200);
    const twice = await k.placed(200);
    await complete(own);
    await complete(twice);
    const before = await balance();
    const pay = (orderId: number, reason: string | null, n: number) =>
      db().execute(sql`insert into payments (provider, provider_tx_id, order_id, amount, state, refund, refund_reason)
        values ('payme', ${`ly-${orderId}-${n}`}, ${orderId}, 100, 'performed', 'needed', ${reason})`);
    await pay(own, "order_cancelled", 1);
    await pay(twice, "paid_twice", 2);
    await db().execute(sql`update payments set refund = 'refunded' where order_id in (${own}, ${twice})`);
    expect((await moves(own)).map((m) => m.move)).toEqual(["earn", "revoke_earn"]);
    expect((await moves(twice)).map((m) => m.move)).toEqual(["earn"]);
    expect(await balance()).toBe(before - expected(await order(own)));
  });

  it("never negative: points already spent elsewhere are not taken below zero, and the CHECK refuses it", async () => {
    const id = await k.placed(200);
    await complete(id);
    const other = await k.placed(200);
    // What paying with points will do (a later pass): a spend move that empties the balance.
    const all = await balance();
    await db().transaction(async (tx) => {
      await tx
        .insert(loyaltyMoves)
        .values({ customerId: k.customer.customerId, orderId: other, move: "spend", points: -all, balanceAfter: 0 });
      await tx.update(customers).set({ points: 0 }).where(eq(customers.id, k.customer.customerId));
    });
    await setStatus(id, 255);
    expect((await moves(id)).at(-1)).toEqual({ move: "revoke_earn", points: 0, balanceAfter: 0 });
    expect(await balance()).toBe(0);
    await expect(db().execute(sql`update customers set points = -1 where id = ${k.customer.customerId}`)).rejects.toThrow();
    // The spending order completed earns on what was paid in money only.
    await complete(other);
    const o = await order(other);
    const paid = pointsEarned({ cashbackPercent: 5, maxPayPercent: 30 }, { itemsTotal: o.subtotal - o.discount, pointsSpent: all });
    expect((await moves(other)).at(-1)).toMatchObject({ move: "earn", points: paid });
  });

  it("cashback 0 earns nothing", async () => {
    await db().update(chainInfo).set({ cashbackPercent: 0 });
    try {
      const id = await k.placed(200);
      await complete(id);
      expect(await moves(id)).toEqual([]);
    } finally {
      await db().update(chainInfo).set({ cashbackPercent: 5 });
    }
  });
});

describe("GET /api/loyalty", () => {
  it("pages the history newest first, refuses a stranger and a bad page", async () => {
    const all = await loyalty("?take=100");
    expect(all.body.total).toBeGreaterThan(3);
    const ids = all.body.moves.map((m) => m.orderId);
    const page = await loyalty("?skip=1&take=2");
    expect(page.body).toMatchObject({ skip: 1, take: 2, total: all.body.total });
    expect(page.body.moves).toEqual(all.body.moves.slice(1, 3));
    expect(ids.length).toBe(all.body.total);
    expect((await loyalty("", "")).status).toBe(401);
    expect((await loyalty("", "sid=forged")).status).toBe(401);
    const bad = await loyalty("?take=0");
    expect(bad.status).toBe(400);
    // Another customer sees only their own (nothing yet).
    const other = await k.t.signIn("+998901000077");
    expect((await loyalty("", other.cookie)).body).toMatchObject({ balance: 0, moves: [], total: 0 });
  });
});

describe("the loyalty settings (operator API)", () => {
  it("admins read and change them, audited; managers cannot; bad values are 400", async () => {
    expect(await (await k.call("/loyalty", "admin")).json()).toEqual({ cashbackPercent: 5, maxPayPercent: 30 });
    const changed = await k.call("/loyalty", "admin", { method: "PATCH", body: { cashbackPercent: 7 } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ cashbackPercent: 7, maxPayPercent: 30 });
    expect((await k.call("/loyalty", "manager", { method: "PATCH", body: { cashbackPercent: 1 } })).status).toBe(403);
    for (const body of [{}, { cashbackPercent: 101 }, { maxPayPercent: -1 }, { cashbackPercent: 2.5 }, { other: 1 }]) {
      const res = await k.call("/loyalty", "admin", { method: "PATCH", body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBeTruthy();
    }
    const audit = (await (await k.call("/audit?entity=loyalty", "admin")).json()) as { items?: unknown[] } | unknown[];
    expect(JSON.stringify(audit)).toContain('"cashbackPercent":7');
    await k.call("/loyalty", "admin", { method: "PATCH", body: { cashbackPercent: 5 } });
  });
});
