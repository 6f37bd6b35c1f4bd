// Cities (regions): the storefront's city picker, contacts and vacancies group restaurants by them.
// Admins list, add and rename them (a manager runs one restaurant; cities are the chain's). A city needs only its names (and a
// place in lists): the storefront centres a city's map on its restaurants (src/features/restaurants/
// geo.ts), so a city without restaurants is not offered for ordering until one is added.
import { createRoute } from "@hono/zod-openapi";
import { asc, count, eq, sql } from "drizzle-orm";
import { newRegion, operatorRegions, regionCreated, regionPatch, regionPath } from "../../src/contract/operator-restaurants";
import type { Localized } from "../../src/domain/localized";
import type { Db } from "../db/client";
import { regions, restaurants } from "../db/schema";
import { ApiError } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { restaurantsChanged } from "../catalog/restaurant-queries";
import { apiApp, json, jsonRequest, noContent, refusals, SECURITY } from "../openapi/routes";
import { auditChanges, recordAudit } from "../audit/audit";
import type { OperatorDeps } from "./deps";
import { serialId } from "./ids";
import { isUniqueViolation } from "./menu/shared";
import { adminsOnly, requireChain, type StaffEnv } from "./staff-auth";

const tags = ["Operator API"];
const security = SECURITY.operator;

const listRoute = createRoute({
  method: "get",
  path: "/regions",
  tags,
  security,
  summary: "Every city with its names in every language and how many restaurants it has (admins)",
  middleware: [adminsOnly] as const,
  responses: { 200: json(operatorRegions, "Cities in their order"), ...refusals(401, 403, 503) },
});
const createRegionRoute = createRoute({
  method: "post",
  path: "/regions",
  tags,
  security,
  summary: "Add a city (admins): its name in ru, en and uz",
  middleware: [adminsOnly, jsonBody] as const,
  request: { body: jsonRequest(newRegion, "The city's names; id and place in lists are optional") },
  responses: { 201: json(regionCreated, "The new city's id"), ...refusals(400, 401, 403, 409, 503) },
});
const patchRegionRoute = createRoute({
  method: "patch",
  path: "/regions/{id}",
  tags,
  security,
  summary: "Rename a city or move it in lists (admins)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { params: regionPath, body: jsonRequest(regionPatch, "Only the fields to change") },
  responses: { 204: noContent("Changed"), ...refusals(400, 401, 403, 404, 409, 503) },
});

const key = (s: string) => s.trim().toLocaleLowerCase("ru");

/** 409 when another city already has one of these names (in any of its languages). */
async function checkNameFree(db: Pick<Db, "select">, name: Localized, exceptId?: number) {
  const rows = await db.select().from(regions);
  for (const other of rows) {
    if (other.id === exceptId) continue;
    const taken = new Set(Object.values(other.name).map(key));
    const clash = (Object.entries(name) as [keyof Localized, string][]).find(([, v]) => taken.has(key(v)));
    if (clash)
      throw new ApiError(409, "region_exists", `A city named "${clash[1]}" already exists (id ${other.id})`, {
        [`name.${clash[0]}`]: "another city has this name",
      });
  }
}

export function regionRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(listRoute, async (c) => {
      const counts = new Map(
        (await db.select({ regionId: restaurants.regionId, n: count() }).from(restaurants).groupBy(restaurants.regionId)).map((r) => [
          r.regionId,
          Number(r.n),
        ]),
      );
      const rows = await db.select().from(regions).orderBy(asc(regions.sort), asc(regions.id));
      return c.json(
        rows.map((r) => ({ id: r.id, name: r.name, sort: r.sort, restaurants: counts.get(r.id) ?? 0 })),
        200,
      );
    })
    .openapi(createRegionRoute, async (c) => {
      const actor = requireChain(c);
      const input = c.req.valid("json");
      const exists = (id: number) => new ApiError(409, "region_exists", `A city with the id ${id} already exists`, { id: "is taken" });
      try {
        const id = await db.transaction(async (tx) => {
          if (input.id !== undefined) {
            const [taken] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, input.id));
            if (taken) throw exists(input.id);
          }
          await checkNameFree(tx, input.name);
          const [{ next, last }] = await tx
            .select({ next: sql<number>`coalesce(max(${regions.id}), 0) + 1`, last: sql<number>`coalesce(max(${regions.sort}), 0)` })
            .from(regions);
          const row = { id: input.id ?? Number(next), name: input.name, sort: input.sort ?? Number(last) + 1 };
          await tx.insert(regions).values(row);
          await recordAudit(tx, actor, { entity: "region", entityId: row.id, action: "create", details: row }, clock());
          return row.id;
        });
        restaurantsChanged();
        return c.json({ id }, 201);
      } catch (err) {
        // Two admins adding a city at the same moment.
        if (isUniqueViolation(err)) throw new ApiError(409, "region_exists", "Someone added a city at the same moment: try again");
        throw err;
      }
    })
    .openapi(patchRegionRoute, async (c) => {
      const actor = requireChain(c);
      const id = serialId(c.req.valid("param").id, "city id");
      const patch = c.req.valid("json");
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(regions).where(eq(regions.id, id));
        if (!before) throw new ApiError(404, "region_not_found", "No such city");
        if (patch.name) await checkNameFree(tx, patch.name, id);
        await tx.update(regions).set(patch).where(eq(regions.id, id));
        await recordAudit(tx, actor, { entity: "region", entityId: id, action: "update", details: auditChanges(before, patch) }, clock());
      });
      restaurantsChanged();
      return c.body(null, 204);
    });
}
