// Checking a promo code against the database (issue 26): the code's row and the counts its rules
// need, read in one query, then src/domain/promo-code.ts decides. Used by the order (before its
// statement, which re-checks the total limit under the code's row lock: order-statements.ts) and by
// the cart's preview (POST /api/promo/check).
import { sql } from "drizzle-orm";
import { checkPromo, type PromoCode, type PromoKind, type PromoRefusal, type PromoResult } from "../../src/domain/promo-code";
import { STATUS } from "../../src/domain/order-status";
import type { Db } from "../db/client";
import { ApiError } from "../http/errors";

export const PROMO_INVALID = "promo_invalid";

interface PromoRow {
  code: string;
  kind: PromoKind;
  percent: number | null;
  amount: number | null;
  product_id: string | null;
  min_order: number;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  restaurant_ids: string[] | string;
  first_order_only: boolean;
  total_limit: number | null;
  per_customer_limit: number | null;
  is_active: boolean;
  uses: number;
  customer_uses: number | string;
  customer_orders: number | string;
}

const date = (v: string | Date | null) => (v === null ? null : new Date(v));
/** PGlite and node-postgres both parse text[]; a driver that does not gives "{a,b}". */
const textArray = (v: string[] | string) =>
  Array.isArray(v)
    ? v
    : v
        .replace(/^\{|\}$/g, "")
        .split(",")
        .filter(Boolean);

export interface ReadPromo {
  code: PromoCode | undefined;
  counts: { totalUses: number; customerUses: number; customerOrders: number };
}

/** The code (undefined when there is none) and its counts; without a customer, the customer's counts are 0. */
export async function readPromo(db: Db, code: string, customerId: string | null): Promise<ReadPromo> {
  const result = await db.execute(sql`select p.code, p.kind, p.percent, p.amount, p.product_id, p.min_order, p.starts_at, p.ends_at,
      p.restaurant_ids, p.first_order_only, p.total_limit, p.per_customer_limit, p.is_active, p.uses,
      (select count(*) from orders o where o.customer_id = ${customerId} and o.promo_code = p.code and o.status_code <> ${STATUS.cancelled}) as customer_uses,
      (select count(*) from orders o where o.customer_id = ${customerId} and o.status_code <> ${STATUS.cancelled}) as customer_orders
    from promo_codes p where p.code = ${code}`);
  const row = (result as unknown as { rows: PromoRow[] }).rows[0];
  if (!row) return { code: undefined, counts: { totalUses: 0, customerUses: 0, customerOrders: 0 } };
  return {
    code: {
      code: row.code,
      kind: row.kind,
      percent: row.percent,
      amount: row.amount,
      productId: row.product_id,
      minOrder: row.min_order,
      startsAt: date(row.starts_at),
      endsAt: date(row.ends_at),
      restaurantIds: textArray(row.restaurant_ids),
      firstOrderOnly: row.first_order_only,
      totalLimit: row.total_limit,
      perCustomerLimit: row.per_customer_limit,
      isActive: row.is_active,
    },
    counts: { totalUses: row.uses, customerUses: Number(row.customer_uses), customerOrders: Number(row.customer_orders) },
  };
}

/** The English message of a refusal (the storefront shows its own words, by `reason`). */
export function refusalMessage(refusal: PromoRefusal): string {
  switch (refusal.kind) {
    case "unknown":
      return "There is no such promo code";
    case "notStarted":
      return `This promo code works from ${refusal.startsAt.toISOString()}`;
    case "expired":
      return "This promo code has expired";
    case "otherRestaurant":
      return "This promo code is not valid at this restaurant";
    case "belowMinimum":
      return `This promo code needs an order of at least ${refusal.minOrder}`;
    case "firstOrderOnly":
      return "This promo code is for a first order only";
    case "usedUp":
      return "This promo code has been used up";
    case "customerLimit":
      return `You have already used this promo code ${refusal.limit} time${refusal.limit === 1 ? "" : "s"}`;
  }
}

/** 422 promo_invalid on the order's promoCode field, with the refusal's kind as `reason`. */
export function promoInvalid(refusal: PromoRefusal): ApiError {
  const message = refusalMessage(refusal);
  return new ApiError(422, PROMO_INVALID, message, { promoCode: message }, undefined, refusal.kind);
}

export interface PromoQuestion {
  code: string;
  customerId: string | null;
  subtotal: number;
  restaurantId: string;
  now: Date;
}

/** Reads and checks a code for an order or a cart. */
export async function checkPromoCode(db: Db, q: PromoQuestion): Promise<{ result: PromoResult; code: PromoCode | undefined }> {
  const { code, counts } = await readPromo(db, q.code, q.customerId);
  return { result: checkPromo(code, { subtotal: q.subtotal, restaurantId: q.restaurantId, now: q.now }, counts), code };
}
