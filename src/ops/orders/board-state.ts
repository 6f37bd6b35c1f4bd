// The board's rows and what a live event does to them (pure, unit-tested): an event replaces the
// order's row or adds it; an order that has finished leaves the active board; rows are grouped by
// status in the kitchen's order.
import type { OperatorOrder } from "../../contract/operator";
import { BOARD_COLUMNS, isActiveStatus, STATUS } from "../../domain/order-status";

export type BoardFilter = "active" | "all";

export function applyEvent(
  rows: readonly OperatorOrder[],
  event: OperatorOrder,
  filter: BoardFilter,
  restaurantId: string | null,
): OperatorOrder[] {
  if (restaurantId && event.restaurantId !== restaurantId) return [...rows];
  const others = rows.filter((r) => r.orderId !== event.orderId);
  if (filter === "active" && !isActiveStatus(event.statusCode)) return others;
  const known = rows.some((r) => r.orderId === event.orderId);
  return known ? rows.map((r) => (r.orderId === event.orderId ? event : r)) : [...others, event];
}

/**
 * A list read from the server with the live events that arrived while it was being read: the
 * list may have been read before them (an order placed meanwhile would be missing), so each
 * order's latest event goes on top — unless the list already has a later state of that order.
 */
export function withEvents(
  list: readonly OperatorOrder[],
  events: Iterable<OperatorOrder>,
  filter: BoardFilter,
  restaurantId: string | null,
): OperatorOrder[] {
  let rows = [...list];
  for (const event of events) {
    const listed = list.find((r) => r.orderId === event.orderId);
    if (listed && listed.statusAt > event.statusAt) continue;
    rows = applyEvent(rows, event, filter, restaurantId);
  }
  return rows;
}

/** The board's columns: new first, then along the way, then finished (the table of order facts). */
export function groupByStatus(rows: readonly OperatorOrder[]): { statusCode: number; orders: OperatorOrder[] }[] {
  return BOARD_COLUMNS.map((statusCode) => ({
    statusCode,
    orders: rows.filter((r) => r.statusCode === statusCode).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  })).filter((g) => g.orders.length > 0);
}

/** Orders no one has confirmed yet: the tab's badge and the page title count them. */
export const newOrders = (rows: readonly OperatorOrder[]) => rows.filter((r) => r.statusCode === STATUS.received).length;
