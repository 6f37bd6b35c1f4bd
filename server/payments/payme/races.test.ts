// Payme's calls racing each other and the staff: on PostgreSQL (DATABASE_URL) they really run at
// once on separate connections; on PGlite they queue. Either way each ends in one consistent ledger.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATUS } from "../../../src/domain/order-status";
import { auditLog, orders, payments } from "../../db/schema";
import { paymeTxId } from "./test/payme-client";
import { paymeTestApp } from "./test/payme-app";

let t: Awaited<ReturnType<typeof paymeTestApp>>;
beforeAll(async () => {
  t = await paymeTestApp();
});
afterAll(() => t.close());

const account = (orderId: number) => ({ order_id: String(orderId) });
const rowsOf = (orderId: number) => t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
const orderOf = async (orderId: number) => (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];

describe("Payme races", () => {
  it("two PerformTransaction at once: one perform, both answered alike", async () => {
    const { orderId, amount } = await t.newOrder();
    const id = paymeTxId();
    await t.caller.call("CreateTransaction", { id, time: t.now(), amount, account: account(orderId) });
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.caller.call("PerformTransaction", { id })));
    expect(answers.map((a) => a.result?.state)).toEqual([2, 2, 2, 2]);
    expect(new Set(answers.map((a) => a.result?.perform_time)).size).toBe(1);
    const rows = await rowsOf(orderId);
    expect(rows.map((r) => [r.state, r.refund])).toEqual([["performed", null]]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(rows[0].id)));
    expect(audit.filter((a) => a.entity === "payment" && a.action === "perform")).toHaveLength(1);
  });

  it("two CreateTransaction of one id at once: one row, the same answer", async () => {
    const { orderId, amount } = await t.newOrder();
    const params = { id: paymeTxId(), time: t.now(), amount, account: account(orderId) };
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.caller.call("CreateTransaction", params)));
    expect(answers.every((a) => a.result?.state === 1)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.result))).size).toBe(1);
    expect(await rowsOf(orderId)).toHaveLength(1);
  });

  it("two transactions for one order at once: one is created, the others refused", async () => {
    const { orderId, amount } = await t.newOrder();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.caller.call("CreateTransaction", { id: paymeTxId(), time: t.now(), amount, account: account(orderId) }),
      ),
    );
    expect(answers.filter((a) => a.result?.state === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.error?.code === -31052)).toHaveLength(3);
    expect((await rowsOf(orderId)).map((r) => r.state)).toEqual(["created"]);
  });

  it("staff cancel between create and perform: perform is -31008, no money taken", async () => {
    const { orderId, amount } = await t.newOrder();
    const id = paymeTxId();
    await t.caller.call("CreateTransaction", { id, time: t.now(), amount, account: account(orderId) });
    expect(await t.staffCancel(orderId)).toBe(200);
    expect((await t.caller.call("PerformTransaction", { id })).error?.code).toBe(-31008);
    expect((await t.caller.call("PerformTransaction", { id })).error?.code).toBe(-31008);
    const order = await orderOf(orderId);
    expect(order.paidAt).toBeNull();
    expect(order.statusCode).toBe(STATUS.cancelled);
    // Payme then cancels its transaction: -1, and the ledger holds nothing owed.
    expect((await t.caller.call("CancelTransaction", { id, reason: 3 })).result?.state).toBe(-1);
    expect((await rowsOf(orderId)).map((r) => [r.state, r.refund])).toEqual([["cancelled", null]]);
  });

  it("staff cancel and perform at the same moment: paid and then cancelled, or refused", async () => {
    const { orderId, amount } = await t.newOrder();
    const id = paymeTxId();
    await t.caller.call("CreateTransaction", { id, time: t.now(), amount, account: account(orderId) });
    const [perform, cancelStatus] = await Promise.all([t.caller.call("PerformTransaction", { id }), t.staffCancel(orderId)]);
    expect(cancelStatus).toBe(200);
    const order = await orderOf(orderId);
    const [row] = await rowsOf(orderId);
    expect(order.statusCode).toBe(STATUS.cancelled);
    if (perform.result) {
      expect(perform.result.state).toBe(2);
      expect(order.paidAt).not.toBeNull();
      expect(row.state).toBe("performed");
    } else {
      expect(perform.error?.code).toBe(-31008);
      expect(order.paidAt).toBeNull();
      // Still live for Payme to cancel, or already ended by the staff's cancel.
      expect(row.state).not.toBe("performed");
    }
  });

  it("cancel of a performed payment once the kitchen has it: -31007, the order kept", async () => {
    const { orderId, amount } = await t.newOrder();
    const id = paymeTxId();
    await t.caller.call("CreateTransaction", { id, time: t.now(), amount, account: account(orderId) });
    await t.caller.call("PerformTransaction", { id });
    await t.database.db.update(orders).set({ statusCode: STATUS.cooking }).where(eq(orders.id, orderId));
    const answers = await Promise.all([
      t.caller.call("CancelTransaction", { id, reason: 5 }),
      t.caller.call("CancelTransaction", { id, reason: 5 }),
    ]);
    expect(answers.map((a) => a.error?.code)).toEqual([-31007, -31007]);
    expect((await rowsOf(orderId)).map((r) => r.state)).toEqual(["performed"]);
    expect((await orderOf(orderId)).statusCode).toBe(STATUS.cooking);
  });
});
