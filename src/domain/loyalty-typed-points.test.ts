import { describe, expect, it } from "vitest";
import { typedPoints } from "./loyalty";

describe("typedPoints", () => {
  it("reads signed whole numbers, with group separators and a typographic minus", () => {
    expect(["500", "+500", "-500", "−1 500", "1,500", "10000000", "-10000000"].map(typedPoints)).toEqual([
      500, 500, -500, -1500, 1500, 10_000_000, -10_000_000,
    ]);
  });

  it("refuses what the server refuses: 0, fractions, words, too many", () => {
    for (const text of ["", "0", "-0", "1.5", "abc", "5-", "10000001", "-10000001", "--5"]) {
      expect(typedPoints(text), text).toBeNull();
    }
  });
});
