// Ratings (issue 26): the customers' stars of the orders placed in the range (dated like every
// report, by when the order was placed), per restaurant and for all of them together: the average,
// how many, and the share of low ones (1–2 stars, the ones that alert the restaurant). Every
// restaurant asked for is listed, one without ratings with a null average.
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { RatingsReport } from "../../src/contract/operator-reports";
import type { Db } from "../db/client";
import { restaurants } from "../db/schema";
import { inSpan, rowsOf } from "./orders-sql";
import { type Range, wireRange } from "./range";

/** Ratings of this many stars or fewer are low (as server/bot/ratings.ts's LOW_RATING). */
const LOW = 2;

type Stars = RatingsReport["total"];
type Counted = { k: string; count: number; low: number; sum: number };

const NONE: Stars = { average: null, count: 0, low: 0, lowShare: 0 };

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;
const stars = ({ count, low, sum }: Omit<Counted, "k">): Stars =>
  count === 0 ? NONE : { average: round(sum / count, 2), count, low, lowShare: round(low / count, 3) };

async function counted(db: Db, range: Range, restaurantId: string | null, key: SQL): Promise<Map<string, Stars>> {
  const result = await db.execute(sql`select ${key} as k, count(*)::int as count,
      count(*) filter (where r.stars <= ${LOW})::int as low, coalesce(sum(r.stars), 0)::int as sum
    from order_ratings r join orders o on o.id = r.order_id where ${inSpan(range.current, restaurantId)} group by 1`);
  return new Map(rowsOf<Counted>(result).map(({ k, ...c }) => [k, stars(c)]));
}

export async function ratingsReport(db: Db, range: Range, restaurantId: string | null): Promise<RatingsReport> {
  const list = db.select({ id: restaurants.id, name: restaurants.name }).from(restaurants);
  const [all, byRestaurant, total] = await Promise.all([
    (restaurantId === null ? list : list.where(eq(restaurants.id, restaurantId))).orderBy(asc(restaurants.sort), asc(restaurants.id)),
    counted(db, range, restaurantId, sql.raw("o.restaurant_id")),
    counted(db, range, restaurantId, sql.raw(`'all'::text`)),
  ]);
  const rows = all.map((r) => ({ restaurantId: r.id, name: r.name, ...(byRestaurant.get(r.id) ?? NONE) }));
  return { range: wireRange(range), restaurantId, total: total.get("all") ?? NONE, rows };
}
