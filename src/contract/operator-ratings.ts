// Customers' ratings of completed orders (the bot asks, server/bot/ratings.ts), per restaurant, in
// the operator API (docs/broadcasts.md, "Ratings"): GET /api/operator/ratings. Admins read every
// restaurant or one; a manager only theirs.
import { z } from "zod";
import { reportQuery } from "./operator-reports";

export const ratingsQuery = reportQuery.pick({ from: true, to: true, restaurantId: true });

export const restaurantRatings = z
  .object({
    restaurantId: z.string(),
    count: z.number().int(),
    average: z.number().meta({ description: "Mean stars, 1–5, two decimals" }),
    low: z.number().int().meta({ description: "Ratings of 2 or less (each alerted the restaurant's chat)" }),
    byStars: z.array(z.number().int()).length(5).meta({ description: "How many gave 1, 2, 3, 4 and 5 stars" }),
  })
  .meta({ id: "RestaurantRatings" });

export const orderRating = z
  .object({
    orderId: z.number().int(),
    restaurantId: z.string(),
    stars: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    ratedAt: z.string(),
  })
  .meta({ id: "OrderRating" });

export const ratingsAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    restaurants: z.array(restaurantRatings),
    latest: z.array(orderRating).meta({ description: "The latest 100 of the range, newest first" }),
  })
  .meta({ id: "OperatorRatings" });

export type RatingsAnswer = z.infer<typeof ratingsAnswer>;
