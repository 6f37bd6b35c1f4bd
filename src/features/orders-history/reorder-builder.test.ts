// "Order again" keeps a pizza's size and dough, left-out ingredients and other half, and leaves out
// a line the menu can no longer make that way.
import { describe, expect, it } from "vitest";
import { builderMenu, builderVariant } from "../../domain/test/builder-menu";
import { type MenuForReorder, type PastLine, reorder } from "./reorder";

const menu = (): MenuForReorder => builderMenu();

const thin: PastLine = {
  id: "pepperoni",
  name: "Pepperoni",
  count: 2,
  modifiers: [],
  variantId: "35/thin",
  removed: ["onion"],
  half: null,
};
const halves: PastLine = {
  id: "pepperoni",
  name: "Pepperoni",
  count: 1,
  modifiers: [],
  variantId: "35/thin",
  removed: [],
  half: { id: "four-cheese", removed: ["onion"] },
  priceWithModifiers: 95000,
};

describe("order again with the pizza builder", () => {
  it("keeps the variant, the left-out ingredients and the other half, priced by the menu", () => {
    const result = reorder([], [thin, halves], menu(), 1000);
    expect(result.leftOut).toEqual([]);
    expect(result.lines).toHaveLength(2);
    expect(result.lines[0]).toMatchObject({
      amount: 2,
      price: 89000,
      variantId: "35/thin",
      variantName: "35 cm, thin",
      removed: [{ id: "onion", name: "onion" }],
    });
    expect(result.lines[1]).toMatchObject({
      amount: 1,
      price: 99000,
      half: { cartProdId: "four-cheese", name: "Four cheese", removed: [{ id: "onion", name: "onion" }] },
    });
    expect(result.pricier).toEqual([{ name: "Pepperoni", before: 95000, now: 99000 }]);
  });

  it("grows the same dish already in the cart, not another one", () => {
    const once = reorder([], [thin], menu(), 1000).lines;
    const twice = reorder(once, [thin, { ...thin, removed: [] }], menu(), 2000).lines;
    expect(twice.map((l) => [l.amount, l.removed?.length ?? 0])).toEqual([
      [4, 1],
      [2, 0],
    ]);
  });

  it("leaves out a line whose variant, ingredient or other half is gone, or whose half is sold out", () => {
    const noThin = menu();
    noThin.products[0].variants = [builderVariant("30", "traditional", 60000)];
    expect(reorder([], [thin], noThin, 1).leftOut).toEqual(["Pepperoni"]);

    const noOnion = menu();
    noOnion.products[1].ingredients = [];
    expect(reorder([], [halves], noOnion, 1).leftOut).toEqual(["Pepperoni"]);

    const halfStopped = menu();
    halfStopped.products[1].inStopList = true;
    const result = reorder([], [halves, thin], halfStopped, 1);
    expect(result.leftOut).toEqual(["Pepperoni"]);
    expect(result.lines).toHaveLength(1);
    expect(result.added).toBe(2);
  });
});
