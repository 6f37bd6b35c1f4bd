// Restaurants: hours, delivery time and price, open or closed with a note, and the delivery zone.
// A manager runs their own restaurant's hours and its open/closed state (with the note customers
// read); delivery price and time are what the chain promises customers, so admins set them, and
// zones (which restaurant serves which street) are the chain's too.
import { createRoute } from "@hono/zod-openapi";
import { asc, eq } from "drizzle-orm";
import { operatorRestaurants, restaurantPatch, restaurantPath, zoneBody } from "../../src/contract/operator-restaurants";
import { restaurantScope } from "../../src/domain/staff-roles";
import { zoneProblem } from "../../src/domain/zone-rules";
import type { Db } from "../db/client";
import { restaurants } from "../db/schema";
import { ApiError } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { restaurantsChanged } from "../main-api/restaurant-queries";
import { apiApp, json, jsonRequest, noContent, refusals, SECURITY } from "../openapi/routes";
import { auditChanges, recordAudit } from "./audit";
import type { OperatorDeps } from "./deps";
import { adminsOnly, ownRestaurantInPath, requireChain, requireRestaurant, type StaffEnv } from "./staff-auth";

const tags = ["Operator API"];
const security = SECURITY.operator;

/** Fields a restaurant's manager may change; the rest of a patch needs an admin. */
const MANAGER_FIELDS = new Set(["opensAt", "closesAt", "isActive", "closedNote"]);

const listRoute = createRoute({
  method: "get",
  path: "/restaurants",
  tags,
  security,
  summary: "Every restaurant with hours, fees, state and zone, in every language (a manager: their own)",
  responses: { 200: json(operatorRestaurants, "Restaurants in their order"), ...refusals(401, 403, 503) },
});
const patchRoute = createRoute({
  method: "patch",
  path: "/restaurants/{id}",
  tags,
  security,
  summary: "Change hours, open/closed and its note (a manager: their own); delivery price and time (admins)",
  middleware: [ownRestaurantInPath, jsonBody] as const,
  request: { params: restaurantPath, body: jsonRequest(restaurantPatch, "Only the fields to change") },
  responses: { 204: noContent("Changed"), ...refusals(400, 401, 403, 404, 503) },
});
const zoneRoute = createRoute({
  method: "put",
  path: "/restaurants/{id}/zone",
  tags,
  security,
  summary: "Replace the delivery zone (admins): 3–500 [longitude, latitude] corners, not crossing itself",
  middleware: [adminsOnly, jsonBody] as const,
  request: { params: restaurantPath, body: jsonRequest(zoneBody, "The ring, open or closed; stored as given") },
  responses: { 204: noContent("Stored"), ...refusals(400, 401, 403, 404, 503) },
});

async function existing(db: Pick<Db, "select">, id: string) {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id));
  if (!row) throw new ApiError(404, "restaurant_not_found", "No such restaurant");
  return row;
}

export function restaurantAdminRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(listRoute, async (c) => {
      const scope = restaurantScope(c.get("actor"));
      const rows = await db
        .select()
        .from(restaurants)
        .where(scope === null ? undefined : eq(restaurants.id, scope))
        .orderBy(asc(restaurants.sort), asc(restaurants.id));
      c.header("Cache-Control", "no-store");
      return c.json(
        rows.map((r) => ({
          id: r.id,
          regionId: r.regionId,
          name: r.name,
          address: r.address,
          phone: r.phone,
          longitude: r.longitude,
          latitude: r.latitude,
          zone: r.zone,
          isActive: r.isActive,
          closedNote: r.closedNote,
          opensAt: r.opensAt,
          closesAt: r.closesAt,
          deliveryDuration: r.deliveryDuration,
          priceOfDelivery: r.priceOfDelivery,
        })),
        200,
      );
    })
    .openapi(patchRoute, async (c) => {
      const { id } = c.req.valid("param");
      const patch = c.req.valid("json");
      // Whose restaurant first (a manager learns nothing of another's), then which fields.
      const actor = requireRestaurant(c, id);
      if (Object.keys(patch).some((k) => !MANAGER_FIELDS.has(k))) requireChain(c);
      await db.transaction(async (tx) => {
        const before = await existing(tx, id);
        await tx.update(restaurants).set(patch).where(eq(restaurants.id, id));
        await recordAudit(
          tx,
          actor,
          { entity: "restaurant", entityId: id, action: "update", details: auditChanges(before, patch) },
          clock(),
        );
      });
      restaurantsChanged();
      return c.body(null, 204);
    })
    .openapi(zoneRoute, async (c) => {
      const actor = requireChain(c);
      const { id } = c.req.valid("param");
      const { zone } = c.req.valid("json");
      const problem = zoneProblem(zone);
      if (problem) throw new ApiError(400, "invalid_parameters", `Invalid zone: ${problem}`, { zone: problem });
      await db.transaction(async (tx) => {
        const before = await existing(tx, id);
        await tx.update(restaurants).set({ zone }).where(eq(restaurants.id, id));
        await recordAudit(
          tx,
          actor,
          { entity: "restaurant", entityId: id, action: "zone", details: { corners: zone.length, ...auditChanges(before, { zone }) } },
          clock(),
        );
      });
      restaurantsChanged();
      return c.body(null, 204);
    });
}
