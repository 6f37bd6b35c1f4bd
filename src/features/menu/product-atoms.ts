import { atom } from "jotai";
import type { NewLine } from "../../domain/cart";
import { variantKey, variantName } from "../../domain/variant-key";
import type { MenuProduct } from "../shop/api/get-shop";

/** The product whose sheet is open, by id; null when closed. */
export const openProductIdAtom = atom<string | null>(null);

/**
 * The card's price: the lowest variant's, and whether to say "from" (variants at different prices,
 * or extras to choose).
 */
export function cardPrice(product: Pick<MenuProduct, "price" | "variants" | "hasModifiers">): { price: number; from: boolean } {
  const prices = product.variants.map((v) => v.price);
  if (prices.length === 0) return { price: product.price, from: product.hasModifiers };
  const lowest = Math.min(...prices);
  return { price: lowest, from: product.hasModifiers || prices.some((p) => p !== lowest) };
}

/**
 * What the card's add button adds at once: a product sold one way, with nothing to choose. Null
 * when the sheet must open (sizes or doughs, or extras, to choose).
 */
export function quickAddLine(product: MenuProduct): NewLine | null {
  if (product.hasModifiers || product.variants.length > 1) return null;
  const only = product.variants[0];
  const base = { cartProdId: product.id, name: product.name, imageUrl: product.imageUrl, modifiers: [] };
  if (!only) return { ...base, price: product.price };
  return { ...base, price: only.price, variantId: variantKey(only), variantName: variantName(only.size, only.dough) };
}
