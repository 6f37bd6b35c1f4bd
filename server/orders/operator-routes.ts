// The operator API: list the active orders, move one forward, cancel one. Guarded
// by the OPERATOR_TOKEN bearer; off when no token is configured.
import { timingSafeEqual } from "node:crypto";
import { and, asc, eq, notInArray } from "drizzle-orm";
import { createRoute } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { operatorOrderPath, operatorOrders, statusChanged } from "../../src/contract/operator";
import { canCancel, nextStatus, STATUS } from "../../src/domain/order-status";
import type { Db } from "../db/client";
import { orders, orderStatusHistory } from "../db/schema";
import { ApiError } from "../http/errors";
import { apiApp, json, refusals, SECURITY } from "../openapi/routes";
import { findOrder } from "./read-orders";

function operatorAuth(token: string | null) {
  return createMiddleware(async (c, next) => {
    if (!token) throw new ApiError(503, "operator_api_off", "The operator API is off: set OPERATOR_TOKEN to use it");
    const given = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    // Compare bytes, not characters: a non-ASCII character is one character but several bytes.
    const [a, b] = [Buffer.from(given), Buffer.from(token)];
    const ok = a.length === b.length && timingSafeEqual(a, b);
    if (!ok) throw new ApiError(401, "operator_token_invalid", "A valid operator token is required");
    return next();
  });
}

function orderId(text: string): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1)
    throw new ApiError(400, "invalid_parameters", "Invalid order id", { id: "must be a positive whole number" });
  return id;
}

/** Moves an order from `from` to `to`, unless someone else moved it first. */
async function move(db: Db, id: number, from: number, to: number, now: Date) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set({ statusCode: to })
      .where(and(eq(orders.id, id), eq(orders.statusCode, from)))
      .returning({ id: orders.id });
    if (updated.length === 0) throw new ApiError(409, "status_changed", "The order's status changed meanwhile: reload and try again");
    await tx.insert(orderStatusHistory).values({ orderId: id, statusCode: to, at: now });
  });
}

const tags = ["Operator API"];
const security = SECURITY.operator;

const listRoute = createRoute({
  method: "get",
  path: "/orders",
  tags,
  security,
  summary: "Active orders, oldest first",
  responses: { 200: json(operatorOrders, "Orders not yet completed or cancelled"), ...refusals(401, 503) },
});

const moveRoute = (action: "advance" | "cancel", summary: string) =>
  createRoute({
    method: "post",
    path: `/orders/{id}/${action}`,
    tags,
    security,
    summary,
    request: { params: operatorOrderPath },
    responses: { 200: json(statusChanged, "The order's new status"), ...refusals(400, 401, 404, 409, 503) },
  });

const advanceRoute = moveRoute("advance", "Move an order to its next status");
const cancelRoute = moveRoute("cancel", "Cancel an order (not once it is on the way or finished)");

export function operatorRoutes(db: Db, token: string | null, clock: () => Date) {
  const app = apiApp();
  app.use("*", operatorAuth(token));
  return app
    .openapi(listRoute, async (c) => {
      const rows = await db
        .select()
        .from(orders)
        .where(notInArray(orders.statusCode, [STATUS.completed, STATUS.cancelled]))
        .orderBy(asc(orders.createdAt), asc(orders.id));
      return c.json(
        rows.map((o) => ({
          orderId: o.id,
          statusCode: o.statusCode,
          orderTypeId: o.orderTypeId,
          restaurantId: o.restaurantId,
          createdAt: o.createdAt.toISOString(),
          name: o.name,
          phone: o.phone,
          total: o.total,
          address: o.address?.address ?? null,
        })),
        200,
      );
    })
    .openapi(advanceRoute, async (c) => {
      const order = await findOrder(db, orderId(c.req.valid("param").id));
      if (!order) throw new ApiError(404, "order_not_found", "No such order");
      const to = nextStatus(order.statusCode, order.orderTypeId);
      if (to === null)
        throw new ApiError(409, "illegal_transition", `Order ${order.id} is finished (status ${order.statusCode}) and cannot move on`);
      await move(db, order.id, order.statusCode, to, clock());
      return c.json({ orderId: order.id, statusCode: to }, 200);
    })
    .openapi(cancelRoute, async (c) => {
      const order = await findOrder(db, orderId(c.req.valid("param").id));
      if (!order) throw new ApiError(404, "order_not_found", "No such order");
      if (!canCancel(order.statusCode)) {
        throw new ApiError(409, "illegal_transition", `Order ${order.id} cannot be cancelled in status ${order.statusCode}`);
      }
      await move(db, order.id, order.statusCode, STATUS.cancelled, clock());
      return c.json({ orderId: order.id, statusCode: STATUS.cancelled }, 200);
    });
}
