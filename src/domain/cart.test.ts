import { describe, expect, it } from "vitest";
import {
  addToCart,
  addingExceedsMax,
  cartCount,
  linePriceWithModifiers,
  MAX_LINE_AMOUNT,
  removeLine,
  restoreLine,
  setAmount,
  type CartLine,
  type NewLine,
} from "./cart";
import { cartTotals, reconcileCart, type MenuForCart } from "./cart-reconcile";

const cola: NewLine = { cartProdId: "cola", name: "Cola", imageUrl: "/c.svg", price: 12000, modifiers: [] };
const pizza = (extra = 0): NewLine => ({
  cartProdId: "pepperoni",
  name: "Pepperoni",
  imageUrl: "/p.svg",
  price: 69000,
  modifiers: [
    { id: "dough", name: "Dough", price: 0, count: 1 },
    { id: "cheese", name: "Cheese", price: 8000, count: extra },
  ],
});

describe("adding to the cart", () => {
  it("the same product without modifiers twice is one line with amount 2", () => {
    const once = addToCart([], cola, 1000);
    const twice = addToCart(once, cola, 2000);
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatchObject({ id: 1000, amount: 2, cartProdId: "cola", modifiers: [] });
  });

  it("the same product with the same modifiers twice is one line with amount 2 (issue 25)", () => {
    const lines = addToCart(addToCart([], pizza(1), 1000), pizza(1), 2000);
    expect(lines.map((l) => [l.id, l.amount])).toEqual([[1000, 2]]);
    expect(lines[0].modifiers.map((m) => m.id)).toEqual(["dough", "cheese"]);
  });

  it("other modifier counts, another size, a left-out ingredient or another half make a new line", () => {
    let lines = addToCart([], pizza(1), 1);
    lines = addToCart(lines, pizza(2), 2);
    lines = addToCart(lines, { ...pizza(1), variantId: "35/thin", variantName: "35 cm, thin" }, 3);
    lines = addToCart(lines, { ...pizza(1), removed: [{ id: "onion", name: "Onion" }] }, 4);
    lines = addToCart(lines, { ...pizza(0), variantId: "30", half: { cartProdId: "pepperoni", name: "Pepperoni", removed: [] } }, 5);
    expect(lines.map((l) => [l.id, l.amount])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
    ]);
    lines = addToCart(lines, { ...pizza(1), removed: [{ id: "onion", name: "Onion" }] }, 6);
    lines = addToCart(lines, { ...pizza(1), variantId: "35/thin", variantName: "35 cm, thin" }, 7);
    expect(lines.map((l) => l.amount)).toEqual([1, 1, 2, 2, 1]);
    expect(lines[2]).toMatchObject({ variantId: "35/thin", variantName: "35 cm, thin" });
  });

  it("drops modifiers at count 0 from the line", () => {
    expect(addToCart([], pizza(0), 5)[0].modifiers.map((m) => m.id)).toEqual(["dough"]);
  });

  it("never reuses an id within the same millisecond", () => {
    const lines = addToCart(addToCart([], pizza(1), 7), pizza(2), 7);
    expect(lines.map((l) => l.id)).toEqual([7, 8]);
  });

  it("a plain product is not merged into a line that has modifiers", () => {
    const withMods = addToCart([], { ...cola, modifiers: [{ id: "ice", name: "Ice", price: 0, count: 1 }] }, 1);
    expect(addToCart(withMods, cola, 2)).toHaveLength(2);
  });
});

describe("the most of one line", () => {
  it("is 50, below the order API's 99", () => {
    expect(MAX_LINE_AMOUNT).toBe(50);
  });

  it("setting an amount above it keeps the line at 50", () => {
    const lines = addToCart([], cola, 1000);
    expect(setAmount(lines, 1000, 51)[0].amount).toBe(50);
    expect(setAmount(lines, 1000, 500)[0].amount).toBe(50);
    expect(setAmount(lines, 1000, 50)[0].amount).toBe(50);
  });

  it("adding once more at 50 changes nothing, and says so beforehand", () => {
    const full = setAmount(addToCart([], cola, 1000), 1000, 50);
    expect(addingExceedsMax(full, cola)).toBe(true);
    expect(addToCart(full, cola, 2000)).toEqual(full);
    const almost = setAmount(full, 1000, 49);
    expect(addingExceedsMax(almost, cola)).toBe(false);
    expect(addToCart(almost, cola, 2000)[0].amount).toBe(50);
  });

  it("a product with modifiers goes on a new line, so it never exceeds", () => {
    const full = setAmount(addToCart([], cola, 1000), 1000, 50);
    expect(addingExceedsMax(full, pizza(1))).toBe(false);
  });
});

describe("undoing a removal", () => {
  it("puts the line back at its place with its modifiers and amount", () => {
    let lines = addToCart([], cola, 1000);
    lines = addToCart(lines, pizza(2), 2000);
    lines = addToCart(lines, pizza(1), 3000);
    lines = setAmount(lines, 2000, 3);
    const removed = lines[1];
    const after = removeLine(lines, removed.id);
    expect(restoreLine(after, removed, 1)).toEqual(lines);
  });

  it("an index past the end appends, and a line already back is not doubled", () => {
    const lines = addToCart([], cola, 1000);
    const line = addToCart([], pizza(1), 2000)[0];
    expect(restoreLine(lines, line, 9).map((l) => l.id)).toEqual([1000, 2000]);
    expect(restoreLine(restoreLine(lines, line, 9), line, 0)).toHaveLength(2);
  });
});

describe("amounts and prices", () => {
  it("an amount below 1 removes the line", () => {
    const lines = addToCart(addToCart([], cola, 1), pizza(1), 2);
    expect(setAmount(lines, 1, 0).map((l) => l.id)).toEqual([2]);
    expect(setAmount(lines, 2, 3).find((l) => l.id === 2)!.amount).toBe(3);
    expect(cartCount(setAmount(lines, 2, 3))).toBe(4);
  });

  it("priceWithModifiers = base + Σ modifier price × count", () => {
    expect(linePriceWithModifiers(addToCart([], pizza(2), 1)[0])).toBe(69000 + 16000);
  });
});

describe("reconciling with the menu", () => {
  const menu: MenuForCart = {
    products: [
      { id: "cola", inStopList: false },
      { id: "pepperoni", inStopList: false },
      { id: "tiramisu", inStopList: true },
    ],
    productsForCart: [
      { id: "cola", price: 12000, modifiers: [] },
      { id: "tiramisu", price: 30000, modifiers: [] },
      {
        id: "pepperoni",
        price: 69000,
        modifiers: [
          { id: "dough", name: "Dough", price: 0, isRequired: true, isDefault: true, maxOneDish: 1 },
          { id: "cheese", name: "Cheese", price: 8000, isRequired: false, isDefault: false, maxOneDish: 3 },
        ],
      },
    ],
  };
  const base = (): CartLine[] => {
    let lines = addToCart([], cola, 1);
    lines = addToCart(lines, pizza(1), 2);
    lines = addToCart(lines, { ...cola, cartProdId: "tiramisu", price: 30000 }, 3);
    lines = addToCart(lines, { ...cola, cartProdId: "gone-soup" }, 4);
    return setAmount(lines, 1, 2);
  };

  it("leaves stop-listed and vanished products out of the total", () => {
    const { view, changed } = reconcileCart(base(), menu);
    expect(view.map((v) => v.status)).toEqual(["ok", "ok", "stopped", "gone"]);
    expect(changed).toBe(false);
    expect(cartTotals(view, 0, 10000)).toEqual({
      subtotal: 2 * 12000 + 77000,
      delivery: 10000,
      deliveryPending: false,
      total: 2 * 12000 + 77000 + 10000,
      count: 3,
    });
  });

  it("charges delivery only when delivering something", () => {
    const { view } = reconcileCart(base(), menu);
    expect(cartTotals(view, 200, 10000)).toMatchObject({ delivery: null, deliveryPending: false, total: 2 * 12000 + 77000 });
    expect(cartTotals([], 0, 10000)).toEqual({ subtotal: 0, delivery: null, deliveryPending: false, total: 0, count: 0 });
  });

  it("adds no delivery fee before an address is chosen: the total is the items", () => {
    const { view } = reconcileCart(base(), menu);
    expect(cartTotals(view, 0, 10000, false)).toEqual({
      subtotal: 2 * 12000 + 77000,
      delivery: null,
      deliveryPending: true,
      total: 2 * 12000 + 77000,
      count: 3,
    });
  });

  it("applies a changed price and remembers the old one", () => {
    const dearer: MenuForCart = {
      ...menu,
      productsForCart: menu.productsForCart.map((p) => (p.id === "cola" ? { ...p, price: 14000 } : p)),
    };
    const { lines, view, changed } = reconcileCart(base(), dearer);
    expect(changed).toBe(true);
    expect(lines[0]).toMatchObject({ price: 14000, previousUnitPrice: 12000 });
    expect(view[0].lineTotal).toBe(28000);
    // Reconciling again keeps the first old price until the customer touches the line.
    const again = reconcileCart(lines, dearer);
    expect(again.changed).toBe(false);
    expect(setAmount(again.lines, lines[0].id, 3)[0].previousUnitPrice).toBeUndefined();
  });

  it("treats a line whose modifier left the menu as unavailable", () => {
    const fewer: MenuForCart = {
      ...menu,
      productsForCart: menu.productsForCart.map((p) =>
        p.id === "pepperoni" ? { ...p, modifiers: p.modifiers.filter((m) => m.id !== "cheese") } : p,
      ),
    };
    expect(reconcileCart(base(), fewer).view[1].status).toBe("gone");
  });
});
