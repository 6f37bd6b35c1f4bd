// The pizza builder's choice for an order by phone, as plain data over the site's menu (GET
// /api/shop): the size and dough, the ingredients left out, the other half; which sizes, doughs and
// halves can be offered; and the draft line it makes, named and priced by the domain's rules
// (src/domain/cart-choice.ts: what the server checks and prices the same way).
import type { Shop } from "../../contract/menu";
import { resolveChoice } from "../../domain/cart-choice";
import { defaultVariant, findVariant, hasVariant, pickVariant, variantKey } from "../../domain/product-builder";
import type { DraftLine, DraftModifier } from "./draft";

type Product = Shop["products"][number];

export interface BuilderState {
  /** The chosen variant's key; null for a product without variants. */
  variantId: string | null;
  removed: readonly string[];
  half: { id: string; removed: readonly string[] } | null;
}

export function initialBuilder(product: Product): BuilderState {
  const variant = defaultVariant(product.variants);
  return { variantId: variant ? variantKey(variant) : null, removed: [], half: null };
}

/** Whether the product needs the choice opened before it is added (anything to choose). */
export const hasChoice = (product: Product, modifierCount: number) =>
  modifierCount > 0 || product.variants.length > 1 || product.halvesAllowed || product.ingredients.some((i) => i.removable);

export const toggle = (ids: readonly string[], id: string) => (ids.includes(id) ? ids.filter((r) => r !== id) : [...ids, id]);

/** Whether a size and dough can be chosen: the product (and the other half, if any) is made so. */
export const offered = (product: Product, half: Product | undefined, sizeId: string, doughId: string | null) =>
  hasVariant(product.variants, sizeId, doughId) && (!half || hasVariant(half.variants, sizeId, doughId));

/**
 * A size or a dough chosen: that variant when both halves are made so, else that size's first
 * dough they both are, else the product's own (which lets the half go).
 */
export function chooseVariant(state: BuilderState, product: Product, half: Product | undefined, sizeId: string, doughId: string | null) {
  const both = half
    ? (product.variants.find((v) => v.sizeId === sizeId && v.doughId === doughId && offered(product, half, sizeId, doughId)) ??
      product.variants.find((v) => v.sizeId === sizeId && offered(product, half, v.sizeId, v.doughId)))
    : undefined;
  const variant = both ?? pickVariant(product.variants, sizeId, doughId);
  if (!variant) return state;
  const keepsHalf = half && hasVariant(half.variants, variant.sizeId, variant.doughId);
  return { ...state, variantId: variantKey(variant), half: keepsHalf ? state.half : null };
}

/** The pizzas that can be the other half: halves allowed, not sold out, made in the chosen variant. */
export function halfOptions(shop: Shop, product: Product, variantId: string | null): Product[] {
  if (!product.halvesAllowed) return [];
  return shop.products.filter(
    (p) => p.id !== product.id && p.halvesAllowed && !p.inStopList && (variantId === null || findVariant(p.variants, variantId)),
  );
}

/**
 * The draft line the choice makes, named as the staff's order lines are (src/domain/line-text.ts),
 * or null when the menu cannot make it. A half-and-half takes no modifiers.
 */
export function builderLine(
  shop: Shop,
  product: Product,
  state: BuilderState,
  modifiers: readonly DraftModifier[],
): Omit<DraftLine, "key" | "count"> | null {
  const priceOf = (id: string) => shop.productsForCart.find((c) => c.id === id)?.price;
  const productOf = (id: string) => {
    const p = shop.products.find((x) => x.id === id);
    const price = priceOf(id);
    return p && price !== undefined ? { ...p, price } : undefined;
  };
  const own = productOf(product.id);
  if (!own) return null;
  const chosen = state.half ? [] : modifiers.filter((m) => m.count > 0);
  const resolved = resolveChoice(own, state, productOf, shop.halfPricing, chosen.length);
  if (!resolved) return null;
  const { choice } = resolved;
  return {
    productId: product.id,
    name: product.name,
    price: resolved.price,
    modifiers: [...chosen],
    variant: choice.variantId ? { id: choice.variantId, name: choice.variantName ?? choice.variantId } : null,
    removed: choice.removed ?? [],
    half: choice.half ? { id: choice.half.cartProdId, name: choice.half.name, removed: choice.half.removed } : null,
  };
}
