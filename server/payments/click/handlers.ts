// What Click's Prepare and Complete do to the ledger, and the code each outcome answers
// (docs/payments.md, "Click"). Both check the signature first (-1), then the service (-8) and the
// action (-3). Prepare opens our payment for the order (merchant_prepare_id); Complete performs it
// (merchant_confirm_id) or, when Click reports a failure (error < 0), cancels it and answers -9.
// Every call about one order takes its turn on the order's row lock, so two Completes at once
// answer 0 and -4, never two payments.
import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { errorFields, log } from "../../log";
import { cancelPayment, findPayment, openPayment, performPayment, type ProviderTx, type Tx } from "../ledger";
import { lockOrder, unpayableReason } from "../ledger-orders";
import {
  ACTION_COMPLETE,
  ACTION_PREPARE,
  amountInTiyin,
  type ClickAnswer,
  type ClickCall,
  type ClickErrorKind,
  clickAnswer,
  orderIdOf,
  signatureValid,
} from "./protocol";

export type ClickSettings = NonNullable<Config["click"]>;

/** Click's cancel reason in the ledger (its failures carry their own codes, kept in the audit row). */
const CLICK_CANCEL_REASON = 10;

/** The checks every call passes before the ledger is asked: signature, service, action. */
function refusal(click: ClickSettings, call: ClickCall, action: number): ClickErrorKind | null {
  if (!signatureValid(call, click.secretKey)) return "signFailed";
  if (call.serviceId !== click.serviceId) return "badRequest";
  if (call.action !== String(action)) return "actionNotFound";
  return null;
}

/**
 * Why an order cannot take this payment, in Click's words: paid -4, cancelled or expired -9, not a
 * Click order -5. The caller's transaction already holds the order's lock (openPayment's, or
 * Complete's own), so it is read, not locked again.
 */
async function unpayableKind(tx: Tx, orderId: number, now: Date): Promise<ClickErrorKind> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return "orderNotFound";
  const why = unpayableReason(order, "click", now);
  if (why === "paid_twice") return "alreadyPaid";
  if (why === "order_cancelled" || why === "order_expired") return "cancelled";
  return "orderNotFound";
}

/** A failure of ours (the database) is Click's -7: Click asks again later. */
async function guarded(stage: "prepare" | "complete", call: ClickCall, run: () => Promise<ClickAnswer>): Promise<ClickAnswer> {
  try {
    return await run();
  } catch (err) {
    log("error", `click ${stage} failed`, { clickTransId: call.clickTransId, ...errorFields(err) });
    return clickAnswer(stage, call, "updateFailed");
  }
}

export async function handlePrepare(db: Db, click: ClickSettings, call: ClickCall, now: Date): Promise<ClickAnswer> {
  const answer = (kind: ClickErrorKind, paymentId: number | null = null) => clickAnswer("prepare", call, kind, paymentId);
  const refused = refusal(click, call, ACTION_PREPARE);
  if (refused) return answer(refused);
  const orderId = orderIdOf(call.merchantTransId);
  if (orderId === null) return answer("orderNotFound");
  const amount = amountInTiyin(call.amount);
  if (amount === null) return answer("wrongAmount");
  return guarded("prepare", call, () =>
    db.transaction(async (tx) => {
      // openPayment takes the order's lock, then looks the id up again: a repeat of this Prepare
      // running at the same moment finds this one's payment.
      const opened = await openPayment(
        tx,
        { provider: "click", providerTxId: call.clickTransId, orderId, amount, providerChargeId: call.clickPaydocId },
        now,
      );
      if (!opened.ok) {
        if (opened.error === "wrong_amount") return answer("wrongAmount");
        if (opened.error === "not_payable") return answer(await unpayableKind(tx, orderId, now));
        return answer("orderNotFound");
      }
      const row = opened.payment;
      // The same click_trans_id about another order or amount is not a repeat: a malformed call.
      if (row.orderId !== orderId || row.amount !== amount) return answer("badRequest");
      if (row.state === "performed") return answer("alreadyPaid", row.id);
      if (row.state === "cancelled") return answer("cancelled", row.id);
      return answer("success", row.id);
    }),
  );
}

export interface CompleteResult {
  answer: ClickAnswer;
  /** The payment this call performed (its receipt is due); null otherwise. */
  paidPaymentId: number | null;
}

export async function handleComplete(db: Db, click: ClickSettings, call: ClickCall, now: Date): Promise<CompleteResult> {
  const answer = (kind: ClickErrorKind, paymentId: number | null = null) => clickAnswer("complete", call, kind, paymentId);
  const refused = refusal(click, call, ACTION_COMPLETE);
  if (refused) return { answer: answer(refused), paidPaymentId: null };
  const orderId = orderIdOf(call.merchantTransId);
  const amount = amountInTiyin(call.amount);
  const id: ProviderTx = { provider: "click", providerTxId: call.clickTransId };
  let paidPaymentId: number | null = null;
  const result = await guarded("complete", call, () =>
    db.transaction(async (tx) => {
      // The order first, then the row, as the ledger locks them: a concurrent call waits here.
      if (orderId !== null) await lockOrder(tx, orderId);
      const row = await findPayment(tx, id, true);
      if (!row || String(row.id) !== call.merchantPrepareId || row.orderId !== orderId) return answer("transactionNotFound");
      if (amount !== row.amount) return answer("wrongAmount");
      if (row.state === "performed") return answer("alreadyPaid", row.id);
      if (row.state === "cancelled") return answer("cancelled", row.id);
      if (Number(call.error) < 0) {
        await cancelPayment(tx, { ...id, reason: CLICK_CANCEL_REASON }, now);
        log("info", "click payment failed on Click's side", { paymentId: row.id, error: call.error, note: call.errorNote.slice(0, 200) });
        return answer("cancelled", row.id);
      }
      const performed = await performPayment(tx, id, now, { refuseUnpayable: true, providerChargeId: call.clickPaydocId });
      if (performed.ok) {
        if (performed.repeated) return answer("alreadyPaid", row.id);
        paidPaymentId = row.id;
        return answer("success", row.id);
      }
      if (performed.error === "payment_cancelled") return answer("cancelled", row.id);
      // The order can no longer take it (cancelled, expired, paid by another payment): we cancel
      // ours, and Click, seeing an error, does not keep the money.
      const kind = await unpayableKind(tx, row.orderId, now);
      await cancelPayment(tx, { ...id, reason: CLICK_CANCEL_REASON }, now);
      return answer(kind === "alreadyPaid" ? "alreadyPaid" : "cancelled", row.id);
    }),
  );
  return { answer: result, paidPaymentId: result.error === 0 ? paidPaymentId : null };
}
