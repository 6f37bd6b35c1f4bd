// Promo codes (issue 26): what a code gives and when it may be used. Plain functions over plain
// data: the server checks a code against the database's counts when an order is placed, the cart
// previews the same answer while the customer types it.

/** A percentage of the items, a fixed amount off the items, or one product free. */
export const PROMO_KINDS = ["percent", "amount", "product"] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export interface PromoCode {
  code: string;
  kind: PromoKind;
  /** percent: 1–100 of the items' subtotal. */
  percent: number | null;
  /** amount: sums off the items' subtotal (never more than it). */
  amount: number | null;
  /** product: this product (its default variant) is added free. */
  productId: string | null;
  /** The items' subtotal the order must reach; 0 = any. */
  minOrder: number;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Restaurants it is valid at; empty = every one. */
  restaurantIds: readonly string[];
  firstOrderOnly: boolean;
  /** Uses in all; null = unlimited. */
  totalLimit: number | null;
  /** Uses per customer; null = unlimited. */
  perCustomerLimit: number | null;
  isActive: boolean;
}

/** What the database knows when the code is checked. */
export interface PromoCounts {
  /** Orders (not cancelled) that used this code, everyone's. */
  totalUses: number;
  /** Of those, this customer's. */
  customerUses: number;
  /** This customer's earlier orders that were not cancelled (any code or none). */
  customerOrders: number;
}

export interface PromoOrder {
  /** The items' subtotal, delivery not included. */
  subtotal: number;
  restaurantId: string;
  now: Date;
}

export type PromoRefusal =
  | { kind: "unknown" }
  | { kind: "notStarted"; startsAt: Date }
  | { kind: "expired" }
  | { kind: "otherRestaurant" }
  | { kind: "belowMinimum"; minOrder: number }
  | { kind: "firstOrderOnly" }
  | { kind: "usedUp" }
  | { kind: "customerLimit"; limit: number };

/** Every refusal's kind: the storefront words each one (`reason` of 422 promo_invalid and of the cart's check). */
export const PROMO_REFUSALS = [
  "unknown",
  "notStarted",
  "expired",
  "otherRestaurant",
  "belowMinimum",
  "firstOrderOnly",
  "usedUp",
  "customerLimit",
] as const satisfies readonly PromoRefusal["kind"][];

export type PromoResult = { ok: true; discount: number; freeProductId: string | null } | { ok: false; refusal: PromoRefusal };

/** How customers type codes: spaces dropped, upper case ("  spring 25 " → "SPRING25"). */
export const normalizeCode = (input: string) => input.replace(/\s+/g, "").toUpperCase();

/** A code staff may create: 3–32 letters (Latin or Cyrillic), digits, "-" or "_". */
export const isValidCode = (code: string) => /^[A-ZА-ЯЁ0-9_-]{3,32}$/u.test(code);

/** The discount of a percent or amount code on a subtotal, in whole sums (rounded down), at most the subtotal. */
export function discountOf(code: Pick<PromoCode, "kind" | "percent" | "amount">, subtotal: number): number {
  if (code.kind === "percent") return Math.min(subtotal, Math.floor((subtotal * (code.percent ?? 0)) / 100));
  if (code.kind === "amount") return Math.min(subtotal, code.amount ?? 0);
  return 0;
}

/** Whether `code` may be used on this order, and what it gives. `code` undefined = no such code. */
export function checkPromo(code: PromoCode | undefined, order: PromoOrder, counts: PromoCounts): PromoResult {
  const refuse = (refusal: PromoRefusal): PromoResult => ({ ok: false, refusal });
  if (!code?.isActive) return refuse({ kind: "unknown" });
  if (code.startsAt && order.now < code.startsAt) return refuse({ kind: "notStarted", startsAt: code.startsAt });
  if (code.endsAt && order.now >= code.endsAt) return refuse({ kind: "expired" });
  if (code.restaurantIds.length && !code.restaurantIds.includes(order.restaurantId)) return refuse({ kind: "otherRestaurant" });
  if (order.subtotal < code.minOrder) return refuse({ kind: "belowMinimum", minOrder: code.minOrder });
  if (code.firstOrderOnly && counts.customerOrders > 0) return refuse({ kind: "firstOrderOnly" });
  if (code.totalLimit !== null && counts.totalUses >= code.totalLimit) return refuse({ kind: "usedUp" });
  if (code.perCustomerLimit !== null && counts.customerUses >= code.perCustomerLimit)
    return refuse({ kind: "customerLimit", limit: code.perCustomerLimit });
  return { ok: true, discount: discountOf(code, order.subtotal), freeProductId: code.kind === "product" ? code.productId : null };
}
