// Vacancies for the console: every one with all three languages (closed ones too), and create,
// change, remove. The careers page shows the active ones (server/careers/routes.ts reads the table
// on every call). A vacancy people applied for cannot be removed: close it (isActive false).
import { asc, eq } from "drizzle-orm";
import { newVacancy, operatorVacancies, vacancyPatch } from "../../../src/contract/operator-content";
import type { Db } from "../../db/client";
import { applications, regions, vacancies } from "../../db/schema";
import { ApiError } from "../../http/errors";
import type { OperatorDeps } from "../deps";
import { contentAreaRoutes } from "./content-area";

async function checkRegion(db: Pick<Db, "select">, regionId?: number) {
  if (regionId === undefined) return;
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId));
  if (!region) throw new ApiError(400, "invalid_parameters", "Invalid parameter: regionId", { regionId: "is not a city of the chain" });
}

export function vacanciesAdminRoutes(deps: OperatorDeps) {
  return contentAreaRoutes(
    {
      path: "/vacancies",
      table: vacancies,
      entity: "vacancy",
      idName: "vacancy id",
      notFound: ["vacancy_not_found", "No such vacancy"],
      list: {
        schema: operatorVacancies,
        summary: "Every vacancy, closed ones included, in every language (admins)",
        order: "In the order they were created",
        read: async (db) =>
          (await db.select().from(vacancies).orderBy(asc(vacancies.id))).map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
      },
      create: {
        schema: newVacancy,
        summary: "Open a vacancy (admins)",
        body: "City, and title, description, schedule, salary in ru, en, uz",
        created: "The new vacancy's id",
        values: async (db, input, at) => {
          await checkRegion(db, input.regionId);
          return { ...input, isActive: input.isActive ?? true, createdAt: at };
        },
        details: (values) => ({ title: values.title.ru }),
      },
      patch: {
        schema: vacancyPatch,
        summary: "Change, close or reopen a vacancy (admins)",
        change: async (db, change) => {
          await checkRegion(db, change.regionId);
          return change;
        },
      },
      remove: {
        summary: "Remove a vacancy nobody applied for (admins); 409 otherwise: close it instead",
        refusals: [409],
        check: async (tx, id) => {
          const [applied] = await tx.select({ id: applications.id }).from(applications).where(eq(applications.vacancyId, id)).limit(1);
          if (applied)
            throw new ApiError(
              409,
              "vacancy_has_applications",
              "People applied for this vacancy: close it (isActive false) instead of removing it",
            );
        },
      },
    },
    deps,
  );
}
