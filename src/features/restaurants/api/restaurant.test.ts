import { describe, expect, it } from "vitest";
import { closedOnly, type RestaurantDto, toActiveRestaurants, toRestaurant, toRestaurants } from "./restaurant";

const dto = (over: Partial<RestaurantDto> = {}): RestaurantDto => ({
  id: "chilanzar",
  name: "Lazzat Pizza Chilanzar",
  address: "5 Bunyodkor Avenue",
  phone: "+998 71 200 00 01",
  longitude: "69.204",
  latitude: "41.276",
  regionId: 1,
  zone: "[[69.2182,41.2865],[69.2092,41.2921],[69.199,41.2919],[69.2182,41.2865]]",
  isActive: true,
  closedNote: null,
  starTime: "10:00",
  endTime: "23:00",
  deliveryDuration: 40,
  priceOfDelivery: 10000,
  ...over,
});

describe("a restaurant from the wire", () => {
  it("reads the wire's starTime and endTime as opensAt and closesAt", () => {
    expect(toRestaurant(dto({ starTime: "09:30", endTime: "02:00" }))).toMatchObject({ opensAt: "09:30", closesAt: "02:00" });
  });

  it("turns the coordinate strings into numbers", () => {
    const r = toRestaurant(dto())!;
    expect(r.longitude).toBe(69.204);
    expect(r.latitude).toBe(41.276);
  });

  it("keeps the zone in GeoJSON order and reverses it for Leaflet", () => {
    const r = toRestaurant(dto())!;
    expect(r.zone![0]).toEqual([69.2182, 41.2865]);
    expect(r.zoneLatLng![0]).toEqual([41.2865, 69.2182]);
    expect(r.zoneLatLng).toHaveLength(4);
  });

  it.each([
    ["null", null],
    ["not JSON", "[[69.2,41.2],"],
    ["too few points", "[[69.2,41.2],[69.3,41.2]]"],
    ["a pair with text", '[[69.2,41.2],[69.3,"north"],[69.3,41.3],[69.2,41.2]]'],
    ["not a list", '{"type":"Polygon"}'],
  ])("ignores a zone that is %s, keeping the restaurant for pickup", (_name, zone) => {
    const r = toRestaurant(dto({ zone }))!;
    expect(r.zone).toBeNull();
    expect(r.zoneLatLng).toBeNull();
    expect(r.id).toBe("chilanzar");
  });

  it("drops an item whose coordinates are not numbers", () => {
    expect(toRestaurant(dto({ latitude: "north" }))).toBeNull();
    expect(toRestaurant(dto({ longitude: "" }))).toBeNull();
  });

  it("keeps the distance GetByLocation adds", () => {
    expect(toRestaurant(dto({ distance: 1234 }))!.distance).toBe(1234);
    expect("distance" in toRestaurant(dto())!).toBe(false);
  });
});

describe("the restaurant list", () => {
  it("keeps only the active restaurants, in order", () => {
    const list = toActiveRestaurants([dto({ id: "a" }), dto({ id: "closed", isActive: false }), dto({ id: "b" })]);
    expect(list.map((r) => r.id)).toEqual(["a", "b"]);
  });

  it("keeps the temporarily closed ones apart, with their note (none when absent or blank)", () => {
    const list = toRestaurants([dto({ id: "a" }), dto({ id: "closed", isActive: false, closedNote: " Renovation until spring. " })]);
    expect(closedOnly(list).map((r) => [r.id, r.closedNote])).toEqual([["closed", "Renovation until spring."]]);
    const { closedNote: _, ...withoutNote } = dto({ isActive: false });
    expect(toRestaurant(withoutNote as RestaurantDto)?.closedNote).toBeNull();
    expect(toRestaurant(dto({ isActive: false, closedNote: "  " }))?.closedNote).toBeNull();
  });

  it("drops unreadable items instead of failing the whole list", () => {
    expect(toActiveRestaurants([dto({ id: "a", latitude: "x" }), dto({ id: "b" })]).map((r) => r.id)).toEqual(["b"]);
  });
});
