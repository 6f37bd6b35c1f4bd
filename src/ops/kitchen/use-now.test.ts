import { describe, expect, it } from "vitest";
import { elapsed } from "./use-now";

describe("a tile's timer", () => {
  const start = "2026-11-24T12:00:00.000Z";
  const at = (seconds: number) => Date.parse(start) + seconds * 1000;
  it("reads minutes and seconds, hours past an hour, and never goes below zero", () => {
    expect(elapsed(start, at(0))).toBe("0:00");
    expect(elapsed(start, at(245))).toBe("4:05");
    expect(elapsed(start, at(3725))).toBe("1:02:05");
    expect(elapsed(start, at(-30))).toBe("0:00");
  });
});
