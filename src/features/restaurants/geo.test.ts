import { describe, expect, it } from "vitest";
import type { Restaurant } from "./api/restaurant";
import { closesAfterMidnight, formatDistance, formatHours } from "../../domain/restaurant-format";
import { byDistance, cityFirst, openAt, pickRegion, regionCentre, regionNear, ZONE_COLORS, zoneColors } from "./geo";

const r = (id: string, longitude: number, latitude: number, regionId = 1): Restaurant =>
  ({
    id,
    name: id,
    address: "",
    phone: "",
    longitude,
    latitude,
    regionId,
    zone: null,
    zoneLatLng: null,
    isActive: true,
    closedNote: null,
    opensAt: "10:00",
    closesAt: "23:00",
    deliveryDuration: 30,
    priceOfDelivery: 10000,
    exceptions: [],
    closedUntil: null,
  }) as Restaurant;

describe("restaurants on the map", () => {
  const list = [r("far", 69.35, 41.36), r("near", 69.25, 41.3), r("samarkand", 66.97, 39.65, 2)];

  it("sorts by distance from a point", () => {
    const sorted = byDistance(list, [69.24, 41.3]);
    expect(sorted.map((x) => x.id)).toEqual(["near", "far", "samarkand"]);
    expect(sorted[0].distance).toBeGreaterThan(700);
    expect(sorted[0].distance).toBeLessThan(1000);
  });

  it("takes the city centre from its restaurants", () => {
    expect(regionCentre(list, 1)).toEqual([69.3, 41.33]);
    expect(regionCentre(list, 9)).toBeNull();
  });

  it("falls back to the first restaurant's region", () => {
    expect(pickRegion(list, 2)).toBe(2);
    expect(pickRegion(list, 0)).toBe(1);
    expect(pickRegion(list, 7)).toBe(1);
    expect(pickRegion([], 0)).toBe(0);
  });

  it("gives every restaurant its own colour", () => {
    const colors = zoneColors(list);
    expect(new Set(colors.values()).size).toBe(3);
    expect(colors.get("far")).toBe(ZONE_COLORS[0]);
  });
});

describe("hours and distances", () => {
  it("prints hours, also past midnight", () => {
    expect(formatHours("10:00", "23:00")).toBe("10:00–23:00");
    expect(formatHours("10:00", "03:00")).toBe("10:00–03:00");
    expect(closesAfterMidnight("10:00", "03:00")).toBe(true);
    expect(closesAfterMidnight("10:00", "23:00")).toBe(false);
  });

  it("prints distances in metres or kilometres", () => {
    expect(formatDistance(843, "en")).toBe("840\u00a0m");
    expect(formatDistance(2345, "en")).toBe("2.3\u00a0km");
    expect(formatDistance(2345, "ru")).toBe("2,3\u00a0км");
    expect(formatDistance(2345, "uz")).toMatch(/^2[,.]3\u00a0km$/);
    expect(formatDistance(23456, "en")).toBe("23\u00a0km");
  });
});

describe("the city of a point, the city's restaurants first, open now", () => {
  const list = [r("far", 69.35, 41.36), r("near", 69.25, 41.3), r("samarkand", 66.97, 39.65, 2), r("bukhara", 64.42, 39.77, 3)];

  it("puts a point in the city of the nearest restaurant, and in none far from all", () => {
    expect(regionNear(list, [66.95, 39.66])).toBe(2);
    expect(regionNear(list, [64.43, 39.78])).toBe(3);
    expect(regionNear(list, [69.3, 41.33])).toBe(1);
    expect(regionNear(list, [67.84, 40.12])).toBeNull(); // Jizzakh, between the cities
    expect(regionNear([], [69.3, 41.33])).toBeNull();
  });

  it("lists the city's restaurants first, nearest first in each part", () => {
    const fromSamarkand = cityFirst(byDistance(list, [69.24, 41.3]), 2).map((x) => x.id);
    expect(fromSamarkand).toEqual(["samarkand", "near", "far", "bukhara"]);
    expect(cityFirst(byDistance(list, [69.24, 41.3]), 1).map((x) => x.id)).toEqual(["near", "far", "samarkand", "bukhara"]);
  });

  it("says open now by the hours, past midnight, a closed day and a temporary close", () => {
    // 12:00 and 02:00 in Tashkent (UTC+5).
    const noon = new Date("2026-03-10T07:00:00Z");
    const night = new Date("2026-03-10T21:00:00Z");
    expect(openAt(r("a", 69, 41), noon)).toBe(true);
    expect(openAt(r("a", 69, 41), night)).toBe(false);
    expect(openAt({ ...r("late", 69, 41), closesAt: "03:00" }, night)).toBe(true);
    const holiday = [{ date: "2026-03-10", opensAt: null, closesAt: null }];
    expect(openAt({ ...r("a", 69, 41), exceptions: holiday } as Restaurant, noon)).toBe(false);
    expect(openAt({ ...r("a", 69, 41), closedUntil: "2026-03-10T09:00:00Z" } as Restaurant, noon)).toBe(false);
    expect(openAt({ ...r("a", 69, 41), opensAt: "nonsense" }, noon)).toBeNull();
  });
});
