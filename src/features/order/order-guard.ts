// The `order` route guard (docs/product-rules.md §6): /order needs a non-empty cart and a chosen location,
// a delivery address inside a restaurant's zone (saved with that restaurant) or a pickup
// restaurant. Sign-in comes after: the page asks for it in place.
import { isSavedLocation, type Location } from "../../domain/location";
import { DELIVERY } from "../../domain/order-type";

export type GuardResult = "ok" | "emptyCart" | "noLocation";

export function orderGuard(input: { lineCount: number; location: Location; orderTypeId: number }): GuardResult {
  if (input.lineCount === 0) return "emptyCart";
  if (!input.location.RestaurantId) return "noLocation";
  // A delivery needs the point itself; a pickup only its restaurant.
  if (input.orderTypeId === DELIVERY && !isSavedLocation(input.location)) return "noLocation";
  return "ok";
}
