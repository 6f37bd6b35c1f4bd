// Where and how the order travels: the delivery type under "delivery" (0 delivery, 200 pickup),
// the chosen location under "location" and the customer's saved addresses under "addresses".
import { atom } from "jotai";
import { EMPTY_LOCATION, isSavedLocation, parseAddresses, parseLocation } from "../../domain/location";
import { atomWithCheckedStorage } from "../../lib/stored-atom";

export const DELIVERY = 0;
export const PICKUP = 200;
export type OrderTypeId = typeof DELIVERY | typeof PICKUP;

export const deliveryTypeAtom = atomWithCheckedStorage<OrderTypeId>("delivery", DELIVERY, (v) => (v === PICKUP ? PICKUP : DELIVERY));

export const locationAtom = atomWithCheckedStorage("location", EMPTY_LOCATION, parseLocation);

export const addressesAtom = atomWithCheckedStorage("addresses", [], parseAddresses);

/** The menu query's location parameters (spec §7 /api/shop). */
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
