// Payme's transaction methods on the ledger (developer.help.paycom.uz, "Методы Merchant API"):
// CheckPerformTransaction, CreateTransaction, PerformTransaction, CancelTransaction. Each runs in
// one database transaction; a transaction's order is locked before its row (the ledger's order),
// so two calls about one order take turns and each decides on what the other wrote.
//
// A transaction lives 12 hours from Payme's `time`: after that, Create or Perform cancels it
// (reason 4) and answers -31008. Perform refuses (-31008) an order that can no longer take the
// money (cancelled by staff, expired, paid by another way), so Payme never takes it; Cancel of a
// performed transaction reverses it while the order is not yet cooked (-2), else -31007.
import {
  cancelPayment,
  findPayment,
  type LedgerErrorKind,
  type LedgerFailure,
  openPayment,
  payableOrder,
  performPayment,
  type Tx,
} from "../ledger";
import { lockOrder } from "../ledger-orders";
import { PaymeError, type PaymeErrorKind } from "./errors";
import { receiptDetail } from "./fiscal-detail";
import { cancelParams, checkPerformParams, createParams, orderIdOf, parseParams, transactionParams } from "./params";
import { CANCEL_REASON, cancelAnswer, createAnswer, type PaymentRow, performAnswer } from "./view";

/** 12 hours, from Payme's `time` of CreateTransaction. */
export const PAYME_TIMEOUT_MS = 12 * 60 * 60 * 1000;

/** What a method gives back: a result, or an error answered after its transaction commits (a timeout's cancel). */
export type Outcome = { result: unknown } | { error: PaymeError };

const LEDGER_ERRORS: Record<LedgerErrorKind, PaymeErrorKind> = {
  order_not_found: "orderNotFound",
  not_payable: "orderNotPayable",
  wrong_amount: "wrongAmount",
  in_progress: "orderInProgress",
  payment_not_found: "transactionNotFound",
  payment_cancelled: "cannotPerform",
  cannot_cancel: "cannotCancel",
  not_refundable: "system",
};

/** A ledger refusal as Payme's error (thrown: the transaction rolls back, nothing was written). */
export const refused = (failure: LedgerFailure): never => {
  throw new PaymeError(LEDGER_ERRORS[failure.error]);
};

const tx = (id: string) => ({ provider: "payme" as const, providerTxId: id });

/** Payme's transaction with its order locked first, then the row itself; undefined when unknown. */
async function lockTransaction(db: Tx, id: string): Promise<PaymentRow | undefined> {
  const first = await findPayment(db, tx(id));
  if (!first) return undefined;
  await lockOrder(db, first.orderId);
  return findPayment(db, tx(id), true);
}

const timedOut = (row: PaymentRow, now: Date) => now.getTime() - (row.providerTime ?? row.createdAt.getTime()) > PAYME_TIMEOUT_MS;

/** Cancels a created transaction past its 12 hours (reason 4); the caller answers -31008. */
async function expire(db: Tx, row: PaymentRow, now: Date): Promise<Outcome> {
  const cancelled = await cancelPayment(db, { ...tx(row.providerTxId), reason: CANCEL_REASON.timeout }, now);
  if (!cancelled.ok) refused(cancelled);
  return { error: new PaymeError("cannotPerform") };
}

export async function checkPerformTransaction(db: Tx, params: unknown, now: Date): Promise<Outcome> {
  const { amount, account } = parseParams(checkPerformParams, params);
  const payable = await payableOrder(db, orderIdOf(account), "payme", amount, now);
  if (!payable.ok) return refused(payable);
  const detail = await receiptDetail(db, payable.order);
  return { result: { allow: true, ...(detail ? { detail } : {}) } };
}

export async function createTransaction(db: Tx, params: unknown, now: Date): Promise<Outcome> {
  const p = parseParams(createParams, params);
  const existing = await lockTransaction(db, p.id);
  if (existing) return repeatedCreate(db, existing, now);
  // Payme's time already 12 hours old: Payme itself has given up on it.
  if (now.getTime() - p.time > PAYME_TIMEOUT_MS) throw new PaymeError("cannotPerform");
  const opened = await openPayment(db, { ...tx(p.id), orderId: orderIdOf(p.account), amount: p.amount, providerTime: p.time }, now);
  if (!opened.ok) return refused(opened);
  // Created meanwhile by the same id (two creates at once): answered as a repeat.
  if (opened.repeated) return repeatedCreate(db, opened.payment, now);
  return { result: createAnswer(opened.payment) };
}

async function repeatedCreate(db: Tx, row: PaymentRow, now: Date): Promise<Outcome> {
  if (row.state !== "created") throw new PaymeError("cannotPerform");
  if (timedOut(row, now)) return expire(db, row, now);
  return { result: createAnswer(row) };
}

export async function performTransaction(db: Tx, params: unknown, now: Date): Promise<Outcome> {
  const { id } = parseParams(transactionParams, params);
  const row = await lockTransaction(db, id);
  if (!row) throw new PaymeError("transactionNotFound");
  if (row.state === "performed") return { result: performAnswer(row) };
  if (row.state === "cancelled") throw new PaymeError("cannotPerform");
  if (timedOut(row, now)) return expire(db, row, now);
  const performed = await performPayment(db, tx(id), now, { refuseUnpayable: true });
  if (!performed.ok) throw new PaymeError("cannotPerform");
  return { result: performAnswer(performed.payment) };
}

export async function cancelTransaction(db: Tx, params: unknown, now: Date): Promise<Outcome> {
  const { id, reason } = parseParams(cancelParams, params);
  const row = await lockTransaction(db, id);
  if (!row) throw new PaymeError("transactionNotFound");
  if (row.state === "cancelled") return { result: cancelAnswer(row) };
  const cancelled = await cancelPayment(db, { ...tx(id), reason }, now);
  if (!cancelled.ok) return refused(cancelled);
  return { result: cancelAnswer(cancelled.payment) };
}
