// The kitchen's words for an order's promo code and loyalty points (issue 26), in the shared wording
// of src/domain/promo-text.ts: the code and what it took off ("Promo code SPRING: −15 000 sum") on the
// tile, the ticket and the receipt, the free product's line marked "Gift · promo GIFT", and the points
// that paid part of the items ("Paid with points: −5 000 sum"), so the lines add up to the total.
import { useLingui } from "@lingui/react/macro";
import type { KitchenOrder } from "../../contract/kitchen";
import type { Locale } from "../../domain/locales";
import { promoLine } from "../../domain/promo-text";
import { money } from "../format";

export interface PromoText {
  /** "Promo code SPRING: −15 000 sum", or "Promo code GIFT"; null without a code. */
  line: string | null;
  /** "Promo code SPRING", the receipt's discount row. */
  code: string;
  /** "Gift · promo GIFT", beside the free product's line. */
  gift: string;
  /** What the free product's line says instead of its price. */
  free: string;
  /** "Paid with points: −5 000 sum"; null when no points paid. */
  points: string | null;
  /** "Paid with points", the receipt's row. */
  pointsRow: string;
}

export function usePromoText(order: KitchenOrder): PromoText {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const words = {
    discount: (code: string, sum: string) => t`Promo code ${code}: −${sum}`,
    code: (code: string) => t`Promo code ${code}`,
    free: t`free`,
  };
  const code = order.promoCode ?? "";
  const points = money(order.pointsSpent, locale);
  return {
    line: promoLine(order, words, (sum) => money(sum, locale)),
    code: words.code(code),
    gift: t`Gift · promo ${code}`,
    free: words.free,
    points: order.pointsSpent > 0 ? t`Paid with points: −${points}` : null,
    pointsRow: t`Paid with points`,
  };
}
