// Main API order calls: POST /api/delivery/Create, GET /api/delivery/Get, GET /api/delivery/List.
// A customer sees only their own orders: another customer's order or id is a 403.
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../db/client";
import { ApiError, badRequest, parseInput } from "../http/errors";
import type { MainApiEnv } from "../main-api/auth";
import * as p from "../main-api/params";
import { type EventOptions, orderEvents } from "./events";
import { idempotencyKey } from "./idempotency";
import type { OrderPlacer } from "./place-order";
import { findOrder, listOrders, orderDetail } from "./read-orders";

const signInFirst = () => new ApiError(401, "sign_in_required", "Sign in to see and place orders");
const notYours = () => new ApiError(403, "forbidden", "This order belongs to another customer");

const int = (min: number, max: number, fallback?: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") {
        if (fallback !== undefined) return fallback;
        ctx.addIssue({ code: "custom", message: "is required" });
        return z.NEVER;
      }
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const getQuery = z.object({ Language: p.language, orderId: int(1, 2 ** 31 - 1) });
const listQuery = z.object({
  Language: p.language,
  customerId: z.string({ error: "is required" }).min(1, "is required").max(64),
  skip: int(0, 1_000_000, 0),
  take: int(1, 50, 50),
  onlyActive: z.enum(["true", "false"], { error: "must be true or false" }).optional().transform((v) => (v === undefined ? undefined : v === "true")),
});

export function orderRoutes(db: Db, placeOrder: OrderPlacer, clock: () => Date, orderLimit: number | undefined, events: EventOptions) {
  return new Hono<MainApiEnv>()
    .post("/delivery/Create", async (c) => {
      const customerId = c.get("customerId");
      if (!customerId) throw signInFirst();
      const key = idempotencyKey(c.req.header("idempotency-key"));
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw badRequest("invalid_json", "The request body must be JSON");
      }
      const { orderId } = await placeOrder({ customerId, channel: "web", key, body, now: clock(), limit: orderLimit });
      return c.json({ orderId }, 201);
    })
    .get("/delivery/Get", async (c) => {
      const customerId = c.get("customerId");
      if (!customerId) throw signInFirst();
      const q = parseInput(getQuery, c.req.query());
      const order = await findOrder(db, q.orderId);
      if (!order) throw new ApiError(404, "order_not_found", `There is no order ${q.orderId}`);
      if (order.customerId !== customerId) throw notYours();
      return c.json(await orderDetail(db, order, q.Language));
    })
    .get("/delivery/Events", async (c) => {
      const customerId = c.get("customerId");
      if (!customerId) throw signInFirst();
      const q = parseInput(getQuery, c.req.query());
      const order = await findOrder(db, q.orderId);
      if (!order) throw new ApiError(404, "order_not_found", `There is no order ${q.orderId}`);
      if (order.customerId !== customerId) throw notYours();
      return orderEvents(c, db, order.id, customerId, events);
    })
    .get("/delivery/List", async (c) => {
      const customerId = c.get("customerId");
      if (!customerId) throw signInFirst();
      const q = parseInput(listQuery, c.req.query());
      if (q.customerId !== customerId) throw new ApiError(403, "forbidden", "You can only see your own orders");
      return c.json(await listOrders(db, customerId, q.skip, q.take, q.onlyActive, q.Language));
    });
}
