// The ledger's vocabulary (docs/payments.md, "The ledger"): its rows, what its operations answer,
// and the error kinds the providers' protocols turn into their own codes.
import type { Db } from "../db/client";
import type { orders, PaymentProvider, payments } from "../db/schema";

/** The database or a transaction of it: every operation runs inside the caller's transaction. */
export type Tx = Db;

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/**
 * Why an operation refused:
 * - order_not_found: no such order.
 * - not_payable: paid already, cancelled, expired, or placed with another method.
 * - wrong_amount: the amount is not the order's total (tiyin).
 * - in_progress: another live (created) transaction holds the order.
 * - payment_not_found: no row with this provider's id.
 * - payment_cancelled: the row was cancelled (it cannot be performed).
 * - cannot_cancel: the payment was performed and the order is already being cooked.
 * - not_refundable: the row is not waiting for a refund (console "mark refunded").
 */
export type LedgerErrorKind =
  | "order_not_found"
  | "not_payable"
  | "wrong_amount"
  | "in_progress"
  | "payment_not_found"
  | "payment_cancelled"
  | "cannot_cancel"
  | "not_refundable";

export type LedgerFailure = { ok: false; error: LedgerErrorKind };
/** A row the operation wrote or found; `repeated`: the same call came before and this is its row. */
export type LedgerSuccess = { ok: true; payment: PaymentRow; repeated: boolean };
export type LedgerResult = LedgerSuccess | LedgerFailure;

export const fail = (error: LedgerErrorKind): LedgerFailure => ({ ok: false, error });
export const done = (payment: PaymentRow, repeated = false): LedgerSuccess => ({ ok: true, payment, repeated });

/** The payment type an order names for each provider. */
export const PAYMENT_TYPE_OF: Record<PaymentProvider, string> = { payme: "payme", click: "click", telegram: "online" };

/** The provider's id of a transaction. */
export interface ProviderTx {
  provider: PaymentProvider;
  providerTxId: string;
}
