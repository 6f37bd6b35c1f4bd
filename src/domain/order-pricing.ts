// What an order costs, computed from the menu alone: what a client says a line costs is never
// read. Shared by the server (order placement) and anything in the app that previews a total.
import {
  modifierRuleOf,
  priceWithModifiers,
  validateModifiers,
  type ModifierGroupRule,
  type ModifierProblem,
  type ModifierRule,
} from "./modifiers";
import {
  basePrice,
  findVariant,
  validateChoice,
  variantKey,
  type BuilderProblem,
  type HalfPricing,
  type Ingredient,
  type ProductVariant,
} from "./product-builder";

export interface PricingProduct<N = unknown> {
  id: string;
  name: N;
  price: number;
  isActive: boolean;
  modifiers: (ModifierRule & { name: N })[];
  groups: ModifierGroupRule[];
  variants: ProductVariant<N>[];
  ingredients: Ingredient<N>[];
  halvesAllowed: boolean;
}

export interface RequestedLine {
  id: string;
  count: number;
  modifiers: { id: string; count: number }[];
  variantId?: string | null;
  removed?: string[];
  half?: { id: string; removed?: string[] } | null;
}

export interface PricedLine<N = unknown> {
  productId: string;
  count: number;
  basePrice: number;
  priceWithModifiers: number;
  modifiers: { id: string; name: N; price: number; count: number }[];
  /** The size and dough; null for a product without variants. */
  variant: { id: string; size: N; dough: N | null } | null;
  /** Ingredients left out. */
  removed: { id: string; name: N }[];
  /** The other half of a half-and-half pizza. */
  half: { productId: string; name: N; removed: { id: string; name: N }[] } | null;
}

export type LineProblem =
  | { index: number; kind: "unknownProduct" | "stopped" | "unknownHalf" | "stoppedHalf" }
  | { index: number; kind: "modifiers"; problems: ModifierProblem[] }
  | { index: number; kind: "builder"; problems: BuilderProblem[] };

const removedOf = <N>(product: PricingProduct<N>, ids: readonly string[] | undefined) => {
  const byId = new Map(product.ingredients.map((i) => [i.id, i]));
  return [...new Set(ids ?? [])].flatMap((id) => {
    const ingredient = byId.get(id);
    return ingredient ? [{ id, name: ingredient.name }] : [];
  });
};

/**
 * What keeps a requested line from being ordered; empty when nothing does. Both halves of a
 * half-and-half are checked: an unknown or stopped half is named beside its line's own product.
 */
function lineProblems<N>(
  item: RequestedLine,
  index: number,
  products: ReadonlyMap<string, PricingProduct<N>>,
  stopped: ReadonlySet<string>,
): LineProblem[] {
  const product = products.get(item.id);
  const half = item.half ? products.get(item.half.id) : undefined;
  const missing: LineProblem[] = [];
  if (!product?.isActive) missing.push({ index, kind: "unknownProduct" });
  else if (stopped.has(item.id)) missing.push({ index, kind: "stopped" });
  if (item.half && !half?.isActive) missing.push({ index, kind: "unknownHalf" });
  else if (item.half && stopped.has(item.half.id)) missing.push({ index, kind: "stoppedHalf" });
  if (missing.length || !product) return missing;
  const counted = item.modifiers.filter((m) => m.count > 0).length;
  const builder = validateChoice(product, item, half, counted);
  if (builder.length) return [{ index, kind: "builder", problems: builder }];
  const modifierProblems = validateModifiers(product.modifiers, item.modifiers, product.groups);
  if (modifierProblems.length) return [{ index, kind: "modifiers", problems: modifierProblems }];
  return [];
}

export function priceLines<N>(
  requested: readonly RequestedLine[],
  products: ReadonlyMap<string, PricingProduct<N>>,
  stopped: ReadonlySet<string>,
  halfPricing: HalfPricing = "dearer",
): { lines: PricedLine<N>[]; problems: LineProblem[]; subtotal: number } {
  const lines: PricedLine<N>[] = [];
  const problems: LineProblem[] = [];
  requested.forEach((item, index) => {
    const refused = lineProblems(item, index, products, stopped);
    const product = products.get(item.id);
    problems.push(...refused);
    if (refused.length || !product) return;
    const half = item.half ? products.get(item.half.id) : undefined;
    const ruleOf = modifierRuleOf(product.modifiers);
    const modifiers = item.modifiers
      .filter((m) => m.count > 0)
      .map((m) => {
        const rule = ruleOf(m.id);
        return { id: m.id, name: rule.name, price: rule.price, count: m.count };
      });
    const variant = findVariant(product.variants, item.variantId);
    const base = basePrice(product, item.variantId, half ? { product: half, pricing: halfPricing } : null);
    lines.push({
      productId: product.id,
      count: item.count,
      basePrice: base,
      priceWithModifiers: priceWithModifiers(base, modifiers),
      modifiers,
      variant: variant ? { id: variantKey(variant), size: variant.size, dough: variant.dough } : null,
      removed: removedOf(product, item.removed),
      half: half && item.half ? { productId: half.id, name: half.name, removed: removedOf(half, item.half.removed) } : null,
    });
  });
  const subtotal = lines.reduce((sum, l) => sum + l.priceWithModifiers * l.count, 0);
  return { lines, problems, subtotal };
}
