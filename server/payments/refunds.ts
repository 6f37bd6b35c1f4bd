// Money that must go back, and money captured in one step (Telegram): staff cancelling a paid
// order, the console's "mark refunded", Click's reversal outcome, and Telegram's successful_payment.
import { and, eq, inArray } from "drizzle-orm";
import type { AuditActor } from "../audit/audit";
import { recordAudit } from "../audit/audit";
import { type PaymentRefundReason, payments } from "../db/schema";
import { alertRefund, cancelOrderRow, lockOrder, markOrderPaid, orderAmount, providerActor, unpayableReason } from "./ledger-orders";
import { done, fail, type LedgerResult, type PaymentRow, type Tx } from "./ledger-types";

async function auditRow(tx: Tx, actor: AuditActor, row: PaymentRow, action: string, details: Record<string, unknown>, now: Date) {
  await recordAudit(
    tx,
    actor,
    { entity: "payment", entityId: row.id, action, details: { orderId: row.orderId, providerTxId: row.providerTxId, ...details } },
    now,
  );
}

export interface CapturedPayment {
  orderId: number;
  /** telegram_payment_charge_id: unique, the same charge again is a no-op. */
  chargeId: string;
  /** provider_payment_charge_id. */
  providerChargeId: string | null;
  /** total_amount: the smallest unit of `currency` (tiyin for UZS). */
  amount: number;
  currency: string;
}

/**
 * Telegram's successful_payment: open and perform at once. Whatever went wrong (a cash order "paid",
 * a cancelled or expired order, paid twice, another amount or currency) the money moved: the row
 * is performed with refund = needed, and operators and the customer are told.
 */
export async function recordCapturedPayment(tx: Tx, p: CapturedPayment, now: Date): Promise<LedgerResult> {
  const [seen] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, "telegram"), eq(payments.providerTxId, p.chargeId)));
  if (seen) return done(seen, true);
  const order = await lockOrder(tx, p.orderId);
  if (!order) return fail("order_not_found");
  const why: PaymentRefundReason | null =
    unpayableReason(order, "telegram", now) ??
    (p.currency !== "UZS" ? "currency_mismatch" : p.amount !== orderAmount(order) ? "amount_mismatch" : null);
  const paid = why === null && (await markOrderPaid(tx, order.id, now));
  const [row] = await tx
    .insert(payments)
    .values({
      provider: "telegram",
      providerTxId: p.chargeId,
      providerChargeId: p.providerChargeId,
      orderId: order.id,
      amount: p.amount,
      currency: p.currency,
      state: "performed",
      createdAt: now,
      performedAt: now,
      ...(paid ? {} : { refund: "needed" as const, refundReason: why ?? "paid_twice" }),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const [raced] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, "telegram"), eq(payments.providerTxId, p.chargeId)));
    return done(raced, true);
  }
  if (why === "order_expired") await cancelOrderRow(tx, providerActor("system"), order, "payment_expired", now);
  await auditRow(
    tx,
    providerActor("telegram"),
    row,
    "capture",
    { amount: p.amount, currency: p.currency, refund: row.refund, refundReason: row.refundReason },
    now,
  );
  if (!paid) await alertRefund(tx, row, now);
  return done(row);
}

/**
 * Staff cancelled the order (call in the same transaction). Live transactions end (a later perform
 * is refused, so no money moves); performed ones owe a refund: Click's become `requested` — the
 * caller sends Click's reversal after commit (paymentsToReverse) and settles it (settleReversal) —
 * Payme's and Telegram's `needed`, with operators and the customer told.
 */
export async function onOrderCancelled(tx: Tx, orderId: number, now: Date): Promise<PaymentRow[]> {
  const rows = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for("update");
  const changed: PaymentRow[] = [];
  for (const row of rows) {
    if (row.state === "created") {
      const [ended] = await tx
        .update(payments)
        .set({ state: "cancelled", cancelledAt: now, cancelReason: 3 })
        .where(eq(payments.id, row.id))
        .returning();
      await auditRow(tx, providerActor("system"), ended, "cancel", { reason: 3, orderCancelled: true }, now);
      changed.push(ended);
    } else if (row.state === "performed" && row.refund === null) {
      const refund = row.provider === "click" ? ("requested" as const) : ("needed" as const);
      const [owed] = await tx.update(payments).set({ refund, refundReason: "order_cancelled" }).where(eq(payments.id, row.id)).returning();
      await auditRow(tx, providerActor("system"), owed, "refund", { refund, refundReason: "order_cancelled" }, now);
      if (refund === "needed") await alertRefund(tx, owed, now);
      changed.push(owed);
    }
  }
  return changed;
}

/** The rows whose Click reversal is to be sent after commit (refund = requested). */
export function paymentsToReverse(changed: readonly PaymentRow[]): PaymentRow[] {
  return changed.filter((row) => row.provider === "click" && row.refund === "requested");
}

/** Click answered the reversal: refunded (the row is cancelled), or back to needed with operators told. */
export async function settleReversal(tx: Tx, paymentId: number, reversed: boolean, now: Date, error?: string): Promise<LedgerResult> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  if (!row) return fail("payment_not_found");
  if (row.refund !== "requested") return done(row, true);
  const [settled] = await tx
    .update(payments)
    .set(
      reversed
        ? { refund: "refunded", refundedAt: now, refundedBy: row.provider, state: "cancelled", cancelledAt: now }
        : { refund: "needed" },
    )
    .where(eq(payments.id, row.id))
    .returning();
  await auditRow(tx, providerActor(row.provider), settled, reversed ? "reversed" : "reversal_failed", error ? { error } : {}, now);
  if (!reversed) await alertRefund(tx, settled, now);
  return done(settled);
}

/** The console's "mark refunded": someone returned the money by hand. */
export async function markRefunded(tx: Tx, actor: AuditActor, paymentId: number, now: Date): Promise<LedgerResult> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  if (!row) return fail("payment_not_found");
  if (row.refund === "refunded") return done(row, true);
  if (row.refund === null) return fail("not_refundable");
  const [refunded] = await tx
    .update(payments)
    .set({ refund: "refunded", refundedAt: now, refundedBy: actor.name })
    .where(and(eq(payments.id, row.id), inArray(payments.refund, ["needed", "requested"])))
    .returning();
  await auditRow(tx, actor, refunded, "refunded", { refundReason: refunded.refundReason }, now);
  return done(refunded);
}
