// Orders on the main API: the body of POST /api/delivery/Create (and the bot's tg_order), one
// order's detail, a customer's list, and the status events of the tracker's stream.
import { z } from "zod";
import * as f from "./fields";
import { DEFAULT_LOCALE, LANGUAGE_CODES } from "../domain/locales";
import { DELIVERY, PICKUP } from "../domain/order-type";
import { PAYMENT_TYPES, WEB_PAYMENT_TYPES } from "../domain/payment";
import { normalizeCode } from "../domain/promo-code";
import { statusCode } from "./order-status";

export const orderAddress = z
  .object({
    longitude: z.number({ error: "must be a number" }).min(-180).max(180),
    latitude: z.number({ error: "must be a number" }).min(-90).max(90),
    address: f.requiredLine(300).meta({
      description: 'The street (with `house`), or the whole line with its house number ("Amir Temur 15") from clients that send no `house`',
    }),
    house: f.text(20).meta({
      description:
        'The house number ("16", "4A"). Given, the server stores the line as "<address>, <house>" ("Shahrisabz ko‘chasi, 16"); a delivery needs it or a number in `address`',
    }),
    entrance: f.text(20),
    floor: f.text(20),
    apartment: f.text(20),
    doorCode: f.text(20),
    comment: f.lines(300),
  })
  .meta({ id: "OrderAddress" });

const count = (min: number) =>
  z.number({ error: "must be a number" }).int("must be a whole number").min(min, `must be at least ${min}`).max(99, "must be at most 99");

const lineId = (max: number) => z.string({ error: "is required" }).min(1).max(max).refine(f.isPlainLine, f.NO_CONTROLS);
const removedIds = z
  .array(lineId(64))
  .max(30, "must list at most 30 ingredients")
  .default([])
  .meta({ description: "Ingredient ids left out (the product's removable ingredients); no price change" });

/** One line as the messenger cart and the order body write it. */
export const cartLine = z
  .object({
    id: lineId(64),
    count: count(1),
    modifiers: z
      .array(z.object({ id: lineId(128), count: count(0) }))
      .max(50)
      .default([]),
    variantId: lineId(64)
      .nullable()
      .default(null)
      .meta({ description: 'The size and dough ("30/thin", a variant of GET /api/shop); null = the product’s default variant' }),
    removed: removedIds,
    half: z
      .object({ id: lineId(64).meta({ description: "The other half's product id" }), removed: removedIds })
      .nullable()
      .default(null)
      .meta({
        description:
          "Half-and-half: the other half, a different product that allows halves, in the same variant; the line then takes no modifiers",
      }),
  })
  .meta({ id: "CartLine" });

const orderFields = z.object({
  orderTypeId: z.union([z.literal(DELIVERY), z.literal(PICKUP)], { error: "must be 0 (delivery) or 200 (pickup)" }),
  restaurantId: z.string({ error: "is required" }).min(1, "is required").max(64).refine(f.isPlainLine, f.NO_CONTROLS),
  address: orderAddress.nullable().default(null).meta({ description: "Required for delivery, null for pickup" }),
  slot: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:00$/, "must be a slot start like 2026-11-21T19:00:00+05:00")
    .nullable()
    .default(null)
    .meta({ description: "Start of a time slot; null = as soon as possible" }),
  products: z.array(cartLine, { error: "is required" }).min(1, "must hold at least one product").max(50, "must hold at most 50 products"),
  name: f.requiredLine(100),
  phone: f.uzPhone,
  paymentType: z.enum(WEB_PAYMENT_TYPES, { error: "must be cash, card, payme or click" }).meta({
    description:
      "cash or card: to the courier. payme, click: paid online before cooking (the answer's `paymentUrl`); 422 `payment_method_off` when the restaurant does not take it now (GET /api/payments/methods)",
  }),
  comment: f.lines(500),
  changeFrom: z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1000, "must be at least 1000")
    .max(10_000_000, "must be at most 10000000")
    .nullable()
    .default(null)
    .meta({ description: "Cash only: the note the customer pays with, in sums, so the courier brings change; at least the total" }),
  contactless: z.boolean({ error: "must be true or false" }).default(false).meta({ description: "Leave the order at the door" }),
  cutlery: z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be at least 0")
    .max(20, "must be at most 20")
    .default(0)
    .meta({ description: "Sets of cutlery wanted; 0 = none" }),
  language: z
    .union([z.literal(LANGUAGE_CODES.uz), z.literal(LANGUAGE_CODES.ru), z.literal(LANGUAGE_CODES.en)], { error: "must be 1, 2 or 3" })
    .default(LANGUAGE_CODES[DEFAULT_LOCALE]),
  promoCode: z
    .string({ error: "must be a string" })
    .max(64, "must be at most 64 characters")
    .transform((code) => normalizeCode(code) || undefined)
    .optional()
    .meta({
      description:
        'A promo code as typed (spaces dropped, upper-cased); "" or absent = none. 422 `promo_invalid` with `reason` (unknown, notStarted, expired, otherRestaurant, belowMinimum, firstOrderOnly, usedUp, customerLimit) when it cannot be used',
    }),
  pointsToSpend: z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be at least 0")
    .max(100_000_000, "must be at most 100000000")
    .optional()
    .meta({
      description:
        "Loyalty points paying part of the items (1 point = 1 sum, never the delivery); 0 or absent = none. 422 `points_over_limit` above the chain's share of the items after the promo code's discount (GET /api/loyalty `maxPayPercent`), 422 `points_not_enough` above the balance (also when another order spent it meanwhile)",
    }),
});

/** Rules across fields, shared by the web order and the bot's. */
function orderRules(
  body: {
    orderTypeId: number;
    address: z.output<typeof orderAddress> | null;
    paymentType: string;
    changeFrom: number | null;
    contactless: boolean;
  },
  ctx: z.RefinementCtx,
) {
  if (body.orderTypeId === DELIVERY && !body.address)
    ctx.addIssue({ code: "custom", path: ["address"], message: "is required for delivery" });
  // Older clients send no `house` but write the number into the line; a line without any is no address.
  if (body.orderTypeId === DELIVERY && body.address && !body.address.house && !/\d/.test(body.address.address)) {
    ctx.addIssue({ code: "custom", path: ["address", "house"], message: "is required for delivery" });
  }
  if (body.orderTypeId === PICKUP && body.address) ctx.addIssue({ code: "custom", path: ["address"], message: "must be null for pickup" });
  if (body.changeFrom !== null && body.paymentType !== "cash")
    ctx.addIssue({ code: "custom", path: ["changeFrom"], message: "is for cash payments only" });
  if (body.contactless && body.orderTypeId !== DELIVERY)
    ctx.addIssue({ code: "custom", path: ["contactless"], message: "is for delivery only" });
}

export const orderBody = orderFields.superRefine(orderRules).meta({ id: "OrderBody" });

/**
 * The bot's order (POST /api/tg_order): the web order's body, and `paymentType: "online"` for a
 * payment inside Telegram (only when the server has a payment provider).
 */
export const tgOrderBody = orderFields
  .extend({ paymentType: z.enum(PAYMENT_TYPES, { error: "must be cash, card, payme, click or online" }) })
  .superRefine(orderRules)
  .meta({ id: "TgOrderBody" });

export const orderCreated = z
  .object({
    orderId: z.number().int(),
    paymentUrl: z
      .string()
      .optional()
      .meta({ description: "payme, click: the provider's page to pay on; it comes back to the order's tracker" }),
  })
  .meta({ id: "OrderCreated" });

/** The bot's answer: with `invoiceUrl` for an online payment (open it with the SDK's invoice). */
export const tgOrderCreated = orderCreated
  .extend({ invoiceUrl: z.string().optional().meta({ description: "Telegram's invoice link (paymentType online)" }) })
  .meta({ id: "TgOrderCreated" });

export const idempotencyHeader = z.object({
  "idempotency-key": z
    .string()
    .optional()
    .meta({ description: "Required: 1–100 visible ASCII characters; a retry with the same key and body answers the same order" }),
});

export const orderQuery = z.object({
  Language: f.language,
  orderId: f.queryInt(1, 2 ** 31 - 1).meta({ description: "Required: the order's id", example: "1" }),
});

export const ordersListQuery = z.object({
  Language: f.language,
  customerId: z
    .string({ error: "is required" })
    .min(1, "is required")
    .max(64)
    .meta({ description: "The caller's own (from GET /api/token)" }),
  skip: f.queryInt(0, 1_000_000, 0).meta({ description: "Orders to skip, default 0" }),
  take: f.queryInt(1, 50, 50).meta({ description: "1–50, default 50" }),
  onlyActive: z
    .enum(["true", "false"], { error: "must be true or false" })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true"))
    .meta({ description: "true: active orders only; false: finished only (201, 255); absent: all" }),
});

export const statusEntry = z.object({ statusCode, at: z.string().meta({ description: "ISO time" }) }).meta({ id: "StatusEntry" });

const detailLine = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
  price: z.number().int(),
  priceWithModifiers: z.number().int(),
  total: z.number().int(),
  modifiers: z.array(z.object({ id: z.string(), name: z.string(), price: z.number().int(), count: z.number().int() })),
  variant: z
    .object({ id: z.string(), name: z.string().meta({ description: '"30 cm, thin", in the asked language' }) })
    .nullable()
    .meta({ description: "The size and dough; null for a product without variants" }),
  removed: z.array(z.object({ id: z.string(), name: z.string() })).meta({ description: "Ingredients left out" }),
  half: z
    .object({ id: z.string(), name: z.string(), removed: z.array(z.object({ id: z.string(), name: z.string() })) })
    .nullable()
    .meta({ description: "The other half of a half-and-half pizza" }),
  gift: z.boolean().optional().meta({ description: "The promo code's free product (price 0)" }),
});

export const orderPayment = z
  .object({
    state: z.enum(["none", "awaiting", "paid", "expired", "cancelled"]).meta({
      description:
        "none: cash or card to the courier; awaiting: online and not paid yet (until dueAt); paid; expired: not paid in time (the order is cancelled); cancelled: cancelled before it was paid, or after it with the money returned (refund refunded)",
    }),
    method: z.enum(PAYMENT_TYPES),
    url: z.string().nullable().meta({ description: "While awaiting (payme, click): the provider's page, to resume the same payment" }),
    dueAt: z.string().nullable().meta({ description: "ISO time the payment window closes; null for cash and card" }),
    receiptUrl: z.string().nullable().meta({ description: "The fiscal receipt, once the provider gave it" }),
    refund: z
      .enum(["needed", "refunded"])
      .nullable()
      .meta({ description: "Money owed back (paid after a cancel, paid twice…): needed until returned, then refunded" }),
  })
  .meta({ id: "OrderPayment" });

export type OrderPayment = z.infer<typeof orderPayment>;

export const orderDetail = z
  .object({
    orderId: z.number().int(),
    statusCode,
    statusHistory: z.array(statusEntry),
    createdAt: z.string(),
    orderTypeId: z.number().int(),
    restaurantId: z.string(),
    restaurant: z.object({ id: z.string(), name: z.string(), address: z.string(), phone: z.string() }).nullable(),
    address: z
      .object({
        ...orderAddress.shape,
        // Stored with the defaults applied: the answer always has them (not optional as in a body).
        house: z.string(),
        entrance: z.string(),
        floor: z.string(),
        apartment: z.string(),
        doorCode: z.string(),
        comment: z.string(),
      })
      .nullable(),
    slot: z.string().nullable().meta({ description: '"2026-11-21T19:00:00+05:00", or null for as soon as possible' }),
    slotEnd: z.string().nullable().optional().meta({
      description: "The slot's end (its start plus the restaurant's deliveryDuration), \"2026-11-21T19:30:00+05:00\"; null with no slot",
    }),
    name: z.string(),
    phone: z.string(),
    comment: z.string(),
    changeFrom: z.number().int().nullable().meta({ description: "Cash: the note the customer pays with; null = none given" }),
    contactless: z.boolean(),
    cutlery: z.number().int(),
    products: z.array(detailLine),
    subtotal: z.number().int(),
    promoCode: z.string().nullable().optional().meta({ description: "The promo code the order used; null = none" }),
    discount: z
      .number()
      .int()
      .optional()
      .meta({ description: "Sums the promo code took off the items; total = subtotal − discount − pointsSpent + priceOfDelivery" }),
    pointsSpent: z.number().int().optional().meta({ description: "Loyalty points that paid part of the items; 0 = none" }),
    priceOfDelivery: z.number().int(),
    total: z.number().int(),
    paymentType: z.enum(PAYMENT_TYPES),
    paid: z.boolean().optional().meta({ description: "An online payment went through (kept for older clients: payment.state paid)" }),
    payment: orderPayment,
    cancelReason: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "Why the restaurant cancelled the order (status 255); null otherwise" }),
  })
  .meta({ id: "OrderDetail" });

export const listedOrder = z
  .object({
    order: z.object({
      orderId: z.number().int(),
      createdAt: z.string(),
      orderTypeId: z.number().int(),
      restaurantId: z.string(),
      total: z.number().int(),
      slot: z.string().nullable(),
      products: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          count: z.number().int(),
          modifiers: z.array(z.object({ id: z.string(), count: z.number().int() })),
          variantId: z.string().nullable().meta({ description: "For a reorder: the line's variant" }),
          removed: z.array(z.string()).meta({ description: "For a reorder: ingredient ids left out" }),
          half: z
            .object({
              id: z.string(),
              name: z.string().meta({ description: "The other half's name, in the asked language" }),
              removed: z.array(z.string()),
            })
            .nullable()
            .meta({ description: "A half-and-half pizza's other half" }),
        }),
      ),
    }),
    statusCode,
    payment: orderPayment
      .pick({ state: true, method: true })
      .meta({ description: "How it is paid and whether an online payment went through (the order's detail has the rest)" }),
  })
  .meta({ id: "ListedOrder" });
export const ordersList = z.array(listedOrder);

/** The data of each `status` event of GET /api/delivery/Events. */
export const statusEvent = z.object({ statusCode: statusCode.nullable(), statusHistory: z.array(statusEntry) }).meta({
  id: "StatusEvent",
  description: "text/event-stream: `event: status` with this JSON as data, on every change; `: keep-alive` comments in between",
});

/** What the client sends (defaults may be left out). */
export type OrderBodyInput = z.input<typeof orderBody>;
/** What the server works with (phone normalised, defaults filled). */
export type OrderBody = z.output<typeof orderBody>;
export type OrderAddress = z.output<typeof orderAddress>;
export type CartLine = z.output<typeof cartLine>;
export type OrderCreated = z.infer<typeof orderCreated>;
export type TgOrderCreated = z.infer<typeof tgOrderCreated>;
export type TgOrderBody = z.input<typeof tgOrderBody>;
export type StatusEntry = z.infer<typeof statusEntry>;
export type OrderDetail = z.infer<typeof orderDetail>;
export type OrderDetailLine = z.infer<typeof detailLine>;
export type ListedOrder = z.infer<typeof listedOrder>;
export type StatusEvent = z.infer<typeof statusEvent>;
