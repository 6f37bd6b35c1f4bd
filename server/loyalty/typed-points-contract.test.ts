// The console reads a typed adjustment (src/domain/loyalty.ts typedPoints) as the server's contract
// will: the same numbers are accepted and refused (the app may not import the contract's schemas).
import { describe, expect, it } from "vitest";
import { pointsAdjust } from "../../src/contract/loyalty";
import { typedPoints } from "../../src/domain/loyalty";

describe("typedPoints and the contract", () => {
  it("agrees with the contract on what it accepts", () => {
    for (const text of ["1", "-1", "10000000", "-10000000", "10000001", "0"]) {
      const n = typedPoints(text);
      const server = pointsAdjust.safeParse({ points: Number(text), reason: "x" }).success;
      expect(n !== null, text).toBe(server);
    }
  });
});
