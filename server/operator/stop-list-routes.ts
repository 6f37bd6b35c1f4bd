// The stop-list of the operator API: what a restaurant cannot serve right now (products and
// modifiers), and stopping or restarting one. A manager runs their own restaurant's only. Orders
// refuse a stopped product or modifier at once (server/orders/order-statements.ts).
import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { stopListChange, stopListChanged, stopListQuery, stopListState } from "../../src/contract/operator";
import { pick } from "../../src/domain/localized";
import { restaurantScope } from "../../src/domain/staff-roles";
import { modifiers, products } from "../db/schema";
import { ApiError } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { apiApp, json, jsonRequest, refusals, SECURITY } from "../openapi/routes";
import { setModifierStopped, setProductStopped, stoppedItems } from "../orders/stop-list";
import { recordAudit } from "../audit/audit";
import { menuChanged } from "../catalog/menu-cache";
import type { OperatorDeps } from "./deps";
import { requireKnownRestaurant } from "./orders-board";
import { requireRestaurant, type StaffEnv } from "./staff-auth";

const tags = ["Operator API"];
const security = SECURITY.operator;

const getRoute = createRoute({
  method: "get",
  path: "/stop-list",
  tags,
  security,
  summary: "What a restaurant cannot serve right now: products and modifiers (names in Russian)",
  request: { query: stopListQuery },
  responses: { 200: json(stopListState, "The restaurant's stop-list"), ...refusals(400, 401, 403, 404, 503) },
});

const putRoute = createRoute({
  method: "put",
  path: "/stop-list",
  tags,
  security,
  summary: "Stop or restart a product or a modifier at a restaurant",
  middleware: [jsonBody] as const,
  request: { body: jsonRequest(stopListChange, "The restaurant, a productId or a modifierId, and stopped") },
  responses: { 200: json(stopListChanged, "The new state"), ...refusals(400, 401, 403, 404, 503) },
});

export function stopListRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(getRoute, async (c) => {
      const restaurantId = c.req.valid("query").restaurantId ?? restaurantScope(c.get("actor"));
      if (restaurantId === null)
        throw new ApiError(400, "invalid_parameters", "Which restaurant's stop-list?", { restaurantId: "is required" });
      requireRestaurant(c, restaurantId);
      await requireKnownRestaurant(db, restaurantId);
      const items = await stoppedItems(db, restaurantId);
      c.header("Cache-Control", "no-store");
      return c.json(
        {
          restaurantId,
          products: items.products.map((p) => ({ id: p.id, name: pick(p.name, "ru"), since: p.since.toISOString() })),
          modifiers: items.modifiers.map((m) => ({
            id: m.id,
            productId: m.productId,
            name: pick(m.name, "ru"),
            since: m.since.toISOString(),
          })),
        },
        200,
      );
    })
    .openapi(putRoute, async (c) => {
      const change = c.req.valid("json");
      const actor = requireRestaurant(c, change.restaurantId);
      await requireKnownRestaurant(db, change.restaurantId);
      const { restaurantId, productId, modifierId, stopped } = change;
      if (productId !== undefined) {
        const [known] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
        if (!known) throw new ApiError(404, "product_not_found", "No such product", { productId: "is not on the menu" });
      } else if (modifierId !== undefined) {
        const [known] = await db.select({ id: modifiers.id }).from(modifiers).where(eq(modifiers.id, modifierId));
        if (!known) throw new ApiError(404, "modifier_not_found", "No such modifier", { modifierId: "is not on the menu" });
      }
      await db.transaction(async (tx) => {
        const changed =
          productId !== undefined
            ? await setProductStopped(tx, restaurantId, productId, stopped)
            : await setModifierStopped(tx, restaurantId, modifierId ?? "", stopped);
        if (!changed) return;
        const item = productId !== undefined ? { productId } : { modifierId };
        await recordAudit(
          tx,
          actor,
          { entity: "stop-list", entityId: restaurantId, action: stopped ? "stop" : "restart", details: { restaurantId, ...item } },
          clock(),
        );
      });
      menuChanged(db);
      return c.json({ restaurantId, ...(productId !== undefined ? { productId } : { modifierId }), stopped }, 200);
    });
}
