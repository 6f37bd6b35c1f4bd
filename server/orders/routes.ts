// Main API order calls: POST /api/delivery/Create, GET /api/delivery/Get, /List and /Events.
// A customer sees only their own orders: another customer's order or id is a 403.
import { createRoute } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import {
  idempotencyHeader,
  orderBody,
  orderCreated,
  orderDetail as orderDetailSchema,
  orderQuery,
  ordersList,
  ordersListQuery,
  statusEvent,
} from "../../src/contract/order";
import { isOnline } from "../../src/domain/payment";
import type { Db } from "../db/client";
import { ApiError } from "../http/errors";
import { jsonBody } from "../http/json-body";
import type { MainApiEnv } from "../auth/main-api-auth";
import { apiApp, documented, json, jsonRequest, refusals, SECURITY } from "../openapi/routes";
import { type EventOptions, orderEvents } from "./events";
import { type IdempotencyEnv, requireIdempotencyKey } from "./idempotency";
import type { PaymentSettings } from "../payments/checkout";
import { awaitingPaymentUrl, type PaymentLinks } from "./order-payment";
import type { OrderPlacer } from "./place-order";
import { findOrder, listOrders, orderDetail } from "./read-orders";

/** The signed-in customer of the token, or the 401 that asks to sign in. */
function customerOf(c: { get: (key: "customerId") => string | null }): string {
  const id = c.get("customerId");
  if (!id) throw new ApiError(401, "sign_in_required", "Sign in to see and place orders");
  return id;
}

/** Orders need a signed-in customer; checked before anything the request says is read. */
const signedIn = createMiddleware<MainApiEnv>(async (c, next) => {
  customerOf(c);
  return next();
});

const notYours = () => new ApiError(403, "forbidden", "This order belongs to another customer");
const tags = ["Main API"];

const createOrderRoute = createRoute({
  method: "post",
  path: "/delivery/Create",
  tags,
  security: SECURITY.signedIn,
  summary: "Place an order",
  description: "Needs a signed-in customer's token and an Idempotency-Key. Prices come from the menu, not the body.",
  middleware: [signedIn, requireIdempotencyKey, jsonBody] as const,
  request: { headers: idempotencyHeader, body: jsonRequest(orderBody, "The order") },
  responses: { 201: json(orderCreated, "Placed (or the same order again for a retry)"), ...refusals(400, 401, 413, 422, 429) },
});

const getOrderRoute = createRoute({
  method: "get",
  path: "/delivery/Get",
  tags,
  security: SECURITY.signedIn,
  summary: "One order in detail",
  middleware: [signedIn] as const,
  request: { query: orderQuery },
  responses: { 200: json(orderDetailSchema, "The order"), ...refusals(400, 401, 403, 404) },
});

const eventsRoute = createRoute({
  method: "get",
  path: "/delivery/Events",
  tags,
  security: SECURITY.signedIn,
  summary: "The order's status as server-sent events",
  description:
    "An `event: status` whose data is a StatusEvent, at once and on every change; `: keep-alive` comments in between. Ends when the order is finished.",
  middleware: [signedIn] as const,
  request: { query: orderQuery },
  responses: {
    200: { description: "text/event-stream of status events", content: { "text/event-stream": { schema: statusEvent } } },
    ...refusals(400, 401, 403, 404, 429, 503),
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/delivery/List",
  tags,
  security: SECURITY.signedIn,
  summary: "The customer's orders, newest first",
  middleware: [signedIn] as const,
  request: { query: ordersListQuery },
  responses: { 200: json(ordersList, "Orders with their status"), ...refusals(400, 401, 403) },
});

export function orderRoutes(
  db: Db,
  placeOrder: OrderPlacer,
  clock: () => Date,
  orderLimit: number | undefined,
  events: EventOptions,
  payments?: PaymentSettings,
) {
  const linksFor = (url: string): PaymentLinks | undefined => payments && { settings: payments, origin: new URL(url).origin };
  const mine = async (customerId: string, orderId: number) => {
    const order = await findOrder(db, orderId);
    if (!order) throw new ApiError(404, "order_not_found", `There is no order ${orderId}`);
    if (order.customerId !== customerId) throw notYours();
    return order;
  };
  return apiApp<MainApiEnv & IdempotencyEnv>()
    .openapi(createOrderRoute, async (c) => {
      const body = c.req.valid("json");
      const now = clock();
      const { orderId } = await placeOrder({
        customerId: customerOf(c),
        channel: "web",
        key: c.var.idempotencyKey,
        body,
        now,
        limit: orderLimit,
      });
      // payme, click: the provider's page (again for a retry, while the order still awaits payment).
      // Cash and card have none: no read of the order (a retry's body is the original's, same hash).
      const paymentUrl = isOnline(body.paymentType) ? await awaitingPaymentUrl(db, orderId, now, linksFor(c.req.url)) : undefined;
      return c.json(paymentUrl ? { orderId, paymentUrl } : { orderId }, 201);
    })
    .openapi(getOrderRoute, async (c) => {
      const q = c.req.valid("query");
      const order = await mine(customerOf(c), q.orderId);
      return c.json(await orderDetail(db, order, q.Language, clock(), linksFor(c.req.url)), 200);
    })
    .openapi(eventsRoute, async (c) => {
      const customerId = customerOf(c);
      const order = await mine(customerId, c.req.valid("query").orderId);
      return documented(await orderEvents(c, db, order.id, customerId, events));
    })
    .openapi(listRoute, async (c) => {
      const customerId = customerOf(c);
      const q = c.req.valid("query");
      if (q.customerId !== customerId) throw new ApiError(403, "forbidden", "You can only see your own orders");
      return c.json(await listOrders(db, customerId, q.skip, q.take, q.onlyActive, q.Language, clock()), 200);
    });
}
