// The bot's messages about an order, rendered when they are sent (so they show the order as it is
// then): the customer's (status in the order's language, a web_app button to the tracker) and the
// operators' (lines with their size, dough, halves and left-out ingredients, the promo code and its
// discount or free line, total, type, slot,
// address, payment, change, contactless, cutlery, and the buttons that move it on). While
// a delivery is on the way the customer's message also says how far the courier is; once the fiscal
// receipt's link is known (SetFiscalData, Click's fiscal answer) it has a "Receipt" button to it.
import { asc, desc, eq } from "drizzle-orm";
import { deliveryNotes, lineText, localizeLine } from "../../src/domain/line-text";
import { pick } from "../../src/domain/localized";
import { type Locale, localeFromLanguageCode } from "../../src/domain/locales";
import { formatMoney } from "../../src/domain/money";
import { canCancel, nextStatus, notifiesCustomer, STATUS } from "../../src/domain/order-status";
import type { Point } from "../../src/domain/courier";
import { DELIVERY } from "../../src/domain/order-type";
import { awaitsPayment, isOnline, type OrderRefund, paymentState } from "../../src/domain/payment";
import { formatTashkent } from "../../src/domain/tashkent-time";
import type { Db } from "../db/client";
import { courierPosition } from "../couriers/positions";
import { orderLines, orders, payments, restaurants } from "../db/schema";
import { orderRefund } from "../orders/order-payment";
import { courierDistanceLine } from "./courier-distance";
import { appUrl, webAppKeyboard } from "./links";
import { promoLine } from "../../src/domain/promo-text";
import { PROMO, promoWords } from "./texts-promo";
import { CANCEL_REASONS, deliveryWords, lineWords, OPERATOR_LOCALE, operatorStatusText, say, statusText, T } from "./texts";

export type OrderRow = typeof orders.$inferSelect;
export interface OrderView {
  order: OrderRow;
  lines: (typeof orderLines.$inferSelect)[];
  restaurantName: string;
  /** The courier's last position while the order is on the way (none otherwise). */
  courier?: Point | null;
  /** The fiscal receipt's link, once a provider gave one (http(s) only: Telegram refuses others). */
  receiptUrl?: string | null;
  /** The refund of its payments (orderRefund): a payment reversed or refunded is no longer "paid". */
  refund?: OrderRefund;
}

export interface Rendered {
  text: string;
  reply_markup?: {
    inline_keyboard: (
      | { text: string; callback_data: string }
      | { text: string; web_app: { url: string } }
      | { text: string; url: string }
    )[][];
  };
}

export async function loadOrder(db: Db, orderId: number): Promise<OrderView | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [lines, [restaurant], courier, paid] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db.select({ name: restaurants.name }).from(restaurants).where(eq(restaurants.id, order.restaurantId)),
    order.statusCode === STATUS.onTheWay ? courierPosition(db, orderId) : null,
    db
      .select({ url: payments.receiptUrl, refund: payments.refund })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.id)),
  ]);
  const receipt = paid.find((p) => p.url !== null);
  return {
    order,
    lines,
    restaurantName: restaurant ? pick(restaurant.name, OPERATOR_LOCALE) : order.restaurantId,
    courier: courier && { latitude: courier.latitude, longitude: courier.longitude },
    receiptUrl: receipt?.url && /^https?:\/\/\S+$/i.test(receipt.url) ? receipt.url : null,
    refund: orderRefund(paid),
  };
}

export const orderLocale = (order: Pick<OrderRow, "language">): Locale => localeFromLanguageCode(order.language) ?? "ru";

/** Statuses that deserve a new message (a notification); the others edit the order's message. */
export const notifies = (order: Pick<OrderRow, "orderTypeId">, code: number): boolean => notifiesCustomer(code, order.orderTypeId);

/** The slot as the operators read it: "21.11, 19:00" in Tashkent time. */
const slotWhen = (slot: Date | null, locale: Locale): string =>
  slot
    ? formatTashkent(slot, locale === "en" ? "en-GB" : "ru-RU", { day: "2-digit", month: "2-digit", hour: "2-digit", minute: "2-digit" })
    : say(T.asap, locale);

/**
 * What the messages say of an online payment, by the one rule (paymentState with the refund):
 * paid (the money kept, or owed back), returned (the provider reversed it or the refund was made;
 * paid_at stays), or still awaited. The time only tells awaiting from expired, said alike here.
 */
function paymentWord(view: OrderView) {
  const state = paymentState({ ...view.order, refund: view.refund ?? null }, new Date());
  if (state === "paid") return T.paid;
  return state === "cancelled" && view.order.paidAt !== null ? T.paymentReturned : T.awaitingPayment;
}

/** The customer's message about the status `code` (the change the outbox row is about). */
export function renderCustomer(view: OrderView, code: number, publicUrl: string | null, paidNote = false): Rendered {
  const { order } = view;
  const locale = orderLocale(order);
  const lines = [`${say(T.order, locale, { id: order.id })}: ${statusText(code, locale, order.orderTypeId)}`];
  if (code === STATUS.cancelled && order.cancelReason) lines.push(say(T.reason, locale, { reason: order.cancelReason }));
  // The distance only on the message about "on the way" while the order still is: a later status drops it.
  if (code === STATUS.onTheWay && order.statusCode === STATUS.onTheWay && view.courier && order.address)
    lines.push(courierDistanceLine(view.courier, order.address, locale));
  lines.push(say(T.total, locale, { sum: formatMoney(order.total, locale) }));
  const word = paidNote ? T.paid : isOnline(order.paymentType) ? paymentWord(view) : null;
  if (word && word !== T.awaitingPayment) lines.push(say(word, locale));
  const keyboard = [
    ...(webAppKeyboard(say(T.openOrder, locale), appUrl(publicUrl, locale, { kind: "order", orderId: order.id }))?.inline_keyboard ?? []),
    ...(view.receiptUrl ? [[{ text: say(T.receipt, locale), url: view.receiptUrl }]] : []),
  ];
  return { text: lines.join("\n"), ...(keyboard.length ? { reply_markup: { inline_keyboard: keyboard } } : {}) };
}

const PAYMENT_TYPES = { cash: T.cash, card: T.card, payme: T.payme, click: T.click, online: T.online } as const;

/** The operators' message: the order as it is now, with buttons while it can still move. */
export function renderOperator(view: OrderView, confirmCancel = false): Rendered {
  const { order } = view;
  const l = OPERATOR_LOCALE;
  const money = (n: number) => formatMoney(n, l);
  const text = [
    `${say(T.order, l, { id: order.id })} · ${view.restaurantName} · ${operatorStatusText(order.statusCode, l)}`,
    `${order.orderTypeId === DELIVERY ? say(T.delivery, l) : say(T.pickup, l)} · ${say(T.slot, l, { slot: slotWhen(order.slot, l) })}`,
    ...(order.address ? [say(T.address, l, { address: order.address.address })] : []),
    `${order.name}, ${order.phone}`,
    "",
    ...view.lines.map(
      (line) =>
        `${line.count} × ${lineText(localizeLine(line, l), lineWords(l))} — ${line.isGift ? say(PROMO.free, l) : money(line.priceWithModifiers * line.count)}`,
    ),
    "",
    ...[promoLine(order, promoWords(l), money)].filter((x) => x !== null),
    ...(order.pointsSpent > 0 ? [say(PROMO.points, l, { sum: money(order.pointsSpent) })] : []),
    say(T.total, l, { sum: money(order.total) }) +
      (order.priceOfDelivery ? ` (${say(T.deliveryFee, l, { sum: money(order.priceOfDelivery) })})` : ""),
    say(T.payment, l, { type: say(PAYMENT_TYPES[order.paymentType as keyof typeof PAYMENT_TYPES] ?? T.cash, l) }) +
      (isOnline(order.paymentType) ? ` · ${say(paymentWord(view), l)}` : ""),
    ...deliveryNotes(order, deliveryWords(l), money),
    ...(order.comment ? [say(T.comment, l, { comment: order.comment })] : []),
    ...(order.statusCode === STATUS.cancelled && order.cancelReason ? [say(T.reason, l, { reason: order.cancelReason })] : []),
  ].join("\n");
  return { text, reply_markup: { inline_keyboard: operatorButtons(order, confirmCancel) } };
}

/**
 * callback_data: `adv:<id>:<from>` (move on from status <from>), `cx:<id>` (ask why), `cr:<id>:<n>`
 * (cancel with the nth of CANCEL_REASONS), `bk:<id>` (back); `cy:<id>` (cancel, from older messages).
 */
function operatorButtons(order: OrderRow, confirmCancel: boolean) {
  const l = OPERATOR_LOCALE;
  if (confirmCancel && canCancel(order.statusCode))
    return [
      ...CANCEL_REASONS.map((r, n) => [{ text: `❌ ${say(r.label, l)}`, callback_data: `cr:${order.id}:${n}` }]),
      [{ text: say(T.back, l), callback_data: `bk:${order.id}` }],
    ];
  const row: { text: string; callback_data: string }[] = [];
  const to = nextStatus(order.statusCode, order.orderTypeId);
  const unpaid = awaitsPayment(order);
  if (to !== null && !unpaid) {
    const text = order.statusCode === STATUS.received ? say(T.accept, l) : say(T.next, l, { status: statusText(to, l) });
    row.push({ text, callback_data: `adv:${order.id}:${order.statusCode}` });
  }
  if (canCancel(order.statusCode)) row.push({ text: say(T.cancel, l), callback_data: `cx:${order.id}` });
  return row.length ? [row] : [];
}
