import { describe, expect, it } from "vitest";
import { cardItems } from "./card-items";

describe("an order card's items", () => {
  it("names a half-and-half by both halves, with the count after it", () => {
    expect(
      cardItems([
        { name: "Margherita", count: 2, half: { name: "Pepperoni" } },
        { name: "Cola", count: 1, half: null },
        { name: "Tuna", count: 1 },
      ]),
    ).toBe("½ Margherita + ½ Pepperoni × 2, Cola, Tuna");
  });
});
