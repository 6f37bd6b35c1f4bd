// What the tracker says about an order's payment (docs/payments.md, "Order payment state"): paid at
// the door, waiting for an online payment (with its deadline and the link that resumes it), paid,
// out of time, or cancelled — and a refund owed or made, and the fiscal receipt once known.
import { STATUS } from "../../domain/order-status";
import type { PaymentState } from "../../domain/payment";

export type { PaymentState };
export type RefundState = "needed" | "refunded" | null;

/** The order's `payment` as the server sends it. */
export interface OrderPayment {
  state: PaymentState;
  method: string;
  url: string | null;
  dueAt: string | null;
  receiptUrl: string | null;
  refund: RefundState;
}

/** The part of the order the payment's view is read from. */
export interface PaidOrder {
  statusCode: number;
  paymentType: string;
  /** Older answers: Telegram's payment went through. */
  paid?: boolean;
  payment?: OrderPayment | null;
}

export interface PaymentView {
  state: PaymentState;
  method: string;
  /** Where "Pay" goes: only while the payment can still be made. */
  payUrl: string | null;
  dueAt: string | null;
  refund: RefundState;
  receiptUrl: string | null;
}

/** The order's payment; `now` turns a deadline the clock has passed into "out of time" before the server's job does. */
export function paymentView(order: PaidOrder, now: number): PaymentView {
  const payment = order.payment ?? legacyPayment(order);
  let state = payment.state;
  if (state === "awaiting" && payment.dueAt && Date.parse(payment.dueAt) <= now) state = "expired";
  if (state === "awaiting" && order.statusCode === STATUS.cancelled) state = "cancelled";
  return {
    state,
    method: payment.method,
    payUrl: state === "awaiting" ? payment.url : null,
    dueAt: state === "awaiting" || state === "expired" ? payment.dueAt : null,
    refund: payment.refund,
    receiptUrl: payment.receiptUrl,
  };
}

/** An answer without `payment` (a server from before it): only Telegram's `paid` flag. */
function legacyPayment(order: PaidOrder): OrderPayment {
  const online = order.paymentType === "online";
  const state: PaymentState = !online ? "none" : order.paid ? "paid" : order.statusCode === STATUS.cancelled ? "cancelled" : "awaiting";
  return { state, method: order.paymentType, url: null, dueAt: null, receiptUrl: null, refund: null };
}

/** Waiting for the payment: the page keeps asking the server until it is paid or out of time. */
export const awaitingPayment = (order: PaidOrder): boolean => (order.payment ?? legacyPayment(order)).state === "awaiting";
