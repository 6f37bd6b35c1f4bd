// A ledger row as Payme sees it: its state number (1 created, 2 performed, -1 cancelled before
// perform, -2 cancelled after perform) and its times in ms. Every time is the row's stored time, so
// a repeated call answers exactly what the first did.
import type { payments } from "../../db/schema";
import { ACCOUNT_FIELD } from "./errors";

export type PaymentRow = typeof payments.$inferSelect;

export const PAYME_STATE = { created: 1, performed: 2, cancelled: -1, cancelledAfterPerform: -2 } as const;

/** Payme's cancel reasons (CancelTransaction's `reason`; 4 is also ours for a timed-out transaction). */
export const CANCEL_REASON = {
  receiverNotFound: 1,
  debitFailed: 2,
  executionFailed: 3,
  timeout: 4,
  refund: 5,
  unknown: 10,
} as const;

export function paymeState(row: Pick<PaymentRow, "state" | "performedAt">): number {
  if (row.state === "created") return PAYME_STATE.created;
  if (row.state === "performed") return PAYME_STATE.performed;
  return row.performedAt ? PAYME_STATE.cancelledAfterPerform : PAYME_STATE.cancelled;
}

const ms = (d: Date | null) => (d ? d.getTime() : 0);

/** Our `transaction` id as Payme keeps it: a string. */
export const transactionOf = (row: Pick<PaymentRow, "id">) => String(row.id);

export const createAnswer = (row: PaymentRow) => ({
  create_time: ms(row.createdAt),
  transaction: transactionOf(row),
  state: paymeState(row),
});

export const performAnswer = (row: PaymentRow) => ({
  transaction: transactionOf(row),
  perform_time: ms(row.performedAt),
  state: paymeState(row),
});

export const cancelAnswer = (row: PaymentRow) => ({
  transaction: transactionOf(row),
  cancel_time: ms(row.cancelledAt),
  state: paymeState(row),
});

export const checkAnswer = (row: PaymentRow) => ({
  create_time: ms(row.createdAt),
  perform_time: ms(row.performedAt),
  cancel_time: ms(row.cancelledAt),
  transaction: transactionOf(row),
  state: paymeState(row),
  reason: row.state === "cancelled" ? row.cancelReason : null,
});

/** A GetStatement entry: the check answer plus Payme's own fields as it sent them. */
export const statementEntry = (row: PaymentRow) => ({
  id: row.providerTxId,
  time: row.providerTime ?? ms(row.createdAt),
  amount: row.amount,
  account: { [ACCOUNT_FIELD]: String(row.orderId) },
  ...checkAnswer(row),
  receivers: null,
});
