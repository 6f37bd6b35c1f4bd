// The operator API's orders board and stop-list on the wire: the board's rows and one order in
// full, moving an order along or cancelling it with a reason, the board's live events, and the
// stop-list of a restaurant. Staff sessions or the OPERATOR_TOKEN bearer (docs/operator-api.md).
import { z } from "zod";
import * as f from "./fields";
import { orderDetail } from "./order";
import { SLA_MINUTES } from "../domain/order-sla";
import { statusCode } from "./order-status";

const restaurantId = z.string().min(1).max(64).refine(f.isPlainLine, f.NO_CONTROLS);

/** One order as the board shows it. */
export const operatorOrder = z
  .object({
    orderId: z.number().int(),
    statusCode,
    orderTypeId: z.number().int().meta({ description: "0 delivery, 200 pickup" }),
    restaurantId: z.string(),
    createdAt: z.string(),
    statusAt: z.string().meta({ description: "When it reached its current status (the board's cooking timer)" }),
    slot: z.string().nullable().meta({ description: '"2026-11-21T19:00:00+05:00", or null for as soon as possible' }),
    name: z.string(),
    phone: z.string(),
    total: z.number().int(),
    paymentType: z.string().meta({ description: "cash, card or online" }),
    paid: z
      .boolean()
      .meta({ description: "Paid online and the money kept (payment state paid): false once a payment was reversed or refunded" }),
    address: z.string().nullable().meta({ description: "The address line, null for pickup" }),
    comment: z.string(),
    cancelReason: z.string().nullable(),
    lineCount: z.number().int().meta({ description: "How many lines (products) the order has" }),
    channel: z.string().meta({ description: "web, telegram, or phone (placed by staff for a caller)" }),
  })
  .meta({ id: "OperatorOrder" });
export const operatorOrders = z.array(operatorOrder);

/** At most this many orders answer a search (newest first). */
export const SEARCH_LIMIT = 50;

/** "2026-11-24": a real calendar day in the years 2000–2100. */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-11-24")
  .refine((v) => f.isSaneInstant(`${v}T00:00:00Z`) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "must be a real date");

export const operatorOrdersQuery = z.object({
  status: z.enum(["active", "all", "archive"], { error: "must be active, all or archive" }).default("active").meta({
    description:
      "active (default): every order not finished, oldest first; all: also those finished in the last 24 h, newest first; archive: the orders finished or cancelled that were placed on `date`, newest first",
  }),
  date: isoDay.optional().meta({ description: "The archive's day in Tashkent (status=archive); today by default", example: "2026-11-24" }),
  q: f
    .requiredLine(100)
    .optional()
    .meta({
      description: `Search over every date and status instead of the board: an order number, a phone (any formatting, at least 3 digits, any part of it) or a name (at least 3 letters, any part of it); at most ${SEARCH_LIMIT} orders, newest first`,
      example: "90 123",
    }),
  restaurantId: restaurantId.optional().meta({ description: "One restaurant; a manager's own by default" }),
});

export const operatorEventsQuery = z.object({
  restaurantId: restaurantId.optional().meta({ description: "One restaurant; a manager's own by default" }),
});

export const operatorOrderQuery = z.object({ Language: f.language });

/** Who did a step of an order: a staff member (by the name they had then), the token, the bot or the customer. */
export const stepActor = z
  .object({
    kind: z.enum(["staff", "token", "bot", "customer"]),
    name: z
      .string()
      .meta({ description: 'The staff member\'s name; "operator token", "bot" or "customer" for the others', example: "Demo admin" }),
    staffId: z.number().int().nullable().meta({ description: "null for the token, the bot, the customer, or someone since removed" }),
    phone: z.string().nullable().meta({ description: "The staff member's phone, while they are on the staff list" }),
  })
  .meta({ id: "StepActor" });

/** One step of an order's life, with who took it. */
export const orderStep = z
  .object({
    at: z.string(),
    action: z.enum(["placed", "advance", "cancel", "paid"]).meta({
      description:
        "placed by the customer (or by staff for a caller: channel phone), moved on or cancelled by staff, paid online (Telegram, through the bot)",
    }),
    statusCode: statusCode.nullable().meta({ description: "The status it reached; null for a payment" }),
    reason: z.string().nullable().meta({ description: "A cancellation's reason" }),
    actor: stepActor.nullable().meta({ description: "null when nobody was recorded (a move made before the audit log)" }),
  })
  .meta({ id: "OrderStep" });

/** One order in full: what the customer sees, and what only staff need. */
export const operatorOrderDetail = orderDetail
  .extend({
    paymentType: z.string(),
    paid: z.boolean(),
    paidAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    channel: z.string().meta({ description: "web, telegram, or phone (placed by staff for a caller)" }),
    language: z.number().int().meta({ description: "The customer's language: 1 uz, 2 ru, 3 en" }),
    steps: z.array(orderStep).meta({ description: "Every step in time order with who took it: placed, moves, cancellation, payment" }),
  })
  .meta({ id: "OperatorOrderDetail" });

export const operatorOrderPath = z.object({ id: z.string().meta({ description: "The order id", example: "1" }) });

/** The status the caller saw: the move is refused (409 status_changed) if the order is no longer in it. */
export const advanceQuery = z.object({
  from: z
    .string()
    .regex(/^\d{1,3}$/, "must be a status code")
    .optional()
    .meta({ description: "The status the caller saw; when given, 409 status_changed unless the order is still in it", example: "1" }),
});

export const cancelBody = z
  .object({ reason: f.requiredLine(300).meta({ description: "Why (1–300 characters), shown to the customer", example: "Out of dough" }) })
  .meta({ id: "CancelOrder" });

export const statusChanged = z.object({ orderId: z.number().int(), statusCode, restaurantId: z.string() }).meta({ id: "StatusChanged" });

/** The data of each `order` event of GET /api/operator/orders/events. */
export const boardEvent = operatorOrder.meta({
  id: "BoardEvent",
  description:
    "text/event-stream: `event: order` with the order's board row as data when an order is placed or changes status; `: keep-alive` comments in between",
});

/** A restaurant's board limits (src/domain/order-sla.ts): when a row turns amber and red. */
export const boardSla = z
  .object({
    restaurantId: z.string(),
    acceptMinutes: z.number().int().meta({ description: "A new order is late once unaccepted this long" }),
    cookingMinutes: z.number().int().meta({ description: "An order is late once cooking this long" }),
    deliveryMinutes: z
      .number()
      .int()
      .meta({ description: "The restaurant's delivery time: a delivery for a time should leave this early" }),
  })
  .meta({ id: "BoardSla" });
export const boardSlas = z.array(boardSla);

const slaMinutes = z
  .number({ error: "must be a number of minutes" })
  .int("must be whole minutes")
  .min(SLA_MINUTES.min, `must be at least ${SLA_MINUTES.min}`)
  .max(SLA_MINUTES.max, `must be at most ${SLA_MINUTES.max}`);

export const boardSlaChange = z
  .object({ acceptMinutes: slaMinutes, cookingMinutes: slaMinutes })
  .meta({ id: "BoardSlaChange", example: { acceptMinutes: 5, cookingMinutes: 20 } });

export const boardSlaPath = z.object({ restaurantId: z.string().meta({ example: "mirabad" }) });

export const stopListQuery = z.object({
  restaurantId: restaurantId.optional().meta({ description: "Required for admins; a manager's own by default" }),
});

export const stopListState = z
  .object({
    restaurantId: z.string(),
    products: z.array(z.object({ id: z.string(), name: z.string(), since: z.string() })),
    modifiers: z.array(z.object({ id: z.string(), productId: z.string(), name: z.string(), since: z.string() })),
  })
  .meta({ id: "StopList" });

const itemId = z.string().min(1).max(128).refine(f.isPlainLine, f.NO_CONTROLS);
export const stopListChange = z
  .object({
    restaurantId,
    productId: itemId.optional(),
    modifierId: itemId.optional(),
    stopped: z.boolean({ error: "must be true or false" }),
  })
  .superRefine((b, ctx) => {
    if ((b.productId === undefined) === (b.modifierId === undefined))
      ctx.addIssue({ code: "custom", path: ["productId"], message: "give a productId or a modifierId (one of them)" });
  })
  .meta({ id: "StopListChange" });

export const stopListChanged = z
  .object({
    restaurantId: z.string(),
    productId: z.string().optional(),
    modifierId: z.string().optional(),
    stopped: z.boolean(),
  })
  .meta({ id: "StopListChanged" });

export type OperatorOrder = z.infer<typeof operatorOrder>;
export type OperatorOrderDetail = z.infer<typeof operatorOrderDetail>;
export type OrderStep = z.infer<typeof orderStep>;
export type StepActor = z.infer<typeof stepActor>;
export type StatusChanged = z.infer<typeof statusChanged>;
export type CancelBody = z.infer<typeof cancelBody>;
export type OperatorOrdersQuery = z.input<typeof operatorOrdersQuery>;
export type BoardSla = z.infer<typeof boardSla>;
export type BoardSlaChange = z.infer<typeof boardSlaChange>;
export type StopListState = z.infer<typeof stopListState>;
export type StopListChange = z.input<typeof stopListChange>;
export type StopListChanged = z.infer<typeof stopListChanged>;
