// The road on the wire (docs/api.md "Couriers"): the courier screen's list (GET /api/operator/courier),
// taking, picking up and delivering an order, a manager's reassignment, the courier's position
// (POST /api/operator/orders/{id}/courier/location) and what the customer's tracker reads of it
// (GET /api/orders/{id}/courier).
import { z } from "zod";
import * as f from "./fields";
import { orderAddress } from "./order";
import { statusCode } from "./order-status";

const courierRef = z.object({ staffId: z.number().int(), name: z.string() }).meta({ id: "CourierRef" });

export const courierOrder = z
  .object({
    orderId: z.number().int(),
    statusCode,
    createdAt: z.string(),
    statusAt: z.string(),
    slot: z.string().nullable(),
    name: z.string(),
    phone: z.string(),
    address: orderAddress.nullable(),
    comment: z.string(),
    changeFrom: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Cash: the note the customer pays with (bring change); null = none given" }),
    contactless: z.boolean().meta({ description: "Leave the order at the door" }),
    cutlery: z.number().int().meta({ description: "Sets of cutlery wanted" }),
    total: z.number().int(),
    paymentType: z.string(),
    paid: z.boolean(),
    courier: courierRef.nullable().meta({ description: "Who took it; null = free to take" }),
  })
  .meta({ id: "CourierOrder" });

export const courierBoard = z
  .object({
    restaurantId: z.string(),
    orders: z
      .array(courierOrder)
      .meta({ description: "Ready delivery orders (free or taken) and orders on the way; a courier sees only their own on the way" }),
    couriers: z.array(courierRef).meta({ description: "The restaurant's couriers (for a manager's reassignment)" }),
  })
  .meta({ id: "CourierBoard" });

export const courierQuery = z.object({
  restaurantId: f.restaurantIdQuery.meta({ description: "Required for admins; others get their own restaurant" }),
});

export const courierAssign = z
  .object({
    courierId: z.number().int().min(1).nullable().meta({ description: "A courier of the order's restaurant; null frees the order" }),
  })
  .meta({ id: "CourierAssign" });

export const courierAssigned = z
  .object({ orderId: z.number().int(), statusCode, courier: courierRef.nullable() })
  .meta({ id: "CourierAssigned" });

export const courierLocation = z
  .object({
    latitude: z.number({ error: "must be a number" }).min(-90).max(90),
    longitude: z.number({ error: "must be a number" }).min(-180).max(180),
  })
  .meta({ id: "CourierLocation" });

export const courierPosition = z
  .object({
    latitude: z.number(),
    longitude: z.number(),
    at: z.string().meta({ description: "When the courier's device sent it" }),
    etaMinutes: z.number().int().meta({ description: "About how many minutes until the courier arrives" }),
  })
  .meta({ id: "CourierPosition" });

export type CourierOrder = z.input<typeof courierOrder>;
export type CourierBoard = z.input<typeof courierBoard>;
export type CourierRef = z.infer<typeof courierRef>;
export type CourierPosition = z.infer<typeof courierPosition>;
