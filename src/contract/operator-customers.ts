// The operator API's customers on the wire (docs/operator-api.md, "Customers"): the list with each
// customer's figures and loyalty points, searched, sorted and paged (or as a CSV file), one
// customer's order history and points' moves, and staff's note and block.
import { z } from "zod";
import { CUSTOMER_SORTS, type CustomerSort } from "../domain/customer-sorts";
import * as f from "./fields";
import { operatorPointMove } from "./loyalty";
import { statusCode } from "./order-status";

export { CUSTOMER_SORTS, type CustomerSort };
export const CUSTOMER_CHANNELS = ["telegram", "web"] as const;
export const ORDER_CHANNELS = ["web", "telegram", "phone"] as const;
/** The most orders one customer's page lists (newest first); `orders` counts them all. */
export const HISTORY_LIMIT = 200;
/** A block's reason and a note, at most. */
export const BLOCK_REASON_MAX = 300;
export const NOTE_MAX = 2000;

export const customersQuery = z.object({
  q: f.line(100).optional().meta({
    description: "Any part of the phone (at least 3 digits, any formatting) or of the name (at least 3 letters)",
    example: "90 123",
  }),
  sort: z
    .enum(CUSTOMER_SORTS, { error: "must be lastOrder, orders, spent or newest" })
    .default("lastOrder")
    .meta({ description: "lastOrder (default: newest last order first, then customers without orders), orders, spent or newest" }),
  skip: f.queryInt(0, 1_000_000, 0).meta({ description: "Rows to skip (default 0)" }),
  take: f.queryInt(1, 200, 50).meta({ description: "Rows to answer, 1–200 (default 50)" }),
  format: z
    .enum(["json", "csv"], { error: "must be json or csv" })
    .default("json")
    .meta({ description: "csv: the whole list (no paging, at most 50,000 rows) as a CSV file, UTF-8 with BOM" }),
  separator: z
    .enum(["comma", "semicolon"], { error: "must be comma or semicolon" })
    .default("comma")
    .meta({ description: "The CSV's separator: comma (default), or semicolon for Russian and Uzbek Excel" }),
});

export const operatorCustomer = z
  .object({
    id: z.string(),
    phone: z.string().nullable(),
    name: z.string().nullable(),
    channel: z.enum(CUSTOMER_CHANNELS).meta({ description: "telegram: known to the bot (a Telegram user id); web: by phone only" }),
    tgId: z.number().int().nullable(),
    language: z.string().nullable(),
    createdAt: z.string(),
    orders: z.number().int().meta({ description: "Orders placed (any status); a manager's: at their restaurant" }),
    spent: z.number().int().meta({ description: "So'm: the totals of completed orders whose money was not returned" }),
    lastOrderAt: z.string().nullable(),
    favouriteRestaurantId: z.string().nullable().meta({ description: "The restaurant of most of their orders (the latest on a tie)" }),
    points: z.number().int().meta({ description: "Loyalty points (1 point = 1 so'm), chain-wide, a manager's too" }),
    note: z.string().meta({ description: "Staff's note" }),
    blocked: z.boolean().meta({ description: "New orders are refused (422 customer_blocked)" }),
    blockedAt: z.string().nullable(),
    blockedReason: z.string().nullable(),
  })
  .meta({ id: "OperatorCustomer" });

export const customersPage = z
  .object({
    items: z.array(operatorCustomer),
    total: z.number().int().meta({ description: "Customers matching, on every page" }),
    skip: z.number().int(),
    take: z.number().int(),
  })
  .meta({ id: "CustomersPage" });

export const customerOrder = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    restaurantId: z.string(),
    total: z.number().int().meta({ description: "So'm" }),
    statusCode,
    channel: z.enum(ORDER_CHANNELS),
    orderTypeId: z.number().int().meta({ description: "0 delivery, 200 pickup" }),
  })
  .meta({ id: "CustomerOrder" });

export const customerDetail = operatorCustomer
  .extend({
    history: z.array(customerOrder).meta({ description: `Their orders, newest first (at most ${HISTORY_LIMIT})` }),
    pointMoves: z.array(operatorPointMove).meta({
      description: `Their loyalty points' moves, newest first (at most ${HISTORY_LIMIT}), staff's adjustments with their reason and who; a manager's: those of their restaurant's orders`,
    }),
  })
  .meta({ id: "CustomerDetail" });

export const customerPatch = z
  .strictObject({
    note: z
      .string({ error: "must be text" })
      .trim()
      .max(NOTE_MAX, `must be at most ${NOTE_MAX} characters`)
      .refine(f.isPlainText, f.NO_CONTROLS)
      .optional(),
    blocked: z.boolean({ error: "must be true or false" }).optional(),
    blockedReason: f.requiredLine(BLOCK_REASON_MAX).optional().meta({ description: "Why: required with blocked: true" }),
  })
  .superRefine((p, ctx) => {
    if (p.note === undefined && p.blocked === undefined)
      ctx.addIssue({ code: "custom", path: ["note"], message: "give a note or blocked" });
    if (p.blocked === true && p.blockedReason === undefined)
      ctx.addIssue({ code: "custom", path: ["blockedReason"], message: "is required to block a customer" });
    if (p.blocked !== true && p.blockedReason !== undefined)
      ctx.addIssue({ code: "custom", path: ["blockedReason"], message: "goes only with blocked: true" });
  })
  .meta({ id: "CustomerPatch" });

export const customerPath = z.object({ id: z.string().max(100).meta({ description: "The customer's id", example: "0b6f…" }) });

export type OperatorCustomer = z.infer<typeof operatorCustomer>;
export type CustomersPage = z.infer<typeof customersPage>;
export type CustomerOrder = z.infer<typeof customerOrder>;
export type CustomerDetail = z.infer<typeof customerDetail>;
export type CustomerPatch = z.input<typeof customerPatch>;
