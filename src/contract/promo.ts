// The cart's preview of a promo code (issue 26): POST /api/promo/check. The order itself checks the
// code again when it is placed (src/contract/order.ts `promoCode`).
import { z } from "zod";
import * as f from "./fields";
import { PROMO_REFUSALS } from "../domain/promo-code";

export const promoCheckBody = z
  .object({
    code: z
      .string({ error: "is required" })
      .max(64, "must be at most 64 characters")
      .refine(f.isPlainLine, f.NO_CONTROLS)
      .meta({ description: "As typed: spaces are dropped and letters upper-cased" }),
    restaurantId: z.string({ error: "is required" }).min(1, "is required").max(64).refine(f.isPlainLine, f.NO_CONTROLS),
    subtotal: z
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be at least 0")
      .max(1_000_000_000, "must be at most 1000000000")
      .meta({ description: "The cart's items, in sums (delivery not included)" }),
  })
  .meta({ id: "PromoCheckBody" });

export const promoCheckAnswer = z
  .object({
    ok: z.boolean(),
    code: z.string().meta({ description: "The code as normalised" }),
    discount: z.number().int().meta({ description: "Sums off the items (0 for a free product or a refusal)" }),
    freeProduct: z
      .object({ id: z.string(), name: z.string() })
      .nullable()
      .meta({ description: "The product the code adds free, in the asked language" }),
    reason: z.enum(PROMO_REFUSALS).nullable().meta({ description: "Why it cannot be used (ok false)" }),
    minOrder: z.number().int().nullable().meta({ description: "belowMinimum: the items' subtotal it needs" }),
    message: z.string().meta({ description: "In English, for people; the storefront shows its own words by reason" }),
  })
  .meta({ id: "PromoCheck" });

export type PromoCheckBody = z.input<typeof promoCheckBody>;
export type PromoCheck = z.infer<typeof promoCheckAnswer>;
