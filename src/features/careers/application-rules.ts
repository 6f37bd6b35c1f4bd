// The vacancy application form's checks, made in the browser before sending so the applicant
// hears about a mistake at once. The rules themselves are the domain's, which the server's schema
// uses too. Problems are codes: the form words them in the customer's language.
import {
  ageInYears,
  birthDateBounds,
  birthDateProblem,
  CITY_LENGTH,
  FULL_NAME_LENGTH,
  MAX_AGE,
  MIN_AGE,
} from "../../domain/application-rules";
import { normalizeUzPhone } from "../../domain/phone";

export { ageInYears, birthDateBounds, MAX_AGE, MIN_AGE };

export interface ApplicationDraft {
  /** The vacancy's id as text; "" = not chosen. */
  vacancyId: string;
  fullName: string;
  /** The nine national digits after +998. */
  phoneDigits: string;
  /** "YYYY-MM-DD" as the native date input gives it; "" = empty. */
  birthDate: string;
  /** A region's id as text, OTHER_CITY for a city typed by hand, "" = not chosen. */
  regionId: string;
  /** The city typed by hand (with OTHER_CITY). */
  cityText: string;
  cv: File | null;
}

export const OTHER_CITY = "other";

export type ApplicationField = "vacancyId" | "fullName" | "phone" | "birthDate" | "city" | "cv";

export const FIELD_ORDER: readonly ApplicationField[] = ["vacancyId", "fullName", "phone", "birthDate", "city", "cv"];

export type Problem = "required" | "tooShort" | "tooLong" | "badPhone" | "badDate" | "tooYoung" | "tooOld" | "notPdf" | "tooLarge";

export type Problems = Partial<Record<ApplicationField, Problem>>;

export const EMPTY_DRAFT: ApplicationDraft = {
  vacancyId: "",
  fullName: "",
  phoneDigits: "",
  birthDate: "",
  regionId: "",
  cityText: "",
  cv: null,
};

function textProblem(value: string, min: number, max: number): Problem | undefined {
  const text = value.trim();
  if (!text) return "required";
  if (text.length < min) return "tooShort";
  if (text.length > max) return "tooLong";
  return undefined;
}

/** What is wrong with one field (the CV's content is checked apart: see cv-check.ts). */
export function fieldProblem(field: Exclude<ApplicationField, "cv">, draft: ApplicationDraft, now: Date): Problem | undefined {
  switch (field) {
    case "vacancyId":
      return /^\d+$/.test(draft.vacancyId) ? undefined : "required";
    case "fullName":
      return textProblem(draft.fullName, FULL_NAME_LENGTH.min, FULL_NAME_LENGTH.max);
    case "phone":
      if (!draft.phoneDigits) return "required";
      return draft.phoneDigits.length === 9 && normalizeUzPhone(`+998${draft.phoneDigits}`) ? undefined : "badPhone";
    case "birthDate":
      return draft.birthDate ? birthDateProblem(draft.birthDate, now) : "required";
    case "city":
      if (draft.regionId === "") return "required";
      return draft.regionId === OTHER_CITY ? textProblem(draft.cityText, CITY_LENGTH.min, CITY_LENGTH.max) : undefined;
  }
}

/** Every problem of the form's text fields. */
export function draftProblems(draft: ApplicationDraft, now: Date): Problems {
  const out: Problems = {};
  for (const field of FIELD_ORDER) {
    if (field === "cv") continue;
    const problem = fieldProblem(field, draft, now);
    if (problem) out[field] = problem;
  }
  return out;
}

/** The city's name as sent: the chosen region's name, or what was typed. */
export function cityName(draft: ApplicationDraft, regions: readonly { id: number; name: string }[]): string {
  if (draft.regionId === OTHER_CITY) return draft.cityText.trim();
  return regions.find((r) => String(r.id) === draft.regionId)?.name ?? "";
}

/** The multipart body of POST /api/vacancies/apply. */
export function applicationFormData(draft: ApplicationDraft, city: string): FormData {
  const form = new FormData();
  form.set("vacancyId", draft.vacancyId);
  form.set("fullName", draft.fullName.trim().replace(/\s+/g, " "));
  form.set("phone", normalizeUzPhone(`+998${draft.phoneDigits}`) ?? draft.phoneDigits);
  form.set("birthDate", draft.birthDate);
  form.set("city", city);
  if (draft.cv) form.set("cv", draft.cv, draft.cv.name || "cv.pdf");
  return form;
}
