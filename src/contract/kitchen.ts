// The kitchen screen on the wire (GET /api/operator/kitchen, docs/api.md "Kitchen"): one
// restaurant's confirmed and cooking orders with their lines (size and dough, halves, left-out
// ingredients, modifiers) and delivery details, oldest first, and the
// restaurant's printing setting; bumping an order on; changing the printing setting.
import { z } from "zod";
import * as f from "./fields";
import { orderAddress } from "./order";
import { statusCode } from "./order-status";

export const PAPER_WIDTHS = [58, 80] as const;

const kitchenModifier = z.object({ name: z.string(), count: z.number().int(), price: z.number().int() });
const named = z.object({ id: z.string(), name: z.string() });
const kitchenLine = z.object({
  name: z.string(),
  count: z.number().int(),
  price: z.number().int().meta({ description: "One item with its modifiers" }),
  modifiers: z.array(kitchenModifier),
  variant: named.nullable().meta({ description: 'The size and dough ("30 cm, thin"); null for a product without variants' }),
  removed: z.array(named).meta({ description: "Ingredients left out" }),
  half: z
    .object({ id: z.string(), name: z.string(), removed: z.array(named) })
    .nullable()
    .meta({ description: "The other half of a half-and-half pizza, with what is left out of it" }),
  gift: z.boolean().meta({ description: "The free product of the order's promo code (price 0)" }),
});

export const kitchenOrder = z
  .object({
    orderId: z.number().int(),
    statusCode,
    orderTypeId: z.number().int().meta({ description: "0 delivery, 200 pickup" }),
    createdAt: z.string(),
    statusAt: z.string().meta({ description: "When it reached its current status (the tile's timer)" }),
    slot: z.string().nullable().meta({ description: '"2026-11-21T19:00:00+05:00", or null for as soon as possible' }),
    name: z.string().meta({ description: "The customer's name (the receipt)" }),
    phone: z.string(),
    address: orderAddress.nullable().meta({ description: "Where to deliver, null for pickup" }),
    comment: z.string(),
    changeFrom: z.number().int().nullable().meta({ description: "Cash: the note the customer pays with; null = none given" }),
    contactless: z.boolean().meta({ description: "Leave the order at the door" }),
    cutlery: z.number().int().meta({ description: "Sets of cutlery wanted" }),
    lines: z.array(kitchenLine),
    subtotal: z.number().int(),
    promoCode: z.string().nullable().meta({ description: "The promo code the order used; null = none" }),
    discount: z.number().int().meta({ description: "What the promo code took off the items" }),
    pointsSpent: z.number().int().meta({ description: "Loyalty points that paid part of the items; 0 = none" }),
    priceOfDelivery: z.number().int(),
    total: z.number().int().meta({ description: "What to collect: subtotal − discount − pointsSpent + priceOfDelivery" }),
    paymentType: z.string().meta({ description: "cash, card, or an online method" }),
    paid: z.boolean(),
  })
  .meta({ id: "KitchenOrder" });

export const kitchenPrinting = z
  .object({
    printOnAccept: z.boolean().meta({ description: "The kitchen screen prints an order's ticket when it is accepted" }),
    paperMm: z.union([z.literal(58), z.literal(80)], { error: "must be 58 or 80" }).meta({ description: "Thermal paper width" }),
  })
  .meta({ id: "KitchenPrinting" });

export const kitchenBoard = z
  .object({
    restaurantId: z.string(),
    restaurant: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
    printing: kitchenPrinting,
    orders: z.array(kitchenOrder),
  })
  .meta({ id: "KitchenBoard" });

export const kitchenQuery = z.object({
  restaurantId: f.restaurantIdQuery.meta({ description: "Required for admins; others get their own restaurant" }),
  Language: f.language,
});

export const kitchenPrintingBody = kitchenPrinting
  .extend({ restaurantId: z.string().min(1).max(64).refine(f.isPlainLine, f.NO_CONTROLS) })
  .meta({ id: "KitchenPrintingChange" });

export type KitchenOrder = z.input<typeof kitchenOrder>;
export type KitchenBoard = z.input<typeof kitchenBoard>;
export type KitchenPrinting = z.infer<typeof kitchenPrinting>;
