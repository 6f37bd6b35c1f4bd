// Everything the bot says. The English is here; Russian and Uzbek are in the Lingui catalogue
// locales/<locale>/bot.po (`npm run i18n:extract` adds a new message to it, `npm run i18n:check`
// fails while one is untranslated), loaded by ./i18n.ts. Customers read their own language (the
// order's, or Telegram's language_code for commands); the operators' chat reads OPERATOR_LOCALE.
// Messages carry explicit ids because the server runs without Lingui's macros (tsx, the compiled
// build): `/*i18n*/` marks each for extraction.
import type { MessageDescriptor } from "@lingui/core";
import type { DeliveryWords, LineWords } from "../../src/domain/line-text";
import type { Locale } from "../../src/domain/locales";
import { type StatusLabelId, statusLabelId } from "../../src/domain/order-status";
import { botI18n } from "./i18n";

/** The operators' chat is one group: one language for everyone in it. */
export const OPERATOR_LOCALE: Locale = "ru";

export const T = {
  greeting: /*i18n*/ { id: "bot.greeting", message: "Hello! The menu, your cart and your order are in our app right here in Telegram." },
  greetingFolder: /*i18n*/ { id: "bot.greetingFolder", message: "Hello! Opening that part of the menu." },
  greetingTag: /*i18n*/ { id: "bot.greetingTag", message: "Hello! Here is a selection from the menu." },
  greetingOrder: /*i18n*/ { id: "bot.greetingOrder", message: "Hello! Here you can follow your order." },
  greetingPromo: /*i18n*/ { id: "bot.greetingPromo", message: "Hello! Open the menu: your promo code {code} goes into the cart." },
  openMenu: /*i18n*/ { id: "bot.openMenu", message: "Open the menu" },
  openOrder: /*i18n*/ { id: "bot.openOrder", message: "Open the order" },
  myOrders: /*i18n*/ { id: "bot.myOrders", message: "My orders" },
  ordersText: /*i18n*/ { id: "bot.ordersText", message: "Your orders and their status are in the app's profile." },
  helpMenu: /*i18n*/ { id: "bot.helpMenu", message: "/menu — the menu" },
  helpOrders: /*i18n*/ { id: "bot.helpOrders", message: "/orders — my orders" },
  helpHelp: /*i18n*/ { id: "bot.helpHelp", message: "/help — help" },
  helpNote: /*i18n*/ { id: "bot.helpNote", message: "We write here about each order until it reaches you." },
  noSite: /*i18n*/ { id: "bot.noSite", message: "The app is not available yet: the site's address is not set." },
  cmdHelp: /*i18n*/ { id: "bot.cmdHelp", message: "Help" },
  description: /*i18n*/ {
    id: "bot.description",
    message: "Order pizza for delivery or pickup right in Telegram. We message you when your order is accepted, ready and on its way.",
  },
  shortDescription: /*i18n*/ { id: "bot.shortDescription", message: "Pizza delivery: menu, ordering and status in Telegram." },
  order: /*i18n*/ { id: "bot.order", message: "Order #{id}" },
  reason: /*i18n*/ { id: "bot.reason", message: "Reason: {reason}" },
  paid: /*i18n*/ { id: "bot.paid", message: "Paid online" },
  paymentReturned: /*i18n*/ { id: "bot.paymentReturned", message: "Payment returned" },
  receipt: /*i18n*/ { id: "bot.receipt", message: "🧾 Receipt" },
  awaitingPayment: /*i18n*/ { id: "bot.awaitingPayment", message: "Awaiting online payment" },
  total: /*i18n*/ { id: "bot.total", message: "Total: {sum}" },
  deliveryFee: /*i18n*/ { id: "bot.deliveryFee", message: "delivery {sum}" },
  delivery: /*i18n*/ { id: "bot.delivery", message: "Delivery" },
  pickup: /*i18n*/ { id: "bot.pickup", message: "Pickup" },
  asap: /*i18n*/ { id: "bot.asap", message: "as soon as possible" },
  slot: /*i18n*/ { id: "bot.slot", message: "Time: {slot}" },
  address: /*i18n*/ { id: "bot.address", message: "Address: {address}" },
  payment: /*i18n*/ { id: "bot.payment", message: "Payment: {type}" },
  cash: /*i18n*/ { id: "bot.cash", message: "cash" },
  card: /*i18n*/ { id: "bot.card", message: "card on delivery" },
  online: /*i18n*/ { id: "bot.online", message: "online" },
  comment: /*i18n*/ { id: "bot.comment", message: "Comment: {comment}" },
  without: /*i18n*/ { id: "bot.without", message: "without {names}" },
  changeFrom: /*i18n*/ { id: "bot.changeFrom", message: "Change from {sum}" },
  contactless: /*i18n*/ { id: "bot.contactless", message: "Contactless: leave at the door" },
  cutlery: /*i18n*/ { id: "bot.cutlery", message: "Cutlery: {count}" },
  accept: /*i18n*/ { id: "bot.accept", message: "✅ Accept" },
  next: /*i18n*/ { id: "bot.next", message: "➡️ {status}" },
  cancel: /*i18n*/ { id: "bot.cancel", message: "❌ Cancel" },
  cancelSure: /*i18n*/ { id: "bot.cancelSure", message: "❌ Yes, cancel #{id}" },
  back: /*i18n*/ { id: "bot.back", message: "↩️ Back" },
  cancelledByRestaurant: /*i18n*/ { id: "bot.cancelledByRestaurant", message: "cancelled by the restaurant" },
  notAllowed: /*i18n*/ { id: "bot.notAllowed", message: "This button is for this restaurant's staff only." },
  moved: /*i18n*/ { id: "bot.moved", message: "Done: {status}" },
  stale: /*i18n*/ { id: "bot.stale", message: "The order has changed meanwhile — the message is updated." },
  unpaidRefused: /*i18n*/ { id: "bot.unpaidRefused", message: "The order is not paid yet: it cannot go to the kitchen." },
  invoiceDescription: /*i18n*/ { id: "bot.invoiceDescription", message: "Payment for order #{id}" },
  payRefused: /*i18n*/ { id: "bot.payRefused", message: "This order can no longer be paid: it is paid, cancelled or has changed." },
  phoneLinked: /*i18n*/ { id: "bot.phoneLinked", message: "Thank you! {phone} is now linked to your profile. You can go back to the app." },
  phoneNotUzbek: /*i18n*/ {
    id: "bot.phoneNotUzbek",
    message: "We can only take a number from Uzbekistan (+998). Enter a number in the app and we will send a code.",
  },
  paidThanks: /*i18n*/ { id: "bot.paidThanks", message: "Payment received, thank you!" },
  payme: /*i18n*/ { id: "bot.payme", message: "Payme" },
  click: /*i18n*/ { id: "bot.click", message: "Click" },
  refundOperator: /*i18n*/ { id: "bot.refundOperator", message: "⚠️ Refund needed: order #{id}, {sum} paid through {provider} — {why}." },
  refundStepTelegram: /*i18n*/ {
    id: "bot.refundStepTelegram",
    message: "Return it in the payment provider's cabinet (charge {charge}), then mark it refunded in the console (Payments).",
  },
  refundStepPayme: /*i18n*/ {
    id: "bot.refundStepPayme",
    message: "Return it in the Payme merchant cabinet (transaction {charge}), then mark it refunded in the console (Payments).",
  },
  refundStepClick: /*i18n*/ {
    id: "bot.refundStepClick",
    message:
      "Click's automatic reversal did not go through: return it in the Click merchant cabinet (payment {charge}), then mark it refunded in the console (Payments).",
  },
  refundCustomer: /*i18n*/ {
    id: "bot.refundCustomer",
    message:
      "We received your payment of {sum} for order #{id}, but {why}. The money will be returned to you; the restaurant has been told.",
  },
  whyPaidTwice: /*i18n*/ { id: "bot.whyPaidTwice", message: "the order was already paid" },
  whyOrderCancelled: /*i18n*/ { id: "bot.whyOrderCancelled", message: "the order is cancelled" },
  whyOrderExpired: /*i18n*/ { id: "bot.whyOrderExpired", message: "the time to pay for the order had run out" },
  whyAmount: /*i18n*/ { id: "bot.whyAmount", message: "the amount paid is not the order's total" },
  whyCurrency: /*i18n*/ { id: "bot.whyCurrency", message: "it was paid in another currency" },
  whyNotOnline: /*i18n*/ { id: "bot.whyNotOnline", message: "the order is to be paid on delivery, not online" },
  statusNew: /*i18n*/ { id: "bot.status.new", message: "new" },
  cancelWhy: /*i18n*/ { id: "bot.cancelWhy", message: "Why cancel #{id}?" },
  plainText: /*i18n*/ {
    id: "bot.plainText",
    message: "I cannot read messages here. The menu and your orders are in the app (the button below); to talk to us, call {phone}.",
  },
  plainTextNoPhone: /*i18n*/ {
    id: "bot.plainTextNoPhone",
    message: "I cannot read messages here. The menu and your orders are in the app (the button below).",
  },
} satisfies Record<string, MessageDescriptor>;

/**
 * The reasons an operator picks when cancelling in the chat (callback `cr:<id>:<index>`): the
 * button's label (the operators' language) and the reason the order keeps (the order's language,
 * the customer reads it).
 */
export const CANCEL_REASONS: readonly { label: MessageDescriptor; reason: MessageDescriptor }[] = [
  {
    label: /*i18n*/ { id: "bot.reasonLabel.outOfStock", message: "Out of stock" },
    reason: /*i18n*/ { id: "bot.reason.outOfStock", message: "a product is out of stock" },
  },
  {
    label: /*i18n*/ { id: "bot.reasonLabel.customerAsked", message: "Customer asked" },
    reason: /*i18n*/ { id: "bot.reason.customerAsked", message: "cancelled at the customer's request" },
  },
  {
    label: /*i18n*/ { id: "bot.reasonLabel.noCourier", message: "No courier" },
    reason: /*i18n*/ { id: "bot.reason.noCourier", message: "no courier is available" },
  },
  {
    label: /*i18n*/ { id: "bot.reasonLabel.addressUnreachable", message: "Address unreachable" },
    reason: /*i18n*/ { id: "bot.reason.addressUnreachable", message: "the address cannot be reached" },
  },
  {
    label: /*i18n*/ { id: "bot.reasonLabel.other", message: "Other" },
    reason: T.cancelledByRestaurant,
  },
];

/** A status in a word or two, by the label id the table of order facts gives it. */
const STATUS_TEXT: Record<StatusLabelId, MessageDescriptor> = {
  received: /*i18n*/ { id: "bot.status.received", message: "received" },
  confirmed: /*i18n*/ { id: "bot.status.confirmed", message: "confirmed" },
  cooking: /*i18n*/ { id: "bot.status.cooking", message: "cooking" },
  ready: /*i18n*/ { id: "bot.status.ready", message: "ready" },
  readyForPickup: /*i18n*/ { id: "bot.status.readyForPickup", message: "ready for pickup" },
  onTheWay: /*i18n*/ { id: "bot.status.onTheWay", message: "on the way" },
  completed: /*i18n*/ { id: "bot.status.completed", message: "completed" },
  pickedUp: /*i18n*/ { id: "bot.status.pickedUp", message: "completed" },
  cancelled: /*i18n*/ { id: "bot.status.cancelled", message: "cancelled" },
};

/** How a line and the delivery details read in the bot's messages (src/domain/line-text.ts). */
export const lineWords = (locale: Locale): LineWords => ({ without: (names) => say(T.without, locale, { names }) });
export const deliveryWords = (locale: Locale): DeliveryWords => ({
  changeFrom: (sum) => say(T.changeFrom, locale, { sum }),
  contactless: say(T.contactless, locale),
  cutlery: (count) => say(T.cutlery, locale, { count }),
});

/** A text in one language with its {placeholders} filled. */
export function say(text: MessageDescriptor, locale: Locale, values: Record<string, string | number> = {}): string {
  return botI18n(locale)._({ id: text.id, message: text.message, values });
}

/** The /help text: the commands, then what the bot writes about. */
export const helpText = (locale: Locale) =>
  `${[T.helpMenu, T.helpOrders, T.helpHelp].map((line) => say(line, locale)).join("\n")}\n\n${say(T.helpNote, locale)}`;

/** A status as the operators' message shows it: a new order (status 0) is "new", not yet accepted. */
export const operatorStatusText = (code: number, locale: Locale): string =>
  code === 0 ? say(T.statusNew, locale) : statusText(code, locale);

/** A status as the operators read it, or as the customer of an order of this type does (a pickup is "ready for pickup"). */
export function statusText(code: number, locale: Locale, orderTypeId?: number): string {
  const id = statusLabelId(code, orderTypeId);
  return id ? say(STATUS_TEXT[id], locale) : String(code);
}
