// What the ledger's tests share: an app on its own database, orders placed through the real
// endpoint and then turned into online orders awaiting payment, and readers of what changed.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { toTiyin } from "../../src/domain/payment";
import { auditLog, botOutbox, orders, payments } from "../db/schema";
import { ordersKit } from "../operator/orders-test-kit";
import { TEST_NOW } from "../test/test-app";
import type { LedgerResult } from "./ledger";

export const MINUTE = 60_000;
export const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * MINUTE);

export async function ledgerKit() {
  const k = await ordersKit();
  const db = k.t.database.db;
  let tx = 0;

  /** An order placed now, paid with `type`, due in `dueMinutes`; answers its id and total in tiyin. */
  async function awaiting(type: "payme" | "click" | "online" = "payme", dueMinutes = 20) {
    const id = await k.placed(200);
    await db.execute(
      sql`update orders set payment_type = ${type}, paid_at = null, payment_due_at = ${at(dueMinutes).toISOString()}::timestamptz where id = ${id}`,
    );
    // The card order's own "created" message is not what these tests look at.
    await db.delete(botOutbox).where(eq(botOutbox.orderId, id));
    return { id, amount: await amountOf(id) };
  }

  const order = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
  const amountOf = async (id: number) => toTiyin((await order(id)).total);
  const rows = (id: number) => db.select().from(payments).where(eq(payments.orderId, id)).orderBy(payments.id);
  const outbox = async (id: number) =>
    (await db.select().from(botOutbox).where(eq(botOutbox.orderId, id)).orderBy(botOutbox.id)).map((r) => `${r.target}:${r.kind}`);
  const audits = async (paymentId: number) =>
    (
      await db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.entity} = 'payment' and ${auditLog.entityId} = ${String(paymentId)}`)
        .orderBy(auditLog.id)
    ).map((a) => `${a.actor}:${a.action}`);
  const txId = () => `tx-${++tx}-${Math.random().toString(36).slice(2, 8)}`;
  /** Runs ledger calls in one transaction, as their callers do. */
  const inTx = <T>(run: (tx: typeof db) => Promise<T>) => db.transaction((t) => run(t as unknown as typeof db));

  return { k, db, awaiting, order, rows, outbox, audits, txId, inTx };
}

export type LedgerKit = Awaited<ReturnType<typeof ledgerKit>>;

/** A test file's kit: made before its tests (its fields are there by the time one runs), closed after them. */
export function ledgerKitForFile(): LedgerKit {
  const kit = {} as LedgerKit;
  beforeAll(async () => {
    Object.assign(kit, await ledgerKit());
  });
  afterAll(() => kit.k.t.close());
  return kit;
}

/** The payment the ledger answered; a refusal fails the test with its reason. */
export const ok = (r: LedgerResult) => {
  if (!r.ok) throw new Error(`the ledger refused: ${r.error}`);
  return r.payment;
};
