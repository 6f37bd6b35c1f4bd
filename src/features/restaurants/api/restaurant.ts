// A restaurant as the main API sends it (src/contract/menu.ts) and as the app uses it: coordinates
// as numbers, the zone parsed into [longitude, latitude] pairs and reversed for Leaflet.
import type { RestaurantWire } from "../../../contract/menu";
import type { HoursException } from "../../../domain/opening-hours";
import { type LatLng, type LonLat, parseZone, toLeaflet } from "../../../domain/zones";

/** One item of GET /api/restaurants/List or GetByLocation, as it comes over the wire. */
export type RestaurantDto = RestaurantWire;

export interface Restaurant {
  id: string;
  name: string;
  address: string;
  phone: string;
  longitude: number;
  latitude: number;
  regionId: number;
  /** Delivery zone ring in GeoJSON order; null = pickup only (or a zone that could not be read). */
  zone: LonLat[] | null;
  /** The same ring as Leaflet wants it, [latitude, longitude]. */
  zoneLatLng: LatLng[] | null;
  isActive: boolean;
  /** Why an inactive restaurant is closed (until when), in the page's language; null = no note. */
  closedNote: string | null;
  /** "HH:MM" Tashkent time (the wire's `starTime`). */
  opensAt: string;
  /** "HH:MM"; at or before `opensAt` means after midnight (the wire's `endTime`). */
  closesAt: string;
  deliveryDuration: number;
  priceOfDelivery: number;
  /** Days with other hours or closed (src/domain/opening-hours.ts); empty when the wire has none. */
  exceptions: HoursException[];
  /** Closed for a while until this instant (ISO); null = not. */
  closedUntil: string | null;
  distance?: number;
}

/** One wire item → the app's restaurant; null when its coordinates are not numbers. */
export function toRestaurant(dto: RestaurantDto): Restaurant | null {
  const longitude = Number(dto.longitude);
  const latitude = Number(dto.latitude);
  if (dto.longitude === "" || dto.latitude === "" || !Number.isFinite(longitude) || !Number.isFinite(latitude)) return null;
  const zone = parseZone(dto.zone);
  return {
    id: dto.id,
    name: dto.name,
    address: dto.address,
    phone: dto.phone,
    longitude,
    latitude,
    regionId: dto.regionId,
    zone,
    zoneLatLng: zone ? toLeaflet(zone) : null,
    isActive: dto.isActive,
    // An external main API may not send it at all.
    closedNote: typeof dto.closedNote === "string" && dto.closedNote.trim() ? dto.closedNote.trim() : null,
    opensAt: dto.starTime,
    closesAt: dto.endTime,
    deliveryDuration: dto.deliveryDuration,
    priceOfDelivery: dto.priceOfDelivery,
    exceptions: dto.hoursExceptions ?? [],
    closedUntil: dto.closedUntil ?? null,
    ...(typeof dto.distance === "number" ? { distance: dto.distance } : {}),
  };
}

/** Every readable restaurant, active or temporarily closed; unreadable items are dropped. */
export function toRestaurants(list: readonly RestaurantDto[]): Restaurant[] {
  return list.flatMap((dto) => toRestaurant(dto) ?? []);
}

/** Only active restaurants are kept; unreadable items are dropped too. */
export function toActiveRestaurants(list: readonly RestaurantDto[]): Restaurant[] {
  return toRestaurants(list).filter((r) => r.isActive);
}

/** The temporarily closed ones (shown as such, never offered). */
export const closedOnly = (list: readonly Restaurant[]) => list.filter((r) => !r.isActive);
export const activeOnly = (list: readonly Restaurant[]) => list.filter((r) => r.isActive);
