// Loyalty cashback (issue 26): a chain-set share of a completed order's paid items becomes bonus
// points (1 point = 1 sum); points pay up to a set share of a later order's items. Plain rules; the
// server keeps the balance as a ledger of movements, one per order and kind, so each happens once.

export interface LoyaltySettings {
  /** Percent of the paid items credited when an order is completed; 0 = loyalty off. */
  cashbackPercent: number;
  /** The most of an order's items, in percent, points may pay. */
  maxPayPercent: number;
}

export const LOYALTY_OFF: LoyaltySettings = { cashbackPercent: 0, maxPayPercent: 0 };

/**
 * Points a completed order earns: the cashback share of what was paid for its items in money
 * (items after discounts, minus the points spent on it), rounded down. Delivery earns nothing.
 */
export function pointsEarned(settings: LoyaltySettings, order: { itemsTotal: number; pointsSpent: number }): number {
  const paid = Math.max(0, order.itemsTotal - order.pointsSpent);
  return Math.floor((paid * Math.max(0, settings.cashbackPercent)) / 100);
}

/** The most points an order may use: the balance, at most maxPayPercent of its items, never negative. */
export function maxPointsPayable(settings: LoyaltySettings, balance: number, itemsTotal: number): number {
  const cap = Math.floor((Math.max(0, itemsTotal) * Math.max(0, settings.maxPayPercent)) / 100);
  return Math.max(0, Math.min(balance, cap));
}

/**
 * The kinds of ledger movement; an order's happen at most once per order (the table's unique key).
 * adjust: staff added or took points by hand, with a reason and no order (once per Idempotency-Key).
 */
export const LOYALTY_MOVES = ["earn", "spend", "refund_spend", "revoke_earn", "adjust"] as const;
export type LoyaltyMove = (typeof LOYALTY_MOVES)[number];

/**
 * The movements a status change brings: completing an order earns its points; cancelling gives
 * back what it spent and takes back what it earned (if it had been completed before).
 */
export function movesOnStatus(
  to: "completed" | "cancelled",
  order: { pointsSpent: number; pointsEarned: number },
): { move: LoyaltyMove; points: number }[] {
  if (to === "completed") return order.pointsEarned > 0 ? [{ move: "earn", points: order.pointsEarned }] : [];
  const moves: { move: LoyaltyMove; points: number }[] = [];
  if (order.pointsSpent > 0) moves.push({ move: "refund_spend", points: order.pointsSpent });
  if (order.pointsEarned > 0) moves.push({ move: "revoke_earn", points: -order.pointsEarned });
  return moves;
}

/** A balance after a movement, never below zero (points already spent elsewhere cannot be taken back). */
export const applyMove = (balance: number, points: number) => Math.max(0, balance + points);

/** The most points one adjustment by staff adds or takes, and its reason's length. */
export const ADJUST_POINTS_MAX = 10_000_000;
export const ADJUST_REASON_MAX = 200;

/**
 * The points an admin types to adjust a customer's balance, read as the server will check them
 * (src/contract/loyalty.ts pointsAdjust): a whole number, + adds, − takes, not 0, within the most;
 * spaces and group separators allowed, "−" as a minus. Null when it is no such number.
 */
export function typedPoints(text: string): number | null {
  const clean = text.replace(/[\s\u00a0,]/g, "").replace("−", "-");
  if (!/^[+-]?\d{1,9}$/.test(clean)) return null;
  const n = Number(clean);
  return n === 0 || Math.abs(n) > ADJUST_POINTS_MAX ? null : n;
}
