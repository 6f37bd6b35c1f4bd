// The orders board of the operator API: the board's orders (every active one, or a day's archive,
// or a search over every date), one order in full, its live changes,
// and moving an order along or cancelling it with a reason (server/orders/transitions.ts, shared
// with the bot's buttons). Behind staffAuth (server/operator/routes.ts); a manager sees and moves
// only their restaurant's orders.
import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import {
  boardEvent,
  cancelBody,
  operatorEventsQuery,
  operatorOrderDetail,
  operatorOrderPath,
  operatorOrderQuery,
  operatorOrders,
  operatorOrdersQuery,
  statusChanged,
} from "../../src/contract/operator";
import { restaurantScope } from "../../src/domain/staff-roles";
import { tashkentIsoDate } from "../../src/domain/tashkent-time";
import { orders } from "../db/schema";
import { ApiError } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { apiApp, documented, json, jsonRequest, refusals, SECURITY } from "../openapi/routes";
import { EVENT_TIMING } from "../orders/events";
import { findOrder } from "../orders/read-orders";
import { orderStatusFeed } from "../orders/status-feed";
import { streamLimits } from "../orders/stream-limits";
import { advanceOrder, cancelOrder } from "../orders/transitions";
import { advanceRouteAt, seenStatus } from "./advance-route";
import type { OperatorDeps } from "./deps";
import { serialId } from "./ids";
import { searchTerms } from "./order-search-terms";
import { archiveOrders, boardOrders, fullOrder, requireKnownRestaurant, searchOrders } from "./orders-board";
import { BOARD_STREAMS, boardEvents } from "./orders-events";
import { requireRestaurant, type StaffEnv } from "./staff-auth";

const tags = ["Operator API"];
const security = SECURITY.operator;

const listRoute = createRoute({
  method: "get",
  path: "/orders",
  tags,
  security,
  summary: "The orders board: every active order oldest first, a day's archive, or a search over every date",
  description:
    "Without `q`: by `status` (every active order, however many; `archive` with `date`: a Tashkent day's finished and cancelled orders). With `q`: the orders matching an order number, part of a phone or part of a name, any date and status, newest first (at most 50). A manager sees only their restaurant's.",
  request: { query: operatorOrdersQuery },
  responses: { 200: json(operatorOrders, "The orders"), ...refusals(400, 401, 403, 404, 503) },
});

const eventsRoute = createRoute({
  method: "get",
  path: "/orders/events",
  tags,
  security,
  summary: "The board's changes as server-sent events",
  description:
    "`event: ready` once the stream listens, then `event: order` with the order's board row whenever an order is placed or changes status; `: keep-alive` comments every 15 s.",
  request: { query: operatorEventsQuery },
  responses: {
    200: { description: "text/event-stream of board events", content: { "text/event-stream": { schema: boardEvent } } },
    ...refusals(400, 401, 403, 404, 429, 503),
  },
});

/** Route middleware: another restaurant's order is refused (403) before the query and body are checked. */
const ownOrder = (db: OperatorDeps["db"]) =>
  createMiddleware<StaffEnv>(async (c, next) => {
    const id = c.req.param("id") ?? "";
    if (/^\d{1,9}$/.test(id)) {
      const [order] = await db
        .select({ restaurantId: orders.restaurantId })
        .from(orders)
        .where(eq(orders.id, Number(id)));
      if (order) requireRestaurant(c, order.restaurantId);
    }
    await next();
  });

const detailRoute = createRoute({
  method: "get",
  path: "/orders/{id}",
  tags,
  security,
  summary: "One order in full: lines, modifiers, address, slot, payment, customer, history",
  request: { params: operatorOrderPath, query: operatorOrderQuery },
  responses: { 200: json(operatorOrderDetail, "The order"), ...refusals(400, 401, 403, 404, 503) },
});

const advanceRoute = advanceRouteAt("/orders/{id}/advance", "Move an order to its next status", "The order's new status");

const cancelRoute = createRoute({
  method: "post",
  path: "/orders/{id}/cancel",
  tags,
  security,
  summary: "Cancel an order with a reason (not once it is on the way or finished)",
  middleware: [jsonBody] as const,
  request: { params: operatorOrderPath, body: jsonRequest(cancelBody, "Why: shown to the customer") },
  responses: { 200: json(statusChanged, "The order's new status"), ...refusals(400, 401, 403, 404, 409, 503) },
});

/** The restaurant a list is limited to: the one asked for (if the caller runs it), else the caller's scope. */
async function scopeOf(c: Context<StaffEnv>, deps: OperatorDeps, restaurantId: string | undefined): Promise<string | null> {
  if (restaurantId === undefined) return restaurantScope(c.get("actor"));
  requireRestaurant(c, restaurantId);
  await requireKnownRestaurant(deps.db, restaurantId);
  return restaurantId;
}

export function ordersRoutes(deps: OperatorDeps) {
  const { db, clock } = deps;
  // The board's own listener (it starts on the first stream) and its stream caps, per process.
  const events = { ...EVENT_TIMING, feed: orderStatusFeed(deps.database), limits: streamLimits(BOARD_STREAMS) };
  const own = ownOrder(db);
  return apiApp<StaffEnv>()
    .openapi(listRoute, async (c) => {
      const q = c.req.valid("query");
      const scope = await scopeOf(c, deps, q.restaurantId);
      c.header("Cache-Control", "no-store");
      if (q.q !== undefined) return c.json(await searchOrders(db, searchTerms(q.q), scope), 200);
      if (q.status === "archive") return c.json(await archiveOrders(db, q.date ?? tashkentIsoDate(clock()), scope), 200);
      return c.json(await boardOrders(db, q.status, scope, clock()), 200);
    })
    .openapi(eventsRoute, async (c) => {
      const scope = await scopeOf(c, deps, c.req.valid("query").restaurantId);
      const actor = c.get("actor");
      return documented(await boardEvents(c, db, actor.staffId === null ? "token" : `staff:${actor.staffId}`, scope, events));
    })
    .openapi({ ...detailRoute, middleware: [own] as const }, async (c) => {
      const order = await findOrder(db, serialId(c.req.valid("param").id, "order id"));
      if (!order) throw new ApiError(404, "order_not_found", "No such order");
      requireRestaurant(c, order.restaurantId);
      c.header("Cache-Control", "no-store");
      return c.json(await fullOrder(db, order, c.req.valid("query").Language), 200);
    })
    .openapi({ ...advanceRoute, middleware: [own] as const }, async (c) => {
      const id = serialId(c.req.valid("param").id, "order id");
      const from = c.req.valid("query").from;
      return c.json(await advanceOrder(db, c.get("actor"), id, clock(), seenStatus(from)), 200);
    })
    .openapi({ ...cancelRoute, middleware: [own, jsonBody] as const }, async (c) => {
      const id = serialId(c.req.valid("param").id, "order id");
      return c.json(await cancelOrder(db, c.get("actor"), id, c.req.valid("json").reason, clock()), 200);
    });
}
