// Cart rules (docs/product-rules.md §4), as plain functions over plain data.
import { priceWithModifiers } from "./modifier-price";
import { lineKey } from "./line-key";

export interface CartModifier {
  id: string;
  name: string;
  price: number;
  count: number;
}

/** An ingredient left out, with the name the customer saw. */
export interface CartRemoved {
  id: string;
  name: string;
}

/** The builder's part of a line (src/domain/product-builder.ts); absent on a plain product. */
export interface CartChoice {
  /** The variant's key ("30/thin") and how it reads ("30 cm, thin"). */
  variantId?: string;
  variantName?: string;
  removed?: CartRemoved[];
  /** The other half of a half-and-half pizza. */
  half?: { cartProdId: string; name: string; removed: CartRemoved[] };
}

export interface CartLine extends CartChoice {
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

export interface NewLine extends CartChoice {
  cartProdId: string;
  name: string;
  imageUrl: string;
  price: number;
  modifiers: CartModifier[];
}

/** The most of one line a customer can order (the order API refuses more than 99). */
export const MAX_LINE_AMOUNT = 50;

/** What makes two lines the same dish (product, variant, modifiers, left-out ingredients, other half). */
export const cartLineKey = (line: Pick<CartLine, "cartProdId" | "modifiers" | keyof CartChoice>) =>
  lineKey({
    productId: line.cartProdId,
    variantId: line.variantId,
    modifiers: line.modifiers,
    removed: line.removed?.map((r) => r.id),
    half: line.half && { id: line.half.cartProdId, removed: line.half.removed.map((r) => r.id) },
  });

/** The line that adding `item` would grow: the same dish, chosen the same way. */
const lineToGrow = (lines: readonly CartLine[], item: NewLine) => {
  const key = cartLineKey(item);
  return lines.find((l) => cartLineKey(l) === key);
};

/** Whether adding `item` once more would take its line beyond MAX_LINE_AMOUNT. */
export const addingExceedsMax = (lines: readonly CartLine[], item: NewLine) => (lineToGrow(lines, item)?.amount ?? 0) >= MAX_LINE_AMOUNT;

/**
 * Adds a product: the same dish already in the cart (same product, variant, modifiers, removed
 * ingredients and other half) gets amount + 1 (never beyond MAX_LINE_AMOUNT); otherwise a new line
 * with a timestamp id (bumped if that millisecond is taken).
 */
export function addToCart(lines: readonly CartLine[], item: NewLine, now: number): CartLine[] {
  const modifiers = item.modifiers.filter((m) => m.count > 0);
  const same = lineToGrow(lines, item);
  if (same) return lines.map((l) => (l === same ? { ...l, amount: Math.min(MAX_LINE_AMOUNT, l.amount + 1) } : l));
  let id = now;
  while (lines.some((l) => l.id === id)) id++;
  const { variantId, variantName, removed, half } = item;
  const choice: CartChoice = {
    ...(variantId ? { variantId, variantName } : {}),
    ...(removed?.length ? { removed } : {}),
    ...(half ? { half } : {}),
  };
  return [
    ...lines,
    { id, amount: 1, cartProdId: item.cartProdId, modifiers, name: item.name, imageUrl: item.imageUrl, price: item.price, ...choice },
  ];
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

/** A line's builder choice as an order line and the messenger basket carry it (ids only). */
export const choiceToWire = (line: CartChoice) => ({
  variantId: line.variantId ?? null,
  removed: line.removed?.map((r) => r.id) ?? [],
  half: line.half ? { id: line.half.cartProdId, removed: line.half.removed.map((r) => r.id) } : null,
});
