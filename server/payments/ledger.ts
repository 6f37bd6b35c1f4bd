// The payments ledger (docs/payments.md): one row per provider transaction, changed only here,
// always inside the caller's transaction together with the order's change and an audit row.
// Every operation locks the order first, so two calls about one order (two performs at once, a
// perform and a staff cancel) take turns and the second sees what the first did.
import { and, eq, ne } from "drizzle-orm";
import { STATUS } from "../../src/domain/order-status";
import { PAYMENT_REVERSED_REASON } from "../../src/domain/payment";
import { recordAudit } from "../audit/audit";
import { type PaymentProvider, type PaymentRefundReason, payments } from "../db/schema";
import { alertRefund, cancelOrderRow, lockOrder, markOrderPaid, orderAmount, providerActor, unpayableReason } from "./ledger-orders";
import { tellReceipt } from "./ledger-orders";
import {
  done,
  fail,
  type LedgerFailure,
  type LedgerResult,
  type OrderRow,
  type PaymentRow,
  type ProviderTx,
  type Tx,
} from "./ledger-types";

export * from "./ledger-types";
export { expireUnpaid } from "./expiry";
export { markRefunded, onOrderCancelled, paymentsToReverse, recordCapturedPayment, settleReversal } from "./refunds";

/** The order's status in which a performed payment may still be reversed (nothing cooked yet). */
const REVERSIBLE = new Set<number>([STATUS.received, STATUS.confirmed]);

export async function findPayment(tx: Tx, { provider, providerTxId }: ProviderTx, lock = false): Promise<PaymentRow | undefined> {
  const query = tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerTxId, providerTxId)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The payments of an order, oldest first. */
export async function orderPayments(tx: Tx, orderId: number): Promise<PaymentRow[]> {
  return tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}

/**
 * Whether the order can take this provider's payment of `amountTiyin` now (the order stays locked
 * until the transaction ends). `ownTxId`: the transaction asking, which does not count as another
 * live one. A Click attempt does not hold the order (a new prepare replaces an abandoned one).
 */
export async function payableOrder(
  tx: Tx,
  orderId: number,
  provider: PaymentProvider,
  amountTiyin: number,
  now: Date,
  ownTxId?: string,
): Promise<{ ok: true; order: OrderRow } | LedgerFailure> {
  return payableLocked(tx, await lockOrder(tx, orderId), provider, amountTiyin, now, ownTxId);
}

/** payableOrder's checks of an order the caller has already locked (undefined: no such order). */
async function payableLocked(
  tx: Tx,
  order: OrderRow | undefined,
  provider: PaymentProvider,
  amountTiyin: number,
  now: Date,
  ownTxId?: string,
): Promise<{ ok: true; order: OrderRow } | LedgerFailure> {
  if (!order) return fail("order_not_found");
  if (unpayableReason(order, provider, now) !== null) return fail("not_payable");
  if (amountTiyin !== orderAmount(order)) return fail("wrong_amount");
  if (provider !== "click") {
    const live = await tx
      .select({ providerTxId: payments.providerTxId })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.state, "created")));
    if (live.some((row) => row.providerTxId !== ownTxId)) return fail("in_progress");
  }
  return { ok: true, order };
}

export interface OpenPayment extends ProviderTx {
  orderId: number;
  /** Tiyin. */
  amount: number;
  /** Payme's `time` (ms). */
  providerTime?: number | null;
  /** Click's click_paydoc_id. */
  providerChargeId?: string | null;
}

/**
 * A new `created` row, or the row of this provider's id if it came before (`repeated`: its state
 * may have moved on). Safe for callers that hold no lock: the id is looked up again once the
 * order is locked, so a repeat running at the same moment finds the first call's row (rather than
 * a Click repeat cancelling it as an abandoned attempt).
 */
export async function openPayment(tx: Tx, p: OpenPayment, now: Date): Promise<LedgerResult> {
  const existing = await findPayment(tx, p);
  if (existing) return done(existing, true);
  const order = await lockOrder(tx, p.orderId);
  const raced = order ? await findPayment(tx, p) : undefined;
  if (raced) return done(raced, true);
  const payable = await payableLocked(tx, order, p.provider, p.amount, now, p.providerTxId);
  if (!payable.ok) return payable;
  if (p.provider === "click") {
    // An abandoned Click attempt: Click refuses its complete once we cancelled it.
    await tx
      .update(payments)
      .set({ state: "cancelled", cancelledAt: now, cancelReason: 10 })
      .where(and(eq(payments.orderId, p.orderId), eq(payments.provider, "click"), eq(payments.state, "created")));
  }
  const [row] = await tx
    .insert(payments)
    .values({
      provider: p.provider,
      providerTxId: p.providerTxId,
      providerChargeId: p.providerChargeId ?? null,
      orderId: p.orderId,
      amount: p.amount,
      state: "created",
      providerTime: p.providerTime ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const raced = await findPayment(tx, p);
    if (raced) return done(raced, true);
    throw new Error(`payment ${p.provider}:${p.providerTxId} neither inserted nor found`);
  }
  await audit(tx, row, "open", { amount: row.amount }, now);
  return done(row);
}

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

/**
 * Stores what the provider's fiscal service gave for a performed payment (SetFiscalData, Click's
 * fiscal answer). A receipt link new to the payment re-renders the Telegram customer's message with it.
 */
export async function recordFiscal(tx: Tx, id: ProviderTx, fiscal: Record<string, unknown>, receiptUrl: string | null, now: Date) {
  const match = and(eq(payments.provider, id.provider), eq(payments.providerTxId, id.providerTxId));
  const [before] = await tx.select({ receiptUrl: payments.receiptUrl }).from(payments).where(match).for("update");
  const [row] = await tx
    .update(payments)
    .set({ fiscal, receiptUrl })
    .where(and(match, ne(payments.state, "created")))
    .returning();
  if (!row) return fail("payment_not_found");
  await audit(tx, row, "fiscal", { receiptUrl }, now);
  if (row.receiptUrl && row.receiptUrl !== before?.receiptUrl) await tellReceipt(tx, row, now);
  return done(row);
}

export async function audit(tx: Tx, row: PaymentRow, action: string, details: Record<string, unknown>, now: Date) {
  await recordAudit(
    tx,
    providerActor(row.provider),
    { entity: "payment", entityId: row.id, action, details: { orderId: row.orderId, providerTxId: row.providerTxId, ...details } },
    now,
  );
}
