// One customer's page: their row of the list (figures and points included), their orders and their
// loyalty points' moves, newest first. A manager reads only customers who ordered from their
// restaurant, and only those orders and the moves of those orders (the balance is chain-wide).
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { OperatorPointMove } from "../../../src/contract/loyalty";
import { type CustomerDetail, type CustomerOrder, HISTORY_LIMIT } from "../../../src/contract/operator-customers";
import type { Db } from "../../db/client";
import { loyaltyMoves, orders } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { listCustomers } from "./list-customers";
import { customerPointMove } from "../../orders/point-move";

export const customerNotFound = () => new ApiError(404, "customer_not_found", "No such customer");

/** A ledger row as staff read it. */
export const asPointMove = (m: typeof loyaltyMoves.$inferSelect): OperatorPointMove => ({
  ...customerPointMove(m),
  reason: m.reason,
  by: m.actor,
});

export async function customerHistory(db: Db, id: string, restaurantId: string | null): Promise<CustomerOrder[]> {
  const conditions: SQL[] = [eq(orders.customerId, id)];
  if (restaurantId !== null) conditions.push(eq(orders.restaurantId, restaurantId));
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      restaurantId: orders.restaurantId,
      total: orders.total,
      statusCode: orders.statusCode,
      channel: orders.channel,
      orderTypeId: orders.orderTypeId,
    })
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), channel: r.channel as CustomerOrder["channel"] }));
}

/**
 * The customer's points moves (earned for an order, spent on one, given back, taken back, adjusted by
 * staff with the reason and who), newest first. A manager's: their restaurant's orders' only.
 */
export async function customerPointMoves(db: Db, id: string, restaurantId: string | null): Promise<OperatorPointMove[]> {
  const conditions: SQL[] = [eq(loyaltyMoves.customerId, id)];
  if (restaurantId !== null) conditions.push(eq(orders.restaurantId, restaurantId));
  const rows = await db
    .select({ move: loyaltyMoves })
    .from(loyaltyMoves)
    .leftJoin(orders, eq(orders.id, loyaltyMoves.orderId))
    .where(and(...conditions))
    .orderBy(desc(loyaltyMoves.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => asPointMove(r.move));
}

/** The customer with their history, or 404 (also for a manager whose restaurant they never ordered from). */
export async function customerDetail(db: Db, id: string, restaurantId: string | null): Promise<CustomerDetail> {
  const [customer] = await listCustomers(db, { restaurantId, search: null, id }, "newest", { skip: 0, take: 1 });
  if (!customer) throw customerNotFound();
  const [history, pointMoves] = await Promise.all([customerHistory(db, id, restaurantId), customerPointMoves(db, id, restaurantId)]);
  return { ...customer, history, pointMoves };
}
