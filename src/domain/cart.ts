// Cart rules (docs/product-rules.md §4), as plain functions over plain data.
import { priceWithModifiers } from "./modifiers";

export interface CartModifier {
  id: string;
  name: string;
  price: number;
  count: number;
}

export interface CartLine {
  /** Timestamp of the moment the line was added (docs/product-rules.md §4: a new line gets a timestamp id). */
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

/** The most of one line a customer can order (the order API refuses more than 99). */
export const MAX_LINE_AMOUNT = 50;

/** The line that adding `item` would grow: the same product without modifiers. */
const lineToGrow = (lines: readonly CartLine[], item: NewLine) =>
  item.modifiers.every((m) => m.count <= 0) ? lines.find((l) => l.cartProdId === item.cartProdId && l.modifiers.length === 0) : undefined;

/** Whether adding `item` once more would take its line beyond MAX_LINE_AMOUNT. */
export const addingExceedsMax = (lines: readonly CartLine[], item: NewLine) => (lineToGrow(lines, item)?.amount ?? 0) >= MAX_LINE_AMOUNT;

/**
 * Adds a product: the same product without modifiers already in the cart gets amount + 1 (never
 * beyond MAX_LINE_AMOUNT); otherwise a new line with a timestamp id (bumped if that millisecond
 * is taken).
 */
export function addToCart(lines: readonly CartLine[], item: NewLine, now: number): CartLine[] {
  const modifiers = item.modifiers.filter((m) => m.count > 0);
  const same = lineToGrow(lines, item);
  if (same) return lines.map((l) => (l === same ? { ...l, amount: Math.min(MAX_LINE_AMOUNT, l.amount + 1) } : l));
  let id = now;
  while (lines.some((l) => l.id === id)) id++;
  return [...lines, { id, amount: 1, cartProdId: item.cartProdId, modifiers, name: item.name, imageUrl: item.imageUrl, price: item.price }];
}

/** Sets a line's amount, at most MAX_LINE_AMOUNT; below 1 removes the line. */
export function setAmount(lines: readonly CartLine[], lineId: number, amount: number): CartLine[] {
  if (amount < 1) return lines.filter((l) => l.id !== lineId);
  const capped = Math.min(MAX_LINE_AMOUNT, Math.trunc(amount));
  return lines.map((l) => (l.id === lineId ? { ...l, amount: capped, previousUnitPrice: undefined } : l));
}

export const removeLine = (lines: readonly CartLine[], lineId: number) => lines.filter((l) => l.id !== lineId);

/** Puts a removed line back at its former place (undo); a line with its id already there stays. */
export function restoreLine(lines: readonly CartLine[], line: CartLine, index: number): CartLine[] {
  if (lines.some((l) => l.id === line.id)) return [...lines];
  const at = Math.max(0, Math.min(index, lines.length));
  return [...lines.slice(0, at), line, ...lines.slice(at)];
}

/** The line's unit price: base price + Σ modifier price × count. */
export const linePriceWithModifiers = (line: Pick<CartLine, "price" | "modifiers">) => priceWithModifiers(line.price, line.modifiers);

export const cartCount = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.amount, 0);
