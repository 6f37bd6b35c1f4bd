// How an order is paid (docs/payments.md): the payment types on the wire, which of them are paid
// online (the order then waits for its payment before anyone cooks or hears of it), and the
// order's payment state derived from its row. Shared by the app and the server: never compare a
// payment type with "online" alone.
import { STATUS } from "./order-status";

/** Paid to the courier (or at the counter). */
export const OFFLINE_PAYMENT_TYPES = ["cash", "card"] as const;
/** Paid before cooking: Payme, Click (web and Telegram), Telegram Payments ("online", Telegram only). */
export const ONLINE_PAYMENT_TYPES = ["payme", "click", "online"] as const;
export const PAYMENT_TYPES = [...OFFLINE_PAYMENT_TYPES, ...ONLINE_PAYMENT_TYPES] as const;
/** What the website offers; Telegram adds "online". */
export const WEB_PAYMENT_TYPES = ["cash", "card", "payme", "click"] as const;

export type PaymentType = (typeof PAYMENT_TYPES)[number];
export type OnlinePaymentType = (typeof ONLINE_PAYMENT_TYPES)[number];

/** PAYMENT_WINDOW_MINUTES unless configured. */
export const DEFAULT_PAYMENT_WINDOW_MINUTES = 20;

/** The cancel reason stored when nobody paid an online order in its window. */
export const PAYMENT_EXPIRED_REASON = "payment_expired";
/** The cancel reason stored when the provider reversed a performed payment (the money went back). */
export const PAYMENT_REVERSED_REASON = "payment_cancelled";

/** Paid online (a payment provider), as opposed to the courier. Unknown strings are not online. */
export function isOnline(paymentType: string): paymentType is OnlinePaymentType {
  return (ONLINE_PAYMENT_TYPES as readonly string[]).includes(paymentType);
}

/**
 * none: cash or card to the courier. awaiting: online, unpaid, its window still open. paid (the
 * money is with the restaurant, or owed back: refund needed). expired: online, unpaid past its
 * window (or cancelled for that reason). cancelled: online, cancelled unpaid by staff, or cancelled
 * after payment with the money returned (the provider reversed it, or staff cancelled and the
 * refund was made).
 */
export type PaymentState = "none" | "awaiting" | "paid" | "expired" | "cancelled";

/** The refund of an order's payments taken together: any owed is "needed". */
export type OrderRefund = "needed" | "refunded" | null;

export interface PaymentFacts {
  paymentType: string;
  paidAt: Date | string | null;
  paymentDueAt: Date | string | null;
  statusCode: number;
  cancelReason: string | null;
  /** The refund of its payments (a reader without them leaves it out: only a provider's reversal is then seen). */
  refund?: OrderRefund;
}

const time = (v: Date | string) => (v instanceof Date ? v.getTime() : Date.parse(v));

/** The order's payment state at `now`; an unpaid order past its due time is expired even before the job cancels it. */
export function paymentState(order: PaymentFacts, now: Date): PaymentState {
  if (!isOnline(order.paymentType)) return "none";
  if (order.paidAt !== null) return returned(order) ? "cancelled" : "paid";
  if (order.statusCode === STATUS.cancelled) return order.cancelReason === PAYMENT_EXPIRED_REASON ? "expired" : "cancelled";
  if (order.paymentDueAt !== null && time(order.paymentDueAt) <= now.getTime()) return "expired";
  return "awaiting";
}

/** A paid order cancelled with its money gone back (paid_at stays: it records that the money came). */
function returned(order: PaymentFacts): boolean {
  if (order.statusCode !== STATUS.cancelled) return false;
  return order.refund === "refunded" || (order.refund == null && order.cancelReason === PAYMENT_REVERSED_REASON);
}

/** Waiting for its payment: kept off the board and out of the chats, its slot held. */
export function awaitsPayment(order: Pick<PaymentFacts, "paymentType" | "paidAt">): boolean {
  return isOnline(order.paymentType) && order.paidAt === null;
}

/** Tiyin (what Payme and the ledger count) from so'm (what prices are stored in). */
export const toTiyin = (sum: number) => Math.round(sum * 100);
