// A payment's outcome (docs/payments.md, "The ledger"): performed (the order paid, or the money
// flagged to go back when the order can no longer take it) or cancelled by its provider (an
// attempt ended, or a reversal that cancels the order or settles a refund owed). Each locks the
// order first, then the row.
import { eq } from "drizzle-orm";
import { STATUS } from "../../src/domain/order-status";
import { PAYMENT_REVERSED_REASON } from "../../src/domain/payment";
import { type PaymentRefundReason, payments } from "../db/schema";
import { alertRefund, cancelOrderRow, lockOrder, markOrderPaid, providerActor, unpayableReason } from "./ledger-orders";
import { audit, findPayment } from "./ledger-rows";
import { done, fail, type LedgerResult, type ProviderTx, type Tx } from "./ledger-types";

/** The order's status in which a performed payment may still be reversed (nothing cooked yet). */
const REVERSIBLE = new Set<number>([STATUS.received, STATUS.confirmed]);

export interface PerformOptions {
  /** Refuse (payment_cancelled is not touched; not_payable) instead of taking money the order can no longer use. */
  refuseUnpayable?: boolean;
  /** Click's click_paydoc_id, known at complete. */
  providerChargeId?: string | null;
}

/**
 * The money moved. The order becomes paid if it still can; if not (cancelled or expired meanwhile,
 * paid by another row), the row is still performed and flagged refund = needed, and operators and
 * the customer are told. An order past its window that nobody expired yet is expired now.
 */
export async function performPayment(tx: Tx, id: ProviderTx, now: Date, options: PerformOptions = {}): Promise<LedgerResult> {
  const first = await findPayment(tx, id);
  if (!first) return fail("payment_not_found");
  const order = await lockOrder(tx, first.orderId);
  const row = await findPayment(tx, id, true);
  if (!order || !row) return fail("payment_not_found");
  if (row.state === "performed") return done(row, true);
  if (row.state === "cancelled") return fail("payment_cancelled");
  const why = unpayableReason(order, id.provider, now);
  if (why !== null && options.refuseUnpayable) return fail("not_payable");
  const charge = options.providerChargeId ?? row.providerChargeId;
  if (why === null && (await markOrderPaid(tx, order.id, now))) {
    const [paid] = await tx
      .update(payments)
      .set({ state: "performed", performedAt: now, providerChargeId: charge })
      .where(eq(payments.id, row.id))
      .returning();
    await audit(tx, paid, "perform", { amount: paid.amount }, now);
    return done(paid);
  }
  const reason: PaymentRefundReason = why ?? "paid_twice";
  if (reason === "order_expired") await cancelOrderRow(tx, providerActor("system"), order, "payment_expired", now);
  const [flagged] = await tx
    .update(payments)
    .set({ state: "performed", performedAt: now, providerChargeId: charge, refund: "needed", refundReason: reason })
    .where(eq(payments.id, row.id))
    .returning();
  await audit(tx, flagged, "perform", { amount: flagged.amount, refund: "needed", refundReason: reason }, now);
  await alertRefund(tx, flagged, now);
  return done(flagged);
}

export interface CancelPayment extends ProviderTx {
  /** Payme's reason (1–5, 10); Click: 10. */
  reason: number;
}

/**
 * The provider cancels its transaction. A created one simply ends (the order still awaits another
 * payment). A performed one is a reversal — the provider returned the money — allowed only while
 * nothing is cooked (else cannot_cancel); it cancels the order, or settles a refund already owed.
 */
export async function cancelPayment(tx: Tx, p: CancelPayment, now: Date): Promise<LedgerResult> {
  const first = await findPayment(tx, p);
  if (!first) return fail("payment_not_found");
  const order = await lockOrder(tx, first.orderId);
  const row = await findPayment(tx, p, true);
  if (!order || !row) return fail("payment_not_found");
  if (row.state === "cancelled") return done(row, true);
  if (row.state === "created") {
    const [cancelled] = await tx
      .update(payments)
      .set({ state: "cancelled", cancelledAt: now, cancelReason: p.reason })
      .where(eq(payments.id, row.id))
      .returning();
    await audit(tx, cancelled, "cancel", { reason: p.reason }, now);
    return done(cancelled);
  }
  const owed = row.refund !== null && row.refund !== "refunded";
  if (!owed && !REVERSIBLE.has(order.statusCode)) return fail("cannot_cancel");
  if (!owed) await cancelOrderRow(tx, providerActor(p.provider), order, PAYMENT_REVERSED_REASON, now);
  const [reversed] = await tx
    .update(payments)
    .set({
      state: "cancelled",
      cancelledAt: now,
      cancelReason: p.reason,
      refund: "refunded",
      refundReason: row.refundReason ?? "order_cancelled",
      refundedAt: now,
      refundedBy: p.provider,
    })
    .where(eq(payments.id, row.id))
    .returning();
  await audit(tx, reversed, "cancel", { reason: p.reason, reversed: true }, now);
  return done(reversed);
}
