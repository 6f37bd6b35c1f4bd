import { describe, expect, it } from "vitest";
import { parseStoredCart, serialiseCart } from "./storage";

const line = { id: 1, amount: 2, cartProdId: "cola", name: "Cola", imageUrl: "/c.svg", price: 12000, modifiers: [] };

describe("stored cart", () => {
  it("round-trips", () => {
    expect(parseStoredCart(serialiseCart([line]))).toEqual({ lines: [line], damaged: false });
  });

  it("an absent cart is empty, not damaged", () => {
    expect(parseStoredCart(null)).toEqual({ lines: [], damaged: false });
  });

  it.each([
    ["not JSON", "{oops"],
    ["an old version", JSON.stringify({ version: 0, lines: [line] })],
    ["a bare array", JSON.stringify([line])],
    ["a negative amount", JSON.stringify({ version: 1, lines: [{ ...line, amount: -1 }] })],
    ["a price as text", JSON.stringify({ version: 1, lines: [{ ...line, price: "12000" }] })],
    ["a broken modifier", JSON.stringify({ version: 1, lines: [{ ...line, modifiers: [{ id: "x" }] }] })],
    ["null", "null"],
  ])("%s is damaged and reads as empty", (_name, text) => {
    expect(parseStoredCart(text)).toEqual({ lines: [], damaged: true });
  });
});
