// Field schemas shared by several endpoints: the phone transform, trimmed text, the `Language`
// query parameter and numbers that arrive as query strings.
import { z } from "zod";
import { LANGUAGE_CODES, type Locale, localeFromLanguageCode } from "../domain/locales";
import { normalizeUzPhone } from "../domain/phone";
import { DELIVERY, type OrderTypeId, PICKUP } from "../domain/order-type";

export const UZ_PHONE_MESSAGE = "must be an Uzbek number: +998 and 9 digits";

/** Any usual writing of an Uzbek number, normalised to "+998XXXXXXXXX". */
export const uzPhone = z
  .string({ error: "is required" })
  .transform((v, ctx) => {
    const phone = normalizeUzPhone(v);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: UZ_PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  })
  .meta({ description: "An Uzbek number written any usual way; stored as +998XXXXXXXXX", example: "+998901234567" });

export const NO_CONTROLS = "must not contain control characters";

/**
 * Characters no text a person typed may hold: C0 controls (tab and line breaks too), DEL, C1
 * controls, and the invisible bidi marks, embeddings, overrides and isolates that reorder what is
 * shown (U+061C, U+200E/F, U+202A–E, U+2066–9), and the line and paragraph separators.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** The same, less tab and line breaks (\t \n \r), for fields of several lines. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const LINES_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Whether a one-line text is free of control characters. */
export const isPlainLine = (v: string) => !LINE_CONTROLS.test(v);
/** Whether a text of several lines is free of control characters (tab and line breaks allowed). */
export const isPlainText = (v: string) => !LINES_CONTROLS.test(v);

/** One line of text, trimmed, without control characters. */
export const line = (max: number) =>
  z.string({ error: "is required" }).trim().max(max, `must be at most ${max} characters`).refine(isPlainLine, NO_CONTROLS);

/** A required line of text (at least one character once trimmed). */
export const requiredLine = (max: number) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`)
    .refine(isPlainLine, NO_CONTROLS);

/** Optional text, one line, trimmed, "" when absent. */
export const text = (max: number) => line(max).default("");

/** Optional text of several lines (a comment), trimmed, "" when absent; tab and line breaks allowed. */
export const lines = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).refine(isPlainText, NO_CONTROLS).default("");

const codes = Object.values(LANGUAGE_CODES);

/** `Language`: uz=1, ru=2, en=3; absent means Russian. */
export const language = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return "ru" as Locale;
    const locale = /^\d+$/.test(v) ? localeFromLanguageCode(Number(v)) : undefined;
    if (!locale) {
      ctx.addIssue({ code: "custom", message: `must be one of ${codes.join(", ")} (uz=1, ru=2, en=3)` });
      return z.NEVER;
    }
    return locale;
  })
  .meta({ description: "Language of the answer: 1 Uzbek, 2 Russian (default), 3 English", example: "2" });

/** A decimal number given as a query string; "" and absent are undefined. */
export const queryNumber = (min: number, max: number, what: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const n = Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `must be ${what} between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });

/** A whole number given as a query string; absent is `fallback`, or "is required" without one. */
export const queryInt = (min: number, max: number, fallback?: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") {
        if (fallback !== undefined) return fallback;
        ctx.addIssue({ code: "custom", message: "is required" });
        return z.NEVER;
      }
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

/** An optional whole number (absent or "" is undefined), as paging parameters are. */
export const queryPage = (max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0 || n > max) {
        ctx.addIssue({ code: "custom", message: `must be a whole number from 0 to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const LONGITUDE = { description: "Longitude, −180…180", example: "69.2797" };
const LATITUDE = { description: "Latitude, −90…90", example: "41.3111" };
export const longitude = queryNumber(-180, 180, "a longitude").meta(LONGITUDE);
export const latitude = queryNumber(-90, 90, "a latitude").meta(LATITUDE);
export const requiredLongitude = queryNumber(-180, 180, "a longitude")
  .pipe(z.number({ error: "is required" }))
  .meta({ ...LONGITUDE, description: `Required. ${LONGITUDE.description}` });
export const requiredLatitude = queryNumber(-90, 90, "a latitude")
  .pipe(z.number({ error: "is required" }))
  .meta({ ...LATITUDE, description: `Required. ${LATITUDE.description}` });
export const regionId = queryNumber(1, 2 ** 31 - 1, "a region id")
  .refine((v) => v === undefined || Number.isInteger(v), "must be a whole region id")
  .meta({ description: "A region (city) id", example: "1" });

/** `OrderTypeId` as a query string: 0 delivery, 200 pickup. */
export const orderTypeIdQuery = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return undefined;
    if (v !== String(DELIVERY) && v !== String(PICKUP)) {
      ctx.addIssue({ code: "custom", message: "must be 0 (delivery) or 200 (pickup)" });
      return z.NEVER;
    }
    return Number(v) as OrderTypeId;
  })
  .meta({ description: "0 delivery, 200 pickup" });

export const restaurantIdQuery = z
  .string()
  .max(64, "is too long")
  .refine(isPlainLine, NO_CONTROLS)
  .optional()
  .meta({ description: "A restaurant id", example: "chilanzar" });

/** Only `Language`: the query of most GET endpoints. */
export const languageQuery = z.object({ Language: language });

/** A path id of /x/{id}: digits (checked further by the handler). */
export const idPath = z.object({ id: z.string().meta({ description: "A whole number", example: "1" }) });

/** The years an instant of the API may fall in: anything a chain schedules, and well inside what the database stores. */
export const INSTANT_YEARS = { min: 2000, max: 2100 } as const;
const INSTANT_FROM = Date.UTC(INSTANT_YEARS.min, 0, 1);
const INSTANT_UNTIL = Date.UTC(INSTANT_YEARS.max + 1, 0, 1);

/** Whether an ISO date and time is a real instant within INSTANT_YEARS. */
export const isSaneInstant = (v: string) => {
  const at = Date.parse(v);
  return Number.isFinite(at) && at >= INSTANT_FROM && at < INSTANT_UNTIL;
};

/** A date and time with its offset (2026-12-01T09:00:00+05:00), in the years 2000 to 2100. */
export const instant = z.iso
  .datetime({ offset: true, error: "must be an ISO date and time with its offset, e.g. 2026-12-01T09:00:00+05:00" })
  .refine(isSaneInstant, `must be a real date and time in the years ${INSTANT_YEARS.min} to ${INSTANT_YEARS.max}`);
