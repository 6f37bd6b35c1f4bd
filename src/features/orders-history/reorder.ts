// "Order again": a past order's lines back in the cart, by the cart's own adding rules. Lines whose
// product left the menu, is sold out today, or whose modifiers are no longer offered are left out;
// required modifiers added since are put in; what costs more than it did is reported.
import { addToCart, type CartLine, type CartModifier, setAmount } from "../../domain/cart";
import { type ModifierRule, modifierRuleOf, priceWithModifiers, validateModifiers } from "../../domain/modifiers";

export interface PastLine {
  id: string;
  name: string;
  count: number;
  modifiers: { id: string; count: number }[];
  /** Unit price with modifiers when it was ordered, if known. */
  priceWithModifiers?: number;
}

export interface MenuForReorder {
  products: readonly { id: string; name: string; imageUrl: string; inStopList: boolean }[];
  productsForCart: readonly { id: string; price: number; modifiers: readonly (ModifierRule & { name: string })[] }[];
}

export interface ReorderResult {
  lines: CartLine[];
  added: number;
  leftOut: string[];
  pricier: { name: string; before: number; now: number }[];
}

export function reorder(cart: readonly CartLine[], past: readonly PastLine[], menu: MenuForReorder, now: number): ReorderResult {
  const result: ReorderResult = { lines: [...cart], added: 0, leftOut: [], pricier: [] };
  for (const line of past) {
    const product = menu.products.find((p) => p.id === line.id);
    const forCart = menu.productsForCart.find((p) => p.id === line.id);
    const chosen = line.modifiers.filter((m) => m.count > 0);
    const problems = forCart ? validateModifiers(forCart.modifiers, chosen).filter((p) => p.kind !== "missingRequired") : [];
    if (!product || !forCart || product.inStopList || problems.length > 0) {
      result.leftOut.push(line.name);
      continue;
    }
    const ruleOf = modifierRuleOf(forCart.modifiers);
    const withRequired = [
      ...chosen,
      ...forCart.modifiers.filter((m) => m.isRequired && !chosen.some((c) => c.id === m.id)).map((m) => ({ id: m.id, count: 1 })),
    ];
    const modifiers: CartModifier[] = withRequired.map((m) => {
      const rule = ruleOf(m.id);
      return { id: m.id, count: m.count, name: rule.name, price: rule.price };
    });
    const before = result.lines;
    let lines = addToCart(
      before,
      { cartProdId: product.id, name: product.name, imageUrl: product.imageUrl, price: forCart.price, modifiers },
      now,
    );
    // addToCart adds one: a new line takes the old count, a merged one grows by the rest (a line
    // already at the maximum does not grow, and stays the one to set).
    const grown = lines.find((l, i) => l.amount !== before[i]?.amount);
    const full = lines.find((l) => l.cartProdId === product.id && l.modifiers.length === 0 && modifiers.length === 0);
    const target = lines.length > before.length ? lines.at(-1) : (grown ?? full);
    if (!target) throw new Error(`Adding ${product.id} to the cart neither added a line nor grew one`);
    const amount = lines.length > before.length ? line.count : target.amount + line.count - 1;
    lines = setAmount(lines, target.id, amount);
    result.lines = lines;
    result.added += line.count;
    const unit = priceWithModifiers(forCart.price, modifiers);
    if (line.priceWithModifiers !== undefined && unit > line.priceWithModifiers)
      result.pricier.push({ name: product.name, before: line.priceWithModifiers, now: unit });
  }
  return result;
}
