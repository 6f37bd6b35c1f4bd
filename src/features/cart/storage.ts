// The cart in localStorage under "cart", versioned and checked on read: a damaged or foreign value
// never breaks the page; it is dropped and the caller is told, so the customer can be told too.
import type { CartLine, CartModifier } from "../../domain/cart";

export const CART_KEY = "cart";
export const CART_VERSION = 1;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === "string";
const isInt = (v: unknown, min: number): v is number => Number.isInteger(v) && (v as number) >= min;

function isModifier(v: unknown): v is CartModifier {
  return isObj(v) && isStr(v.id) && isStr(v.name) && isInt(v.price, 0) && isInt(v.count, 1);
}

function isLine(v: unknown): v is CartLine {
  return (
    isObj(v) &&
    isInt(v.id, 0) &&
    isInt(v.amount, 1) &&
    isStr(v.cartProdId) &&
    isStr(v.name) &&
    isStr(v.imageUrl) &&
    isInt(v.price, 0) &&
    Array.isArray(v.modifiers) &&
    v.modifiers.every(isModifier) &&
    (v.previousUnitPrice === undefined || isInt(v.previousUnitPrice, 0))
  );
}

export type StoredCart = { lines: CartLine[]; damaged: boolean };

/** Parses the stored text; anything unexpected is reported as damaged and read as empty. */
export function parseStoredCart(text: string | null): StoredCart {
  if (text === null) return { lines: [], damaged: false };
  try {
    const value: unknown = JSON.parse(text);
    if (isObj(value) && value.version === CART_VERSION && Array.isArray(value.lines) && value.lines.every(isLine)) {
      return { lines: value.lines, damaged: false };
    }
  } catch {
    // Falls through: not JSON.
  }
  return { lines: [], damaged: true };
}

export const serialiseCart = (lines: readonly CartLine[]) => JSON.stringify({ version: CART_VERSION, lines });
