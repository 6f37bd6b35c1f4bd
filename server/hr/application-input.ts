// The vacancy application form (decisions.md): vacancyId, fullName, phone, birthDate, city and an
// optional CV, a PDF of at most 5 MB recognised by its content, not its name.
import { z } from "zod";
import { normalizeUzPhone } from "../../src/domain/phone";
import { ApiError, parseInput } from "../http/errors";

export const MAX_CV_BYTES = 5 * 1024 * 1024;

const field = z.string({ error: "is required" }).trim();

const schema = z.object({
  vacancyId: field.regex(/^\d{1,10}$/, "must be a vacancy id").transform(Number).refine((id) => id <= 2 ** 31 - 1, "must be a vacancy id"),
  fullName: field.min(3, "must be at least 3 characters").max(100, "must be at most 100 characters"),
  phone: field.transform((v, ctx) => {
    const phone = normalizeUzPhone(v);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: "must be an Uzbek number: +998 and 9 digits" });
      return z.NEVER;
    }
    return phone;
  }),
  birthDate: field.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 1999-05-21").refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== v) return false;
    const age = (Date.now() - date.getTime()) / (365.25 * 86400_000);
    return age >= 16 && age <= 75;
  }, "must be a real date; applicants are 16 to 75 years old"),
  city: field.min(2, "is required").max(60, "must be at most 60 characters"),
});

export async function applicationForm(form: Record<string, unknown>) {
  const strings = Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === "string"));
  const input = parseInput(schema, strings);
  const file = form.cv;
  if (file === undefined || file === "") return { ...input, cv: null };
  if (!(file instanceof File)) throw new ApiError(400, "invalid_parameters", "Invalid parameter: cv", { cv: "must be a file" });
  if (file.size > MAX_CV_BYTES) throw new ApiError(413, "too_large", "The CV is too large: at most 5 MB", { cv: "at most 5 MB" });
  const data = Buffer.from(await file.arrayBuffer());
  // A PDF starts with "%PDF-"; a renamed picture or document does not.
  if (data.length < 5 || data.subarray(0, 5).toString("latin1") !== "%PDF-") {
    throw new ApiError(400, "invalid_parameters", "The CV must be a PDF file", { cv: "must be a PDF" });
  }
  return { ...input, cv: { name: file.name.slice(0, 200) || "cv.pdf", data } };
}
