// The applications inbox's reads and writes (docs/operator-api.md, Applications), on the shapes of
// src/contract/operator-applications.ts.
import type { ApplicationStatus, OperatorApplication } from "../../contract/operator-applications";
import { queryOptions } from "@tanstack/react-query";
import { opsApi } from "../api";

export { APPLICATION_STATUSES } from "../../domain/staff-values";
export type { ApplicationStatus, OperatorApplication };

export interface VacancyName {
  id: number;
  title: string;
}

export interface InboxFilter {
  vacancyId: number | null;
  status: ApplicationStatus | null;
}

/** Every filtered list of the inbox: a decision invalidates them all. */
export const APPLICATIONS_KEY = ["applications"] as const;
export const applicationsQuery = (filter: InboxFilter) =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, filter.vacancyId, filter.status],
    queryFn: () =>
      opsApi
        .GET("/api/operator/applications", { query: { vacancyId: filter.vacancyId ?? undefined, status: filter.status ?? undefined } })
        .then(newestFirst),
  });

/** Newest first, whatever order the list came in. */
export const newestFirst = (rows: OperatorApplication[]) => [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

export const setApplicationStatus = (id: number, status: ApplicationStatus) =>
  opsApi.PATCH("/api/operator/applications/{id}", { path: { id }, body: { status } });

/** Where the browser fetches the CV (the staff session's cookie goes along). */
export const cvUrl = (id: number) => `/api/operator/applications/${id}/cv`;

type Title = string | Record<string, string> | null | undefined;
export const titleOf = (title: Title, locale: string): string | null =>
  !title ? null : typeof title === "string" ? title : (title[locale] ?? title.ru ?? null);

/** The vacancies to filter by, named in the console's language. */
export const vacancyNamesQuery = (locale: string) =>
  queryOptions({ queryKey: ["vacancy-names", locale], queryFn: () => loadVacancies(locale) });

/** The vacancies to filter by: the content API's list, else those the applications name. */
async function loadVacancies(locale: string): Promise<VacancyName[]> {
  try {
    const rows = await opsApi.GET("/api/operator/vacancies");
    if (Array.isArray(rows)) return rows.map((v) => ({ id: v.id, title: titleOf(v.title, locale) ?? `#${v.id}` }));
  } catch {
    // Not available: fall back to the applications' own vacancies.
  }
  const all = await opsApi.GET("/api/operator/applications");
  const seen = new Map<number, string>();
  for (const a of all) if (!seen.has(a.vacancyId)) seen.set(a.vacancyId, titleOf(a.vacancyTitle, locale) ?? `#${a.vacancyId}`);
  return [...seen].map(([id, title]) => ({ id, title }));
}
