import { describe, expect, it } from "vitest";
import { distanceMeters, isInZone, parseZone, toLeaflet } from "./zones";

const square: [number, number][] = [
  [69, 41],
  [69.1, 41],
  [69.1, 41.1],
  [69, 41.1],
  [69, 41],
];

describe("zones", () => {
  it("parses zone text and rejects junk", () => {
    expect(parseZone(JSON.stringify(square))).toEqual(square);
    expect(parseZone("not json")).toBeNull();
    expect(parseZone("[[1,2]]")).toBeNull();
    expect(parseZone(null)).toBeNull();
  });

  it("reverses [lon, lat] pairs for Leaflet", () => {
    expect(toLeaflet([[69.2, 41.3]])).toEqual([[41.3, 69.2]]);
  });

  it("holds points inside and on the border, not outside", () => {
    expect(isInZone(square, 69.05, 41.05)).toBe(true);
    expect(isInZone(square, 69.1, 41.05)).toBe(true);
    expect(isInZone(square, 69.2, 41.05)).toBe(false);
    expect(isInZone(square.slice(0, 4), 69.05, 41.05)).toBe(true);
  });

  it("measures distance on the sphere", () => {
    expect(Math.round(distanceMeters([69, 41], [69, 42]) / 1000)).toBe(111);
  });
});
