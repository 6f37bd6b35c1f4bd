// "Order again": a past order's lines back in the cart, by the cart's own adding rules. Lines whose
// product left the menu, is sold out today, or whose modifiers are no longer offered are left out;
// so is a pizza whose size and dough, left-out ingredient or other half the menu no longer has (or
// whose other half is sold out). Required modifiers added since are put in; what costs more than
// it did is reported.
import { addToCart, type CartLine, type CartModifier, cartLineKey, type NewLine, setAmount } from "../../domain/cart";
import { type ChoiceProduct, resolveChoice, type WireChoice } from "../../domain/cart-choice";
import { type ModifierRule, modifierRuleOf, priceWithModifiers, validateModifiers } from "../../domain/modifiers";
import type { HalfPricing } from "../../domain/product-builder";

export interface PastLine extends WireChoice {
  id: string;
  name: string;
  count: number;
  modifiers: { id: string; count: number }[];
  /** Unit price with modifiers when it was ordered, if known. */
  priceWithModifiers?: number;
}

export interface MenuForReorder {
  products: readonly (Omit<ChoiceProduct, "price"> & { imageUrl: string; inStopList: boolean })[];
  productsForCart: readonly { id: string; price: number; modifiers: readonly (ModifierRule & { name: string })[] }[];
  halfPricing?: HalfPricing;
}

export interface ReorderResult {
  lines: CartLine[];
  added: number;
  leftOut: string[];
  pricier: { name: string; before: number; now: number }[];
}

/** Adds `count` of a dish: a new line takes the count, the same dish already there grows by it. */
function addCount(lines: readonly CartLine[], item: NewLine, count: number, now: number): CartLine[] {
  const key = cartLineKey(item);
  const existing = lines.find((l) => cartLineKey(l) === key);
  const added = addToCart(lines, item, now);
  const target = added.find((l) => cartLineKey(l) === key);
  if (!target) throw new Error(`Adding ${item.cartProdId} to the cart neither added a line nor grew one`);
  return setAmount(added, target.id, (existing?.amount ?? 0) + count);
}

export function reorder(cart: readonly CartLine[], past: readonly PastLine[], menu: MenuForReorder, now: number): ReorderResult {
  const result: ReorderResult = { lines: [...cart], added: 0, leftOut: [], pricier: [] };
  const priced = (id: string) => {
    const product = menu.products.find((p) => p.id === id);
    const forCart = menu.productsForCart.find((p) => p.id === id);
    return product && forCart && !product.inStopList ? { ...product, price: forCart.price } : undefined;
  };
  for (const line of past) {
    const product = menu.products.find((p) => p.id === line.id);
    const forCart = menu.productsForCart.find((p) => p.id === line.id);
    const chosen = line.modifiers.filter((m) => m.count > 0);
    const problems = forCart ? validateModifiers(forCart.modifiers, chosen).filter((p) => p.kind !== "missingRequired") : [];
    const resolved =
      product && forCart
        ? resolveChoice({ ...product, price: forCart.price }, line, priced, menu.halfPricing ?? "dearer", chosen.length)
        : null;
    if (!product || !forCart || product.inStopList || problems.length > 0 || !resolved) {
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
    const item: NewLine = {
      cartProdId: product.id,
      name: product.name,
      imageUrl: product.imageUrl,
      price: resolved.price,
      modifiers,
      ...resolved.choice,
    };
    result.lines = addCount(result.lines, item, line.count, now);
    result.added += line.count;
    const unit = priceWithModifiers(resolved.price, modifiers);
    if (line.priceWithModifiers !== undefined && unit > line.priceWithModifiers)
      result.pricier.push({ name: product.name, before: line.priceWithModifiers, now: unit });
  }
  return result;
}
