// The signed-in customer's loyalty points (issue 26): GET /api/loyalty. Points are earned when an
// order is completed and taken back when it is cancelled or refunded (docs/api.md "Loyalty").
import { z } from "zod";
import * as f from "./fields";
import { ADJUST_POINTS_MAX, ADJUST_REASON_MAX, LOYALTY_MOVES } from "../domain/loyalty";

export const loyaltyQuery = z.object({
  skip: f.queryInt(0, 1_000_000, 0).meta({ description: "Moves to skip, default 0" }),
  take: f.queryInt(1, 100, 20).meta({ description: "1–100, default 20" }),
});

export const loyaltyMoveItem = z
  .object({
    id: z.number().int(),
    orderId: z.number().int().nullable().meta({ description: "The order; null for staff's adjustment (adjust)" }),
    move: z.enum(LOYALTY_MOVES).meta({
      description:
        "earn: the order was completed; revoke_earn: taken back; spend / refund_spend: paid with points, given back; adjust: staff added or took points by hand",
    }),
    points: z.number().int().meta({ description: "Signed: added (+) or taken (−)" }),
    balanceAfter: z.number().int(),
    at: z.string(),
  })
  .meta({ id: "LoyaltyMove" });

export const loyaltyAnswer = z
  .object({
    balance: z.number().int().meta({ description: "Points; 1 point = 1 sum" }),
    cashbackPercent: z.number().int().meta({ description: "Percent of a completed order's items credited; 0 = loyalty off" }),
    maxPayPercent: z.number().int().meta({ description: "The most of an order's items, in percent, points may pay" }),
    moves: z.array(loyaltyMoveItem).meta({ description: "Newest first" }),
    total: z.number().int().meta({ description: "All the customer's moves (for paging)" }),
    skip: z.number().int(),
    take: z.number().int(),
  })
  .meta({ id: "Loyalty" });

/** The most points one adjustment adds or takes, and its reason's length (the domain's). */
export { ADJUST_POINTS_MAX, ADJUST_REASON_MAX };

/** A move as staff read it on a customer's page: an adjustment's reason and who made it. */
export const operatorPointMove = loyaltyMoveItem
  .extend({
    reason: z.string().nullable().meta({ description: "adjust: why (staff's words); null for an order's move" }),
    by: z.string().nullable().meta({ description: "adjust: the staff member's name, or \"token\"; null for an order's move" }),
  })
  .meta({ id: "OperatorLoyaltyMove" });

/** POST /api/operator/customers/{id}/points: add (+) or take (−) points by hand, with a reason. */
export const pointsAdjust = z
  .strictObject({
    points: z
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(-ADJUST_POINTS_MAX, `must be at least -${ADJUST_POINTS_MAX}`)
      .max(ADJUST_POINTS_MAX, `must be at most ${ADJUST_POINTS_MAX}`)
      .refine((n) => n !== 0, "must not be 0")
      .meta({ description: `Signed: added (+) or taken (−); not 0, at most ${ADJUST_POINTS_MAX} either way`, example: 5000 }),
    reason: f
      .requiredLine(ADJUST_REASON_MAX)
      .meta({ description: `Why, one line, at most ${ADJUST_REASON_MAX} characters`, example: "Late order" }),
  })
  .meta({ id: "PointsAdjust" });

export const pointsAdjusted = z
  .object({ balance: z.number().int().meta({ description: "The balance after it" }), move: operatorPointMove })
  .meta({ id: "PointsAdjusted" });

export type Loyalty = z.infer<typeof loyaltyAnswer>;
export type OperatorPointMove = z.infer<typeof operatorPointMove>;
export type PointsAdjust = z.input<typeof pointsAdjust>;
export type PointsAdjusted = z.infer<typeof pointsAdjusted>;
export type LoyaltyMoveItem = z.infer<typeof loyaltyMoveItem>;

/** The chain's loyalty settings as admins read and change them (GET/PATCH /api/operator/loyalty). */
const percent = (what: string) =>
  z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be at least 0")
    .max(100, "must be at most 100")
    .meta({ description: what });

export const loyaltySettings = z
  .object({
    cashbackPercent: percent("Percent of a completed order's items (after discounts) credited as points; 0 = loyalty off"),
    maxPayPercent: percent("The most of an order's items, in percent, points may pay"),
  })
  .meta({ id: "LoyaltySettings" });

export const loyaltySettingsPatch = z
  .strictObject({
    cashbackPercent: loyaltySettings.shape.cashbackPercent.optional(),
    maxPayPercent: loyaltySettings.shape.maxPayPercent.optional(),
  })
  .meta({ id: "LoyaltySettingsPatch" });

export type LoyaltySettingsBody = z.infer<typeof loyaltySettings>;
export type LoyaltySettingsPatch = z.input<typeof loyaltySettingsPatch>;
