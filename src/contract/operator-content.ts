// News, promotions ("stocks") and vacancies as the console writes and lists them
// (docs/operator-api.md, "Content"): every language at once, drafts and scheduled items included.
import { z } from "zod";
import { instant, isPlainLine, isPlainText, NO_CONTROLS, requiredLine } from "./fields";

/** Text in ru, en and uz, each a required line. */
export const localizedLine = (max: number) =>
  z.strictObject({ ru: requiredLine(max), en: requiredLine(max), uz: requiredLine(max) }, { error: "must be { ru, en, uz }" });

/** Text of several lines in ru, en and uz (a vacancy's description: shown as plain text). */
export const localizedText = (max: number) => {
  const one = z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`)
    .refine(isPlainText, NO_CONTROLS);
  return z.strictObject({ ru: one, en: one, uz: one }, { error: "must be { ru, en, uz }" });
};

/** Rich text (HTML) in ru, en and uz; the server sanitises it before storing. */
export const localizedRich = (max: number) => {
  const one = z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`)
    .refine(isPlainText, NO_CONTROLS);
  return z.strictObject({ ru: one, en: one, uz: one }, { error: "must be { ru, en, uz }" });
};

const SITE_PATH = /^\/(?!\/)/;
/** https://host[:port][/…]: a host name of letters, digits, dots and dashes; no user:password@. */
const HTTPS_URL = /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** A picture: an https URL or a path of this site ("/images/…"). */
export const imageUrl = z
  .string({ error: "must be a URL" })
  .trim()
  .max(2000, "must be at most 2000 characters")
  .refine((v) => isPlainLine(v) && !/[\s\\"'<>]/.test(v), "must not contain spaces, quotes or control characters")
  .refine((v) => SITE_PATH.test(v) || HTTPS_URL.test(v), "must be an https:// URL or a path of this site starting with /")
  .meta({ example: "/images/news/1.svg" });

const localized = z.object({ ru: z.string(), en: z.string(), uz: z.string() });

const newsFields = {
  title: localizedLine(200),
  body: localizedRich(50_000),
  summary: localizedLine(500).optional().meta({ description: "Plain text; absent = a cut of the body" }),
  imageUrl: imageUrl.optional().meta({ description: "Absent = the chain's logo" }),
  publishedAt: instant.optional().meta({ description: "In the future = scheduled; absent = now" }),
  isPublished: z.boolean({ error: "must be true or false" }).optional().meta({ description: "false = a draft (default true)" }),
};
const strict = {
  error: (i: { code: string; keys?: string[] }) => (i.code === "unrecognized_keys" ? `unknown field: ${i.keys?.join(", ")}` : undefined),
};
const someField = (p: object) => Object.keys(p).length > 0;
const SOME_FIELD = { message: "change at least one field", path: ["_"] };

export const newNews = z.strictObject(newsFields, strict).meta({ id: "NewNews" });
export const newsPatch = z.strictObject(newsFields, strict).partial().refine(someField, SOME_FIELD).meta({ id: "NewsPatch" });

const productIds = z
  .array(z.string().min(1).max(100).refine(isPlainLine, NO_CONTROLS), { error: "must be a list of product ids" })
  .max(100, "at most 100 products");
const folderId = z
  .number({ error: "must be a folder id" })
  .int()
  .min(1)
  .max(2 ** 31 - 1);

const stockFields = {
  title: localizedLine(200),
  body: localizedRich(50_000),
  summary: localizedLine(500).optional().meta({ description: "Plain text; absent = a cut of the body" }),
  imageUrl: imageUrl.optional().meta({ description: "Absent = the chain's logo" }),
  startsAt: instant.optional().meta({ description: "In the future = scheduled; absent = now" }),
  endsAt: instant.nullable().optional().meta({ description: "null/absent = no end" }),
  productIds: productIds.optional(),
  folderId: folderId.nullable().optional(),
  isActive: z.boolean({ error: "must be true or false" }).optional().meta({ description: "false = a draft (default true)" }),
};
const endsAfterStart = (s: { startsAt?: string; endsAt?: string | null }) =>
  !s.startsAt || !s.endsAt || Date.parse(s.endsAt) > Date.parse(s.startsAt);
const ENDS_AFTER_START = { message: "must be after startsAt", path: ["endsAt"] };

export const newStock = z.strictObject(stockFields, strict).refine(endsAfterStart, ENDS_AFTER_START).meta({ id: "NewStock" });
export const stockPatch = z
  .strictObject(stockFields, strict)
  .partial()
  .refine(someField, SOME_FIELD)
  .refine(endsAfterStart, ENDS_AFTER_START)
  .meta({ id: "StockPatch" });

const vacancyFields = {
  regionId: z
    .number({ error: "must be a region id" })
    .int()
    .min(1)
    .max(2 ** 31 - 1),
  title: localizedLine(200),
  description: localizedText(5000),
  schedule: localizedLine(200),
  salary: localizedLine(200),
  isActive: z.boolean({ error: "must be true or false" }).optional().meta({ description: "false = closed (default true)" }),
};
export const newVacancy = z.strictObject(vacancyFields, strict).meta({ id: "NewVacancy" });
export const vacancyPatch = z.strictObject(vacancyFields, strict).partial().refine(someField, SOME_FIELD).meta({ id: "VacancyPatch" });

export const operatorNews = z
  .object({
    id: z.number().int(),
    title: localized,
    summary: localized,
    body: localized,
    imageUrl: z.string(),
    publishedAt: z.string(),
    isPublished: z.boolean(),
    status: z.enum(["published", "scheduled", "draft"]),
  })
  .meta({ id: "OperatorNews" });
export const operatorStock = z
  .object({
    id: z.number().int(),
    title: localized,
    summary: localized,
    body: localized,
    imageUrl: z.string(),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
    productIds: z.array(z.string()),
    folderId: z.number().int().nullable(),
    isActive: z.boolean(),
    status: z.enum(["published", "scheduled", "ended", "draft"]),
  })
  .meta({ id: "OperatorStock" });
export const operatorVacancy = z
  .object({
    id: z.number().int(),
    regionId: z.number().int(),
    title: localized,
    description: localized,
    schedule: localized,
    salary: localized,
    isActive: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "OperatorVacancy" });

export const operatorNewsList = z.array(operatorNews);
export const operatorStocks = z.array(operatorStock);
export const operatorVacancies = z.array(operatorVacancy);

export type NewNews = z.input<typeof newNews>;
export type NewsPatch = z.input<typeof newsPatch>;
export type NewStock = z.input<typeof newStock>;
export type StockPatch = z.input<typeof stockPatch>;
export type NewVacancy = z.input<typeof newVacancy>;
export type VacancyPatch = z.input<typeof vacancyPatch>;
export type OperatorNews = z.infer<typeof operatorNews>;
export type OperatorStock = z.infer<typeof operatorStock>;
export type OperatorVacancy = z.infer<typeof operatorVacancy>;
