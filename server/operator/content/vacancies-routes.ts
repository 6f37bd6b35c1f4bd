// Vacancies for the console: every one with all three languages (closed ones too), and create,
// change, remove. The careers page shows the active ones (server/careers/routes.ts reads the table
// on every call). A vacancy people applied for cannot be removed: close it (isActive false).
import { createRoute } from "@hono/zod-openapi";
import { asc, eq } from "drizzle-orm";
import { idPath } from "../../../src/contract/fields";
import { newVacancy, operatorVacancies, vacancyPatch } from "../../../src/contract/operator-content";
import { created } from "../../../src/contract/staff";
import type { Db } from "../../db/client";
import { applications, regions, vacancies } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { jsonBody } from "../../http/json-body";
import { apiApp, json, jsonRequest, noContent, refusals } from "../../openapi/routes";
import { auditChanges, recordAudit } from "../audit";
import type { OperatorDeps } from "../deps";
import { serialId } from "../ids";
import { adminsOnly, requireChain, type StaffEnv } from "../staff-auth";
import { security, tags } from "./shared";

const listRoute = createRoute({
  method: "get",
  path: "/vacancies",
  tags,
  security,
  middleware: [adminsOnly] as const,
  summary: "Every vacancy, closed ones included, in every language (admins)",
  responses: { 200: json(operatorVacancies, "In the order they were created"), ...refusals(401, 403, 503) },
});
const createVacancyRoute = createRoute({
  method: "post",
  path: "/vacancies",
  tags,
  security,
  summary: "Open a vacancy (admins)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { body: jsonRequest(newVacancy, "City, and title, description, schedule, salary in ru, en, uz") },
  responses: { 201: json(created, "The new vacancy's id"), ...refusals(400, 401, 403, 503) },
});
const patchRoute = createRoute({
  method: "patch",
  path: "/vacancies/{id}",
  tags,
  security,
  summary: "Change, close or reopen a vacancy (admins)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { params: idPath, body: jsonRequest(vacancyPatch, "Only the fields to change") },
  responses: { 204: noContent("Changed"), ...refusals(400, 401, 403, 404, 503) },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/vacancies/{id}",
  tags,
  security,
  middleware: [adminsOnly] as const,
  summary: "Remove a vacancy nobody applied for (admins); 409 otherwise: close it instead",
  request: { params: idPath },
  responses: { 204: noContent("Removed"), ...refusals(400, 401, 403, 404, 409, 503) },
});

async function checkRegion(db: Pick<Db, "select">, regionId?: number) {
  if (regionId === undefined) return;
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId));
  if (!region) throw new ApiError(400, "invalid_parameters", "Invalid parameter: regionId", { regionId: "is not a city of the chain" });
}

export function vacanciesAdminRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(listRoute, async (c) => {
      requireChain(c);
      const rows = await db.select().from(vacancies).orderBy(asc(vacancies.id));
      c.header("Cache-Control", "no-store");
      return c.json(
        rows.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
        200,
      );
    })
    .openapi(createVacancyRoute, async (c) => {
      const actor = requireChain(c);
      const input = c.req.valid("json");
      await checkRegion(db, input.regionId);
      const at = clock();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(vacancies)
          .values({ ...input, isActive: input.isActive ?? true, createdAt: at })
          .returning({ id: vacancies.id });
        await recordAudit(tx, actor, { entity: "vacancy", entityId: row.id, action: "create", details: { title: input.title.ru } }, at);
        return row.id;
      });
      return c.json({ id }, 201);
    })
    .openapi(patchRoute, async (c) => {
      const actor = requireChain(c);
      const id = serialId(c.req.valid("param").id, "vacancy id");
      const change = c.req.valid("json");
      await checkRegion(db, change.regionId);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(vacancies).where(eq(vacancies.id, id)).for("update");
        if (!before) throw new ApiError(404, "vacancy_not_found", "No such vacancy");
        await tx.update(vacancies).set(change).where(eq(vacancies.id, id));
        await recordAudit(tx, actor, { entity: "vacancy", entityId: id, action: "update", details: auditChanges(before, change) }, clock());
      });
      return c.body(null, 204);
    })
    .openapi(deleteRoute, async (c) => {
      const actor = requireChain(c);
      const id = serialId(c.req.valid("param").id, "vacancy id");
      await db.transaction(async (tx) => {
        const [applied] = await tx.select({ id: applications.id }).from(applications).where(eq(applications.vacancyId, id)).limit(1);
        if (applied)
          throw new ApiError(
            409,
            "vacancy_has_applications",
            "People applied for this vacancy: close it (isActive false) instead of removing it",
          );
        const removed = await tx.delete(vacancies).where(eq(vacancies.id, id)).returning({ title: vacancies.title });
        if (removed.length === 0) throw new ApiError(404, "vacancy_not_found", "No such vacancy");
        await recordAudit(
          tx,
          actor,
          { entity: "vacancy", entityId: id, action: "delete", details: { title: removed[0].title.ru } },
          clock(),
        );
      });
      return c.body(null, 204);
    });
}
