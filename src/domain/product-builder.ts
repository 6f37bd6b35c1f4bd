// The pizza builder's rules (docs/product-rules.md §4a): sizes and doughs (variants), ingredients a
// customer may remove, two halves of different pizzas, and one cart line per identical choice.
// Plain functions over plain data, used by the product sheet, the cart and the server's pricing.
// A variant's key and name and a line's key live apart (first-load code needs only them).
import { variantKey } from "./variant-key";

export { lineKey } from "./line-key";
export { variantKey, variantName } from "./variant-key";

/**
 * One way a product is sold: a size, and a dough where the product has doughs. Its key
 * (variantKey) is the same on every product of that size and dough, so two halves match by it.
 */
export interface ProductVariant<N = string> {
  /** "25", "30", "35": the same id means the same size on every product. */
  sizeId: string;
  /** "traditional", "thin"; null for a product without a choice of dough. */
  doughId: string | null;
  size: N;
  dough: N | null;
  price: number;
  /** What this size weighs or holds ("560 g"); null = the product's portion. */
  portion: N | null;
  /** How large the picture is drawn, 0.5–1 of the card (a small pizza looks smaller). */
  imageScale: number;
  /** The variant the sheet opens with; none marked = the first. */
  isDefault: boolean;
}

export interface Ingredient<N = string> {
  id: string;
  name: N;
  /** May be left out ("without onion"); others are only listed. */
  removable: boolean;
}

/** How a half-and-half pizza is priced (a chain setting): the dearer half, or the halves' average. */
export const HALF_PRICINGS = ["dearer", "average"] as const;
export type HalfPricing = (typeof HALF_PRICINGS)[number];

export function defaultVariant<V extends ProductVariant<unknown>>(variants: readonly V[]): V | undefined {
  return variants.find((v) => v.isDefault) ?? variants[0];
}

/**
 * The variant a line names; a line that names none (an older client, the messenger's basket from
 * before variants) gets the product's default one. Undefined for an unknown key or no variants.
 */
export const findVariant = <V extends ProductVariant<unknown>>(variants: readonly V[], key: string | null | undefined) =>
  key == null ? defaultVariant(variants) : variants.find((v) => variantKey(v) === key);

/** The sizes and doughs a sheet offers, each once, in the order the variants list them. */
export function variantAxes<N>(variants: readonly ProductVariant<N>[]) {
  const sizes = new Map<string, N>();
  const doughs = new Map<string, N>();
  for (const v of variants) {
    if (!sizes.has(v.sizeId)) sizes.set(v.sizeId, v.size);
    if (v.doughId && v.dough !== null && !doughs.has(v.doughId)) doughs.set(v.doughId, v.dough);
  }
  return {
    sizes: [...sizes].map(([id, name]) => ({ id, name })),
    doughs: [...doughs].map(([id, name]) => ({ id, name })),
  };
}

/** Whether a dough is sold in a size (a thin 25 cm may not be). */
export const hasVariant = (variants: readonly ProductVariant<unknown>[], sizeId: string, doughId: string | null) =>
  variants.some((v) => v.sizeId === sizeId && v.doughId === doughId);

/**
 * The variant a tap on a size or a dough leads to: that size and dough when sold, else the same
 * size in its first dough (the dough the customer had is not sold in that size).
 */
export function pickVariant<V extends ProductVariant<unknown>>(
  variants: readonly V[],
  sizeId: string,
  doughId: string | null,
): V | undefined {
  return variants.find((v) => v.sizeId === sizeId && v.doughId === doughId) ?? variants.find((v) => v.sizeId === sizeId);
}

/** A half-and-half pizza's base price from its halves' prices. */
export function halfPrice(a: number, b: number, pricing: HalfPricing): number {
  if (pricing === "average") return Math.ceil((a + b) / 2 / 100) * 100;
  return Math.max(a, b);
}

/** What a builder line adds to a product and its modifiers. All optional: a plain product has none. */
export interface BuilderChoice {
  variantId?: string | null;
  /** Ingredient ids left out. */
  removed?: readonly string[];
  /** The other half (a different pizza of the same variant), with what is left out of it. */
  half?: { id: string; removed?: readonly string[] } | null;
}

export interface BuilderProduct {
  id: string;
  variants: readonly ProductVariant<unknown>[];
  ingredients: readonly Ingredient<unknown>[];
  halvesAllowed: boolean;
}

/** `half: true`: the problem is the other half's (its product or its left-out ingredients), not the line's own product's. */
export type BuilderProblem =
  | { kind: "unknownVariant"; variantId: string }
  | { kind: "unknownIngredient"; ingredientId: string; half?: true }
  | { kind: "notRemovable"; ingredientId: string; half?: true }
  | { kind: "halvesNotAllowed"; productId: string; half?: true }
  | { kind: "sameHalves" }
  | { kind: "halfVariant"; variantId: string }
  | { kind: "halfModifiers" };

function removedProblems(product: BuilderProduct, removed: readonly string[] | undefined, half: boolean): BuilderProblem[] {
  const problems: BuilderProblem[] = [];
  const byId = new Map(product.ingredients.map((i) => [i.id, i]));
  const mark = half ? { half: true as const } : {};
  for (const id of new Set(removed ?? [])) {
    const ingredient = byId.get(id);
    if (!ingredient) problems.push({ kind: "unknownIngredient", ingredientId: id, ...mark });
    else if (!ingredient.removable) problems.push({ kind: "notRemovable", ingredientId: id, ...mark });
  }
  return problems;
}

/**
 * What is wrong with a builder choice; empty when it can be ordered. `half` is the other half's
 * product (undefined when the choice has none or names no product the caller knows: the caller
 * reports an unknown product itself). `modifierCount` is how many modifiers the line carries
 * (a half-and-half takes none).
 */
export function validateChoice(
  product: BuilderProduct,
  choice: BuilderChoice,
  half: BuilderProduct | undefined,
  modifierCount: number,
): BuilderProblem[] {
  const problems: BuilderProblem[] = [];
  const variant = findVariant(product.variants, choice.variantId);
  if (choice.variantId != null && !variant) problems.push({ kind: "unknownVariant", variantId: choice.variantId });
  problems.push(...removedProblems(product, choice.removed, false));
  if (choice.half) {
    if (!product.halvesAllowed) problems.push({ kind: "halvesNotAllowed", productId: product.id });
    if (half) {
      if (half.id === product.id) problems.push({ kind: "sameHalves" });
      else if (!half.halvesAllowed) problems.push({ kind: "halvesNotAllowed", productId: half.id, half: true });
      if (variant && !findVariant(half.variants, variantKey(variant)))
        problems.push({ kind: "halfVariant", variantId: variantKey(variant) });
      problems.push(...removedProblems(half, choice.half.removed, true));
    }
    if (modifierCount > 0) problems.push({ kind: "halfModifiers" });
  }
  return problems;
}

/**
 * A line's base price before modifiers: the variant's price (or the product's, without variants);
 * for two halves, the chain's half pricing over both halves' prices of that variant.
 */
export function basePrice(
  product: { price: number; variants: readonly ProductVariant<unknown>[] },
  variantId: string | null | undefined,
  half?: { product: { price: number; variants: readonly ProductVariant<unknown>[] }; pricing: HalfPricing } | null,
): number {
  const variant = findVariant(product.variants, variantId);
  const own = variant?.price ?? product.price;
  if (!half) return own;
  const other = (variant && findVariant(half.product.variants, variantKey(variant)))?.price ?? half.product.price;
  return halfPrice(own, other, half.pricing);
}
