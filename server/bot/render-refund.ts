// The bot's message about money owed back (outbox kind "refund", written by the payments ledger):
// to the operators, what was paid, why it cannot stay and the step to take; to the customer, that
// the payment will be returned. Sent as a new message each time (it is news, not the order's state).
import { and, desc, eq } from "drizzle-orm";
import type { MessageDescriptor } from "@lingui/core";
import { formatMoney } from "../../src/domain/money";
import type { Db } from "../db/client";
import { type PaymentRefundReason, payments } from "../db/schema";
import { type OrderView, orderLocale, type Rendered } from "./render";
import { OPERATOR_LOCALE, say, T } from "./texts";

type PaymentRow = typeof payments.$inferSelect;

const WHY: Record<PaymentRefundReason, MessageDescriptor> = {
  paid_twice: T.whyPaidTwice,
  order_cancelled: T.whyOrderCancelled,
  order_expired: T.whyOrderExpired,
  amount_mismatch: T.whyAmount,
  currency_mismatch: T.whyCurrency,
  not_online: T.whyNotOnline,
};
const STEP = { telegram: T.refundStepTelegram, payme: T.refundStepPayme, click: T.refundStepClick } as const;
const PROVIDER = { telegram: "Telegram", payme: "Payme", click: "Click" } as const;

/** The order's payments still owed back (needed), newest first; empty once staff marked them refunded. */
export function owedPayments(db: Db, orderId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.refund, "needed")))
    .orderBy(desc(payments.id));
}

/** A payment's amount as people read it: tiyin back to so'm (UZS), else the amount and its currency. */
const amountText = (p: PaymentRow, locale: Parameters<typeof formatMoney>[1]) =>
  p.currency === "UZS" ? formatMoney(p.amount / 100, locale) : `${p.amount / 100} ${p.currency}`;

/** null when nothing is owed any more (refunded before the message went). */
export function renderRefund(
  view: OrderView,
  target: "operator" | "restaurant" | "customer",
  owed: readonly PaymentRow[],
): Rendered | null {
  const payment = owed[0];
  if (!payment) return null;
  const why = WHY[payment.refundReason ?? "paid_twice"];
  if (target === "customer") {
    const l = orderLocale(view.order);
    return { text: say(T.refundCustomer, l, { sum: amountText(payment, l), id: view.order.id, why: say(why, l) }) };
  }
  const l = OPERATOR_LOCALE;
  const charge = payment.providerChargeId ?? payment.providerTxId;
  return {
    text: [
      say(T.refundOperator, l, { id: view.order.id, sum: amountText(payment, l), provider: PROVIDER[payment.provider], why: say(why, l) }),
      say(STEP[payment.provider], l, { charge }),
    ].join("\n"),
  };
}
