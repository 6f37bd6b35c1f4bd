// What an order costs, computed from the menu alone: what a client says a line costs is never
// read. Shared by the server (order placement) and anything in the app that previews a total.
import { modifierRuleOf, priceWithModifiers, validateModifiers, type ModifierProblem, type ModifierRule } from "./modifiers";

export interface PricingProduct<N = unknown> {
  id: string;
  price: number;
  isActive: boolean;
  modifiers: (ModifierRule & { name: N })[];
}

export interface RequestedLine {
  id: string;
  count: number;
  modifiers: { id: string; count: number }[];
}

export interface PricedLine<N = unknown> {
  productId: string;
  count: number;
  basePrice: number;
  priceWithModifiers: number;
  modifiers: { id: string; name: N; price: number; count: number }[];
}

export type LineProblem =
  | { index: number; kind: "unknownProduct" | "stopped" }
  | { index: number; kind: "modifiers"; problems: ModifierProblem[] };

export function priceLines<N>(
  requested: readonly RequestedLine[],
  products: ReadonlyMap<string, PricingProduct<N>>,
  stopped: ReadonlySet<string>,
): { lines: PricedLine<N>[]; problems: LineProblem[]; subtotal: number } {
  const lines: PricedLine<N>[] = [];
  const problems: LineProblem[] = [];
  requested.forEach((item, index) => {
    const product = products.get(item.id);
    const modifierProblems = product ? validateModifiers(product.modifiers, item.modifiers) : [];
    if (!product?.isActive) problems.push({ index, kind: "unknownProduct" });
    else if (stopped.has(item.id)) problems.push({ index, kind: "stopped" });
    else if (modifierProblems.length) problems.push({ index, kind: "modifiers", problems: modifierProblems });
    if (!product || problems.at(-1)?.index === index) return;
    const ruleOf = modifierRuleOf(product.modifiers);
    const modifiers = item.modifiers
      .filter((m) => m.count > 0)
      .map((m) => {
        const rule = ruleOf(m.id);
        return { id: m.id, name: rule.name, price: rule.price, count: m.count };
      });
    lines.push({
      productId: product.id,
      count: item.count,
      basePrice: product.price,
      priceWithModifiers: priceWithModifiers(product.price, modifiers),
      modifiers,
    });
  });
  const subtotal = lines.reduce((sum, l) => sum + l.priceWithModifiers * l.count, 0);
  return { lines, problems, subtotal };
}
