// GET /api/payments/methods?restaurantId=: the ways to pay a restaurant takes now, for the
// checkout to show (docs/payments.md). Public: no sign-in, read fresh (a console switch counts at once).
import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { paymentMethods, paymentMethodsQuery } from "../../src/contract/storefront";
import type { Db } from "../db/client";
import { restaurants } from "../db/schema";
import { ApiError } from "../http/errors";
import { apiApp, json, refusals } from "../openapi/routes";
import { type PaymentSettings, takenMethods } from "../payments/checkout";

const methodsRoute = createRoute({
  method: "get",
  path: "/payments/methods",
  tags: ["Storefront server"],
  summary: "The ways to pay a restaurant takes now",
  description:
    "cash and card always; payme and click when the server is configured for them and the restaurant has not switched them off; online (Telegram Payments) likewise, for the mini-app. Placing an order with a method not listed answers 422 `payment_method_off`.",
  request: { query: paymentMethodsQuery },
  responses: { 200: json(paymentMethods, "The methods, in the checkout's order"), ...refusals(400, 404) },
});

export function paymentMethodRoutes(db: Db, settings: PaymentSettings) {
  return apiApp().openapi(methodsRoute, async (c) => {
    const { restaurantId } = c.req.valid("query");
    const [restaurant] = await db
      .select({ onlinePaymentsOff: restaurants.onlinePaymentsOff })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId));
    if (!restaurant)
      throw new ApiError(404, "unknown_restaurant", `Unknown restaurant: ${restaurantId}`, { restaurantId: "no such restaurant" });
    c.header("Cache-Control", "no-cache");
    return c.json({ methods: takenMethods(settings, restaurant) }, 200);
  });
}
