// Careers, the "HR API" on the wire (docs/api.md): open vacancies and the application form
// (multipart, with an optional PDF CV), and the storefront's GET /api/hr_token that signs its Bearer.
import { z } from "zod";
import { birthDateProblem, CITY_LENGTH, FULL_NAME_LENGTH, MAX_CV_BYTES } from "../domain/application-rules";
import * as f from "./fields";

export const vacancy = z
  .object({
    id: z.number().int(),
    title: z.string(),
    city: z.string(),
    regionId: z.number().int(),
    schedule: z.string(),
    salary: z.string(),
    description: z.string(),
  })
  .meta({ id: "Vacancy" });
export const vacancies = z.array(vacancy);

/** `/vacancies/{id}`: digits only (other paths are not this route). */
export const vacancyPath = z.object({ id: z.string().regex(/^\d+$/).meta({ example: "1" }) });

const field = z.string({ error: "is required" }).trim().refine(f.isPlainLine, f.NO_CONTROLS);

/** The text fields of POST /api/vacancies/apply; the `cv` file is checked by the handler. */
export const applicationForm = z
  .object({
    vacancyId: field
      .regex(/^\d{1,10}$/, "must be a vacancy id")
      .transform(Number)
      .refine((id) => id <= 2 ** 31 - 1, "must be a vacancy id"),
    fullName: field
      .min(FULL_NAME_LENGTH.min, `must be at least ${FULL_NAME_LENGTH.min} characters`)
      .max(FULL_NAME_LENGTH.max, `must be at most ${FULL_NAME_LENGTH.max} characters`),
    phone: field.pipe(f.uzPhone),
    birthDate: field
      .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 1999-05-21")
      .refine((v) => birthDateProblem(v, new Date()) === undefined, "must be a real date; applicants are 16 to 75 years old"),
    city: field.min(CITY_LENGTH.min, "is required").max(CITY_LENGTH.max, `must be at most ${CITY_LENGTH.max} characters`),
    cv: z
      .unknown()
      .optional()
      .meta({
        type: "string",
        format: "binary",
        description: `Optional: a PDF of at most ${MAX_CV_BYTES / 1024 / 1024} MB, recognised by its content`,
      }),
  })
  .meta({ id: "Application" });

export const applicationCreated = z.object({ applicationId: z.number().int() });

export const careersToken = z
  .object({ token: z.string(), expiresAt: z.number().meta({ description: "Epoch milliseconds" }) })
  .meta({ id: "HrToken" });

export type Vacancy = z.infer<typeof vacancy>;
export type ApplicationCreated = z.infer<typeof applicationCreated>;
