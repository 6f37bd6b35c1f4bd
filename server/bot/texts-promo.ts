// The bot's words of a promo code (issue 26) on the operators' message: like ./texts.ts, English
// here, Russian and Uzbek in locales/<locale>/bot.po.
import type { MessageDescriptor } from "@lingui/core";
import type { Locale } from "../../src/domain/locales";
import type { PromoWords } from "../../src/domain/promo-text";
import { say } from "./texts";

export const PROMO = {
  /** The code and the sums it took off the items. */
  discount: /*i18n*/ { id: "bot.promo.discount", message: "Promo code {code}: −{sum}" },
  /** A code that gives a product: the gift line says so instead of a price. */
  codeOnly: /*i18n*/ { id: "bot.promo.code", message: "Promo code {code}" },
  free: /*i18n*/ { id: "bot.promo.free", message: "free" },
  /** Loyalty points that paid part of the items (issue 26): already taken off the total. */
  points: /*i18n*/ { id: "bot.promo.points", message: "Paid with points: −{sum}" },
} satisfies Record<string, MessageDescriptor>;

export const promoWords = (locale: Locale): PromoWords => ({
  discount: (code, sum) => say(PROMO.discount, locale, { code, sum }),
  code: (code) => say(PROMO.codeOnly, locale, { code }),
  free: say(PROMO.free, locale),
});
