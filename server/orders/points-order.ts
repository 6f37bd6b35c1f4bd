// Paying part of an order with loyalty points (issue 26): checked before the order statement with
// the shared rule (src/domain/loyalty.ts maxPointsPayable) against the chain's settings and the
// customer's balance; the statement then takes them off the balance, where customers' CHECK
// (points >= 0) catches a balance spent by another order meanwhile (order-statements.ts).
import { eq } from "drizzle-orm";
import { maxPointsPayable } from "../../src/domain/loyalty";
import type { Db } from "../db/client";
import { chainInfo, customers } from "../db/schema";
import { ApiError } from "../http/errors";

export const POINTS_OVER_LIMIT = "points_over_limit";
export const POINTS_NOT_ENOUGH = "points_not_enough";

/** 422 points_not_enough: the balance is below what the order asked to spend. */
export function pointsNotEnough(balance: number | null): ApiError {
  const held = balance === null ? "" : ` (the balance is ${balance})`;
  return new ApiError(422, POINTS_NOT_ENOUGH, `Not enough points on the balance for this order${held}: spend fewer`, {
    pointsToSpend: "more than the balance",
  });
}

/**
 * The points this order spends: 0 without `pointsToSpend`; 422 points_over_limit above the chain's
 * share of the items (`itemsTotal`, after the promo code's discount; delivery is never paid with
 * points), 422 points_not_enough above the balance.
 */
export async function orderPoints(db: Db, customerId: string, pointsToSpend: number | undefined, itemsTotal: number): Promise<number> {
  if (!pointsToSpend) return 0;
  const [[customer], [chain]] = await Promise.all([
    db.select({ points: customers.points }).from(customers).where(eq(customers.id, customerId)),
    db.select({ maxPay: chainInfo.pointsMaxPayPercent }).from(chainInfo).where(eq(chainInfo.id, 1)),
  ]);
  const settings = { cashbackPercent: 0, maxPayPercent: chain?.maxPay ?? 0 };
  const balance = customer?.points ?? 0;
  const itemsCap = maxPointsPayable(settings, Number.MAX_SAFE_INTEGER, itemsTotal);
  if (pointsToSpend > itemsCap) {
    const most = maxPointsPayable(settings, balance, itemsTotal);
    throw new ApiError(422, POINTS_OVER_LIMIT, `Points can pay at most ${most} of this order`, {
      pointsToSpend: `at most ${most}`,
    });
  }
  if (pointsToSpend > balance) throw pointsNotEnough(balance);
  return pointsToSpend;
}
