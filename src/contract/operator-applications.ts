// The applications inbox (docs/operator-api.md, "Applications"): vacancy applications for staff,
// never the CV's bytes in the list (GET …/{id}/cv sends the file).
import { z } from "zod";
import { queryInt } from "./fields";
import { APPLICATION_STATUSES } from "../domain/staff-values";

export const applicationStatus = z.enum(APPLICATION_STATUSES, { error: "must be new, reviewed or rejected" });

const localized = z.object({ ru: z.string(), en: z.string(), uz: z.string() });

export const operatorApplication = z
  .object({
    id: z.number().int(),
    vacancyId: z.number().int(),
    vacancyTitle: localized.meta({ description: "The vacancy's title in every language" }),
    fullName: z.string(),
    phone: z.string(),
    birthDate: z.string().meta({ example: "1999-04-01" }),
    city: z.string(),
    status: applicationStatus,
    hasCv: z.boolean(),
    cvFileName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "OperatorApplication" });
export const operatorApplications = z.array(operatorApplication);

export const applicationsQuery = z.object({
  vacancyId: queryInt(1, 2 ** 31 - 1, 0).meta({ description: "Only this vacancy's applications" }),
  status: applicationStatus.optional(),
  limit: queryInt(1, 500, 200),
});

export const applicationPatch = z.object({ status: applicationStatus }).meta({ id: "ApplicationPatch" });

export type OperatorApplication = z.infer<typeof operatorApplication>;
export type ApplicationStatus = z.infer<typeof applicationStatus>;
export type ApplicationPatch = z.input<typeof applicationPatch>;
