import { describe, expect, it } from "vitest";
import { etaMinutes, roadKm, roadMeters } from "./courier";

// Two points in Tashkent about 3.0 km apart in a straight line (0.027° of latitude).
const a = { latitude: 41.3, longitude: 69.24 };
const b = { latitude: 41.327, longitude: 69.24 };

describe("courier ETA", () => {
  it("stretches the straight line for the streets", () => {
    expect(roadMeters(a, b)).toBeGreaterThan(4100);
    expect(roadMeters(a, b)).toBeLessThan(4300);
    expect(roadKm(a, b)).toBe(4.2);
  });

  it("drives at city speed and rounds up to whole minutes", () => {
    // 4.2 km at 25 km/h = 10.1 minutes → 11.
    expect(etaMinutes(a, b)).toBe(11);
  });

  it("says at least one minute and 0.1 km at the door", () => {
    expect(etaMinutes(a, a)).toBe(1);
    expect(roadKm(a, a)).toBe(0.1);
  });
});
