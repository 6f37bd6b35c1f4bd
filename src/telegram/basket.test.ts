import { describe, expect, it } from "vitest";
import type { CartLine } from "../domain/cart";
import { builderMenu } from "../domain/test/builder-menu";
import { basketToLines, linesToBasket, parseBasket, sameBasket } from "./basket";

const menu = {
  products: [
    { id: "margherita", name: "Margherita", imageUrl: "/m.svg" },
    { id: "cola", name: "Cola", imageUrl: "/c.svg" },
  ],
  productsForCart: [
    {
      id: "margherita",
      price: 59000,
      modifiers: [
        { id: "margherita:classic-dough", name: "Classic dough", price: 0 },
        { id: "margherita:extra-mozzarella", name: "Extra mozzarella", price: 8000 },
      ],
    },
    { id: "cola", price: 12000, modifiers: [] },
  ],
};

const line = (over: Partial<CartLine>): CartLine => ({
  id: 1,
  amount: 1,
  cartProdId: "cola",
  modifiers: [],
  name: "Cola",
  imageUrl: "/c.svg",
  price: 12000,
  ...over,
});

describe("messenger basket ↔ cart lines", () => {
  it("names and prices basket products from the menu, in order, with timestamp ids", () => {
    const lines = basketToLines(
      [
        {
          id: "margherita",
          count: 2,
          modifiers: [
            { id: "margherita:classic-dough", count: 1 },
            { id: "margherita:extra-mozzarella", count: 2 },
          ],
          variantId: null,
          removed: [],
          half: null,
        },
        { id: "cola", count: 3, modifiers: [], variantId: null, removed: [], half: null },
      ],
      menu,
      1000,
    );
    expect(lines).toEqual([
      {
        id: 1000,
        amount: 2,
        cartProdId: "margherita",
        name: "Margherita",
        imageUrl: "/m.svg",
        price: 59000,
        modifiers: [
          { id: "margherita:classic-dough", name: "Classic dough", price: 0, count: 1 },
          { id: "margherita:extra-mozzarella", name: "Extra mozzarella", price: 8000, count: 2 },
        ],
      },
      { id: 1001, amount: 3, cartProdId: "cola", name: "Cola", imageUrl: "/c.svg", price: 12000, modifiers: [] },
    ]);
  });

  it("leaves out what the menu does not have: products, modifiers, zero counts", () => {
    const lines = basketToLines(
      [
        { id: "ghost", count: 1, modifiers: [], variantId: null, removed: [], half: null },
        {
          id: "margherita",
          count: 1,
          modifiers: [
            { id: "margherita:olives", count: 1 },
            { id: "margherita:extra-mozzarella", count: 0 },
          ],
          variantId: null,
          removed: [],
          half: null,
        },
      ],
      menu,
      5,
    );
    expect(lines.map((l) => [l.id, l.cartProdId, l.modifiers])).toEqual([[5, "margherita", []]]);
  });

  it("turns cart lines into the basket body within the server's limits", () => {
    const lines = [
      line({ id: 1, amount: 120 }),
      line({ id: 2, cartProdId: "margherita", modifiers: [{ id: "margherita:extra-mozzarella", name: "x", price: 8000, count: 2 }] }),
      line({ id: 3, cartProdId: "gone" }),
    ];
    expect(linesToBasket(lines, menu)).toEqual([
      { id: "cola", count: 99, modifiers: [], variantId: null, removed: [], half: null },
      {
        id: "margherita",
        count: 1,
        modifiers: [{ id: "margherita:extra-mozzarella", count: 2 }],
        variantId: null,
        removed: [],
        half: null,
      },
    ]);
    expect(linesToBasket(lines)).toHaveLength(3);
    expect(linesToBasket(Array.from({ length: 60 }, (_, i) => line({ id: i })))).toHaveLength(50);
  });

  it("round-trips: a basket loaded into the cart is not sent back", () => {
    const basket = [{ id: "cola", count: 2, modifiers: [], variantId: null, removed: [], half: null }];
    expect(sameBasket(linesToBasket(basketToLines(basket, menu, 1), menu), basket)).toBe(true);
    expect(sameBasket(basket, [{ id: "cola", count: 3, modifiers: [], variantId: null, removed: [], half: null }])).toBe(false);
  });

  it("reads the server's answer defensively", () => {
    expect(
      parseBasket({
        result: {
          products: [
            { id: "cola", count: 2 },
            { id: 5 },
            { id: "x", count: 0 },
            null,
            { id: "m", count: 1, modifiers: [{ id: "a", count: 1 }, { id: "b" }], variantId: null, removed: [], half: null },
          ],
        },
      }),
    ).toEqual([
      { id: "cola", count: 2, modifiers: [], variantId: null, removed: [], half: null },
      { id: "m", count: 1, modifiers: [{ id: "a", count: 1 }], variantId: null, removed: [], half: null },
    ]);
    expect(parseBasket({ result: null })).toEqual([]);
    expect(parseBasket("nope")).toEqual([]);
  });

  it("carries the pizza builder's choice both ways, named and priced by the menu", () => {
    const pizzaMenu = builderMenu();
    const stored = parseBasket({
      result: {
        products: [
          {
            id: "pepperoni",
            count: 2,
            modifiers: [],
            variantId: "35/thin",
            removed: ["onion"],
            half: { id: "four-cheese", removed: ["onion", 3] },
          },
          { id: "pepperoni", count: 1 },
          { id: "pepperoni", count: 1, variantId: "25/thin" },
        ],
      },
    });
    expect(stored[0]).toEqual({
      id: "pepperoni",
      count: 2,
      modifiers: [],
      variantId: "35/thin",
      removed: ["onion"],
      half: { id: "four-cheese", removed: ["onion"] },
    });
    const lines = basketToLines(stored, pizzaMenu, 1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      amount: 2,
      price: 99000,
      variantId: "35/thin",
      variantName: "35 cm, thin",
      removed: [{ id: "onion", name: "onion" }],
      half: { cartProdId: "four-cheese", name: "Four cheese", removed: [{ id: "onion", name: "onion" }] },
    });
    // An old stored line without the builder's fields loads as the default variant.
    expect(lines[1]).toMatchObject({ amount: 1, price: 60000, variantId: "30/traditional" });
    expect(linesToBasket(lines, pizzaMenu)).toEqual([
      stored[0],
      { id: "pepperoni", count: 1, modifiers: [], variantId: "30/traditional", removed: [], half: null },
    ]);
  });
});
