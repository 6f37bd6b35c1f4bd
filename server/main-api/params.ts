// Query parameters of the main API, with the spec's names (capitalised, as on the wire).
import { z } from "zod";
import { LANGUAGE_CODES, localeFromLanguageCode, type Locale } from "../../src/domain/locales";

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
  });

const number = (min: number, max: number, what: string) =>
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

export const longitude = number(-180, 180, "a longitude");
export const latitude = number(-90, 90, "a latitude");
export const regionId = number(1, 2 ** 31 - 1, "a region id").refine((v) => v === undefined || Number.isInteger(v), "must be a whole region id");

/** 0 delivery, 200 pickup. */
export const orderTypeId = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return undefined;
    if (v !== "0" && v !== "200") {
      ctx.addIssue({ code: "custom", message: "must be 0 (delivery) or 200 (pickup)" });
      return z.NEVER;
    }
    return Number(v) as 0 | 200;
  });

export const restaurantId = z.string().max(64, "is too long").optional();
