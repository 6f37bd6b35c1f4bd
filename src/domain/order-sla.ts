// How late an order on the board is (docs/ops-console.md, "SLA colours"): three rules, each against
// a restaurant's own limits, and the worst one wins.
// - unaccepted: still "new" `acceptMinutes` after it was placed;
// - cooking: in "cooking" longer than the restaurant's `cookingMinutes`;
// - slot: an order for a time that is not ready (pickup) or not delivered (delivery) by then; a
//   delivery not yet on the way `deliveryMinutes` before its slot is about to be late.
// A rule is "soon" once SOON_SHARE of its limit has gone (or, for a slot, once the order should be
// on its way), "late" past it. Pure: the console colours rows with it, tests pin it.
import { DELIVERY } from "./order-type";
import { isActiveStatus, STATUS } from "./order-status";

export interface SlaLimits {
  /** Minutes an order may stay new (unaccepted). */
  acceptMinutes: number;
  /** Minutes an order may stay in "cooking". */
  cookingMinutes: number;
  /** The restaurant's delivery time: a delivery should leave this long before its slot. */
  deliveryMinutes: number;
}

/** A restaurant's limits until someone sets them. */
export const DEFAULT_SLA = { acceptMinutes: 5, cookingMinutes: 20 } as const;
/** Limits a restaurant may set (minutes). */
export const SLA_MINUTES = { min: 1, max: 240 } as const;

/** Share of a limit after which a row turns "soon". */
export const SOON_SHARE = 0.6;
/** A pickup for a time turns "soon" this many minutes before its slot while not ready. */
export const PICKUP_SOON_MINUTES = 10;

export type SlaLevel = "ok" | "soon" | "late";
export type SlaRule = "unaccepted" | "cooking" | "slot";

export interface SlaOrder {
  statusCode: number;
  orderTypeId: number;
  /** When it was placed (ISO). */
  createdAt: string;
  /** When it reached its current status (ISO). */
  statusAt: string;
  /** The time it was ordered for (ISO), null for as soon as possible. */
  slot: string | null;
}

export interface Sla {
  level: SlaLevel;
  /** The rule behind the level; null when ok. */
  rule: SlaRule | null;
}

const MINUTE = 60_000;
const RANK: Record<SlaLevel, number> = { ok: 0, soon: 1, late: 2 };

function byLimit(sinceMs: number, limitMinutes: number): SlaLevel {
  if (sinceMs >= limitMinutes * MINUTE) return "late";
  return sinceMs >= limitMinutes * MINUTE * SOON_SHARE ? "soon" : "ok";
}

function bySlot(order: SlaOrder, limits: SlaLimits, now: number): SlaLevel {
  if (!order.slot) return "ok";
  const slot = Date.parse(order.slot);
  if (order.orderTypeId === DELIVERY) {
    if (now >= slot) return "late";
    const leaving = order.statusCode === STATUS.onTheWay;
    return !leaving && now >= slot - limits.deliveryMinutes * MINUTE ? "soon" : "ok";
  }
  if (order.statusCode === STATUS.ready) return "ok";
  if (now >= slot) return "late";
  return now >= slot - PICKUP_SOON_MINUTES * MINUTE ? "soon" : "ok";
}

/** The SLA state of an order at `now` (epoch ms); a finished order is always ok. */
export function orderSla(order: SlaOrder, limits: SlaLimits, now: number): Sla {
  if (!isActiveStatus(order.statusCode)) return { level: "ok", rule: null };
  const checks: [SlaRule, SlaLevel][] = [["slot", bySlot(order, limits, now)]];
  if (order.statusCode === STATUS.received) checks.push(["unaccepted", byLimit(now - Date.parse(order.createdAt), limits.acceptMinutes)]);
  if (order.statusCode === STATUS.cooking) checks.push(["cooking", byLimit(now - Date.parse(order.statusAt), limits.cookingMinutes)]);
  let worst: Sla = { level: "ok", rule: null };
  for (const [rule, level] of checks) if (RANK[level] > RANK[worst.level]) worst = { level, rule };
  return worst;
}

/** Whole minutes since an ISO time (never negative): a row's age. */
export const minutesSince = (iso: string, now: number): number => Math.max(0, Math.floor((now - Date.parse(iso)) / MINUTE));
