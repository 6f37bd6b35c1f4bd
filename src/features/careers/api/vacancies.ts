// The HR API (docs/api.md): open vacancies (GET /api/vacancies) and applications
// (POST /api/vacancies/apply, multipart). The client adds the hr_token Bearer and the language.
import { atomWithQuery } from "jotai-tanstack-query";
import { localeAtom } from "../../../i18n/locale-atom";
import { api } from "../../../lib/http/api";

export interface Vacancy {
  id: number;
  title: string;
  city: string;
  regionId: number;
  schedule: string;
  salary: string;
  description: string;
}

export function getVacancies(signal?: AbortSignal): Promise<Vacancy[]> {
  return api.get<Vacancy[]>("hr", "/api/vacancies", { signal });
}

export const vacanciesQueryAtom = atomWithQuery((get) => ({
  queryKey: ["vacancies", get(localeAtom)],
  queryFn: ({ signal }) => getVacancies(signal),
  placeholderData: (previous: Vacancy[] | undefined) => previous,
}));

/** Sends an application; answers the new application's id. Never retried (a POST). */
export async function applyForVacancy(form: FormData): Promise<number> {
  const { applicationId } = await api.post<{ applicationId: number }>("hr", "/api/vacancies/apply", form);
  return applicationId;
}
