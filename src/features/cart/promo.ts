// The customer's promo code (issue 26): the code applied in the cart, kept in localStorage until the
// order that used it is placed (or it is removed); the cart's preview (POST /api/promo/check); the
// words of each refusal, shared by the cart and the checkout.
import { t } from "@lingui/core/macro";
import { atom } from "jotai";
import type { PromoCheck } from "../../contract/promo";
import { formatMoney } from "../../domain/money";
import type { Locale } from "../../domain/locales";
import { normalizeCode } from "../../domain/promo-code";
import { api } from "../../lib/http/api";
import { atomWithCheckedStorage } from "../../lib/stored-atom";
import { PROMO_STORAGE_KEY } from "./promo-link";

/** The applied code, normalised; "" = none. A promo link puts one here on start (./promo-link.ts). */
export const promoCodeAtom = atomWithCheckedStorage(PROMO_STORAGE_KEY, "", (v) =>
  typeof v === "string" ? normalizeCode(v).slice(0, 64) : "",
);

/** What the last check of the applied code said (the cart's and checkout's discount line). */
export const promoCheckAtom = atom<PromoCheck | null>(null);

export function checkPromo(code: string, restaurantId: string, subtotal: number): Promise<PromoCheck> {
  return api.POST("main", "/api/promo/check", { body: { code, restaurantId, subtotal } });
}

/** The order body's part: the applied code, or nothing. */
export const promoBody = (code: string): { promoCode?: string } => (code ? { promoCode: code } : {});

/** Why a code cannot be used, in the page's language. */
export function promoRefusalText(reason: string | null | undefined, minOrder: number | null | undefined, locale: Locale): string {
  switch (reason) {
    case "notStarted":
      return t`This promo code does not work yet`;
    case "expired":
      return t`This promo code has expired`;
    case "otherRestaurant":
      return t`This promo code does not work at this restaurant`;
    case "belowMinimum":
      return minOrder
        ? t`This promo code works from ${formatMoney(minOrder, locale)} of items`
        : t`The order is too small for this promo code`;
    case "firstOrderOnly":
      return t`This promo code is for a first order only`;
    case "usedUp":
      return t`This promo code has run out`;
    case "customerLimit":
      return t`You have already used this promo code`;
    default:
      return t`There is no such promo code`;
  }
}
