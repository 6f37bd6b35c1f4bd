// Orders by phone: staff (admins anywhere, managers at their restaurant) take a caller's order in
// the console. The order goes through the site's placement (server/orders/place-order.ts): the same
// body, rules, prices, stop-list, zone and Idempotency-Key; it is marked channel "phone" and its
// audit row ("place") names the staff member, written by the order's own statement. The order
// belongs to the customer of the caller's phone (made here if new: customers are keyed by phone,
// as a phone sign-in finds them), so the caller sees it in their history once signed in.
import { randomUUID } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { phoneOrderBody, phoneOrderCreated } from "../../src/contract/operator-phone-orders";
import { idempotencyHeader } from "../../src/contract/order";
import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { jsonBody } from "../http/json-body";
import { apiApp, json, jsonRequest, refusals, SECURITY } from "../openapi/routes";
import { idempotencyKey, requireIdempotencyKey } from "../orders/idempotency";
import { orderPlacer } from "../orders/place-order";
import type { OperatorDeps } from "./deps";
import { requireRestaurant, type StaffEnv } from "./staff-auth";

const tags = ["Operator API"];
const security = SECURITY.operator;

const placeRoute = createRoute({
  method: "post",
  path: "/orders",
  tags,
  security,
  summary: "Place an order for a caller (by phone)",
  description:
    "The site's order (same rules, prices, stop-list and zone; cash or card) for the customer of `phone`, made if new. Needs an Idempotency-Key: a retry with the same key and body answers the same order. Admins at any restaurant, managers at theirs.",
  middleware: [requireIdempotencyKey, jsonBody] as const,
  request: { headers: idempotencyHeader, body: jsonRequest(phoneOrderBody, "The order") },
  responses: {
    201: json(phoneOrderCreated, "Placed (or the same order again for a retry)"),
    ...refusals(400, 401, 403, 413, 422, 429, 503),
  },
});

/** The customer of this phone, made if there is none (as a phone sign-in would); a new one takes the caller's name. */
async function callerCustomer(db: Db, phone: string, name: string): Promise<{ id: string; made: boolean }> {
  const [row] = await db
    .insert(customers)
    .values({ id: randomUUID(), phone, name })
    .onConflictDoUpdate({ target: customers.phone, set: { name: sql`coalesce(${customers.name}, excluded.name)` } })
    // xmax is 0 on a row this statement inserted (PostgreSQL's own marker), not on one it updated.
    .returning({ id: customers.id, made: sql<boolean>`(xmax = 0)` });
  return row;
}

/**
 * A refused order leaves no customer behind: one made for it is removed again, unless meanwhile it
 * signed in or has an order (then it is a real customer).
 */
async function forgetUnused(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from customers where id = ${id}
    and not exists (select 1 from sessions where customer_id = ${id})
    and not exists (select 1 from orders where customer_id = ${id})`);
}

export function phoneOrderRoutes({ db, clock, config }: OperatorDeps) {
  // Cash and card only, so no payment settings; its own catalog cache, cleared by menu edits like the site's.
  const place = orderPlacer(db);
  return apiApp<StaffEnv>().openapi(placeRoute, async (c) => {
    const body = c.req.valid("json");
    const actor = requireRestaurant(c, body.restaurantId);
    const customer = await callerCustomer(db, body.phone, body.name);
    try {
      const { orderId } = await place({
        customerId: customer.id,
        channel: "phone",
        // Checked before the body by requireIdempotencyKey; read again here (the app is typed by StaffEnv).
        key: idempotencyKey(c.req.header("idempotency-key")),
        body,
        now: clock(),
        limit: config.orderLimitPer10Min,
        placedBy: { staffId: actor.staffId, name: actor.name },
      });
      return c.json({ orderId, customerId: customer.id }, 201);
    } catch (err) {
      if (customer.made) await forgetUnused(db, customer.id);
      throw err;
    }
  });
}
