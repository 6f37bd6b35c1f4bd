import { describe, expect, it } from "vitest";
import { cornersToZone, insertAfter, midpoint, removeCorner, zoneToCorners } from "./zone-convert";

const wire: [number, number][] = [
  [69.2891, 41.2952],
  [69.2977, 41.3017],
  [69.2962, 41.3096],
  [69.2891, 41.2952],
];

describe("the zone between the wire ([lon, lat], closed) and the map ([lat, lng], open)", () => {
  it("flips each pair and drops the closing corner, and back again", () => {
    const corners = zoneToCorners(wire);
    expect(corners).toEqual([
      [41.2952, 69.2891],
      [41.3017, 69.2977],
      [41.3096, 69.2962],
    ]);
    expect(cornersToZone(corners)).toEqual(wire);
  });

  it("accepts an open ring and no zone", () => {
    expect(zoneToCorners(wire.slice(0, 3))).toHaveLength(3);
    expect(zoneToCorners(null)).toEqual([]);
    expect(cornersToZone([])).toEqual([]);
  });

  it("adds a corner at a side's midpoint (the last side closes the ring) and keeps at least three", () => {
    const corners = zoneToCorners(wire);
    expect(midpoint(corners, 2)).toEqual([(41.3096 + 41.2952) / 2, (69.2962 + 69.2891) / 2]);
    const four = insertAfter(corners, 0, midpoint(corners, 0));
    expect(four).toHaveLength(4);
    expect(four[1]).toEqual(midpoint(corners, 0));
    expect(removeCorner(four, 1)).toEqual(corners);
    expect(removeCorner(corners, 0)).toEqual(corners);
  });
});
