// The kitchen screen's calls (docs/api.md "Kitchen"): GET /operator/kitchen (a restaurant's
// confirmed and cooking orders), POST /operator/kitchen/orders/{id}/advance (a tap bumps an order:
// confirmed → cooking → ready, through the orders' own transitions), and PUT
// /operator/kitchen/printing (a manager or admin turns printing on accept on or off). A cook uses
// the first two for their own restaurant (server/operator/staff-auth.ts keeps them to these).
import { createRoute } from "@hono/zod-openapi";
import { kitchenBoard as kitchenBoardSchema, kitchenPrinting, kitchenPrintingBody, kitchenQuery } from "../../src/contract/kitchen";
import { mayManageRestaurant, type Actor } from "../../src/domain/staff-roles";
import { recordAudit } from "../audit/audit";
import { eq } from "drizzle-orm";
import { kitchenSettings, restaurants } from "../db/schema";
import { ApiError } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { apiApp, json, jsonRequest, refusals, SECURITY } from "../openapi/routes";
import { findOrder } from "../orders/read-orders";
import { advanceOrder } from "../orders/transitions";
import { advanceRouteAt, seenStatus } from "./advance-route";
import type { OperatorDeps } from "./deps";
import { serialId } from "./ids";
import { KITCHEN_STATUSES, kitchenBoard, kitchenPrinting as readPrinting } from "./kitchen-read";
import { requireRestaurant, type StaffEnv } from "./staff-auth";

const tags = ["Operator API"];
const security = SECURITY.operator;

const boardRoute = createRoute({
  method: "get",
  path: "/kitchen",
  tags,
  security,
  summary: "The kitchen screen: a restaurant's confirmed and cooking orders with lines and modifiers, oldest first",
  request: { query: kitchenQuery },
  responses: { 200: json(kitchenBoardSchema, "The kitchen's orders and printing setting"), ...refusals(400, 401, 403, 404, 503) },
});
const advanceRoute = advanceRouteAt(
  "/kitchen/orders/{id}/advance",
  "Bump an order in the kitchen: confirmed → cooking → ready",
  "The status it reached",
);
const printingRoute = createRoute({
  method: "put",
  path: "/kitchen/printing",
  tags,
  security,
  middleware: [jsonBody] as const,
  summary: "Print the kitchen ticket on accept, and the paper width (the restaurant's manager or an admin)",
  request: { body: jsonRequest(kitchenPrintingBody) },
  responses: { 200: json(kitchenPrinting, "The setting as saved"), ...refusals(400, 401, 403, 503) },
});

/** The restaurant a screen is for: an admin names it; everyone else has their own. */
export function screenRestaurant(actor: Actor, asked: string | undefined): string {
  const restaurantId = actor.role === "admin" ? asked : actor.restaurantId;
  if (!restaurantId) throw new ApiError(400, "invalid_parameters", "Choose a restaurant", { restaurantId: "is required" });
  if (asked && asked !== restaurantId) throw new ApiError(403, "other_restaurant", "This belongs to another restaurant");
  return restaurantId;
}

export function kitchenRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(boardRoute, async (c) => {
      const { restaurantId, Language } = c.req.valid("query");
      const id = screenRestaurant(c.get("actor"), restaurantId);
      return c.json(await kitchenBoard(db, id, Language), 200);
    })
    .openapi(advanceRoute, async (c) => {
      const id = serialId(c.req.valid("param").id, "order id");
      const { from } = c.req.valid("query");
      const order = await findOrder(db, id);
      if (!order) throw new ApiError(404, "order_not_found", "No such order");
      requireRestaurant(c, order.restaurantId);
      // The kitchen moves only what it cooks; accepting and handing over stay on the board.
      if (!(KITCHEN_STATUSES as readonly number[]).includes(order.statusCode))
        throw new ApiError(409, "not_in_kitchen", `Order ${id} is not being cooked: the kitchen cannot move it`);
      return c.json(await advanceOrder(db, c.get("actor"), id, clock(), seenStatus(from)), 200);
    })
    .openapi(printingRoute, async (c) => {
      const { restaurantId, printOnAccept, paperMm } = c.req.valid("json");
      const actor = c.get("actor");
      if (!mayManageRestaurant(actor, restaurantId))
        throw new ApiError(403, "other_restaurant", "Only the restaurant's manager or an admin may change its printing");
      const [known] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId));
      if (!known) throw new ApiError(400, "invalid_parameters", "No such restaurant", { restaurantId: "is not a restaurant of the chain" });
      const was = await readPrinting(db, restaurantId);
      await db.transaction(async (tx) => {
        await tx
          .insert(kitchenSettings)
          .values({ restaurantId, printOnAccept, paperMm })
          .onConflictDoUpdate({ target: kitchenSettings.restaurantId, set: { printOnAccept, paperMm } });
        await recordAudit(
          tx,
          actor,
          { entity: "restaurant", entityId: restaurantId, action: "printing", details: { printOnAccept, paperMm, was } },
          clock(),
        );
      });
      return c.json({ printOnAccept, paperMm }, 200);
    });
}
