// A builder choice (variant, left-out ingredients, other half) read against the menu on screen:
// named in the menu's language and priced, or refused when the menu no longer offers it. Used by
// the cart's reconciliation, the messenger basket and "order again", so all three agree on what
// is still orderable and what it costs (the server prices orders by the same rules).
import type { CartChoice, CartRemoved } from "./cart";
import {
  basePrice,
  findVariant,
  type HalfPricing,
  type Ingredient,
  type ProductVariant,
  validateChoice,
  variantKey,
  variantName,
} from "./product-builder";

/** A menu product as the cart needs it; the builder fields are absent on older menus (none then). */
export interface ChoiceProduct {
  id: string;
  name: string;
  price: number;
  variants?: readonly ProductVariant[];
  ingredients?: readonly Ingredient[];
  halvesAllowed?: boolean;
}

/** A choice by ids, as an order line, the basket and the order history carry it. */
export interface WireChoice {
  variantId?: string | null;
  removed?: readonly string[];
  half?: { id: string; removed?: readonly string[] } | null;
}

export interface ResolvedChoice {
  /** The choice with names, for a cart line (variantId set whenever the product has variants). */
  choice: CartChoice;
  /** The line's base price before modifiers (the variant's, or the halves' by the chain's pricing). */
  price: number;
}

const asBuilder = (p: ChoiceProduct) => ({
  id: p.id,
  variants: p.variants ?? [],
  ingredients: p.ingredients ?? [],
  halvesAllowed: p.halvesAllowed ?? false,
});

function removedNames(product: ChoiceProduct, ids: readonly string[] | undefined): CartRemoved[] {
  const names = new Map((product.ingredients ?? []).map((i) => [i.id, i.name]));
  return [...new Set(ids ?? [])].map((id) => ({ id, name: names.get(id) ?? id }));
}

/**
 * The choice named and priced by the menu; null when it cannot be ordered from it any more (its
 * variant, an ingredient or the other half is gone, or the halves no longer match). A choice
 * without a variant gets the product's default one. `productOf` finds the other half's product.
 */
export function resolveChoice(
  product: ChoiceProduct,
  wire: WireChoice,
  productOf: (id: string) => ChoiceProduct | undefined,
  halfPricing: HalfPricing,
  modifierCount = 0,
): ResolvedChoice | null {
  const half = wire.half ? productOf(wire.half.id) : undefined;
  if (wire.half && !half) return null;
  if (validateChoice(asBuilder(product), wire, half && asBuilder(half), modifierCount).length) return null;
  const variant = findVariant(product.variants ?? [], wire.variantId);
  const removed = removedNames(product, wire.removed);
  const choice: CartChoice = {
    ...(variant ? { variantId: variantKey(variant), variantName: variantName(variant.size, variant.dough) } : {}),
    ...(removed.length ? { removed } : {}),
    ...(half && wire.half ? { half: { cartProdId: half.id, name: half.name, removed: removedNames(half, wire.half.removed) } } : {}),
  };
  const price = basePrice(
    { price: product.price, variants: product.variants ?? [] },
    wire.variantId,
    half ? { product: { price: half.price, variants: half.variants ?? [] }, pricing: halfPricing } : null,
  );
  return { choice, price };
}

const removedText = (r: readonly CartRemoved[] | undefined) => (r ?? []).map((i) => `${i.id}=${i.name}`).join("|");

/** Whether two named choices read the same (a language switch renames them). */
export function sameChoiceNames(a: CartChoice, b: CartChoice): boolean {
  const text = (c: CartChoice) =>
    [
      c.variantId ?? "",
      c.variantName ?? "",
      removedText(c.removed),
      c.half ? `${c.half.cartProdId}=${c.half.name}:${removedText(c.half.removed)}` : "",
    ].join("\n");
  return text(a) === text(b);
}
