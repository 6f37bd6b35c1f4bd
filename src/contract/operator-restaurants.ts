// Restaurants and cities as the console sees, creates and changes them (docs/operator-api.md,
// "Restaurants"): every language of the names, hours "HH:MM" (Tashkent), the zone as [longitude,
// latitude] pairs.
import { z } from "zod";
import { ONLINE_PAYMENT_TYPES } from "../domain/payment";
import { formatUzPhone } from "../domain/phone";
import { MAX_ZONE_POINTS, zoneProblem } from "../domain/zone-rules";
import { uzPhone } from "./fields";
import { localizedLine } from "./operator-content";
import { closedUntilField, hoursException, hoursExceptionsField, operatorChatIdField } from "./restaurant-hours";

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
    sort: z.number().int().meta({ description: "Place in lists, smallest first" }),
    onlinePaymentsOff: z
      .array(z.enum(ONLINE_PAYMENT_TYPES))
      .meta({ description: "Online payment types this restaurant does not take now (payme, click, online); empty = every configured one" }),
    hoursExceptions: z.array(hoursException).meta({ description: "Days with other hours or closed, by Tashkent day" }),
    closedUntil: z
      .string()
      .nullable()
      .meta({ description: "Closed for a while until this instant (ISO), then open by itself; null = not" }),
    operatorChatId: z
      .number()
      .int()
      .nullable()
      .meta({ description: "This restaurant's operators' Telegram chat; null = the chain's chat only" }),
  })
  .meta({ id: "OperatorRestaurant" });
export const operatorRestaurants = z.array(operatorRestaurant);

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

// ── Creating restaurants and cities (admins) ─────────────────────────────────────────────────

const strict = {
  error: (i: { code: string; keys?: string[] }) => (i.code === "unrecognized_keys" ? `unknown field: ${i.keys?.join(", ")}` : undefined),
};
const someField = (p: object) => Object.keys(p).length > 0;
const SOME_FIELD = { message: "change at least one field", path: ["_"] };

/** A restaurant's id: its slug in links and orders ("mirabad", "samarkand-2"). */
export const RESTAURANT_ID = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
const restaurantId = z
  .string({ error: "is required" })
  .regex(RESTAURANT_ID, "must be 1–64 lowercase latin letters, digits and dashes, e.g. mirabad-2")
  .meta({ example: "mirabad-2", description: "Chosen once: links, orders and staff name it" });
const minutes = z
  .number({ error: "must be minutes" })
  .int("must be whole minutes")
  .min(1, "must be 1–600 minutes")
  .max(600, "must be 1–600 minutes");
const soum = z
  .number({ error: "must be so‘m" })
  .int("must be whole so‘m")
  .min(0, "must be 0–10 000 000 so‘m")
  .max(10_000_000, "must be 0–10 000 000 so‘m");
const longitude = z
  .number({ error: "must be a longitude" })
  .min(-180, "must be a longitude (−180…180)")
  .max(180, "must be a longitude (−180…180)")
  .meta({ example: 69.2401 });
const latitude = z
  .number({ error: "must be a latitude" })
  .min(-90, "must be a latitude (−90…90)")
  .max(90, "must be a latitude (−90…90)")
  .meta({ example: 41.2995 });
/** A restaurant's phone: any usual writing of an Uzbek number, stored as "+998 71 200 00 01". */
const restaurantPhone = uzPhone.transform(formatUzPhone).meta({ example: "+998 71 200 00 01" });
const regionRef = z
  .number({ error: "must be a city id" })
  .int("must be a city id")
  .min(1, "must be a city id")
  .max(2 ** 31 - 1, "must be a city id");
const sort = z.number({ error: "must be a whole number" }).int("must be a whole number").min(-1_000_000).max(1_000_000);
/** A delivery zone as a field: the ring of PUT …/zone, checked the same way (src/domain/zone-rules.ts). */
const zoneField = z
  .array(
    z.tuple([z.number({ error: "must be a longitude" }), z.number({ error: "must be a latitude" })], {
      error: "must be a [longitude, latitude] pair",
    }),
    { error: "must be a list of [longitude, latitude] pairs" },
  )
  .max(MAX_ZONE_POINTS + 1, `must have at most ${MAX_ZONE_POINTS} corners`)
  .superRefine((zone, ctx) => {
    const problem = zoneProblem(zone);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** Online payment types switched off at a restaurant: the checkout does not offer them there. */
const onlinePaymentsOff = z
  .array(z.enum(ONLINE_PAYMENT_TYPES, { error: "each must be payme, click or online" }), {
    error: "must be a list of payme, click, online",
  })
  .max(ONLINE_PAYMENT_TYPES.length, "must name each type at most once")
  .refine((list) => new Set(list).size === list.length, "must name each type at most once");

/** A patch: hours (with their exceptions and a temporary close) and open/closed (a restaurant's manager too); everything else is the chain's (admins). */
export const restaurantPatch = z
  .strictObject(
    {
      opensAt: hhmm.optional(),
      closesAt: hhmm.optional(),
      deliveryDuration: minutes.optional(),
      priceOfDelivery: soum.optional(),
      isActive: z.boolean({ error: "must be true or false" }).optional(),
      closedNote: localizedLine(300).nullable().optional(),
      name: localizedLine(100).optional(),
      address: localizedLine(300).optional(),
      phone: restaurantPhone.optional(),
      longitude: longitude.optional(),
      latitude: latitude.optional(),
      regionId: regionRef.optional().meta({ description: "Move it to another city" }),
      sort: sort.optional(),
      onlinePaymentsOff: onlinePaymentsOff.optional().meta({ description: "The online payment types it does not take (admins)" }),
      hoursExceptions: hoursExceptionsField
        .optional()
        .meta({ description: "The whole list of days with other hours or closed (replaces it)" }),
      closedUntil: closedUntilField.optional(),
      operatorChatId: operatorChatIdField
        .optional()
        .meta({ description: "This restaurant's operators' Telegram chat (admins); null = none" }),
    },
    strict,
  )
  .refine(someField, SOME_FIELD)
  .meta({ id: "RestaurantPatch" });

export const newRestaurant = z
  .strictObject(
    {
      id: restaurantId,
      regionId: regionRef.meta({ description: "Its city (GET /api/operator/regions)" }),
      name: localizedLine(100),
      address: localizedLine(300),
      phone: restaurantPhone,
      longitude,
      latitude,
      opensAt: hhmm,
      closesAt: hhmm,
      deliveryDuration: minutes,
      priceOfDelivery: soum,
      zone: zoneField
        .nullable()
        .optional()
        .meta({ description: "Where it delivers ([longitude, latitude] ring); absent or null = pickup only until a zone is set" }),
      isActive: z.boolean({ error: "must be true or false" }).optional().meta({ description: "Default true: customers see it at once" }),
      closedNote: localizedLine(300).nullable().optional(),
      sort: sort.optional().meta({ description: "Place in lists; absent = after the others" }),
    },
    strict,
  )
  .meta({ id: "NewRestaurant" });

export const restaurantCreated = z.object({ id: z.string() }).meta({ id: "RestaurantCreated" });

export const operatorRegion = z
  .object({ id: z.number().int(), name: localized, sort: z.number().int(), restaurants: z.number().int() })
  .meta({ id: "OperatorRegion" });
export const operatorRegions = z.array(operatorRegion);

export const newRegion = z
  .strictObject(
    {
      id: regionRef.optional().meta({ description: "Absent = the next free number" }),
      name: localizedLine(100),
      sort: sort.optional().meta({ description: "Place in lists; absent = after the others" }),
    },
    strict,
  )
  .meta({ id: "NewRegion" });
export const regionPatch = z
  .strictObject({ name: localizedLine(100).optional(), sort: sort.optional() }, strict)
  .refine(someField, SOME_FIELD)
  .meta({ id: "RegionPatch" });
export const regionCreated = z.object({ id: z.number().int() }).meta({ id: "RegionCreated" });
export const regionPath = z.object({ id: z.string().meta({ description: "A whole number", example: "1" }) });

export type NewRestaurant = z.input<typeof newRestaurant>;
export type OperatorRegion = z.infer<typeof operatorRegion>;
export type NewRegion = z.input<typeof newRegion>;
export type RegionPatch = z.input<typeof regionPatch>;

export type OperatorRestaurant = z.infer<typeof operatorRestaurant>;
export type RestaurantPatch = z.input<typeof restaurantPatch>;
export type ZoneBody = z.input<typeof zoneBody>;
