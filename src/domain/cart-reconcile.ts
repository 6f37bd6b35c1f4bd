// Keeps a stored cart honest against the current menu: products that are gone or on the
// restaurant's stop-list are unavailable and left out of the total; changed prices are applied
// and remembered so the cart can point them out. A builder line (variant, left-out ingredients,
// other half) is renamed and priced by the menu too, and gone when the menu no longer offers it.
import { type CartLine, choiceToWire, linePriceWithModifiers } from "./cart";
import { type ChoiceProduct, resolveChoice, sameChoiceNames } from "./cart-choice";
import { modifierRuleOf, validateModifiers, type ModifierRule } from "./modifiers";
import { DELIVERY } from "./order-type";
import type { HalfPricing } from "./product-builder";

export interface MenuForCart {
  /**
   * The menu's products in the page's language: a line's name follows it (after a language switch),
   * and its variant, ingredients and other half are read from it.
   */
  products: readonly (Partial<Omit<ChoiceProduct, "id">> & { id: string; inStopList: boolean })[];
  productsForCart: readonly { id: string; price: number; modifiers: readonly (ModifierRule & { name: string })[] }[];
  /** How a half-and-half is priced (GET /api/shop `halfPricing`); the dearer half when absent. */
  halfPricing?: HalfPricing;
}

export type LineStatus = "ok" | "gone" | "stopped";

export interface ReconciledLine {
  line: CartLine;
  status: LineStatus;
  unitPrice: number;
  lineTotal: number;
}

export function reconcileCart(
  lines: readonly CartLine[],
  menu: MenuForCart,
): { lines: CartLine[]; view: ReconciledLine[]; changed: boolean } {
  const forCart = new Map(menu.productsForCart.map((p) => [p.id, p]));
  const stopped = new Set(menu.products.filter((p) => p.inStopList).map((p) => p.id));
  const shown = new Map(menu.products.map((p) => [p.id, p]));
  // The other half's product: one the menu shows, priced by its productsForCart entry.
  const choiceProduct = (id: string): ChoiceProduct | undefined => {
    const p = shown.get(id);
    const priced = forCart.get(id);
    return p && priced ? { ...p, id, name: p.name ?? id, price: priced.price } : undefined;
  };
  let changed = false;
  const view = lines.map((line): ReconciledLine => {
    const product = forCart.get(line.cartProdId);
    const chosen = line.modifiers.map((m) => ({ id: m.id, count: m.count }));
    const resolved = product
      ? resolveChoice(
          { ...shown.get(line.cartProdId), id: product.id, name: line.name, price: product.price },
          choiceToWire(line),
          choiceProduct,
          menu.halfPricing ?? "dearer",
          chosen.filter((m) => m.count > 0).length,
        )
      : null;
    const gone = !product || !resolved || validateModifiers(product.modifiers, chosen).some((p) => p.kind !== "missingRequired");
    if (gone) return { line, status: "gone", unitPrice: linePriceWithModifiers(line), lineTotal: 0 };
    const ruleOf = modifierRuleOf(product.modifiers);
    const current: CartLine = {
      ...line,
      ...resolved.choice,
      name: shown.get(line.cartProdId)?.name ?? line.name,
      price: resolved.price,
      modifiers: line.modifiers.map((m) => {
        const rule = ruleOf(m.id);
        return { ...m, price: rule.price, name: rule.name };
      }),
    };
    const before = linePriceWithModifiers(line);
    const now = linePriceWithModifiers(current);
    let next = line;
    const renamed =
      current.name !== line.name || current.modifiers.some((m, i) => m.name !== line.modifiers[i].name) || !sameChoiceNames(current, line);
    if (before !== now || renamed) {
      next = { ...current, previousUnitPrice: before !== now ? (line.previousUnitPrice ?? before) : line.previousUnitPrice };
      changed = true;
    }
    const halfStopped = line.half !== undefined && stopped.has(line.half.cartProdId);
    const status: LineStatus = stopped.has(line.cartProdId) || halfStopped ? "stopped" : "ok";
    return { line: next, status, unitPrice: now, lineTotal: status === "ok" ? now * line.amount : 0 };
  });
  return { lines: changed ? view.map((v) => v.line) : [...lines], view, changed };
}

export interface CartTotals {
  subtotal: number;
  /** The delivery price (0: free); null when there is none to add: pickup, or no address chosen yet. */
  delivery: number | null;
  /** Delivering, but the address (and so its restaurant's price) is not chosen yet. */
  deliveryPending: boolean;
  total: number;
  /** Lines that will be ordered. */
  count: number;
}

/**
 * Subtotal of available lines, the delivery price when delivering (orderType 0) to a chosen
 * address, and the total. Before an address is chosen the fee is not known (it is the price of
 * the restaurant whose zone holds the address), so the total is the items alone.
 */
export function cartTotals(
  view: readonly ReconciledLine[],
  orderTypeId: number,
  priceOfDelivery: number,
  addressChosen = true,
): CartTotals {
  const available = view.filter((v) => v.status === "ok");
  const subtotal = available.reduce((sum, v) => sum + v.lineTotal, 0);
  const delivering = orderTypeId === DELIVERY && subtotal > 0;
  const delivery = delivering && addressChosen ? priceOfDelivery : null;
  return {
    subtotal,
    delivery,
    deliveryPending: delivering && !addressChosen,
    total: subtotal + (delivery ?? 0),
    count: available.reduce((n, v) => n + v.line.amount, 0),
  };
}
