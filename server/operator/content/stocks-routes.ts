// Promotions ("stocks") for the console: every one with all three languages (drafts, scheduled and
// ended ones too), and create, change, remove. startsAt in the future schedules it, endsAt ends it:
// the storefront shows a promotion only while it is active and current (server/content/routes.ts).
import { createRoute } from "@hono/zod-openapi";
import { desc, eq, inArray } from "drizzle-orm";
import { idPath } from "../../../src/contract/fields";
import { newStock, operatorStocks, stockPatch } from "../../../src/contract/operator-content";
import { created } from "../../../src/contract/staff";
import type { Db } from "../../db/client";
import { folders, products, promotions } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { jsonBody } from "../../http/json-body";
import { apiApp, json, jsonRequest, noContent, refusals } from "../../openapi/routes";
import { auditChanges, recordAudit } from "../audit";
import type { OperatorDeps } from "../deps";
import { serialId } from "../ids";
import { adminsOnly, requireChain, type StaffEnv } from "../staff-auth";
import { cleanRich, DEFAULT_IMAGE, security, summaryOf, tags } from "./shared";

const listRoute = createRoute({
  method: "get",
  path: "/stocks",
  tags,
  security,
  middleware: [adminsOnly] as const,
  summary: "Every promotion, drafts, scheduled and ended ones included, in every language (admins)",
  responses: { 200: json(operatorStocks, "Newest start first"), ...refusals(401, 403, 503) },
});
const createStockRoute = createRoute({
  method: "post",
  path: "/stocks",
  tags,
  security,
  summary: "Start or schedule a promotion (admins); the body is sanitised",
  middleware: [adminsOnly, jsonBody] as const,
  request: { body: jsonRequest(newStock, "Title and body in ru, en, uz; startsAt, endsAt, productIds, folderId optional") },
  responses: { 201: json(created, "The new promotion's id"), ...refusals(400, 401, 403, 503) },
});
const patchRoute = createRoute({
  method: "patch",
  path: "/stocks/{id}",
  tags,
  security,
  summary: "Change a promotion (admins)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { params: idPath, body: jsonRequest(stockPatch, "Only the fields to change") },
  responses: { 204: noContent("Changed"), ...refusals(400, 401, 403, 404, 503) },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/stocks/{id}",
  tags,
  security,
  middleware: [adminsOnly] as const,
  summary: "Remove a promotion (admins)",
  request: { params: idPath },
  responses: { 204: noContent("Removed"), ...refusals(400, 401, 403, 404, 503) },
});

/** The products and folder a promotion names must be the menu's. */
async function checkMenuLinks(db: Pick<Db, "select">, productIds?: string[], folderId?: number | null) {
  const fields: Record<string, string> = {};
  if (productIds?.length) {
    const known = new Set((await db.select({ id: products.id }).from(products).where(inArray(products.id, productIds))).map((p) => p.id));
    const unknown = productIds.filter((id) => !known.has(id));
    if (unknown.length) fields.productIds = `not products of the menu: ${unknown.slice(0, 5).join(", ")}`;
  }
  if (folderId) {
    const [folder] = await db.select({ id: folders.id }).from(folders).where(eq(folders.id, folderId));
    if (!folder) fields.folderId = "is not a folder of the menu";
  }
  if (Object.keys(fields).length)
    throw new ApiError(400, "invalid_parameters", `Invalid parameters: ${Object.keys(fields).join(", ")}`, fields);
}

export function stocksAdminRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(listRoute, async (c) => {
      requireChain(c);
      const now = clock();
      const rows = await db.select().from(promotions).orderBy(desc(promotions.startsAt), desc(promotions.id));
      c.header("Cache-Control", "no-store");
      return c.json(
        rows.map((s) => ({
          ...s,
          startsAt: s.startsAt.toISOString(),
          endsAt: s.endsAt?.toISOString() ?? null,
          status: !s.isActive
            ? ("draft" as const)
            : s.startsAt > now
              ? ("scheduled" as const)
              : s.endsAt && s.endsAt <= now
                ? ("ended" as const)
                : ("published" as const),
        })),
        200,
      );
    })
    .openapi(createStockRoute, async (c) => {
      const actor = requireChain(c);
      const input = c.req.valid("json");
      const body = cleanRich(input.body);
      await checkMenuLinks(db, input.productIds, input.folderId);
      const at = clock();
      const values = {
        title: input.title,
        body,
        summary: input.summary ?? summaryOf(body),
        imageUrl: input.imageUrl ?? DEFAULT_IMAGE,
        startsAt: input.startsAt ? new Date(input.startsAt) : at,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        productIds: [...new Set(input.productIds ?? [])],
        folderId: input.folderId ?? null,
        isActive: input.isActive ?? true,
      };
      if (values.endsAt && values.endsAt <= values.startsAt)
        throw new ApiError(400, "invalid_parameters", "Invalid parameter: endsAt", { endsAt: "must be after startsAt" });
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(promotions).values(values).returning({ id: promotions.id });
        await recordAudit(
          tx,
          actor,
          {
            entity: "stock",
            entityId: row.id,
            action: "create",
            details: { title: values.title.ru, startsAt: values.startsAt.toISOString() },
          },
          at,
        );
        return row.id;
      });
      return c.json({ id }, 201);
    })
    .openapi(patchRoute, async (c) => {
      const actor = requireChain(c);
      const id = serialId(c.req.valid("param").id, "promotion id");
      const { startsAt, endsAt, productIds, ...input } = c.req.valid("json");
      const body = input.body ? cleanRich(input.body) : undefined;
      await checkMenuLinks(db, productIds, input.folderId);
      const change = {
        ...input,
        ...(body ? { body } : {}),
        ...(body && !input.summary ? { summary: summaryOf(body) } : {}),
        ...(startsAt ? { startsAt: new Date(startsAt) } : {}),
        ...(endsAt !== undefined ? { endsAt: endsAt ? new Date(endsAt) : null } : {}),
        ...(productIds ? { productIds: [...new Set(productIds)] } : {}),
      };
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for("update");
        if (!before) throw new ApiError(404, "stock_not_found", "No such promotion");
        const [start, end] = [change.startsAt ?? before.startsAt, change.endsAt === undefined ? before.endsAt : change.endsAt];
        if (end && end <= start)
          throw new ApiError(400, "invalid_parameters", "Invalid parameter: endsAt", { endsAt: "must be after startsAt" });
        await tx.update(promotions).set(change).where(eq(promotions.id, id));
        await recordAudit(tx, actor, { entity: "stock", entityId: id, action: "update", details: auditChanges(before, change) }, clock());
      });
      return c.body(null, 204);
    })
    .openapi(deleteRoute, async (c) => {
      const actor = requireChain(c);
      const id = serialId(c.req.valid("param").id, "promotion id");
      await db.transaction(async (tx) => {
        const removed = await tx.delete(promotions).where(eq(promotions.id, id)).returning({ title: promotions.title });
        if (removed.length === 0) throw new ApiError(404, "stock_not_found", "No such promotion");
        await recordAudit(tx, actor, { entity: "stock", entityId: id, action: "delete", details: { title: removed[0].title.ru } }, clock());
      });
      return c.body(null, 204);
    });
}
