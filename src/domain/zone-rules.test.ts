import { describe, expect, it } from "vitest";
import { corners, selfIntersects, zoneProblem } from "./zone-rules";
import type { LonLat } from "./zones";

const square: LonLat[] = [
  [69.2, 41.3],
  [69.3, 41.3],
  [69.3, 41.4],
  [69.2, 41.4],
];

describe("zone rules", () => {
  it("takes a ring open or closed, and counts corners without the closing pair", () => {
    expect(zoneProblem(square)).toBeNull();
    expect(zoneProblem([...square, square[0]])).toBeNull();
    expect(corners([...square, square[0]])).toHaveLength(4);
  });

  it("refuses too few or too many corners", () => {
    expect(zoneProblem(square.slice(0, 2))).toMatch(/at least 3/);
    expect(zoneProblem([square[0], square[1], square[0]])).toMatch(/at least 3/);
    const many: LonLat[] = Array.from({ length: 501 }, (_, i) => [
      69 + Math.cos((i / 501) * 2 * Math.PI),
      41 + Math.sin((i / 501) * 2 * Math.PI),
    ]);
    expect(zoneProblem(many)).toMatch(/at most 500/);
    expect(zoneProblem(many.slice(0, 500))).toBeNull();
  });

  it("reads pairs as [longitude, latitude]: a latitude of 69 is fine, one of 91 is not", () => {
    expect(zoneProblem(square.map(([lon, lat]) => [lat, lon] as LonLat))).toBeNull();
    expect(
      zoneProblem([
        [10, 91],
        [11, 0],
        [12, 1],
      ]),
    ).toMatch(/latitude/);
    expect(
      zoneProblem([
        [181, 1],
        [11, 0],
        [12, 1],
      ]),
    ).toMatch(/longitude/);
  });

  it("refuses a bow tie, a repeated corner and a flat ring", () => {
    const bowTie: LonLat[] = [square[0], square[2], square[1], square[3]];
    expect(selfIntersects(bowTie)).toBe(true);
    expect(zoneProblem(bowTie)).toMatch(/cross/);
    expect(zoneProblem([square[0], square[1], square[2], square[1], square[3]])).toMatch(/cross|repeat/);
    expect(
      zoneProblem([
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    ).toMatch(/area/);
  });
});
