// The payment window: an online order nobody paid by payment_due_at is cancelled with reason
// payment_expired (which releases its slot); its live transactions end, so a provider that asks
// later is told the order is not payable. No chat hears of it (the status triggers skip unpaid
// online orders). Run every 30 s by the server (startExpiryJob); readers also treat a past due
// order as expired (paymentState).
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { STATUS } from "../../src/domain/order-status";
import { ONLINE_PAYMENT_TYPES, PAYMENT_EXPIRED_REASON } from "../../src/domain/payment";
import { recordAudit } from "../audit/audit";
import type { Db } from "../db/client";
import { orders, payments } from "../db/schema";
import { cancelOrderRow, lockOrder, providerActor } from "./ledger-orders";
import { startPeriodicJob } from "./periodic-job";

/** Payme's cancel reason for a timeout. */
const TIMEOUT = 4;

/** Expires every order past its window that is still unpaid; answers the ids expired. Race-safe: each is re-checked under its lock. */
export async function expireUnpaid(db: Db, now: Date, limit = 100): Promise<number[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentType, [...ONLINE_PAYMENT_TYPES]),
        isNull(orders.paidAt),
        // A literal, as in the partial index orders_payment_due_idx (migration 0013), so every plan can use it.
        sql`${orders.statusCode} <> ${sql.raw(String(STATUS.cancelled))}`,
        lte(orders.paymentDueAt, now),
      ),
    )
    .orderBy(orders.paymentDueAt)
    .limit(limit);
  const expired: number[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order || order.paidAt !== null || order.paymentDueAt === null || order.paymentDueAt > now) return false;
      if (!(await cancelOrderRow(tx, providerActor("system"), order, PAYMENT_EXPIRED_REASON, now))) return false;
      const ended = await tx
        .update(payments)
        .set({ state: "cancelled", cancelledAt: now, cancelReason: TIMEOUT })
        .where(and(eq(payments.orderId, id), eq(payments.state, "created")))
        .returning({ id: payments.id });
      for (const row of ended)
        await recordAudit(
          tx,
          providerActor("system"),
          { entity: "payment", entityId: row.id, action: "cancel", details: { orderId: id, reason: TIMEOUT } },
          now,
        );
      return true;
    });
    if (done) expired.push(id);
  }
  return expired;
}

/** Runs expireUnpaid every `everyMs` (30 s) in this process; close() stops it. Failures are logged and retried next time. */
export function startExpiryJob(db: Db, clock: () => Date, onError: (err: unknown) => void, everyMs = 30_000) {
  return startPeriodicJob(() => expireUnpaid(db, clock()), everyMs, onError);
}
