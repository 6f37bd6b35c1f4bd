// The courier screen's calls (docs/api.md "Couriers"): the list, take / picked-up / delivered (the
// courier's own steps, server/couriers/deliveries.ts), a manager's reassignment, and the courier's
// position while on the way. A courier reaches only these (server/operator/staff-auth.ts).
import { createRoute } from "@hono/zod-openapi";
import {
  courierAssign,
  courierAssigned,
  courierBoard as courierBoardSchema,
  courierLocation,
  courierQuery,
} from "../../src/contract/courier";
import { operatorOrderPath } from "../../src/contract/operator";
import { assignCourier, deliverOrder, pickUpOrder, takeOrder } from "../couriers/deliveries";
import { recordLocation } from "../couriers/positions";
import { jsonBody } from "../http/json-body";
import { apiApp, json, jsonRequest, noContent, refusals, SECURITY } from "../openapi/routes";
import type { OperatorDeps } from "./deps";
import { serialId } from "./ids";
import { courierBoard } from "./courier-read";
import { screenRestaurant } from "./kitchen-routes";
import type { StaffEnv } from "./staff-auth";

const tags = ["Operator API"];
const security = SECURITY.operator;

const boardRoute = createRoute({
  method: "get",
  path: "/courier",
  tags,
  security,
  summary: "The courier screen: a restaurant's ready delivery orders and those on the way",
  request: { query: courierQuery },
  responses: { 200: json(courierBoardSchema, "Orders for the road and the restaurant's couriers"), ...refusals(400, 401, 403, 503) },
});

const stepRoute = (path: string, summary: string) =>
  createRoute({
    method: "post",
    path,
    tags,
    security,
    summary,
    request: { params: operatorOrderPath },
    responses: { 200: json(courierAssigned, "The order, its status and courier"), ...refusals(400, 401, 403, 404, 409, 503) },
  });
const takeRoute = stepRoute("/courier/orders/{id}/take", "A courier takes a ready delivery order (409 already_taken when another has it)");
const pickedUpRoute = stepRoute("/courier/orders/{id}/picked-up", "The order's courier leaves with it: ready → on the way");
const deliveredRoute = stepRoute("/courier/orders/{id}/delivered", "The order's courier hands it over: on the way → completed");
const assignRoute = createRoute({
  method: "post",
  path: "/courier/orders/{id}/assign",
  tags,
  security,
  middleware: [jsonBody] as const,
  summary: "Give an order to another courier of its restaurant, or free it (the restaurant's manager or an admin)",
  request: { params: operatorOrderPath, body: jsonRequest(courierAssign) },
  responses: { 200: json(courierAssigned, "The order, its status and courier"), ...refusals(400, 401, 403, 404, 409, 503) },
});
const locationRoute = createRoute({
  method: "post",
  path: "/orders/{id}/courier/location",
  tags,
  security,
  middleware: [jsonBody] as const,
  summary: "The assigned courier's position while the order is on the way, at most every 15 s",
  request: { params: operatorOrderPath, body: jsonRequest(courierLocation) },
  responses: { 204: noContent("Stored"), ...refusals(400, 401, 403, 404, 409, 429, 503) },
});

export function courierRoutes({ db, clock }: OperatorDeps) {
  const orderId = (id: string) => serialId(id, "order id");
  return apiApp<StaffEnv>()
    .openapi(boardRoute, async (c) => {
      const actor = c.get("actor");
      return c.json(await courierBoard(db, actor, screenRestaurant(actor, c.req.valid("query").restaurantId)), 200);
    })
    .openapi(takeRoute, async (c) => c.json(await takeOrder(db, c.get("actor"), orderId(c.req.valid("param").id), clock()), 200))
    .openapi(pickedUpRoute, async (c) => c.json(await pickUpOrder(db, c.get("actor"), orderId(c.req.valid("param").id), clock()), 200))
    .openapi(deliveredRoute, async (c) => c.json(await deliverOrder(db, c.get("actor"), orderId(c.req.valid("param").id), clock()), 200))
    .openapi(assignRoute, async (c) => {
      const id = orderId(c.req.valid("param").id);
      return c.json(await assignCourier(db, c.get("actor"), id, c.req.valid("json").courierId, clock()), 200);
    })
    .openapi(locationRoute, async (c) => {
      await recordLocation(db, c.get("actor"), orderId(c.req.valid("param").id), c.req.valid("json"), clock());
      return c.body(null, 204);
    });
}
