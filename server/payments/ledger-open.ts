// Opening a payment (docs/payments.md, "The ledger"): whether an order can take a provider's
// payment now, and the provider's new transaction as a `created` row, with the order locked first.
import { and, eq } from "drizzle-orm";
import { type PaymentProvider, payments } from "../db/schema";
import { lockOrder, orderAmount, unpayableReason } from "./ledger-orders";
import { audit, findPayment } from "./ledger-rows";
import { done, fail, type LedgerFailure, type LedgerResult, type OrderRow, type ProviderTx, type Tx } from "./ledger-types";

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
