// @vitest-environment happy-dom
import { createStore } from "jotai";
import { beforeEach, describe, expect, it } from "vitest";
import { EMPTY_LOCATION } from "../../domain/location";
import { PICKUP } from "../../domain/order-type";
import { addressesAtom, deliveryTypeAtom, locationAtom } from "../delivery/atoms";
import type { Restaurant } from "../restaurants/api/restaurant";
import { locationSheetOpenAtom, pickedPointAtom, pickPointAtom } from "./atoms";
import { typedHouse } from "./address-search";
import { chooseDeliveryAtom, choosePickupAtom, removeSavedAddressAtom, savedAddressFor, withHouse } from "./choose";
import { locationSummary } from "./location-summary";

const chilanzar = {
  id: "chilanzar",
  name: "Lazzat Pizza Chilanzar",
  address: "5 Bunyodkor Avenue",
  phone: "",
  longitude: 69.204,
  latitude: 41.276,
  regionId: 1,
  zone: null,
  zoneLatLng: null,
  isActive: true,
  closedNote: null,
  opensAt: "10:00",
  closesAt: "23:00",
  deliveryDuration: 40,
  priceOfDelivery: 10000,
  exceptions: [],
  closedUntil: null,
} as Restaurant;
const name = {
  address: "Bunyodkor Avenue 12, Chilanzar, Tashkent",
  street: "Bunyodkor Avenue 12",
  district: "Chilanzar",
  city: "Tashkent",
};

beforeEach(() => localStorage.clear());

describe("a saved address", () => {
  it("is titled by its street and keeps the full name", () => {
    expect(savedAddressFor([69.2, 41.27], name, "a1")).toEqual({
      id: "a1",
      coordinates: [69.2, 41.27],
      title: "Bunyodkor Avenue 12",
      address: "Bunyodkor Avenue 12, Chilanzar, Tashkent",
      iconSrc: "pin",
      street: "Bunyodkor Avenue 12",
    });
  });

  it("keeps the street and the house the geocoder found, for the checkout", () => {
    const named = {
      address: "Shahrisabz ko‘chasi, 16, Mirobod, Toshkent",
      street: "Shahrisabz ko‘chasi",
      district: "Mirobod",
      city: "Toshkent",
      house: "16",
    };
    expect(savedAddressFor([69.281, 41.303], named, "a2")).toMatchObject({
      title: "Shahrisabz ko‘chasi",
      street: "Shahrisabz ko‘chasi",
      house: "16",
    });
  });

  it("falls back to the full name, then to the coordinates", () => {
    expect(savedAddressFor([69.2, 41.27], { ...name, street: "" }, "a").title).toBe("Bunyodkor Avenue 12, Chilanzar, Tashkent");
    expect(savedAddressFor([69.2, 41.27], null, "a")).toMatchObject({ title: "41.27000, 69.20000", address: "41.27000, 69.20000" });
  });

  it("gets an id of its own", () => {
    expect(savedAddressFor([1, 2], null).id).not.toBe(savedAddressFor([1, 2], null).id);
  });
});

describe("choosing where the order goes", () => {
  it("delivery sets the location, saves the address once and closes the sheet", () => {
    const store = createStore();
    store.set(locationSheetOpenAtom, true);
    store.set(chooseDeliveryAtom, { restaurant: chilanzar, point: [69.2018, 41.2765], name });
    expect(store.get(locationAtom)).toEqual({ RestaurantId: "chilanzar", RegionId: 1, Longitude: 69.2018, Latitude: 41.2765 });
    expect(store.get(deliveryTypeAtom)).toBe(0);
    expect(store.get(locationSheetOpenAtom)).toBe(false);
    store.set(chooseDeliveryAtom, { restaurant: chilanzar, point: [69.2018, 41.2765], name: null });
    expect(store.get(addressesAtom)).toHaveLength(1);
    // Named in the page's language (Russian by default), which it keeps.
    expect(store.get(addressesAtom)[0].lang).toBe("ru");
    expect(JSON.parse(localStorage.getItem("location")!)).toMatchObject({ RestaurantId: "chilanzar" });
    expect(locationSummary(store.get(locationAtom), 0, store.get(addressesAtom))).toEqual({
      kind: "delivery",
      title: "Bunyodkor Avenue 12",
    });
    // Unnamed (coordinates), it has no language.
    store.set(chooseDeliveryAtom, { restaurant: chilanzar, point: [69.21, 41.27], name: null });
    expect(store.get(addressesAtom)[1]).not.toHaveProperty("lang");
  });

  it("pickup takes the restaurant's own point and type 200", () => {
    const store = createStore();
    store.set(choosePickupAtom, chilanzar);
    expect(store.get(locationAtom)).toEqual({ RestaurantId: "chilanzar", RegionId: 1, Longitude: 69.204, Latitude: 41.276 });
    expect(store.get(deliveryTypeAtom)).toBe(PICKUP);
    expect(locationSummary(store.get(locationAtom), PICKUP, [])).toEqual({ kind: "pickup", restaurantId: "chilanzar" });
  });

  it("removing the current address resets the location; another one keeps it", () => {
    const store = createStore();
    store.set(chooseDeliveryAtom, { restaurant: chilanzar, point: [69.21, 41.27], name: null });
    store.set(chooseDeliveryAtom, { restaurant: chilanzar, point: [69.2018, 41.2765], name });
    const [first, current] = store.get(addressesAtom);
    store.set(removeSavedAddressAtom, first.id);
    expect(store.get(locationAtom).Latitude).toBe(41.2765);
    store.set(removeSavedAddressAtom, current.id);
    expect(store.get(locationAtom)).toEqual(EMPTY_LOCATION);
    expect(store.get(addressesAtom)).toEqual([]);
    expect(locationSummary(store.get(locationAtom), 0, [])).toEqual({ kind: "none" });
  });

  it("rounds a picked point to six decimals", () => {
    const store = createStore();
    store.set(pickPointAtom, [69.20181234567, 41.27654321]);
    expect(store.get(pickedPointAtom)).toEqual([69.201812, 41.276543]);
  });
});

describe("the house a customer gives for a street", () => {
  const street = { address: "Bunyodkor Avenue, Chilanzar, Tashkent", street: "Bunyodkor Avenue", district: "Chilanzar", city: "Tashkent" };

  it("goes after the street in the line and into house, so the checkout gets it", () => {
    const named = withHouse(street, "999");
    expect(named).toEqual({ ...street, address: "Bunyodkor Avenue, 999, Chilanzar, Tashkent", house: "999" });
    expect(savedAddressFor([69.2, 41.27], named, "h1")).toMatchObject({
      title: "Bunyodkor Avenue",
      street: "Bunyodkor Avenue",
      house: "999",
    });
    // A line that does not start with the street gets the house at its end.
    expect(withHouse({ ...street, address: "Chilanzar, Tashkent" }, "5").address).toBe("Chilanzar, Tashkent, 5");
  });

  it("is read from the search box as the server reads it: a number before or after the words", () => {
    expect(typedHouse("Bunyodkor 999")).toBe("999");
    expect(typedHouse("24 mustaqillik")).toBe("24");
    expect(typedHouse("амира темура 107Б")).toBe("107Б");
    expect(typedHouse("bunyodkor")).toBeNull();
    expect(typedHouse("107")).toBeNull();
    expect(typedHouse("amir temur 12345")).toBeNull();
  });
});
