import { describe, expect, it } from "vitest";
import type { CartLine } from "../../domain/cart";
import { type MenuForReorder, reorder } from "./reorder";

const rule = (id: string, over: Partial<MenuForReorder["productsForCart"][number]["modifiers"][number]> = {}) => ({
  id,
  name: id,
  price: 0,
  isRequired: false,
  isDefault: false,
  maxOneDish: 3,
  ...over,
});

const menu: MenuForReorder = {
  products: [
    { id: "pepperoni", name: "Pepperoni", imageUrl: "/p.svg", inStopList: false },
    { id: "cola", name: "Cola", imageUrl: "/c.svg", inStopList: false },
    { id: "tiramisu", name: "Tiramisu", imageUrl: "/t.svg", inStopList: true },
    { id: "soup", name: "Soup", imageUrl: "/s.svg", inStopList: false },
  ],
  productsForCart: [
    { id: "pepperoni", price: 80000, modifiers: [rule("size-30", { isRequired: true }), rule("cheese", { price: 9000 })] },
    { id: "cola", price: 12000, modifiers: [] },
    { id: "tiramisu", price: 30000, modifiers: [] },
    { id: "soup", price: 25000, modifiers: [rule("bread", { maxOneDish: 1 })] },
  ],
};

const inCart: CartLine = { id: 1, amount: 1, cartProdId: "cola", modifiers: [], name: "Cola", imageUrl: "/c.svg", price: 12000 };

describe("order again", () => {
  it("puts available lines back with their counts, merging a plain product already in the cart", () => {
    const result = reorder(
      [inCart],
      [
        {
          id: "pepperoni",
          name: "Pepperoni",
          count: 2,
          modifiers: [
            { id: "size-30", count: 1 },
            { id: "cheese", count: 2 },
          ],
          priceWithModifiers: 98000,
        },
        { id: "cola", name: "Cola", count: 3, modifiers: [] },
      ],
      menu,
      1000,
    );
    expect(result.lines).toHaveLength(2);
    expect(result.lines[0]).toMatchObject({ cartProdId: "cola", amount: 4 });
    expect(result.lines[1]).toMatchObject({
      id: 1000,
      cartProdId: "pepperoni",
      amount: 2,
      price: 80000,
      name: "Pepperoni",
      imageUrl: "/p.svg",
    });
    expect(result.lines[1].modifiers).toEqual([
      { id: "size-30", count: 1, name: "size-30", price: 0 },
      { id: "cheese", count: 2, name: "cheese", price: 9000 },
    ]);
    expect(result).toMatchObject({ added: 5, leftOut: [], pricier: [] });
  });

  it("leaves out what left the menu, is sold out, or has modifiers no longer offered", () => {
    const result = reorder(
      [],
      [
        { id: "gone", name: "Old pizza", count: 1, modifiers: [] },
        { id: "tiramisu", name: "Tiramisu", count: 1, modifiers: [] },
        { id: "soup", name: "Soup", count: 1, modifiers: [{ id: "bread", count: 2 }] },
        { id: "pepperoni", name: "Pepperoni", count: 1, modifiers: [{ id: "olives", count: 1 }] },
      ],
      menu,
      1,
    );
    expect(result.lines).toEqual([]);
    expect(result.leftOut).toEqual(["Old pizza", "Tiramisu", "Soup", "Pepperoni"]);
  });

  it("adds a required modifier introduced since, and reports what costs more now", () => {
    const result = reorder([], [{ id: "pepperoni", name: "Pepperoni", count: 1, modifiers: [], priceWithModifiers: 75000 }], menu, 5);
    expect(result.lines[0].modifiers.map((m) => m.id)).toEqual(["size-30"]);
    expect(result.pricier).toEqual([{ name: "Pepperoni", before: 75000, now: 80000 }]);
  });
});

describe("order again at the line maximum", () => {
  it("keeps a plain line already at the maximum (50) as it is, instead of failing", () => {
    const full: CartLine = { ...inCart, amount: 50 };
    const result = reorder([full], [{ id: "cola", name: "Cola", count: 3, modifiers: [] }], menu, 1_000);
    expect(result.lines).toEqual([full]);
    expect(result.leftOut).toEqual([]);
  });

  it("fills a line up to the maximum and no further", () => {
    const result = reorder([{ ...inCart, amount: 48 }], [{ id: "cola", name: "Cola", count: 5, modifiers: [] }], menu, 1_000);
    expect(result.lines.map((l) => l.amount)).toEqual([50]);
  });
});
