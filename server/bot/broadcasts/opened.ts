// Attribution (issue 26): the storefront opened from a broadcast's button (`?bc=<id>`, ./render.ts)
// reports it with POST /api/broadcasts/{id}/opened; the signed-in customer's recipient row of that
// broadcast keeps the first open. Their orders within BROADCAST_ATTRIBUTION_DAYS after it count for
// the broadcast (./store.ts). Anyone else's report (not a recipient, not sent yet) counts nothing.
import { createRoute } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { broadcastOpened, broadcastPath } from "../../../src/contract/operator-broadcasts";
import { sessionCustomer } from "../../auth/session";
import type { Db } from "../../db/client";
import { ApiError } from "../../http/errors";
import { apiApp, json, refusals, SECURITY } from "../../openapi/routes";
import { serialId } from "../../operator/ids";

const openedRoute = createRoute({
  method: "post",
  path: "/broadcasts/{id}/opened",
  tags: ["Storefront server"],
  security: SECURITY.session,
  summary: "The customer opened the mini-app from a broadcast's button",
  description: "counted: false when the customer is not a recipient it was sent to (nothing is recorded); a repeat keeps the first open.",
  request: { params: broadcastPath },
  responses: { 200: json(broadcastOpened, "Recorded (or not a recipient)"), ...refusals(400, 401) },
});

export function broadcastOpenedRoutes(db: Db, clock: () => Date) {
  return apiApp().openapi(openedRoute, async (c) => {
    const customerId = await sessionCustomer(db, c);
    if (!customerId) throw new ApiError(401, "sign_in_required", "Sign in first");
    const id = serialId(c.req.valid("param").id, "broadcast id");
    const result =
      (await db.execute(sql`update broadcast_recipients set opened_at = coalesce(opened_at, ${clock().toISOString()}::timestamptz)
      where broadcast_id = ${id}::int and customer_id = ${customerId} and state = 'sent' returning broadcast_id`)) as unknown as {
        rows: unknown[];
      };
    return c.json({ ok: true as const, counted: result.rows.length > 0 }, 200);
  });
}
