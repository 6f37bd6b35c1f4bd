// Addresses of the contacts page: phone and map links, restaurants grouped by city.
import { normalizeUzPhone, formatUzPhone } from "../../domain/phone";
import { isOpenAt } from "../../domain/slots";
import type { Restaurant } from "../restaurants/api/get-restaurants";
import type { Region } from "./api/get-regions";

/** "+998 71 200 00 01" → "tel:+998712000001" (any spelling of the number). */
export function telHref(phone: string): string {
  return `tel:${normalizeUzPhone(phone) ?? phone.replace(/[^\d+]/g, "")}`;
}

/** The number as the page shows it: "+998 71 200 00 01". */
export function displayPhone(phone: string): string {
  const normalized = normalizeUzPhone(phone);
  return normalized ? formatUzPhone(normalized) : phone;
}

/** Yandex Maps with a pin on the restaurant (the map most used in Uzbekistan). */
export function mapHref(longitude: number, latitude: number): string {
  return `https://yandex.uz/maps/?pt=${longitude},${latitude}&z=17&l=map`;
}

export interface CityGroup {
  region: Region | null;
  restaurants: Restaurant[];
}

/** Restaurants under their cities, in the regions' order; a city with none is left out. */
export function groupByCity(regions: readonly Region[], restaurants: readonly Restaurant[]): CityGroup[] {
  const groups: CityGroup[] = regions.map((region) => ({ region, restaurants: restaurants.filter((r) => r.regionId === region.id) }));
  const known = new Set(regions.map((r) => r.id));
  const others = restaurants.filter((r) => !known.has(r.regionId));
  if (others.length) groups.push({ region: null, restaurants: others });
  return groups.filter((g) => g.restaurants.length > 0);
}

/** Open at `now` (Tashkent time, also past midnight; its day's exception and a temporary close count); null when the hours cannot be read. */
export function openNow(
  restaurant: Pick<Restaurant, "opensAt" | "closesAt"> & Partial<Pick<Restaurant, "exceptions" | "closedUntil">>,
  now: Date,
): boolean | null {
  try {
    const { opensAt, closesAt, exceptions, closedUntil } = restaurant;
    return isOpenAt({ opensAt, closesAt, deliveryDuration: 1, exceptions, closedUntil }, now);
  } catch {
    return null;
  }
}
