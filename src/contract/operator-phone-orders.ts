// Orders by phone on the operator API: staff place an order for a caller (POST /api/operator/orders)
// with the site's order body, paid in cash or by card to the courier. The menu it is taken from is
// the site's own (GET /api/shop of the restaurant).
import { z } from "zod";
import { orderBody } from "./order";
import { OFFLINE_PAYMENT_TYPES } from "../domain/payment";

const offline: readonly string[] = OFFLINE_PAYMENT_TYPES;

/** The site's order body (same fields, same rules); a caller pays the courier, cash or card. */
export const phoneOrderBody = orderBody
  .superRefine((body, ctx) => {
    if (!offline.includes(body.paymentType))
      ctx.addIssue({ code: "custom", path: ["paymentType"], message: "must be cash or card for an order by phone" });
    // A caller is known only by the phone they give: their points are spent by themselves, signed in.
    if (body.pointsToSpend) ctx.addIssue({ code: "custom", path: ["pointsToSpend"], message: "must be 0 for an order by phone" });
  })
  .meta({
    id: "PhoneOrderBody",
    description:
      "The order body of POST /api/delivery/Create: `phone` and `name` are the caller's (the order goes to the customer of that phone, made if new); `paymentType` cash or card",
  });

export const phoneOrderCreated = z
  .object({
    orderId: z.number().int(),
    customerId: z.string().meta({ description: "The caller's customer (who sees it in their history after signing in with the phone)" }),
  })
  .meta({ id: "PhoneOrderCreated" });

export type PhoneOrderBody = z.input<typeof phoneOrderBody>;
export type PhoneOrderCreated = z.infer<typeof phoneOrderCreated>;
