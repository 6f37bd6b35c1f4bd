// The applications inbox (admins): vacancy applications newest first, their CVs (a PDF, sent as an
// attachment to staff only) and their review status. How they are stored: server/careers/routes.ts.
import { createRoute, z } from "@hono/zod-openapi";
import { and, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { idPath } from "../../src/contract/fields";
import { applicationPatch, applicationsQuery, operatorApplications } from "../../src/contract/operator-applications";
import { applications, vacancies } from "../db/schema";
import { ApiError } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { apiApp, documented, json, jsonRequest, noContent, refusals, SECURITY } from "../openapi/routes";
import { recordAudit } from "../audit/audit";
import type { OperatorDeps } from "./deps";
import { serialId } from "./ids";
import { adminsOnly, requireChain, type StaffEnv } from "./staff-auth";

const tags = ["Operator API"];
const security = SECURITY.operator;

const listRoute = createRoute({
  method: "get",
  path: "/applications",
  tags,
  security,
  middleware: [adminsOnly] as const,
  summary: "Vacancy applications, newest first, by vacancy and status (admins); never the CV's bytes",
  request: { query: applicationsQuery },
  responses: { 200: json(operatorApplications, "Applications"), ...refusals(400, 401, 403, 503) },
});
const cvRoute = createRoute({
  method: "get",
  path: "/applications/{id}/cv",
  tags,
  security,
  middleware: [adminsOnly] as const,
  summary: "An application's CV as a download (admins)",
  request: { params: idPath },
  responses: {
    200: { description: "The PDF, as an attachment", content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } } },
    ...refusals(400, 401, 403, 404, 503),
  },
});
const patchRoute = createRoute({
  method: "patch",
  path: "/applications/{id}",
  tags,
  security,
  summary: "Mark an application reviewed, rejected or new again (admins)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { params: idPath, body: jsonRequest(applicationPatch, "The new status") },
  responses: { 204: noContent("Changed"), ...refusals(400, 401, 403, 404, 503) },
});

/** A file name safe in a header and on any disk: letters, digits, dot, dash, underscore; ends in .pdf. */
export function safeFileName(name: string | null, id: number): string {
  const base = (name ?? "")
    .normalize("NFKD")
    .replace(/\.pdf$/i, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+|_+$/g, "")
    .slice(0, 80);
  return `${base || `application-${id}`}.pdf`;
}

export function applicationsRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(listRoute, async (c) => {
      requireChain(c);
      const q = c.req.valid("query");
      const where: SQL[] = [];
      if (q.vacancyId) where.push(eq(applications.vacancyId, q.vacancyId));
      if (q.status) where.push(eq(applications.status, q.status));
      const rows = await db
        .select({
          id: applications.id,
          vacancyId: applications.vacancyId,
          vacancyTitle: vacancies.title,
          fullName: applications.fullName,
          phone: applications.phone,
          birthDate: applications.birthDate,
          city: applications.city,
          status: applications.status,
          // Whether there is a CV, without reading its bytes.
          hasCv: sql<boolean>`${applications.cv} is not null`,
          cvFileName: applications.cvFileName,
          createdAt: applications.createdAt,
        })
        .from(applications)
        .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .where(and(...where))
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(q.limit);
      c.header("Cache-Control", "no-store");
      return c.json(
        rows.map((r) => ({ ...r, hasCv: Boolean(r.hasCv), birthDate: String(r.birthDate), createdAt: r.createdAt.toISOString() })),
        200,
      );
    })
    .openapi(cvRoute, async (c) => {
      const actor = requireChain(c);
      const id = serialId(c.req.valid("param").id, "application id");
      const [row] = await db
        .select({ cv: applications.cv, name: applications.cvFileName })
        .from(applications)
        .where(and(eq(applications.id, id), isNotNull(applications.cv)));
      if (!row?.cv) throw new ApiError(404, "cv_not_found", "No such application, or it came without a CV");
      // A CV holds a person's data: who read it, and when, is kept.
      await recordAudit(db, actor, { entity: "application", entityId: id, action: "cv", details: { bytes: row.cv.length } }, clock());
      return documented(
        new Response(new Uint8Array(row.cv), {
          status: 200,
          headers: {
            // Only PDFs are accepted (server/careers/application-input.ts checks the bytes).
            "Content-Type": "application/pdf",
            "Content-Length": String(row.cv.length),
            "Content-Disposition": `attachment; filename="${safeFileName(row.name, id)}"`,
            "X-Content-Type-Options": "nosniff",
            "Cache-Control": "no-store",
          },
        }),
      );
    })
    .openapi(patchRoute, async (c) => {
      const actor = requireChain(c);
      const id = serialId(c.req.valid("param").id, "application id");
      const { status } = c.req.valid("json");
      await db.transaction(async (tx) => {
        const [before] = await tx.select({ status: applications.status }).from(applications).where(eq(applications.id, id));
        if (!before) throw new ApiError(404, "application_not_found", "No such application");
        await tx.update(applications).set({ status }).where(eq(applications.id, id));
        await recordAudit(
          tx,
          actor,
          { entity: "application", entityId: id, action: "status", details: { status, was: before.status } },
          clock(),
        );
      });
      return c.body(null, 204);
    });
}
