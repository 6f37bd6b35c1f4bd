// The applied promo code as the cart and the checkout read it: its check kept current with the
// restaurant and the items, and the discount the last check gave.
import { atom, useAtom, useAtomValue } from "jotai";
import { useEffect } from "react";
import { locationAtom } from "../delivery/atoms";
import { shopQueryAtom } from "../shop/api/get-shop";
import { reconciledCartAtom } from "./atoms";
import { checkPromo, promoCheckAtom, promoCodeAtom } from "./promo";

/**
 * The restaurant a code is previewed for: the one chosen, else the one whose menu is on screen (a
 * first visit from a promo link has chosen none yet). The order checks the code again for its own.
 */
export const previewRestaurantAtom = atom((get) => get(locationAtom).RestaurantId || get(shopQueryAtom).data?.restId || "");

/** Keeps the applied code's check current with the restaurant and the items. */
export function useAppliedCheck() {
  const code = useAtomValue(promoCodeAtom);
  const [check, setCheck] = useAtom(promoCheckAtom);
  const restaurantId = useAtomValue(previewRestaurantAtom);
  const subtotal = useAtomValue(reconciledCartAtom).totals.subtotal;
  useEffect(() => {
    if (!code || !restaurantId) return setCheck(null);
    let live = true;
    checkPromo(code, restaurantId, subtotal).then(
      (answer) => live && setCheck(answer),
      () => live && setCheck(null),
    );
    return () => {
      live = false;
    };
  }, [code, restaurantId, subtotal, setCheck]);
  return check?.code === code ? check : null;
}

/**
 * The applied code and its discount as the last check said (0 = none or refused), without checking
 * again: the checkout's total and cash note. A PromoLine mounted beside it keeps the check current.
 */
export function useAppliedDiscount(): { code: string; amount: number } | null {
  const code = useAtomValue(promoCodeAtom);
  const check = useAtomValue(promoCheckAtom);
  return code && check?.ok && check.code === code && check.discount > 0 ? { code, amount: check.discount } : null;
}
