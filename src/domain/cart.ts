// Cart rules (spec §3 "Cart line" and §4 "Adding to cart"), as plain functions over plain data.
import { priceWithModifiers } from "./modifiers";

export interface CartModifier {
  id: string;
  name: string;
  price: number;
  count: number;
}

export interface CartLine {
  /** Timestamp of the moment the line was added (spec: "a new line with a timestamp id"). */
  id: number;
  amount: number;
  cartProdId: string;
  /** Chosen modifiers, count > 0 only. */
  modifiers: CartModifier[];
  /** What the customer saw when adding: shown if the product leaves the menu. */
  name: string;
  imageUrl: string;
  /** Base price when added or last reconciled; a change is pointed out. */
  price: number;
  /** Set when reconciliation found a new price: the unit price (with modifiers) before it. */
  previousUnitPrice?: number;
}

export interface NewLine {
  cartProdId: string;
  name: string;
  imageUrl: string;
  price: number;
  modifiers: CartModifier[];
}

/**
 * Adds a product: the same product without modifiers already in the cart gets amount + 1;
 * otherwise a new line with a timestamp id (bumped if that millisecond is taken).
 */
export function addToCart(lines: readonly CartLine[], item: NewLine, now: number): CartLine[] {
  const modifiers = item.modifiers.filter((m) => m.count > 0);
  if (modifiers.length === 0) {
    const same = lines.find((l) => l.cartProdId === item.cartProdId && l.modifiers.length === 0);
    if (same) return lines.map((l) => (l === same ? { ...l, amount: l.amount + 1 } : l));
  }
  let id = now;
  while (lines.some((l) => l.id === id)) id++;
  return [...lines, { id, amount: 1, cartProdId: item.cartProdId, modifiers, name: item.name, imageUrl: item.imageUrl, price: item.price }];
}

/** Sets a line's amount; below 1 removes the line. */
export function setAmount(lines: readonly CartLine[], lineId: number, amount: number): CartLine[] {
  if (amount < 1) return lines.filter((l) => l.id !== lineId);
  return lines.map((l) => (l.id === lineId ? { ...l, amount: Math.trunc(amount), previousUnitPrice: undefined } : l));
}

export const removeLine = (lines: readonly CartLine[], lineId: number) => lines.filter((l) => l.id !== lineId);

/** The line's unit price: base price + Σ modifier price × count. */
export const linePriceWithModifiers = (line: Pick<CartLine, "price" | "modifiers">) => priceWithModifiers(line.price, line.modifiers);

export const cartCount = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.amount, 0);
