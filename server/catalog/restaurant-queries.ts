// Reading restaurants: the default one, by id, and by a point inside a zone.
import { asc, eq } from "drizzle-orm";
import { distanceMeters, isInZone } from "../../src/domain/zones";
import type { Db } from "../db/client";
import { regions, restaurants } from "../db/schema";

export type RestaurantRow = typeof restaurants.$inferSelect;

const forgetters = new Set<() => void>();

/**
 * Whoever keeps restaurants in memory in this process registers how to forget them: staff's
 * changes (PATCH /api/operator/restaurants/{id}, its zone) call `restaurantsChanged()` so this
 * process answers with the change at once; other processes within their caches' few seconds.
 */
export function onRestaurantsChanged(forget: () => void): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

export function restaurantsChanged(): void {
  for (const forget of forgetters) forget();
}

export async function listRestaurants(db: Db, regionId?: number): Promise<RestaurantRow[]> {
  const query = db.select().from(restaurants).orderBy(asc(restaurants.sort));
  const rows = await query;
  return regionId === undefined ? rows : rows.filter((r) => r.regionId === regionId);
}

export async function findRestaurant(db: Db, id: string): Promise<RestaurantRow | undefined> {
  const rows = await db.select().from(restaurants).where(eq(restaurants.id, id));
  return rows[0];
}

export async function regionExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id));
  return rows.length > 0;
}

/** The default restaurant: the first active one of the region, or of the first region. */
export async function defaultRestaurant(db: Db, regionId?: number): Promise<RestaurantRow | undefined> {
  const rows = await listRestaurants(db, regionId);
  return rows.find((r) => r.isActive);
}

/** Active restaurants whose delivery zone holds the point. */
export function restaurantsDelivering(rows: RestaurantRow[], longitude: number, latitude: number) {
  return rows.filter((r) => r.isActive && r.zone && isInZone(r.zone, longitude, latitude));
}

/** Active restaurants, nearest first, with their distance in metres. */
export function restaurantsByDistance(rows: RestaurantRow[], longitude: number, latitude: number) {
  return rows
    .filter((r) => r.isActive)
    .map((r) => ({ row: r, distance: Math.round(distanceMeters([longitude, latitude], [r.longitude, r.latitude])) }))
    .sort((a, b) => a.distance - b.distance);
}
