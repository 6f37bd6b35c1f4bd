import { describe, expect, it } from "vitest";
import { searchTerms } from "./order-search-terms";

describe("what a board search looks for", () => {
  it("digits are an order number and part of a phone", () => {
    expect(searchTerms("1234")).toEqual({ orderId: 1234, phoneDigits: "1234", name: null });
    expect(searchTerms("12")).toEqual({ orderId: 12, phoneDigits: null, name: null });
  });

  it("a phone in any formatting is its digits", () => {
    expect(searchTerms("+998 (90) 123-45-67")).toEqual({ orderId: null, phoneDigits: "998901234567", name: null });
    expect(searchTerms(" 90 123 ")).toEqual({ orderId: null, phoneDigits: "90123", name: null });
  });

  it("#1234 and №1234 are order numbers only", () => {
    expect(searchTerms("#1234")).toEqual({ orderId: 1234, phoneDigits: null, name: null });
    expect(searchTerms("№ 77")).toEqual({ orderId: 77, phoneDigits: null, name: null });
  });

  it("words are a name, in any script", () => {
    expect(searchTerms("Дилшод")).toEqual({ orderId: null, phoneDigits: null, name: "Дилшод" });
    expect(searchTerms("o‘g‘li")).toMatchObject({ name: "o‘g‘li" });
  });

  it("too little to search for is a 400 naming q", () => {
    for (const q of ["ab", "+-", "#", "()"])
      expect(() => searchTerms(q)).toThrow(expect.objectContaining({ status: 400, fields: { q: expect.any(String) } }));
  });

  it("a number beyond the id column is not an order number", () => {
    expect(searchTerms("9999999999").orderId).toBeNull();
  });
});
