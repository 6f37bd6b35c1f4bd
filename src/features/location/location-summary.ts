// What the header says about the chosen location.
import { isSavedLocation, type Location, type SavedAddress } from "../../domain/location";

export type LocationSummary = { kind: "none" } | { kind: "delivery"; title: string | null } | { kind: "pickup"; restaurantId: string };

export function locationSummary(location: Location, deliveryType: number, addresses: readonly SavedAddress[]): LocationSummary {
  if (!isSavedLocation(location)) return { kind: "none" };
  if (deliveryType !== 0) return { kind: "pickup", restaurantId: location.RestaurantId };
  const saved = addresses.find((a) => a.coordinates[0] === location.Longitude && a.coordinates[1] === location.Latitude);
  return { kind: "delivery", title: saved?.title ?? null };
}
