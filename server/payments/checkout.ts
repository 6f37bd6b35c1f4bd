// Which methods a restaurant takes now, and where a customer pays an online order: the provider's
// page (Payme checkout, my.click.uz) coming back to the order's tracker in the order's language.
// The same link is answered when the order is placed, on a retry with the same Idempotency-Key,
// and in the order's detail while it awaits payment (the tracker's pay button resumes it).
import { localeFromLanguageCode, type Locale } from "../../src/domain/locales";
import { localePrefix, paths } from "../../src/domain/paths";
import { PAYMENT_TYPES, type PaymentType, toTiyin } from "../../src/domain/payment";
import type { Config } from "../config";
import { clickPayUrl } from "./click/pay-url";
import { paymeCheckoutUrl } from "./payme/checkout-url";

export interface PaymentSettings {
  payme: Config["payme"];
  click: Config["click"];
  /** Telegram Payments (TELEGRAM_PAYMENT_PROVIDER_TOKEN). */
  telegram: boolean;
  windowMinutes: number;
  /** The site's address for return links; null = the request's own origin. */
  publicUrl: string | null;
}

export function paymentSettings(config: Config): PaymentSettings {
  return {
    payme: config.payme,
    click: config.click,
    telegram: config.telegramPaymentProviderToken !== null,
    windowMinutes: config.paymentWindowMinutes,
    publicUrl: config.publicUrl,
  };
}

/** The methods configured on this server, in the checkout's order. */
export function configuredMethods(s: PaymentSettings): PaymentType[] {
  return PAYMENT_TYPES.filter(
    (type) =>
      type === "cash" ||
      type === "card" ||
      (type === "payme" && s.payme !== null) ||
      (type === "click" && s.click !== null) ||
      (type === "online" && s.telegram),
  );
}

/** What the restaurant takes now: the configured methods less those it switched off. */
export function takenMethods(s: PaymentSettings, restaurant: { onlinePaymentsOff: readonly string[] }): PaymentType[] {
  return configuredMethods(s).filter((type) => !restaurant.onlinePaymentsOff.includes(type));
}

/** When an online order placed at `now` stops waiting for its payment. */
export const paymentDueAt = (s: Pick<PaymentSettings, "windowMinutes">, now: Date) => new Date(now.getTime() + s.windowMinutes * 60_000);

/** The order's tracker page in its language, on the public site (or `origin`). */
export function trackerUrl(base: string, orderId: number, locale: Locale): string {
  return `${base.replace(/\/+$/, "")}${localePrefix(locale)}${paths.tracker.href(orderId)}`;
}

export interface PayableOrder {
  id: number;
  total: number;
  paymentType: string;
  language: number;
}

/** The provider's page for a payme or click order; null for other methods or a provider not configured. */
export function paymentUrl(s: PaymentSettings, order: PayableOrder, origin: string): string | null {
  const locale = localeFromLanguageCode(order.language) ?? "ru";
  const returnUrl = trackerUrl(s.publicUrl ?? origin, order.id, locale);
  if (order.paymentType === "payme" && s.payme)
    return paymeCheckoutUrl(s.payme, { orderId: order.id, amountTiyin: toTiyin(order.total), language: locale, returnUrl });
  if (order.paymentType === "click" && s.click) return clickPayUrl(s.click, { orderId: order.id, amount: order.total, returnUrl });
  return null;
}
