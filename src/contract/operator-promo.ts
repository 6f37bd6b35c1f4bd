// Promo codes in the operator API (docs/operator-api.md, "Promo codes"; admins only): the list with
// each code's uses, a new code, and an edit (switching it off included). The rules a code must
// keep are promoProblems(): the server answers them as 400 fields, the console shows them in its
// own words as they are typed.
import { z } from "zod";
import { isValidCode, normalizeCode, PROMO_KINDS } from "../domain/promo-code";
import * as f from "./fields";
import { PROBLEM_TEXT, type PromoProblem, type PromoShape, promoProblems } from "../domain/promo-rules";

export { PROBLEM_TEXT, type PromoProblem, type PromoShape, promoProblems };

export const PROMO_LIMIT_MAX = 1_000_000;
export const PROMO_SUM_MAX = 100_000_000;

const whole = (min: number, max: number) =>
  z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const fields = {
  kind: z.enum(PROMO_KINDS, { error: "must be percent, amount or product" }),
  percent: whole(1, 100).nullable().meta({ description: "percent: 1–100 % of the items" }),
  amount: whole(1, PROMO_SUM_MAX).nullable().meta({ description: "amount: sums off the items" }),
  productId: z.string().min(1).max(64).refine(f.isPlainLine, f.NO_CONTROLS).nullable().meta({ description: "product: the free product" }),
  minOrder: whole(0, PROMO_SUM_MAX).meta({ description: "The items' subtotal the order must reach; 0 = any" }),
  startsAt: f.instant.nullable().meta({ description: "Valid from (ISO with offset); null = at once" }),
  endsAt: f.instant.nullable().meta({ description: "Valid until, not included; null = no end" }),
  restaurantIds: z
    .array(z.string().min(1).max(64).refine(f.isPlainLine, f.NO_CONTROLS), { error: "must be a list of restaurant ids" })
    .max(200)
    .meta({ description: "Restaurants it is valid at; [] = every one" }),
  firstOrderOnly: z.boolean({ error: "must be true or false" }),
  totalLimit: whole(1, PROMO_LIMIT_MAX).nullable().meta({ description: "Uses in all; null = unlimited" }),
  perCustomerLimit: whole(1, PROMO_LIMIT_MAX).nullable().meta({ description: "Uses per customer; null = unlimited" }),
  isActive: z.boolean({ error: "must be true or false" }),
};

export const promoCodeCreate = z
  .object({
    code: z
      .string({ error: "is required" })
      .max(64, "must be at most 64 characters")
      .transform(normalizeCode)
      .refine(isValidCode, PROBLEM_TEXT.codeFormat)
      .meta({ description: "3–32 letters (Latin or Cyrillic), digits, - or _; stored upper-cased without spaces" }),
    ...fields,
    percent: fields.percent.default(null),
    amount: fields.amount.default(null),
    productId: fields.productId.default(null),
    minOrder: fields.minOrder.default(0),
    startsAt: fields.startsAt.default(null),
    endsAt: fields.endsAt.default(null),
    restaurantIds: fields.restaurantIds.default([]),
    firstOrderOnly: fields.firstOrderOnly.default(false),
    totalLimit: fields.totalLimit.default(null),
    perCustomerLimit: fields.perCustomerLimit.default(null),
    isActive: fields.isActive.default(true),
  })
  .strict()
  .meta({ id: "PromoCodeCreate" });

export const promoCodePatch = z
  .object(fields)
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, "must change something")
  .meta({ id: "PromoCodePatch" });

export const promoCodePath = z.object({ code: z.string().meta({ description: "The code, URL-encoded", example: "SPRING15" }) });

export const operatorPromoCode = z
  .object({
    code: z.string(),
    kind: z.enum(PROMO_KINDS),
    percent: z.number().int().nullable(),
    amount: z.number().int().nullable(),
    productId: z.string().nullable(),
    minOrder: z.number().int(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    restaurantIds: z.array(z.string()),
    firstOrderOnly: z.boolean(),
    totalLimit: z.number().int().nullable(),
    perCustomerLimit: z.number().int().nullable(),
    isActive: z.boolean(),
    uses: z.number().int().meta({ description: "Orders placed with it and not cancelled" }),
    createdAt: z.string(),
  })
  .meta({ id: "OperatorPromoCode" });

export const promoCodesList = z.object({ items: z.array(operatorPromoCode) }).meta({ id: "OperatorPromoCodes" });

export type PromoCodeCreate = z.input<typeof promoCodeCreate>;
export type PromoCodePatch = z.output<typeof promoCodePatch>;
export type OperatorPromoCode = z.infer<typeof operatorPromoCode>;
