// The operator API (decisions.md): list the active orders, move one forward, cancel one. Guarded
// by the OPERATOR_TOKEN bearer; off when no token is configured.
import { timingSafeEqual } from "node:crypto";
import { and, asc, eq, notInArray } from "drizzle-orm";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { canCancel, nextStatus, STATUS } from "../../src/domain/order-status";
import type { Db } from "../db/client";
import { orders, orderStatusHistory } from "../db/schema";
import { ApiError } from "../http/errors";
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
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) throw new ApiError(400, "invalid_parameters", "Invalid order id", { id: "must be a positive whole number" });
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

export function operatorRoutes(db: Db, token: string | null, clock: () => Date) {
  return new Hono()
    .use("*", operatorAuth(token))
    .get("/orders", async (c) => {
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
      );
    })
    .post("/orders/:id/advance", async (c) => {
      const order = await findOrder(db, orderId(c.req.param("id")));
      if (!order) throw new ApiError(404, "order_not_found", "No such order");
      const to = nextStatus(order.statusCode, order.orderTypeId);
      if (to === null) throw new ApiError(409, "illegal_transition", `Order ${order.id} is finished (status ${order.statusCode}) and cannot move on`);
      await move(db, order.id, order.statusCode, to, clock());
      return c.json({ orderId: order.id, statusCode: to });
    })
    .post("/orders/:id/cancel", async (c) => {
      const order = await findOrder(db, orderId(c.req.param("id")));
      if (!order) throw new ApiError(404, "order_not_found", "No such order");
      if (!canCancel(order.statusCode)) {
        throw new ApiError(409, "illegal_transition", `Order ${order.id} cannot be cancelled in status ${order.statusCode}`);
      }
      await move(db, order.id, order.statusCode, STATUS.cancelled, clock());
      return c.json({ orderId: order.id, statusCode: STATUS.cancelled });
    });
}
