// The rules of the vacancy application form (docs/api.md "POST /api/vacancies/apply"), checked in
// the browser before sending so the applicant hears about a mistake at once; the server checks
// the same again. Problems are codes: the form words them in the customer's language.
import { normalizeUzPhone } from "../../domain/phone";

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

export const EMPTY_DRAFT: ApplicationDraft = { vacancyId: "", fullName: "", phoneDigits: "", birthDate: "", regionId: "", cityText: "", cv: null };

export const MIN_AGE = 16;
export const MAX_AGE = 75;
const YEAR_MS = 365.25 * 86400_000;

/** The applicant's age in years (as the server counts it), or null for a date that does not exist. */
export function ageInYears(birthDate: string, now: Date): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null;
  const date = new Date(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birthDate) return null;
  return (now.getTime() - date.getTime()) / YEAR_MS;
}

/** `min` and `max` of the date input: the same ages, counted the server's way. */
export function birthDateBounds(now: Date): { min: string; max: string } {
  const DAY = 86400_000;
  const latest = now.getTime() - MIN_AGE * YEAR_MS;
  const earliest = now.getTime() - MAX_AGE * YEAR_MS;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { min: day(Math.ceil(earliest / DAY) * DAY), max: day(Math.floor(latest / DAY) * DAY) };
}

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
      return textProblem(draft.fullName, 3, 100);
    case "phone":
      if (!draft.phoneDigits) return "required";
      return draft.phoneDigits.length === 9 && normalizeUzPhone(`+998${draft.phoneDigits}`) ? undefined : "badPhone";
    case "birthDate": {
      if (!draft.birthDate) return "required";
      const age = ageInYears(draft.birthDate, now);
      if (age === null) return "badDate";
      if (age < MIN_AGE) return "tooYoung";
      if (age > MAX_AGE) return "tooOld";
      return undefined;
    }
    case "city":
      if (draft.regionId === "") return "required";
      return draft.regionId === OTHER_CITY ? textProblem(draft.cityText, 2, 60) : undefined;
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
