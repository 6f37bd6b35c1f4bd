// The orders board of the operator API: list the active orders, move one forward, cancel one.
// Behind staffAuth (server/operator/routes.ts).
import { and, asc, eq, notInArray } from "drizzle-orm";
import { createRoute } from "@hono/zod-openapi";
import { operatorOrderPath, operatorOrders, statusChanged } from "../../src/contract/operator";
import { canCancel, nextStatus, STATUS } from "../../src/domain/order-status";
import type { Db } from "../db/client";
import type { OperatorDeps } from "./deps";
import { requireRestaurant, type StaffEnv } from "./staff-auth";
import { restaurantScope } from "../../src/domain/staff-roles";
import { orders, orderStatusHistory } from "../db/schema";
import { ApiError } from "../http/errors";
import { apiApp, json, refusals, SECURITY } from "../openapi/routes";
import { findOrder } from "../orders/read-orders";

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

export function ordersRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(listRoute, async (c) => {
      const scope = restaurantScope(c.get("actor"));
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            notInArray(orders.statusCode, [STATUS.completed, STATUS.cancelled]),
            scope === null ? undefined : eq(orders.restaurantId, scope),
          ),
        )
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
      requireRestaurant(c, order.restaurantId);
      const to = nextStatus(order.statusCode, order.orderTypeId);
      if (to === null)
        throw new ApiError(409, "illegal_transition", `Order ${order.id} is finished (status ${order.statusCode}) and cannot move on`);
      await move(db, order.id, order.statusCode, to, clock());
      return c.json({ orderId: order.id, statusCode: to }, 200);
    })
    .openapi(cancelRoute, async (c) => {
      const order = await findOrder(db, orderId(c.req.valid("param").id));
      if (!order) throw new ApiError(404, "order_not_found", "No such order");
      requireRestaurant(c, order.restaurantId);
      if (!canCancel(order.statusCode)) {
        throw new ApiError(409, "illegal_transition", `Order ${order.id} cannot be cancelled in status ${order.statusCode}`);
      }
      await move(db, order.id, order.statusCode, STATUS.cancelled, clock());
      return c.json({ orderId: order.id, statusCode: STATUS.cancelled }, 200);
    });
}
