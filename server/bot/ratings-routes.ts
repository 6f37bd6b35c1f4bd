// GET /api/operator/ratings: customers' ratings of completed orders (order_ratings, asked by the
// bot) by the day they were given, in a range of Tashkent days (the reports' range rules): per
// restaurant the count, the mean, the low ones and the stars' spread, and the latest 100 with their
// comments. Admins: every restaurant or one; a manager: theirs (403 other_restaurant for another).
import { createRoute } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { ratingsAnswer, ratingsQuery } from "../../src/contract/operator-ratings";
import { restaurantScope } from "../../src/domain/staff-roles";
import { apiApp, json, refusals, SECURITY } from "../openapi/routes";
import type { OperatorDeps } from "../operator/deps";
import { requireKnownRestaurant } from "../operator/orders-board";
import { requireRestaurant, type StaffEnv } from "../operator/staff-auth";
import { reportRange } from "../reports/range";

const route = createRoute({
  method: "get",
  path: "/ratings",
  tags: ["Operator API"],
  security: SECURITY.operator,
  summary: "Customers' ratings per restaurant, and the latest with comments",
  description: "A range of Tashkent days by when the rating was given (the last 7 by default).",
  request: { query: ratingsQuery },
  responses: { 200: json(ratingsAnswer, "The ratings"), ...refusals(400, 401, 403, 404, 503) },
});

type Row = Record<string, string | number | null>;

export function ratingsRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>().openapi(route, async (c) => {
    const { from, to, restaurantId } = c.req.valid("query");
    let scope = restaurantScope(c.get("actor"));
    if (restaurantId !== undefined && restaurantId !== "") {
      requireRestaurant(c, restaurantId);
      await requireKnownRestaurant(db, restaurantId);
      scope = restaurantId;
    }
    const range = reportRange(from, to, clock());
    const where = sql`r.created_at >= ${range.current.start.toISOString()}::timestamptz and r.created_at < ${range.current.end.toISOString()}::timestamptz
      ${scope === null ? sql`` : sql`and o.restaurant_id = ${scope}`}`;
    const run = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
    const [perRestaurant, latest] = await Promise.all([
      run(sql`select o.restaurant_id, count(*)::int as n, round(avg(r.stars)::numeric, 2)::float8 as average,
          count(*) filter (where r.stars <= 2)::int as low,
          count(*) filter (where r.stars = 1)::int as s1, count(*) filter (where r.stars = 2)::int as s2,
          count(*) filter (where r.stars = 3)::int as s3, count(*) filter (where r.stars = 4)::int as s4,
          count(*) filter (where r.stars = 5)::int as s5
        from order_ratings r join orders o on o.id = r.order_id where ${where}
        group by o.restaurant_id order by o.restaurant_id`),
      run(sql`select r.order_id, o.restaurant_id, r.stars, r.comment, r.created_at
        from order_ratings r join orders o on o.id = r.order_id where ${where}
        order by r.created_at desc, r.order_id desc limit 100`),
    ]);
    return c.json(
      {
        from: range.from,
        to: range.to,
        restaurants: perRestaurant.map((r) => ({
          restaurantId: String(r.restaurant_id),
          count: Number(r.n),
          average: Number(r.average),
          low: Number(r.low),
          byStars: [r.s1, r.s2, r.s3, r.s4, r.s5].map(Number),
        })),
        latest: latest.map((r) => ({
          orderId: Number(r.order_id),
          restaurantId: String(r.restaurant_id),
          stars: Number(r.stars),
          comment: r.comment === null ? null : String(r.comment),
          ratedAt: new Date(String(r.created_at)).toISOString(),
        })),
      },
      200,
    );
  });
}
