// Where the restaurants are: distances from a point, a city's centre, the colour of each zone.
import { isOpenAt } from "../../domain/opening-hours";
import { distanceMeters, type LonLat } from "../../domain/zones";
import type { Restaurant } from "./api/restaurant";

/** Restaurants with their distance from the point, nearest first. */
export function byDistance(restaurants: readonly Restaurant[], from: LonLat): (Restaurant & { distance: number })[] {
  return restaurants
    .map((r) => ({ ...r, distance: distanceMeters(from, [r.longitude, r.latitude]) }))
    .sort((a, b) => a.distance - b.distance);
}

/** The region to show: the given one when it has restaurants, else the first restaurant's. */
export function pickRegion(restaurants: readonly Restaurant[], regionId: number): number {
  if (regionId > 0 && restaurants.some((r) => r.regionId === regionId)) return regionId;
  return restaurants[0]?.regionId ?? 0;
}

/** Farther than this from every restaurant, a point is in none of the chain's cities. */
export const CITY_REACH_M = 40_000;

/** The region of the restaurant nearest the point, when one is within CITY_REACH_M; else null. */
export function regionNear(restaurants: readonly Restaurant[], point: LonLat): number | null {
  const [nearest] = byDistance(restaurants, point);
  return nearest && nearest.distance <= CITY_REACH_M ? nearest.regionId : null;
}

/** The city's restaurants first, each part keeping its order (by distance when sorted so). */
export function cityFirst<T extends Restaurant>(restaurants: readonly T[], regionId: number): T[] {
  return [...restaurants.filter((r) => r.regionId === regionId), ...restaurants.filter((r) => r.regionId !== regionId)];
}

/**
 * Open at `now` by its hours (Tashkent time, past midnight too), with its days' exceptions and a
 * temporary close when the wire carries them; null when the hours cannot be read.
 */
export function openAt(restaurant: Restaurant & { exceptions?: unknown; closedUntil?: unknown }, now: Date): boolean | null {
  const { opensAt, closesAt, deliveryDuration } = restaurant;
  const exceptions = Array.isArray(restaurant.exceptions) ? restaurant.exceptions : null;
  const closedUntil = typeof restaurant.closedUntil === "string" ? restaurant.closedUntil : null;
  try {
    return isOpenAt({ opensAt, closesAt, deliveryDuration, exceptions, closedUntil }, now);
  } catch {
    return null;
  }
}

/** The middle of a city: the mean of its restaurants' points (null when it has none). */
export function regionCentre(restaurants: readonly Restaurant[], regionId: number): LonLat | null {
  const inRegion = restaurants.filter((r) => r.regionId === regionId);
  if (inRegion.length === 0) return null;
  const lon = inRegion.reduce((n, r) => n + r.longitude, 0) / inRegion.length;
  const lat = inRegion.reduce((n, r) => n + r.latitude, 0) / inRegion.length;
  return [lon, lat];
}

/**
 * Zone colours: mid-tone hues that stay readable on the light and the dark map background,
 * far enough apart that neighbouring zones never look alike.
 */
export const ZONE_COLORS = [
  "#e4572e", // tomato
  "#1f9e89", // teal
  "#7c5cff", // violet
  "#d99a00", // amber
  "#2f7fe0", // blue
  "#d6336c", // raspberry
  "#3c9d3c", // green
  "#0aa2c0", // cyan
  "#b07d3a", // walnut
  "#8a63b8", // plum
] as const;

/** Each restaurant's colour by its place in the list, so the sheet and the map page agree. */
export function zoneColors(restaurants: readonly Restaurant[]): Map<string, string> {
  return new Map(restaurants.map((r, i) => [r.id, ZONE_COLORS[i % ZONE_COLORS.length]]));
}
