// Which ways to pay the checkout offers (docs/payments.md): cash and card to the courier, Payme and
// Click online on the provider's page, and Telegram's own payment inside the mini-app. The server
// says which a restaurant takes now (GET /api/payments/methods); this decides what is shown, in a
// fixed order, and whether the customer's choice can still be sent.

import { isOnline, PAYMENT_TYPES, type PaymentType } from "../../domain/payment";

export type { PaymentType };

export const isPaymentType = (value: unknown): value is PaymentType => PAYMENT_TYPES.includes(value as PaymentType);

/** Paid on the provider's page (a `paymentUrl` to go to), before the kitchen starts. */
export const isProviderMethod = (type: string): type is "payme" | "click" => type === "payme" || type === "click";

/** Paid before the order goes to the restaurant: the provider's page or Telegram's invoice. */
export const isPaidAhead = (type: string): boolean => isOnline(type);

export interface OfferInput {
  /** The methods the restaurant takes now, as the server listed them; null while unknown (loading, or the call failed). */
  taken: readonly string[] | null;
  /** Running inside the Telegram mini-app. */
  inTelegram: boolean;
  /** Telegram Payments is set up (the runtime config's `onlinePayment`). */
  telegramPayments: boolean;
}

/**
 * The methods to show. Until the server's list is known, only cash and card (always taken at the
 * door); Telegram's payment only inside Telegram, when listed or configured.
 */
export function offeredMethods({ taken, inTelegram, telegramPayments }: OfferInput): PaymentType[] {
  return PAYMENT_TYPES.filter((type) => {
    if (type === "online") return inTelegram && (telegramPayments || (taken?.includes("online") ?? false));
    if (taken === null) return type === "cash" || type === "card";
    return taken.includes(type);
  });
}

/**
 * The methods drawn as choices: the offered ones, and the chosen one even when it is not offered
 * (a draft from before the restaurant switched it off), so the customer sees what they chose and
 * is told to choose again instead of it vanishing silently.
 */
export function shownMethods(offered: readonly PaymentType[], chosen: PaymentType): PaymentType[] {
  return offered.includes(chosen) ? [...offered] : PAYMENT_TYPES.filter((type) => type === chosen || offered.includes(type));
}

/** The chosen method cannot be sent: the restaurant's list is known and it is not on it. */
export function methodUnavailable(chosen: PaymentType, offered: readonly PaymentType[], known: boolean): boolean {
  return known && !offered.includes(chosen);
}
