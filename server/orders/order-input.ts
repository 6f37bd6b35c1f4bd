// The order body of decisions.md, checked field by field. Names and shapes are the wire's.
import { z } from "zod";
import { normalizeUzPhone } from "../../src/domain/phone";

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).default("");

const address = z.object({
  longitude: z.number({ error: "must be a number" }).min(-180).max(180),
  latitude: z.number({ error: "must be a number" }).min(-90).max(90),
  address: z.string({ error: "is required" }).trim().min(1, "is required").max(300),
  entrance: text(20),
  floor: text(20),
  apartment: text(20),
  doorCode: text(20),
  comment: text(300),
});

const line = z.object({
  id: z.string({ error: "is required" }).min(1).max(64),
  count: z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").max(99, "must be at most 99"),
  modifiers: z
    .array(
      z.object({
        id: z.string({ error: "is required" }).min(1).max(128),
        count: z.number({ error: "must be a number" }).int("must be a whole number").min(0).max(99),
      }),
    )
    .max(50)
    .default([]),
});

export const orderBody = z
  .object({
    orderTypeId: z.union([z.literal(0), z.literal(200)], { error: "must be 0 (delivery) or 200 (pickup)" }),
    restaurantId: z.string({ error: "is required" }).min(1, "is required").max(64),
    address: address.nullable().default(null),
    slot: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:00$/, "must be a slot start like 2026-11-21T19:00:00+05:00")
      .nullable()
      .default(null),
    products: z.array(line, { error: "is required" }).min(1, "must hold at least one product").max(50, "must hold at most 50 products"),
    name: z.string({ error: "is required" }).trim().min(1, "is required").max(100),
    phone: z.string({ error: "is required" }).transform((v, ctx) => {
      const phone = normalizeUzPhone(v);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: "must be an Uzbek number: +998 and 9 digits" });
        return z.NEVER;
      }
      return phone;
    }),
    paymentType: z.enum(["cash", "card"], { error: "must be cash or card" }),
    comment: text(500),
    language: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: "must be 1, 2 or 3" }).default(2),
  })
  .superRefine((body, ctx) => {
    if (body.orderTypeId === 0 && !body.address) ctx.addIssue({ code: "custom", path: ["address"], message: "is required for delivery" });
    if (body.orderTypeId === 200 && body.address) ctx.addIssue({ code: "custom", path: ["address"], message: "must be null for pickup" });
  });

export type OrderBody = z.infer<typeof orderBody>;
