// What the orders board reads: its rows (active orders, or also the last day's finished ones), one
// row by id for the live stream, and one order in full. An online order that is not paid yet is
// not on the board: it does not reach the kitchen until it is paid.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, ne, notInArray, or, type SQL } from "drizzle-orm";
import type { OperatorOrder, OperatorOrderDetail } from "../../src/contract/operator";
import type { Locale } from "../../src/domain/locales";
import { FINISHED_STATUSES } from "../../src/domain/order-status";
import { tashkentIso } from "../../src/domain/tashkent-time";
import type { Db } from "../db/client";
import { orderLines, orders, restaurants } from "../db/schema";
import { ApiError } from "../http/errors";
import { orderDetail } from "../orders/read-orders";
import { orderSteps } from "./order-steps";

type OrderRow = typeof orders.$inferSelect;

export const BOARD_LIMIT = 200;
const DAY_MS = 24 * 3600_000;

/** Not an online order still waiting for its payment. */
const onBoard = or(ne(orders.paymentType, "online"), isNotNull(orders.paidAt));

async function lineCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderLines.orderId, n: count() })
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .groupBy(orderLines.orderId);
  return new Map(rows.map((r) => [r.orderId, Number(r.n)]));
}

function boardRow(o: OrderRow, lines: number): OperatorOrder {
  return {
    orderId: o.id,
    statusCode: o.statusCode,
    orderTypeId: o.orderTypeId,
    restaurantId: o.restaurantId,
    createdAt: o.createdAt.toISOString(),
    slot: o.slot && tashkentIso(o.slot),
    name: o.name,
    phone: o.phone,
    total: o.total,
    paymentType: o.paymentType,
    paid: o.paidAt !== null,
    address: o.address?.address ?? null,
    comment: o.comment,
    cancelReason: o.cancelReason,
    lineCount: lines,
  };
}

async function withLineCounts(db: Db, rows: OrderRow[]): Promise<OperatorOrder[]> {
  const counts = await lineCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => boardRow(r, counts.get(r.id) ?? 0));
}

/** The board: active orders oldest first, or (`all`) also those finished in the last 24 h, newest first. */
export async function boardOrders(db: Db, status: "active" | "all", restaurantId: string | null, now: Date): Promise<OperatorOrder[]> {
  const where: (SQL | undefined)[] = [onBoard, restaurantId === null ? undefined : eq(orders.restaurantId, restaurantId)];
  const active = notInArray(orders.statusCode, [...FINISHED_STATUSES]);
  if (status === "active") where.push(active);
  else where.push(or(active, gte(orders.createdAt, new Date(now.getTime() - DAY_MS))));
  const order = status === "active" ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)];
  const rows = await db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(...order)
    .limit(BOARD_LIMIT);
  return withLineCounts(db, rows);
}

/** The board rows of these orders (those on the board, of this restaurant when given). */
export async function boardRowsOf(db: Db, ids: number[], restaurantId: string | null): Promise<OperatorOrder[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, ids), onBoard, restaurantId === null ? undefined : eq(orders.restaurantId, restaurantId)))
    .orderBy(asc(orders.id));
  return withLineCounts(db, rows);
}

/** One order in full, in `locale`. */
export async function fullOrder(db: Db, order: OrderRow, locale: Locale): Promise<OperatorOrderDetail> {
  const detail = await orderDetail(db, order, locale);
  return {
    ...detail,
    paymentType: order.paymentType,
    paid: order.paidAt !== null,
    paidAt: order.paidAt?.toISOString() ?? null,
    cancelReason: order.cancelReason,
    channel: order.channel,
    language: order.language,
    steps: await orderSteps(db, order, detail.statusHistory),
  };
}

/** 404 restaurant_not_found for a restaurant the chain does not have. */
export async function requireKnownRestaurant(db: Db, restaurantId: string): Promise<void> {
  const [known] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId));
  if (!known) throw new ApiError(404, "restaurant_not_found", "No such restaurant", { restaurantId: "is not a restaurant of the chain" });
}
