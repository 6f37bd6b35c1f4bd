// The product sheet's choice as plain data: which variant, which ingredients are left out, the other
// half, the modifiers' counts; what it costs; the other pizzas that can be the second half; and the
// cart line it adds (named in the menu's language, priced as the server prices it).
import type { NewLine } from "../../domain/cart";
import { resolveChoice } from "../../domain/cart-choice";
import { priceWithModifiers } from "../../domain/modifiers";
import { defaultVariant, findVariant, type HalfPricing, hasVariant, pickVariant, variantKey } from "../../domain/product-builder";
import type { MenuProduct, ProductForCart } from "../shop/api/get-shop";

export interface SheetChoice {
  /** The chosen variant's key; null for a product without variants. */
  variantId: string | null;
  /** Ingredient ids left out of the product (the left half of a half-and-half). */
  removed: readonly string[];
  /** The other half and what is left out of it; null for a whole pizza. */
  half: { id: string; removed: readonly string[] } | null;
  counts: Readonly<Record<string, number>>;
}

export const initialChoice = (product: MenuProduct, counts: Record<string, number>): SheetChoice => {
  const variant = defaultVariant(product.variants);
  return { variantId: variant ? variantKey(variant) : null, removed: [], half: null, counts };
};

/** Leaves an ingredient out, or puts it back. */
export const toggleIngredient = (removed: readonly string[], id: string) =>
  removed.includes(id) ? removed.filter((r) => r !== id) : [...removed, id];

/** The pizzas that can be the other half: halves allowed, not sold out, made in the same variant. */
export function halfCandidates(products: readonly MenuProduct[], product: MenuProduct, variantId: string | null): MenuProduct[] {
  if (!product.halvesAllowed) return [];
  return products.filter(
    (p) => p.id !== product.id && p.halvesAllowed && !p.inStopList && (variantId === null || findVariant(p.variants, variantId)),
  );
}

/**
 * A tap on a size or a dough: that variant when sold (else the size's first dough the other half,
 * if any, is made in too; else its first dough, which drops the half: the sheet disables sizes
 * the half is not made in, so this only happens when the menu changed under it).
 */
export function chooseVariant(
  choice: SheetChoice,
  product: MenuProduct,
  half: MenuProduct | undefined,
  sizeId: string,
  doughId: string | null,
): SheetChoice {
  const both =
    half &&
    product.variants.find(
      (v) =>
        v.sizeId === sizeId &&
        (v.doughId === doughId || !hasVariant(product.variants, sizeId, doughId)) &&
        hasVariant(half.variants, v.sizeId, v.doughId),
    );
  const variant = both ?? pickVariant(product.variants, sizeId, doughId);
  if (!variant) return choice;
  const keepsHalf = half && hasVariant(half.variants, variant.sizeId, variant.doughId);
  return { ...choice, variantId: variantKey(variant), half: keepsHalf ? choice.half : null };
}

/** Whether a size or dough can be chosen: the product (and the other half, if any) is made so. */
export const variantOffered = (product: MenuProduct, half: MenuProduct | undefined, sizeId: string, doughId: string | null) =>
  hasVariant(product.variants, sizeId, doughId) && (!half || hasVariant(half.variants, sizeId, doughId));

/**
 * The line the sheet adds, named and priced by the menu; null when the menu cannot make it (the
 * sheet offers no such choice: a menu changing under it). A half-and-half takes no modifiers.
 */
export function sheetLine(
  choice: SheetChoice,
  product: MenuProduct,
  forCart: ProductForCart,
  products: readonly MenuProduct[],
  productsForCart: readonly ProductForCart[],
  halfPricing: HalfPricing,
): NewLine | null {
  const priced = (id: string) => {
    const p = products.find((x) => x.id === id);
    const c = productsForCart.find((x) => x.id === id);
    return p && c ? { ...p, price: c.price } : undefined;
  };
  const modifiers = choice.half
    ? []
    : forCart.modifiers
        .filter((m) => (choice.counts[m.id] ?? 0) > 0)
        .map(({ id, name, price }) => ({ id, name, price, count: choice.counts[id] ?? 0 }));
  const resolved = resolveChoice({ ...product, price: forCart.price }, choice, priced, halfPricing, modifiers.length);
  if (!resolved) return null;
  return { cartProdId: product.id, name: product.name, imageUrl: product.imageUrl, price: resolved.price, modifiers, ...resolved.choice };
}

export const lineTotal = (line: NewLine | null) => (line ? priceWithModifiers(line.price, line.modifiers) : 0);
