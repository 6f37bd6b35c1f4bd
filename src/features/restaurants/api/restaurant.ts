// A restaurant as the main API sends it (src/contract/menu.ts) and as the app uses it: coordinates
// as numbers, the zone parsed into [longitude, latitude] pairs and reversed for Leaflet.
import type { RestaurantWire } from "../../../contract/menu";
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
  starTime: string;
  endTime: string;
  deliveryDuration: number;
  priceOfDelivery: number;
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
    starTime: dto.starTime,
    endTime: dto.endTime,
    deliveryDuration: dto.deliveryDuration,
    priceOfDelivery: dto.priceOfDelivery,
    ...(typeof dto.distance === "number" ? { distance: dto.distance } : {}),
  };
}

/** Only active restaurants are kept; unreadable items are dropped too. */
export function toActiveRestaurants(list: readonly RestaurantDto[]): Restaurant[] {
  return list.filter((dto) => dto.isActive).flatMap((dto) => toRestaurant(dto) ?? []);
}
