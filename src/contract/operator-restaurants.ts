// Restaurants as the console sees and changes them (docs/operator-api.md, "Restaurants"): every
// language of the names, hours "HH:MM" (Tashkent), the zone as [longitude, latitude] pairs.
import { z } from "zod";
import { MAX_ZONE_POINTS } from "../domain/zone-rules";
import { localizedLine } from "./operator-content";

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = z.string({ error: "is required" }).regex(HH_MM, "must be a time HH:MM (00:00…23:59)").meta({ example: "10:00" });

const localized = z.object({ ru: z.string(), en: z.string(), uz: z.string() });
const lonLat = z.tuple([z.number(), z.number()]);

export const operatorRestaurant = z
  .object({
    id: z.string(),
    regionId: z.number().int(),
    name: localized,
    address: localized,
    phone: z.string(),
    longitude: z.number(),
    latitude: z.number(),
    zone: z.array(lonLat).nullable().meta({ description: "The delivery zone's ring of [longitude, latitude] pairs; null = none" }),
    isActive: z.boolean(),
    closedNote: localized.nullable().meta({ description: "Why it is closed and until when, shown to customers while inactive" }),
    opensAt: z.string().meta({ example: "10:00" }),
    closesAt: z.string().meta({ example: "23:00", description: "At or before opensAt: the day ends after midnight" }),
    deliveryDuration: z.number().int().meta({ description: "Minutes" }),
    priceOfDelivery: z.number().int().meta({ description: "So‘m" }),
  })
  .meta({ id: "OperatorRestaurant" });
export const operatorRestaurants = z.array(operatorRestaurant);

export const restaurantPatch = z
  .strictObject(
    {
      opensAt: hhmm.optional(),
      closesAt: hhmm.optional(),
      deliveryDuration: z.number({ error: "must be minutes" }).int("must be whole minutes").min(1).max(600).optional(),
      priceOfDelivery: z.number({ error: "must be so‘m" }).int("must be whole so‘m").min(0).max(10_000_000).optional(),
      isActive: z.boolean({ error: "must be true or false" }).optional(),
      closedNote: localizedLine(300).nullable().optional(),
    },
    { error: (i) => (i.code === "unrecognized_keys" ? `unknown field: ${i.keys.join(", ")}` : undefined) },
  )
  .refine((p) => Object.keys(p).length > 0, { message: "change at least one field", path: ["_"] })
  .meta({ id: "RestaurantPatch" });

export const zoneBody = z
  .object({
    zone: z
      .array(
        z.tuple([z.number({ error: "must be a longitude" }), z.number({ error: "must be a latitude" })], {
          error: "must be a [longitude, latitude] pair",
        }),
        {
          error: "must be a list of [longitude, latitude] pairs",
        },
      )
      .max(MAX_ZONE_POINTS + 1, `must have at most ${MAX_ZONE_POINTS} corners`),
  })
  .meta({ id: "ZoneBody" });

export const restaurantPath = z.object({ id: z.string().min(1).max(100).meta({ example: "mirabad" }) });

export type OperatorRestaurant = z.infer<typeof operatorRestaurant>;
export type RestaurantPatch = z.input<typeof restaurantPatch>;
export type ZoneBody = z.input<typeof zoneBody>;
