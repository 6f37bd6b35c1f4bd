// GET /api/orders/{id}/courier (main API): where the courier of the caller's order is and about how
// many minutes away, while the order is on the way; 404 otherwise. The order's owner only, as
// for the tracker's /api/delivery/Get (the storefront token names the customer).
import { createRoute } from "@hono/zod-openapi";
import { courierPosition as courierPositionSchema } from "../../src/contract/courier";
import { idPath } from "../../src/contract/fields";
import type { MainApiEnv } from "../auth/main-api-auth";
import type { Db } from "../db/client";
import { ApiError } from "../http/errors";
import { apiApp, json, refusals, SECURITY } from "../openapi/routes";
import { findOrder } from "../orders/read-orders";
import { courierPosition } from "./positions";

const positionRoute = createRoute({
  method: "get",
  path: "/orders/{id}/courier",
  tags: ["Main API"],
  security: SECURITY.signedIn,
  summary: "Where the courier of one's order is, with an ETA, while it is on the way (404 otherwise)",
  request: { params: idPath },
  responses: { 200: json(courierPositionSchema, "The courier's last position"), ...refusals(400, 401, 403, 404) },
});

export function courierPositionRoutes(db: Db) {
  return apiApp<MainApiEnv>().openapi(positionRoute, async (c) => {
    const customerId = c.get("customerId");
    if (!customerId) throw new ApiError(401, "sign_in_required", "Sign in to follow your order");
    const text = c.req.valid("param").id;
    const id = Number(text);
    if (!/^\d{1,10}$/.test(text) || id < 1 || id > 2 ** 31 - 1)
      throw new ApiError(400, "invalid_parameters", "Invalid order id", { id: "must be a positive whole number" });
    const order = await findOrder(db, id);
    if (!order) throw new ApiError(404, "order_not_found", `There is no order ${id}`);
    if (order.customerId !== customerId) throw new ApiError(403, "forbidden", "This order belongs to another customer");
    const position = await courierPosition(db, id);
    if (!position) throw new ApiError(404, "no_courier_position", "The courier's position is shown only while the order is on the way");
    c.header("Cache-Control", "no-store");
    return c.json(position, 200);
  });
}
