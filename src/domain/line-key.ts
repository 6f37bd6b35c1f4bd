// What makes two cart lines the same dish (docs/product-rules.md §4a), apart from the builder's
// rules (product-builder.ts) so that adding to the cart does not need them at first load.

const sorted = (ids: readonly string[] | undefined) => [...new Set(ids ?? [])].sort().join(",");

/**
 * What makes two cart lines the same dish: product, variant, modifiers with their counts, what is
 * left out, and the other half. Adding a dish with the same key grows that line.
 */
export function lineKey(line: {
  productId: string;
  variantId?: string | null;
  modifiers: readonly { id: string; count: number }[];
  removed?: readonly string[];
  half?: { id: string; removed?: readonly string[] } | null;
}): string {
  const modifiers = line.modifiers
    .filter((m) => m.count > 0)
    .map((m) => `${m.id}*${m.count}`)
    .sort()
    .join(",");
  const half = line.half ? `${line.half.id}-${sorted(line.half.removed)}` : "";
  return [line.productId, line.variantId ?? "", modifiers, sorted(line.removed), half].join("|");
}
