// The application form's state: what was typed (kept through any error), which fields were
// left (blur) so their problems show, the CV's own check, the server's field errors, sending.
import { useEffect, useRef, useState } from "react";
import { HttpError } from "../../lib/http/http-error";
import { useShowError } from "../../components/use-error-toast";
import type { Region } from "../contacts/api/get-regions";
import { applyForVacancy, type Vacancy } from "./api/vacancies";
import {
  type ApplicationDraft,
  type ApplicationField,
  applicationFormData,
  cityName,
  draftProblems,
  EMPTY_DRAFT,
  FIELD_ORDER,
  OTHER_CITY,
  type Problem,
  type Problems,
} from "./application-rules";
import { cvProblem } from "./cv-check";

export type FormStatus = "editing" | "sending" | "sent";

/** The element to focus for a field (the city's text input when the city is typed by hand). */
export function fieldElementId(field: ApplicationField, draft: ApplicationDraft): string {
  return field === "city" && draft.regionId === OTHER_CITY ? "apply-city-text" : `apply-${field}`;
}

const FIELD_OF: Record<keyof ApplicationDraft, ApplicationField> = {
  vacancyId: "vacancyId",
  fullName: "fullName",
  phoneDigits: "phone",
  birthDate: "birthDate",
  regionId: "city",
  cityText: "city",
  cv: "cv",
};

interface Options {
  initialVacancyId: string;
  prefillName?: string;
  vacancies: readonly Vacancy[];
  regions: readonly Region[];
  /** Called with what was sent once the HR API has taken it. */
  onSent: (draft: ApplicationDraft) => void;
}

export function useApplicationForm({ initialVacancyId, prefillName, vacancies, regions, onSent }: Options) {
  const showError = useShowError();
  const [draft, setDraft] = useState<ApplicationDraft>(() => ({
    ...EMPTY_DRAFT,
    vacancyId: initialVacancyId,
    fullName: prefillName ?? "",
    // Without the list of cities, the city is typed.
    regionId: regions.length > 0 ? "" : OTHER_CITY,
  }));
  const [touched, setTouched] = useState<ReadonlySet<ApplicationField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [cvCheck, setCvCheck] = useState<Problem | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ApplicationField, string>>>({});
  const [status, setStatus] = useState<FormStatus>("editing");
  const cvRef = useRef<File | null>(null);
  const busy = useRef(false);

  // A vacancy from the address that is not open is not chosen; a chosen one suggests its city.
  const known = vacancies.some((v) => String(v.id) === draft.vacancyId);
  const suggestedRegion = vacancies.find((v) => String(v.id) === draft.vacancyId)?.regionId;
  useEffect(() => {
    if (vacancies.length > 0 && draft.vacancyId && !known) setDraft((d) => ({ ...d, vacancyId: "" }));
  }, [vacancies.length, draft.vacancyId, known]);
  useEffect(() => {
    if (suggestedRegion !== undefined && regions.some((r) => r.id === suggestedRegion)) {
      setDraft((d) => (d.regionId === "" ? { ...d, regionId: String(suggestedRegion) } : d));
    }
  }, [suggestedRegion, regions]);
  // Telegram's name may arrive after the form: it fills the name only if nothing was typed.
  useEffect(() => {
    if (prefillName) setDraft((d) => (d.fullName === "" ? { ...d, fullName: prefillName } : d));
  }, [prefillName]);

  const set = (patch: Partial<ApplicationDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    const changed = new Set(Object.keys(patch).map((k) => FIELD_OF[k as keyof ApplicationDraft]));
    setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([f]) => !changed.has(f as ApplicationField))));
  };

  const touch = (field: ApplicationField) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));

  const setCv = (file: File | null) => {
    cvRef.current = file;
    set({ cv: file });
    setCvCheck(null);
    touch("cv");
    if (file) void cvProblem(file).then((problem) => cvRef.current === file && setCvCheck(problem));
  };

  const problems: Problems = { ...draftProblems(draft, new Date()), ...(cvCheck ? { cv: cvCheck } : {}) };
  /** What to show under each field: the server's word first, then ours once the field was left. */
  const shown = (field: ApplicationField): { server: string } | { problem: Problem } | null => {
    if (serverErrors[field]) return { server: serverErrors[field] };
    const problem = problems[field];
    return problem && (submitted || touched.has(field)) ? { problem } : null;
  };

  const focus = (field: ApplicationField) => document.getElementById(fieldElementId(field, draft))?.focus();

  const submit = async () => {
    // A double tap sends once.
    if (busy.current || status === "sent") return;
    busy.current = true;
    setSubmitted(true);
    const cv = draft.cv ? await cvProblem(draft.cv) : null;
    setCvCheck(cv);
    const all: Problems = { ...draftProblems(draft, new Date()), ...(cv ? { cv } : {}) };
    const first = FIELD_ORDER.find((f) => all[f]);
    if (first) {
      busy.current = false;
      return focus(first);
    }
    setStatus("sending");
    try {
      await applyForVacancy(applicationFormData(draft, cityName(draft, regions)));
      setStatus("sent");
      onSent(draft);
    } catch (err) {
      setStatus("editing");
      const fields = err instanceof HttpError ? ((err.data as { fields?: Record<string, unknown> } | null)?.fields ?? {}) : {};
      const mapped = Object.fromEntries(
        Object.entries(fields).filter(([f, text]) => (FIELD_ORDER as readonly string[]).includes(f) && typeof text === "string"),
      ) as Partial<Record<ApplicationField, string>>;
      setServerErrors(mapped);
      showError(err);
      const firstServer = FIELD_ORDER.find((f) => mapped[f]);
      if (firstServer) focus(firstServer);
    } finally {
      busy.current = false;
    }
  };

  return { draft, set, touch, setCv, shown, submit, status };
}
