// What the orders board reads: its rows (every active order, or also the last day's finished ones,
// or the archive of one day), a search over every date, one row by id for the live stream, and one
// order in full. An online order that is not paid yet is not on the board: it does not reach the
// kitchen until it is paid (a search still finds it: the customer may call about it).
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, like, lt, notInArray, or, type SQL } from "drizzle-orm";
import type { OperatorOrder, OperatorOrderDetail } from "../../src/contract/operator";
import type { Locale } from "../../src/domain/locales";
import { FINISHED_STATUSES, STATUS_CODES } from "../../src/domain/order-status";
import { ONLINE_PAYMENT_TYPES } from "../../src/domain/payment";
import { TASHKENT_OFFSET, tashkentIso } from "../../src/domain/tashkent-time";
import type { Db } from "../db/client";
import { orderLines, orders, restaurants } from "../db/schema";
import { ApiError } from "../http/errors";
import { orderDetail } from "../orders/read-orders";
import { orderSteps } from "./order-steps";
import type { SearchTerms } from "./order-search-terms";
import { type ScreenFacts, screenFacts } from "./screen-orders";

type OrderRow = typeof orders.$inferSelect;

const DAY_MS = 24 * 3600_000;
/** Active statuses listed (not "not finished"): the status index serves the board's query. */
const ACTIVE_STATUSES = STATUS_CODES.filter((c) => !FINISHED_STATUSES.includes(c));
/** How many orders a search answers. */
export const SEARCH_ROWS = 50;

/** Not an online order still waiting for its payment. */
const onBoard = or(notInArray(orders.paymentType, [...ONLINE_PAYMENT_TYPES]), isNotNull(orders.paidAt));

async function lineCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderLines.orderId, n: count() })
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .groupBy(orderLines.orderId);
  return new Map(rows.map((r) => [r.orderId, Number(r.n)]));
}

function boardRow(o: OrderRow, lines: number, facts: ScreenFacts): OperatorOrder {
  return {
    orderId: o.id,
    statusCode: o.statusCode,
    orderTypeId: o.orderTypeId,
    restaurantId: o.restaurantId,
    createdAt: o.createdAt.toISOString(),
    statusAt: facts.statusAt(o).toISOString(),
    slot: o.slot && tashkentIso(o.slot),
    name: o.name,
    phone: o.phone,
    total: o.total,
    paymentType: o.paymentType,
    paid: facts.paid(o),
    address: o.address?.address ?? null,
    comment: o.comment,
    cancelReason: o.cancelReason,
    lineCount: lines,
    channel: o.channel,
  };
}

async function withLineCounts(db: Db, rows: OrderRow[]): Promise<OperatorOrder[]> {
  const ids = rows.map((r) => r.id);
  const [counts, facts] = await Promise.all([lineCounts(db, ids), screenFacts(db, ids)]);
  return rows.map((r) => boardRow(r, counts.get(r.id) ?? 0, facts));
}

const inScope = (restaurantId: string | null) => (restaurantId === null ? undefined : eq(orders.restaurantId, restaurantId));

/** The board: every active order oldest first, or (`all`) also those finished in the last 24 h, newest first. */
export async function boardOrders(db: Db, status: "active" | "all", restaurantId: string | null, now: Date): Promise<OperatorOrder[]> {
  const where: (SQL | undefined)[] = [onBoard, inScope(restaurantId)];
  const active = inArray(orders.statusCode, ACTIVE_STATUSES);
  if (status === "active") where.push(active);
  else where.push(or(active, gte(orders.createdAt, new Date(now.getTime() - DAY_MS))));
  const order = status === "active" ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)];
  const rows = await db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(...order);
  return withLineCounts(db, rows);
}

/** The archive of one Tashkent day ("2026-11-24"): orders placed that day and finished or cancelled, newest first. */
export async function archiveOrders(db: Db, day: string, restaurantId: string | null): Promise<OperatorOrder[]> {
  const from = new Date(`${day}T00:00:00${TASHKENT_OFFSET}`);
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        onBoard,
        inScope(restaurantId),
        inArray(orders.statusCode, [...FINISHED_STATUSES]),
        gte(orders.createdAt, from),
        lt(orders.createdAt, new Date(from.getTime() + DAY_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withLineCounts(db, rows);
}

/** Orders of any date and status matching a search (trigram indexes on phone and name), newest first. */
export async function searchOrders(db: Db, terms: SearchTerms, restaurantId: string | null): Promise<OperatorOrder[]> {
  const like_ = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const match = or(
    terms.orderId === null ? undefined : eq(orders.id, terms.orderId),
    terms.phoneDigits === null ? undefined : like(orders.phone, like_(terms.phoneDigits)),
    terms.name === null ? undefined : ilike(orders.name, like_(terms.name)),
  );
  const rows = await db
    .select()
    .from(orders)
    .where(and(match, inScope(restaurantId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(SEARCH_ROWS);
  return withLineCounts(db, rows);
}

/** The board rows of these orders (those on the board, of this restaurant when given). */
export async function boardRowsOf(db: Db, ids: number[], restaurantId: string | null): Promise<OperatorOrder[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, ids), onBoard, inScope(restaurantId)))
    .orderBy(asc(orders.id));
  return withLineCounts(db, rows);
}

/** One order in full, in `locale`. */
export async function fullOrder(db: Db, order: OrderRow, locale: Locale): Promise<OperatorOrderDetail> {
  const detail = await orderDetail(db, order, locale);
  return {
    ...detail,
    paymentType: order.paymentType,
    // detail.paid: paymentState's "paid" (not a reversed or refunded payment); paidAt: when the money came.
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
