// One customer's page: their row of the list (figures included) and their orders, newest first. A
// manager reads only customers who ordered from their restaurant, and only those orders.
import { and, desc, eq, type SQL } from "drizzle-orm";
import { type CustomerDetail, type CustomerOrder, HISTORY_LIMIT } from "../../../src/contract/operator-customers";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { listCustomers } from "./list-customers";

export const customerNotFound = () => new ApiError(404, "customer_not_found", "No such customer");

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

/** The customer with their history, or 404 (also for a manager whose restaurant they never ordered from). */
export async function customerDetail(db: Db, id: string, restaurantId: string | null): Promise<CustomerDetail> {
  const [customer] = await listCustomers(db, { restaurantId, search: null, id }, "newest", { skip: 0, take: 1 });
  if (!customer) throw customerNotFound();
  return { ...customer, history: await customerHistory(db, id, restaurantId) };
}
