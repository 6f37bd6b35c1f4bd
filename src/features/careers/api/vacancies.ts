// The HR API (docs/api.md): open vacancies (GET /api/vacancies) and applications
// (POST /api/vacancies/apply, multipart). The client adds the hr_token Bearer and the language.
import { atomWithQuery } from "jotai-tanstack-query";
import { localeAtom } from "../../../i18n/locale-atom";
import type { Vacancy } from "../../../contract/careers";
import { api } from "../../../lib/http/api";

export type { Vacancy };

export function getVacancies(signal?: AbortSignal): Promise<Vacancy[]> {
  return api.GET("careers", "/api/vacancies", { signal });
}

export const vacanciesQueryAtom = atomWithQuery((get) => ({
  queryKey: ["vacancies", get(localeAtom)],
  queryFn: ({ signal }) => getVacancies(signal),
  placeholderData: (previous: Vacancy[] | undefined) => previous,
}));

/** Sends an application; answers the new application's id. Never retried (a POST). */
export async function applyForVacancy(form: FormData): Promise<number> {
  const { applicationId } = await api.POST("careers", "/api/vacancies/apply", { body: form });
  return applicationId;
}
