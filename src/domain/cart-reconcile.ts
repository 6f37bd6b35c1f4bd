// Keeps a stored cart honest against the current menu: products that are gone or on the
// restaurant's stop-list are unavailable and left out of the total; changed prices are applied
// and remembered so the cart can point them out.
import { type CartLine, linePriceWithModifiers } from "./cart";
import { modifierRuleOf, validateModifiers, type ModifierRule } from "./modifiers";
import { DELIVERY } from "./order-type";

export interface MenuForCart {
  /** The menu's products in the page's language: a line's name follows it (after a language switch). */
  products: readonly { id: string; inStopList: boolean; name?: string }[];
  productsForCart: readonly { id: string; price: number; modifiers: readonly (ModifierRule & { name: string })[] }[];
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
  const names = new Map(menu.products.flatMap((p) => (p.name ? [[p.id, p.name] as const] : [])));
  let changed = false;
  const view = lines.map((line): ReconciledLine => {
    const product = forCart.get(line.cartProdId);
    const chosen = line.modifiers.map((m) => ({ id: m.id, count: m.count }));
    const gone = !product || validateModifiers(product.modifiers, chosen).some((p) => p.kind !== "missingRequired");
    if (gone) return { line, status: "gone", unitPrice: linePriceWithModifiers(line), lineTotal: 0 };
    const ruleOf = modifierRuleOf(product.modifiers);
    const current: CartLine = {
      ...line,
      name: names.get(line.cartProdId) ?? line.name,
      price: product.price,
      modifiers: line.modifiers.map((m) => {
        const rule = ruleOf(m.id);
        return { ...m, price: rule.price, name: rule.name };
      }),
    };
    const before = linePriceWithModifiers(line);
    const now = linePriceWithModifiers(current);
    let next = line;
    if (before !== now || current.name !== line.name || current.modifiers.some((m, i) => m.name !== line.modifiers[i].name)) {
      next = { ...current, previousUnitPrice: before !== now ? (line.previousUnitPrice ?? before) : line.previousUnitPrice };
      changed = true;
    }
    const status: LineStatus = stopped.has(line.cartProdId) ? "stopped" : "ok";
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
