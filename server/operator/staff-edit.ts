// Editing a staff member (PATCH /operator/staff/{id}, admins only): their name, role and restaurant.
// A manager, cook or courier needs a restaurant of the chain; an admin has none. The chain keeps at
// least one admin: the last one can be neither demoted nor removed (rows locked, so two admins
// demoting each other at once cannot both succeed). A change of role or restaurant ends the
// person's live streams, which were opened under the old one.
import { createRoute } from "@hono/zod-openapi";
import { and, eq, ne } from "drizzle-orm";
import { idPath } from "../../src/contract/fields";
import { staffMember, staffPatch } from "../../src/contract/staff";
import { needsRestaurant, type StaffRole } from "../../src/domain/staff-roles";
import { auditChanges, recordAudit } from "../audit/audit";
import type { Db } from "../db/client";
import { restaurants, staff } from "../db/schema";
import { ApiError } from "../http/errors";
import { closeStreams, staffStreamKey } from "../http/event-stream";
import { jsonBody } from "../http/json-body";
import { apiApp, json, jsonRequest, refusals, SECURITY } from "../openapi/routes";
import type { OperatorDeps } from "./deps";
import { serialId } from "./ids";
import { adminsOnly, requireChain, type StaffEnv } from "./staff-auth";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const patchRoute = createRoute({
  method: "patch",
  path: "/staff/{id}",
  tags: ["Operator API"],
  security: SECURITY.operator,
  middleware: [adminsOnly, jsonBody] as const,
  summary: "Change a staff member's name, role or restaurant (admins only; the last admin stays an admin)",
  request: { params: idPath, body: jsonRequest(staffPatch, "Any of name, role, restaurantId") },
  responses: { 200: json(staffMember, "The staff member as changed"), ...refusals(400, 401, 403, 404, 409, 503) },
});

/** Refuses (409 `last_admin`) when no admin but `staffId` would be left; locks the admins' rows. */
export async function keepAnAdmin(tx: Tx, staffId: number): Promise<void> {
  const others = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, "admin"), ne(staff.id, staffId)))
    .for("update");
  if (others.length === 0) throw new ApiError(409, "last_admin", "The chain needs at least one admin: make someone else an admin first");
}

async function checkRestaurant(db: Tx, role: StaffRole, restaurantId: string | null): Promise<void> {
  if (!needsRestaurant(role)) return;
  if (!restaurantId)
    throw new ApiError(400, "invalid_parameters", `A ${role} works at one restaurant`, { restaurantId: `is required for a ${role}` });
  const [known] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId));
  if (!known) throw new ApiError(400, "invalid_parameters", "No such restaurant", { restaurantId: "is not a restaurant of the chain" });
}

export function staffEditRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>().openapi(patchRoute, async (c) => {
    const actor = requireChain(c);
    const id = serialId(c.req.valid("param").id, "staff id");
    const input = c.req.valid("json");
    const { row, moved } = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for("update");
      if (!before) throw new ApiError(404, "staff_not_found", "No such staff member");
      const role = input.role ?? before.role;
      const restaurantId = role === "admin" ? null : input.restaurantId !== undefined ? input.restaurantId : before.restaurantId;
      await checkRestaurant(tx, role, restaurantId);
      if (before.role === "admin" && role !== "admin") await keepAnAdmin(tx, id);
      const next = { name: input.name ?? before.name, role, restaurantId };
      const [after] = await tx.update(staff).set(next).where(eq(staff.id, id)).returning();
      const old = { name: before.name, role: before.role, restaurantId: before.restaurantId };
      const changes = auditChanges(old, next);
      if (Object.keys(changes.was).length > 0)
        await recordAudit(tx, actor, { entity: "staff", entityId: id, action: "update", details: changes }, clock());
      return { row: after, moved: before.role !== role || before.restaurantId !== restaurantId };
    });
    if (moved) closeStreams(db, staffStreamKey(id));
    return c.json({ ...row, createdAt: row.createdAt.toISOString() }, 200);
  });
}
