// Choosing where the order goes: delivery to a point (saved among the addresses) or pickup from a
// restaurant. Both close the sheet; the menu follows by itself (shopLocationParamsAtom).
import { atom } from "jotai";
import { addAddress, type Location, removeAddress, type SavedAddress } from "../../domain/location";
import type { LonLat } from "../../domain/zones";
import { DELIVERY, PICKUP } from "../../domain/order-type";
import { localeAtom } from "../../i18n/locale-atom";
import { addressesAtom, deliveryTypeAtom, locationAtom } from "../delivery/atoms";
import type { Restaurant } from "../restaurants/api/restaurant";
import type { AddressName } from "./api/get-address";
import { locationSheetOpenAtom } from "./atoms";

/** "41.27645, 69.20185": a point with no name, latitude first as people read it. */
export const pointText = ([lon, lat]: LonLat) => `${lat.toFixed(5)}, ${lon.toFixed(5)}`;

const newId = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : String(Date.now()));

/** The saved address for a point: titled by its street, else its full name, else its coordinates. */
export function savedAddressFor(point: LonLat, name: AddressName | null, id: string = newId()): SavedAddress {
  const address = name?.address?.trim() || pointText(point);
  const title = name?.street?.trim() || address;
  // The street and house prefill the checkout's address fields.
  const street = name?.street?.trim();
  const house = name?.house?.trim();
  return {
    id,
    coordinates: [point[0], point[1]],
    title,
    address,
    iconSrc: "pin",
    ...(street ? { street } : {}),
    ...(house ? { house } : {}),
  };
}

/** The point's name with a house the customer gave: in `house`, and after the street in the line. */
export function withHouse(name: AddressName, house: string): AddressName {
  const street = name.street?.trim();
  const address =
    street && name.address.startsWith(street) ? `${street}, ${house}${name.address.slice(street.length)}` : `${name.address}, ${house}`;
  return { ...name, address, house };
}

export function deliveryLocation(restaurant: Restaurant, point: LonLat): Location {
  return { RestaurantId: restaurant.id, RegionId: restaurant.regionId, Longitude: point[0], Latitude: point[1] };
}

export function pickupLocation(restaurant: Restaurant): Location {
  return { RestaurantId: restaurant.id, RegionId: restaurant.regionId, Longitude: restaurant.longitude, Latitude: restaurant.latitude };
}

export const chooseDeliveryAtom = atom(
  null,
  (get, set, { restaurant, point, name }: { restaurant: Restaurant; point: LonLat; name: AddressName | null }) => {
    set(deliveryTypeAtom, DELIVERY);
    set(locationAtom, deliveryLocation(restaurant, point));
    // Named, it keeps the language its name is in (the page's): another one shows it renamed.
    const saved = savedAddressFor(point, name);
    set(addressesAtom, addAddress(get(addressesAtom), name ? { ...saved, lang: get(localeAtom) } : saved));
    set(locationSheetOpenAtom, false);
  },
);

export const choosePickupAtom = atom(null, (_get, set, restaurant: Restaurant) => {
  set(deliveryTypeAtom, PICKUP);
  set(locationAtom, pickupLocation(restaurant));
  set(locationSheetOpenAtom, false);
});

/** Removes a saved address; removing the current one resets the location. */
export const removeSavedAddressAtom = atom(null, (get, set, id: string) => {
  const { addresses, location } = removeAddress(get(addressesAtom), id, get(locationAtom));
  set(addressesAtom, addresses);
  set(locationAtom, location);
});
