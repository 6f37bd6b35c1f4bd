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

/** Paid online (a payment provider), as opposed to the courier. Unknown strings are not online. */
export function isOnline(paymentType: string): paymentType is OnlinePaymentType {
  return (ONLINE_PAYMENT_TYPES as readonly string[]).includes(paymentType);
}

/**
 * none: cash or card to the courier. awaiting: online, unpaid, its window still open. paid.
 * expired: online, unpaid past its window (or cancelled for that reason). cancelled: online,
 * unpaid, cancelled by staff.
 */
export type PaymentState = "none" | "awaiting" | "paid" | "expired" | "cancelled";

export interface PaymentFacts {
  paymentType: string;
  paidAt: Date | string | null;
  paymentDueAt: Date | string | null;
  statusCode: number;
  cancelReason: string | null;
}

const time = (v: Date | string) => (v instanceof Date ? v.getTime() : Date.parse(v));

/** The order's payment state at `now`; an unpaid order past its due time is expired even before the job cancels it. */
export function paymentState(order: PaymentFacts, now: Date): PaymentState {
  if (!isOnline(order.paymentType)) return "none";
  if (order.paidAt !== null) return "paid";
  if (order.statusCode === STATUS.cancelled) return order.cancelReason === PAYMENT_EXPIRED_REASON ? "expired" : "cancelled";
  if (order.paymentDueAt !== null && time(order.paymentDueAt) <= now.getTime()) return "expired";
  return "awaiting";
}

/** Waiting for its payment: kept off the board and out of the chats, its slot held. */
export function awaitsPayment(order: Pick<PaymentFacts, "paymentType" | "paidAt">): boolean {
  return isOnline(order.paymentType) && order.paidAt === null;
}

/** Tiyin (what Payme and the ledger count) from so'm (what prices are stored in). */
export const toTiyin = (sum: number) => Math.round(sum * 100);
