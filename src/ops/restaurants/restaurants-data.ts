// The restaurants section's calls beyond the list (use-restaurants.ts): cities (GET/POST/PATCH
// /api/operator/regions), a new restaurant (POST /api/operator/restaurants), a changed one (PATCH,
// only the fields that changed), and the messages of this section's refusals.
import { t } from "@lingui/core/macro";
import { queryOptions } from "@tanstack/react-query";
import type { NewRegion, NewRestaurant, OperatorRestaurant, RegionPatch, RestaurantPatch } from "../../contract/operator-restaurants";
import type { LonLat } from "../../domain/zones";
import { HttpError } from "../../lib/http/http-error";
import { opsApi } from "../api";
import { problemText } from "../errors";

export const REGIONS_KEY = ["ops-regions"] as const;
export const regionsQuery = queryOptions({
  queryKey: REGIONS_KEY,
  queryFn: () => opsApi.GET("/api/operator/regions"),
});

export const createRegion = (body: NewRegion) => opsApi.POST("/api/operator/regions", { body });
export const updateRegion = (id: number, body: RegionPatch) => opsApi.PATCH("/api/operator/regions/{id}", { path: { id }, body });
export const createRestaurant = (body: NewRestaurant) => opsApi.POST("/api/operator/restaurants", { body });
export const updateRestaurant = (id: string, body: RestaurantPatch) =>
  opsApi.PATCH("/api/operator/restaurants/{id}", { path: { id }, body });

/** What went wrong, in the console's language, with this section's own refusals named. */
export function restaurantProblem(err: unknown): string {
  if (err instanceof HttpError) {
    if (err.code === "restaurant_exists") return t`A restaurant with this id already exists: choose another id.`;
    if (err.code === "region_exists") return t`A city with this name already exists.`;
    if (err.code === "region_not_found") return t`This city no longer exists.`;
    if (err.code === "restaurant_not_found") return t`This restaurant no longer exists.`;
  }
  return problemText(err);
}

/** A restaurant's id made from its English name: "Lazzat Pizza Angren" → "lazzat-pizza-angren". */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/, "");
}

/** Tashkent's centre: where the map opens when the chain has no restaurant yet. */
export const TASHKENT: LonLat = [69.2797, 41.3111];

/** Where to open a map for a city: the middle of its restaurants, else of all of them, else Tashkent. */
export function mapCentre(restaurants: readonly OperatorRestaurant[], regionId: number): LonLat {
  const inCity = restaurants.filter((r) => r.regionId === regionId);
  const some = inCity.length > 0 ? inCity : restaurants;
  if (some.length === 0) return TASHKENT;
  return [some.reduce((n, r) => n + r.longitude, 0) / some.length, some.reduce((n, r) => n + r.latitude, 0) / some.length];
}

/** A typed coordinate: a number in range, else null (the field is marked, the form stays off). */
export function coordinate(text: string, limit: 90 | 180): number | null {
  const n = Number(text.trim().replace(",", "."));
  return text.trim() !== "" && Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** The fields of `next` that differ from `was` (a language text compared as a whole). */
export function changedFields<T extends object>(was: Partial<T>, next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) if (JSON.stringify(was[key]) !== JSON.stringify(next[key])) out[key] = next[key];
  return out;
}
