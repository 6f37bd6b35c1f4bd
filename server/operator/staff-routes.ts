// Who is signed in to the console (GET /operator/me), the staff list and adding, editing
// (staff-edit.ts) or removing someone (admins only), and the audit trail (GET /operator/audit).
import { createRoute } from "@hono/zod-openapi";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { idPath } from "../../src/contract/fields";
import { auditEntries, auditQuery, created, newStaff, operatorMe, staffList } from "../../src/contract/staff";
import { needsRestaurant } from "../../src/domain/staff-roles";
import { auditLog, orders, restaurants, staff } from "../db/schema";
import { ApiError } from "../http/errors";
import { closeStreams, staffStreamKey } from "../http/event-stream";
import { jsonBody } from "../http/json-body";
import { apiApp, json, jsonRequest, noContent, refusals, SECURITY } from "../openapi/routes";
import { recordAudit } from "../audit/audit";
import type { OperatorDeps } from "./deps";
import { serialId } from "./ids";
import { keepAnAdmin, staffEditRoutes } from "./staff-edit";
import { adminsOnly, requireChain, requireRestaurant, type StaffEnv } from "./staff-auth";

const tags = ["Operator API"];
const security = SECURITY.operator;

const meRoute = createRoute({
  method: "get",
  path: "/me",
  tags,
  security,
  summary: "Who is signed in to the console, with their role",
  responses: { 200: json(operatorMe, "The signed-in staff member"), ...refusals(401, 403, 503) },
});
const listRoute = createRoute({
  method: "get",
  path: "/staff",
  tags,
  security,
  middleware: [adminsOnly] as const,
  summary: "The chain's staff (admins only)",
  responses: { 200: json(staffList, "Everyone on the staff list"), ...refusals(401, 403, 503) },
});
const addRoute = createRoute({
  method: "post",
  path: "/staff",
  tags,
  security,
  summary: "Add a staff member (admins only)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { body: jsonRequest(newStaff, "A phone or a Telegram id, a name, a role; the restaurant of a manager, cook or courier") },
  responses: { 201: json(created, "The new staff member's id"), ...refusals(400, 401, 403, 409, 503) },
});
const removeRoute = createRoute({
  method: "delete",
  path: "/staff/{id}",
  tags,
  security,
  middleware: [adminsOnly] as const,
  summary: "Remove a staff member (admins only; not yourself, not the last admin)",
  request: { params: idPath },
  responses: { 204: noContent("Removed"), ...refusals(400, 401, 403, 404, 409, 503) },
});
const auditRoute = createRoute({
  method: "get",
  path: "/audit",
  tags,
  security,
  summary: "What staff changed, newest first; per order or per product with entity and entityId",
  request: { query: auditQuery },
  responses: { 200: json(auditEntries, "Audit entries"), ...refusals(400, 401, 403, 503) },
});

const isUniqueViolation = (err: unknown) => {
  for (let e = err, d = 0; e && typeof e === "object" && d < 4; e = (e as { cause?: unknown }).cause, d++)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
};

export function staffRoutes(deps: OperatorDeps) {
  const { db, clock } = deps;
  return apiApp<StaffEnv>()
    .route("/", staffEditRoutes(deps))
    .openapi(meRoute, (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(c.get("actor"), 200);
    })
    .openapi(listRoute, async (c) => {
      requireChain(c);
      const rows = await db.select().from(staff).orderBy(staff.role, staff.name, staff.id);
      return c.json(
        rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        200,
      );
    })
    .openapi(addRoute, async (c) => {
      const actor = requireChain(c);
      const input = c.req.valid("json");
      const restaurantId = needsRestaurant(input.role) ? (input.restaurantId ?? null) : null;
      if (restaurantId) {
        const [known] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId));
        if (!known)
          throw new ApiError(400, "invalid_parameters", "No such restaurant", { restaurantId: "is not a restaurant of the chain" });
      }
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(staff)
            .values({ phone: input.phone ?? null, tgId: input.tgId ?? null, name: input.name, role: input.role, restaurantId })
            .returning({ id: staff.id });
          await recordAudit(
            tx,
            actor,
            {
              entity: "staff",
              entityId: row.id,
              action: "create",
              // Who gets in: the phone or Telegram id granted, and with which role.
              details: { name: input.name, phone: input.phone ?? null, tgId: input.tgId ?? null, role: input.role, restaurantId },
            },
            clock(),
          );
          return row.id;
        });
        return c.json({ id }, 201);
      } catch (err) {
        if (isUniqueViolation(err))
          throw new ApiError(409, "staff_exists", "Someone on the staff list already has this phone or Telegram id");
        throw err;
      }
    })
    .openapi(removeRoute, async (c) => {
      const actor = requireChain(c);
      const id = serialId(c.req.valid("param").id, "staff id");
      if (id === actor.staffId) throw new ApiError(409, "cannot_remove_self", "You cannot remove yourself; ask another admin");
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ role: staff.role }).from(staff).where(eq(staff.id, id)).for("update");
        if (row?.role === "admin") await keepAnAdmin(tx, id);
        const removed = await tx
          .delete(staff)
          .where(eq(staff.id, id))
          .returning({ name: staff.name, phone: staff.phone, tgId: staff.tgId, role: staff.role, restaurantId: staff.restaurantId });
        if (removed.length === 0) throw new ApiError(404, "staff_not_found", "No such staff member");
        await recordAudit(tx, actor, { entity: "staff", entityId: id, action: "delete", details: removed[0] }, clock());
      });
      closeStreams(db, staffStreamKey(id));
      return c.body(null, 204);
    })
    .openapi(auditRoute, async (c) => {
      const { entity, entityId, limit } = c.req.valid("query");
      // A manager reads the history of their own restaurant's orders only.
      if (entity === "order" && entityId) {
        const [order] = await db
          .select({ restaurantId: orders.restaurantId })
          .from(orders)
          .where(eq(orders.id, serialId(entityId, "order id")));
        if (!order) throw new ApiError(404, "order_not_found", "No such order");
        requireRestaurant(c, order.restaurantId);
      } else requireChain(c);
      const where: SQL[] = [];
      if (entity) where.push(eq(auditLog.entity, entity));
      if (entityId) where.push(eq(auditLog.entityId, entityId));
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
      c.header("Cache-Control", "no-store");
      return c.json(
        rows.map((r) => ({ ...r, at: r.at.toISOString(), entity: r.entity as z.infer<typeof auditEntries>[number]["entity"] })),
        200,
      );
    });
}
