// Staff's adjustment of a customer's points (POST /api/operator/customers/{id}/points, admins): the
// 'adjust' move goes in with its reason and who, migration 0021's trigger moves the balance, one audit
// row; a take below zero is refused with nothing written; a retry with the same Idempotency-Key adds
// once. Real app, real database (PGlite, or PostgreSQL with DATABASE_URL).
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Loyalty, PointsAdjusted } from "../../src/contract/loyalty";
import type { CustomerDetail } from "../../src/contract/operator-customers";
import { STATUS } from "../../src/domain/order-status";
import { integrityProblems } from "../../reliability/support/integrity";
import { auditLog, customers, loyaltyMoves } from "../db/schema";
import { type CustomersKit, customersKit } from "../operator/customers/customers-test-kit";
import { mirabad } from "../operator/orders-test-kit";

let k: CustomersKit;
let id = "";
let earned = 0;
let n = 0;
const db = () => k.t.database.db;

const adjust = (body: unknown, who: "admin" | "manager" | "token" = "admin", key: string | null = `adj-${++n}`, customer = id) =>
  k.call(`/customers/${customer}/points`, who, { method: "POST", body, headers: key === null ? {} : { "Idempotency-Key": key } });

/** The balance, the sum of the moves, the moves and the audit rows of the customer. */
async function ledger() {
  const [c] = await db().select({ points: customers.points }).from(customers).where(eq(customers.id, id));
  const [sum] = await db()
    .select({ s: sql<number>`coalesce(sum(${loyaltyMoves.points}), 0)::int`, n: count() })
    .from(loyaltyMoves)
    .where(eq(loyaltyMoves.customerId, id));
  const [audits] = await db()
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "customer"), eq(auditLog.entityId, id)));
  return { points: c?.points, sum: sum?.s, moves: sum?.n, audits: audits?.n };
}

beforeAll(async () => {
  k = await customersKit();
  const customer = await k.webCustomer("+998901110301", "Adj Ptest");
  id = customer.customerId;
  const placed = await customer.place(mirabad.id);
  expect(placed.status).toBe(201);
  await k.setOrder(placed.orderId, { status: STATUS.completed, total: 100_000, at: "2026-11-01T12:00:00+05:00" });
  earned = (await ledger()).points ?? 0;
  expect(earned).toBeGreaterThan(0);
});
afterAll(() => k.t.close());

describe("adjusting a customer's points by hand", () => {
  it("adds points with a reason: the balance, the move, the ledger's sum and an audit row", async () => {
    const before = await ledger();
    const res = await adjust({ points: 5000, reason: "  Late order, sorry  " });
    expect(res.status).toBe(201);
    const body = (await res.json()) as PointsAdjusted;
    expect(body.balance).toBe(earned + 5000);
    expect(body.move).toMatchObject({
      orderId: null,
      move: "adjust",
      points: 5000,
      balanceAfter: earned + 5000,
      reason: "Late order, sorry",
    });
    expect(body.move.by).toBeTruthy();
    const after = await ledger();
    expect(after).toEqual({ points: earned + 5000, sum: earned + 5000, moves: before.moves + 1, audits: before.audits + 1 });
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "customer"), eq(auditLog.entityId, id), eq(auditLog.action, "points")));
    expect(row?.details).toEqual({ points: 5000, reason: "Late order, sorry", balance: earned + 5000 });
    expect(row?.actor).toBe(body.move.by);
    expect(row?.staffId).not.toBeNull();
  });

  it("takes points (the token too, named as such)", async () => {
    const res = await adjust({ points: -2000, reason: "Correction" }, "token");
    expect(res.status).toBe(201);
    const body = (await res.json()) as PointsAdjusted;
    expect([body.balance, body.move.points, body.move.balanceAfter, body.move.by]).toEqual([
      earned + 3000,
      -2000,
      earned + 3000,
      "operator token",
    ]);
    expect(await ledger()).toMatchObject({ points: earned + 3000, sum: earned + 3000 });
  });

  it("refuses a take below zero with 422 points_not_enough naming the balance, and writes nothing", async () => {
    const before = await ledger();
    const res = await adjust({ points: -(earned + 3001), reason: "Too much" });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: string; error: string };
    expect(body.code).toBe("points_not_enough");
    expect(body.error).toContain(String(earned + 3000));
    expect(await ledger()).toEqual(before);
    // Taking all of it is fine: the balance may reach zero.
    const all = await adjust({ points: -(earned + 3000), reason: "Reset" });
    expect([all.status, ((await all.json()) as PointsAdjusted).balance]).toEqual([201, 0]);
    const back = await adjust({ points: earned, reason: "Back as it was" });
    expect(back.status).toBe(201);
  });

  it("the database itself refuses an adjustment below zero and one with an order", async () => {
    const before = await ledger();
    const insert = (orderId: number | null, points: number) =>
      db().execute(sql`insert into loyalty_moves (customer_id, order_id, move, points, balance_after, actor, reason, idempotency_key)
        values (${id}, ${orderId}, 'adjust', ${points}, 0, 'test', 'direct', ${`direct-${++n}`})`);
    await expect(insert(null, -(before.points ?? 0) - 1)).rejects.toThrow();
    const [anOrder] = await db()
      .select({ orderId: loyaltyMoves.orderId })
      .from(loyaltyMoves)
      .where(eq(loyaltyMoves.customerId, id))
      .limit(1);
    await expect(insert(anOrder?.orderId ?? 0, 10)).rejects.toThrow();
    expect(await ledger()).toEqual(before);
  });

  it("a retry with the same key adds once and answers the same move; another body with it is a 422", async () => {
    const before = await ledger();
    const first = await adjust({ points: 700, reason: "Cold pizza" }, "admin", "retry-key-1");
    const again = await adjust({ reason: "Cold pizza", points: 700 }, "admin", "retry-key-1");
    expect([first.status, again.status]).toEqual([201, 201]);
    const [a, b] = [(await first.json()) as PointsAdjusted, (await again.json()) as PointsAdjusted];
    expect(b.move).toEqual(a.move);
    expect(b.balance).toBe((before.points ?? 0) + 700);
    expect(await ledger()).toEqual({
      ...before,
      points: (before.points ?? 0) + 700,
      sum: (before.sum ?? 0) + 700,
      moves: before.moves + 1,
      audits: before.audits + 1,
    });
    const other = await adjust({ points: 800, reason: "Cold pizza" }, "admin", "retry-key-1");
    expect([other.status, ((await other.json()) as { code: string }).code]).toEqual([422, "idempotency_key_reused"]);
    const other2 = (await k.webCustomer("+998901110302", "Other Ptest")).customerId;
    const elsewhere = await adjust({ points: 700, reason: "Cold pizza" }, "admin", "retry-key-1", other2);
    expect([elsewhere.status, ((await elsewhere.json()) as { code: string }).code]).toEqual([422, "idempotency_key_reused"]);
    expect(await ledger()).toMatchObject({ moves: before.moves + 1 });
  });

  it("refuses a manager (403 admin_only) before reading the body, and an unknown customer (404)", async () => {
    const before = await ledger();
    const res = await adjust({ points: 100, reason: "Manager" }, "manager");
    expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([403, "admin_only"]);
    const bad = await adjust({ points: "lots" }, "manager");
    expect(bad.status).toBe(403);
    const unknown = await adjust({ points: 100, reason: "Who" }, "admin", "unknown-1", "no-such-customer");
    expect([unknown.status, ((await unknown.json()) as { code: string }).code]).toEqual([404, "customer_not_found"]);
    expect(await ledger()).toEqual(before);
  });

  it("refuses bad bodies and a missing key with a readable 400, writing nothing", async () => {
    const before = await ledger();
    const cases: [unknown, string][] = [
      [{ points: 0, reason: "Zero" }, "points"],
      [{ points: 1.5, reason: "Half" }, "points"],
      [{ points: "100", reason: "Text" }, "points"],
      [{ points: 10_000_001, reason: "Too many" }, "points"],
      [{ points: -10_000_001, reason: "Too few" }, "points"],
      [{ reason: "No points" }, "points"],
      [{ points: 100 }, "reason"],
      [{ points: 100, reason: "   " }, "reason"],
      [{ points: 100, reason: "x".repeat(201) }, "reason"],
      [{ points: 100, reason: "two\nlines" }, "reason"],
      [{ points: 100, reason: "Extra", extra: 1 }, "extra"],
    ];
    for (const [body, field] of cases) {
      const res = await adjust(body);
      const answer = (await res.json()) as { code: string; error: string; fields?: Record<string, string> };
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(answer.error, JSON.stringify(body)).toBeTruthy();
      expect(JSON.stringify(answer.fields ?? answer.error), JSON.stringify(body)).toContain(field);
    }
    const noKey = await adjust({ points: 100, reason: "No key" }, "admin", null);
    expect([noKey.status, ((await noKey.json()) as { code: string }).code]).toEqual([400, "idempotency_key_required"]);
    expect(await ledger()).toEqual(before);
  });

  it("the customer's page lists the adjustments with their reason and who; the customer sees the points only", async () => {
    const res = await k.call(`/customers/${id}`, "admin");
    const page = (await res.json()) as CustomerDetail;
    const adjusts = page.pointMoves.filter((m) => m.move === "adjust");
    expect(adjusts.map((m) => [m.points, m.reason])).toEqual([
      [700, "Cold pizza"],
      [earned, "Back as it was"],
      [-(earned + 3000), "Reset"],
      [-2000, "Correction"],
      [5000, "Late order, sorry"],
    ]);
    expect(adjusts.every((m) => m.orderId === null && m.by)).toBe(true);
    expect(page.points).toBe(page.pointMoves[0]?.balanceAfter);
    // A manager reads their restaurant's orders' moves: no adjustments.
    const managers = (await (await k.call(`/customers/${id}`, "manager")).json()) as CustomerDetail;
    expect(managers.pointMoves.some((m) => m.move === "adjust")).toBe(false);
    const { cookie } = await k.t.signIn("+998901110301");
    const own = (await (await k.t.get("/api/loyalty", { headers: { Cookie: cookie } })).json()) as Loyalty;
    expect(own.balance).toBe(page.points);
    expect(own.moves.filter((m) => m.move === "adjust").map((m) => m.points)).toEqual([700, earned, -(earned + 3000), -2000, 5000]);
    expect(JSON.stringify(own.moves)).not.toContain("Cold pizza");
  });

  it("the reliability suite's ledger checks hold with several adjustments (no order, not 'counted twice')", async () => {
    const query = async (text: string) => ((await db().execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
    // This file sets orders' totals by hand, so only the points' checks are read here.
    expect((await integrityProblems(query)).filter((p) => p.startsWith("points"))).toEqual([]);
  });
});
