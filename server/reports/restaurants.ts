// By restaurant: each restaurant's figures of the range and of the previous range, highest revenue
// first (every restaurant of the chain is listed, or the one asked for).
import { asc, eq, sql } from "drizzle-orm";
import type { RestaurantsReport } from "../../src/contract/operator-reports";
import type { Db } from "../db/client";
import { restaurants } from "../db/schema";
import { figuresBy, NO_FIGURES } from "./figures";
import { type Range, wireRange } from "./range";

const BY_RESTAURANT = sql.raw("o.restaurant_id");

export async function restaurantsReport(db: Db, range: Range, restaurantId: string | null): Promise<RestaurantsReport> {
  const list = db.select({ id: restaurants.id, name: restaurants.name }).from(restaurants);
  const [all, current, previous] = await Promise.all([
    (restaurantId === null ? list : list.where(eq(restaurants.id, restaurantId))).orderBy(asc(restaurants.sort), asc(restaurants.id)),
    figuresBy(db, range.current, restaurantId, BY_RESTAURANT),
    figuresBy(db, range.previous, restaurantId, BY_RESTAURANT),
  ]);
  const rows = all.map((r) => ({
    restaurantId: r.id,
    name: r.name,
    current: current.get(r.id) ?? NO_FIGURES,
    previous: previous.get(r.id) ?? NO_FIGURES,
  }));
  rows.sort((a, b) => b.current.revenue - a.current.revenue);
  return { range: wireRange(range), restaurantId, rows };
}
