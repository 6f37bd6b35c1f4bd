// Where and how the order travels: the delivery type under "delivery" (src/domain/order-type.ts),
// the chosen location under "location" and the customer's saved addresses under "addresses".
import { atom } from "jotai";
import { EMPTY_LOCATION, isSavedLocation, parseAddresses, parseLocation } from "../../domain/location";
import { DELIVERY, type OrderTypeId, PICKUP } from "../../domain/order-type";
import { atomWithCheckedStorage } from "../../lib/stored-atom";

export const deliveryTypeAtom = atomWithCheckedStorage<OrderTypeId>("delivery", DELIVERY, (v) => (v === PICKUP ? PICKUP : DELIVERY));

export const locationAtom = atomWithCheckedStorage("location", EMPTY_LOCATION, parseLocation);

export const addressesAtom = atomWithCheckedStorage("addresses", [], parseAddresses);

/** The menu query's location parameters (GET /api/shop, docs/api.md). */
export const shopLocationParamsAtom = atom((get) => {
  const location = get(locationAtom);
  const orderType = get(deliveryTypeAtom);
  const params: { RestaurantId?: string; RegionId?: number; Longitude?: number; Latitude?: number; OrderTypeId: OrderTypeId } = {
    OrderTypeId: orderType,
  };
  if (location.RestaurantId) params.RestaurantId = location.RestaurantId;
  if (location.RegionId > 0) params.RegionId = location.RegionId;
  if (isSavedLocation(location)) {
    params.Longitude = location.Longitude;
    params.Latitude = location.Latitude;
  }
  return params;
});
