// Restaurants: created by admins (a chain's first day starts from an empty store), then hours,
// delivery time and price, open or closed with a note, names, address, place and city, and the
// delivery zone. A manager runs their own restaurant's hours and its open/closed state (with the
// note customers read); delivery price and time are what the chain promises customers, and names,
// places and zones (which restaurant serves which street) are the chain's too: admins. Cities:
// region-routes.ts.
import { createRoute } from "@hono/zod-openapi";
import { asc, eq, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import {
  newRestaurant,
  operatorRestaurants,
  restaurantCreated,
  restaurantPatch,
  restaurantPath,
  zoneBody,
} from "../../src/contract/operator-restaurants";
import { isOnline } from "../../src/domain/payment";
import { mayChangeChain, restaurantScope } from "../../src/domain/staff-roles";
import { zoneProblem } from "../../src/domain/zone-rules";
import type { Db } from "../db/client";
import { regions, restaurants } from "../db/schema";
import { ApiError, badRequest } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { restaurantsChanged } from "../catalog/restaurant-queries";
import { apiApp, json, jsonRequest, noContent, refusals, SECURITY } from "../openapi/routes";
import { auditChanges, recordAudit } from "../audit/audit";
import type { OperatorDeps } from "./deps";
import { isUniqueViolation } from "./menu/shared";
import { adminsOnly, ownRestaurantInPath, requireChain, requireRestaurant, type StaffEnv } from "./staff-auth";

const tags = ["Operator API"];
const security = SECURITY.operator;

/** Fields a restaurant's manager may change; the rest of a patch needs an admin. */
const MANAGER_FIELDS = new Set(["opensAt", "closesAt", "isActive", "closedNote", "hoursExceptions", "closedUntil"]);

/**
 * A manager's patch naming a field of the chain's is refused (403 `admin_only`) before the body's
 * check, like every admin-only route: a manager learns nothing of those fields from a 400.
 */
const managerFieldsOnly = createMiddleware<StaffEnv>(async (c, next) => {
  if (!mayChangeChain(c.get("actor"))) {
    const body: unknown = await c.req.json();
    if (body && typeof body === "object" && !Array.isArray(body) && Object.keys(body).some((k) => !MANAGER_FIELDS.has(k))) requireChain(c);
  }
  await next();
});

const listRoute = createRoute({
  method: "get",
  path: "/restaurants",
  tags,
  security,
  summary: "Every restaurant with hours, fees, state and zone, in every language (a manager: their own)",
  responses: { 200: json(operatorRestaurants, "Restaurants in their order"), ...refusals(401, 403, 503) },
});
const createRestaurantRoute = createRoute({
  method: "post",
  path: "/restaurants",
  tags,
  security,
  summary: "Add a restaurant (admins): names and address in ru/en/uz, city, place, phone, hours, fees, and a zone or none (pickup only)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { body: jsonRequest(newRestaurant, "The new restaurant; its id cannot change later") },
  responses: { 201: json(restaurantCreated, "Created"), ...refusals(400, 401, 403, 409, 503) },
});
const patchRoute = createRoute({
  method: "patch",
  path: "/restaurants/{id}",
  tags,
  security,
  summary:
    "Change hours, open/closed and its note (a manager: their own); delivery price and time, names, address, phone, place, city, order (admins)",
  middleware: [ownRestaurantInPath, jsonBody, managerFieldsOnly] as const,
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
const removeZoneRoute = createRoute({
  method: "delete",
  path: "/restaurants/{id}/zone",
  tags,
  security,
  summary: "Remove the delivery zone (admins): the restaurant is pickup only",
  middleware: [adminsOnly] as const,
  request: { params: restaurantPath },
  responses: { 204: noContent("Removed"), ...refusals(400, 401, 403, 404, 503) },
});

async function existing(db: Pick<Db, "select">, id: string) {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id));
  if (!row) throw new ApiError(404, "restaurant_not_found", "No such restaurant");
  return row;
}

/** A city named by a body: 400 naming the field when there is none with that id. */
async function checkRegion(db: Pick<Db, "select">, regionId: number | undefined) {
  if (regionId === undefined) return;
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId));
  if (!row) throw badRequest("invalid_parameters", `Invalid parameter: regionId (no city ${regionId})`, { regionId: "no such city" });
}

const restaurantExists = (id: string) => new ApiError(409, "restaurant_exists", `A restaurant with the id "${id}" already exists`);

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
          sort: r.sort,
          onlinePaymentsOff: r.onlinePaymentsOff.filter(isOnline),
          hoursExceptions: r.hoursExceptions,
          closedUntil: r.closedUntil?.toISOString() ?? null,
          operatorChatId: r.operatorChatId,
        })),
        200,
      );
    })
    .openapi(createRestaurantRoute, async (c) => {
      const actor = requireChain(c);
      const input = c.req.valid("json");
      try {
        await db.transaction(async (tx) => {
          await checkRegion(tx, input.regionId);
          const [taken] = await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, input.id));
          if (taken) throw restaurantExists(input.id);
          const [{ last }] = await tx.select({ last: sql<number>`coalesce(max(${restaurants.sort}), 0)` }).from(restaurants);
          const row = {
            id: input.id,
            regionId: input.regionId,
            name: input.name,
            address: input.address,
            phone: input.phone,
            longitude: input.longitude,
            latitude: input.latitude,
            zone: input.zone ?? null,
            isActive: input.isActive ?? true,
            closedNote: input.closedNote ?? null,
            opensAt: input.opensAt,
            closesAt: input.closesAt,
            deliveryDuration: input.deliveryDuration,
            priceOfDelivery: input.priceOfDelivery,
            sort: input.sort ?? Number(last) + 1,
          };
          await tx.insert(restaurants).values(row);
          // What was created, as an update's row names its new values (a long zone by its size and hash).
          const { was: _, ...details } = auditChanges({}, row);
          await recordAudit(tx, actor, { entity: "restaurant", entityId: row.id, action: "create", details }, clock());
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw restaurantExists(input.id);
        throw err;
      }
      restaurantsChanged();
      return c.json({ id: input.id }, 201);
    })
    .openapi(patchRoute, async (c) => {
      const { id } = c.req.valid("param");
      const patch = c.req.valid("json");
      // Whose restaurant first (a manager learns nothing of another's), then which fields.
      const actor = requireRestaurant(c, id);
      if (Object.keys(patch).some((k) => !MANAGER_FIELDS.has(k))) requireChain(c);
      await db.transaction(async (tx) => {
        const before = await existing(tx, id);
        await checkRegion(tx, patch.regionId);
        const { closedUntil, ...rest } = patch;
        const set = closedUntil === undefined ? rest : { ...rest, closedUntil: closedUntil === null ? null : new Date(closedUntil) };
        await tx.update(restaurants).set(set).where(eq(restaurants.id, id));
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
    })
    .openapi(removeZoneRoute, async (c) => {
      const actor = requireChain(c);
      const { id } = c.req.valid("param");
      await db.transaction(async (tx) => {
        const before = await existing(tx, id);
        if (before.zone === null) return;
        await tx.update(restaurants).set({ zone: null }).where(eq(restaurants.id, id));
        await recordAudit(
          tx,
          actor,
          { entity: "restaurant", entityId: id, action: "zone", details: { corners: 0, ...auditChanges(before, { zone: null }) } },
          clock(),
        );
      });
      restaurantsChanged();
      return c.body(null, 204);
    });
}
