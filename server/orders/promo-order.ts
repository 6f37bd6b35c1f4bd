// An order's promo code (issue 26): checked before the order statement with the shared rules
// (src/domain/promo-code.ts) against the code's row and the customer's counts, so a refusal names
// its reason (422 promo_invalid, `reason`); the statement then counts the use under the code's row
// lock and refuses it if the last use went meanwhile (order-statements.ts). A free product is a
// line of its own at price 0 (is_gift), in its default size and dough.
import type { OrderBody } from "../../src/contract/order";
import { defaultVariant, variantKey } from "../../src/domain/product-builder";
import type { Db } from "../db/client";
import { checkPromoCode, promoInvalid } from "./promo-check";
import type { Catalog } from "./catalog";
import type { NewOrder } from "./order-statements";

export interface OrderPromo {
  promo: NonNullable<NewOrder["promo"]>;
  gift: NewOrder["lines"][number] | null;
}

/** The code's discount and free line for this order; null without a code; 422 promo_invalid when it cannot be used. */
export async function orderPromo(
  db: Db,
  menu: Catalog,
  body: OrderBody,
  customerId: string,
  subtotal: number,
  now: Date,
): Promise<OrderPromo | null> {
  if (!body.promoCode) return null;
  const { result, code } = await checkPromoCode(db, {
    code: body.promoCode,
    customerId,
    subtotal,
    restaurantId: body.restaurantId,
    now,
  });
  if (!result.ok || !code) throw promoInvalid(result.ok ? { kind: "unknown" } : result.refusal);
  const promo = { code: code.code, discount: result.discount, perCustomerLimit: code.perCustomerLimit };
  if (!result.freeProductId) return { promo, gift: null };
  // A free product the menu no longer sells: the code gives nothing, so it is refused as unknown.
  const product = menu.products.get(result.freeProductId);
  if (!product?.isActive) throw promoInvalid({ kind: "unknown" });
  const variant = defaultVariant(product.variants);
  return {
    promo,
    gift: {
      productId: product.id,
      name: product.name,
      basePrice: 0,
      priceWithModifiers: 0,
      count: 1,
      modifiers: [],
      variant: variant ? { id: variantKey(variant), size: variant.size, dough: variant.dough } : null,
      removed: [],
      half: null,
      isGift: true,
    },
  };
}
