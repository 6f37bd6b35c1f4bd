import { describe, expect, it } from "vitest";
import type { Restaurant } from "./api/restaurant";
import { closesAfterMidnight, formatDistance, formatHours } from "../../domain/restaurant-format";
import { byDistance, pickRegion, regionCentre, ZONE_COLORS, zoneColors } from "./geo";

const r = (id: string, longitude: number, latitude: number, regionId = 1): Restaurant => ({
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
});

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
