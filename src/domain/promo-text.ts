// How an order's promo code reads outside the storefront (issue 26), like ./line-text.ts: the
// operators' Telegram message, the board's order, the kitchen's and the courier's screens. The
// words come from the caller's own catalogue (bot.po, ops.po).

export interface PromoWords {
  /** "Promo code {code}: −{sum}". */
  discount: (code: string, sum: string) => string;
  /** "Promo code {code}", for a code that gives a product. */
  code: (code: string) => string;
  /** What a free product's line says instead of its price. */
  free: string;
}

/** "Promo code SPRING: −15 000 sum", or "Promo code GIFT" for a free product; null without a code. */
export function promoLine(
  order: { promoCode?: string | null; discount?: number },
  words: PromoWords,
  money: (sum: number) => string,
): string | null {
  if (!order.promoCode) return null;
  return order.discount ? words.discount(order.promoCode, money(order.discount)) : words.code(order.promoCode);
}
