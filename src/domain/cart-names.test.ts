// A line's product name follows the menu on screen, which is in the page's language: after a
// language switch the cart names its products in the new language, and keeps its prices.
import { describe, expect, it } from "vitest";
import { addToCart } from "./cart";
import { type MenuForCart, reconcileCart } from "./cart-reconcile";

const menuIn = (name: string, dough: string): MenuForCart => ({
  products: [{ id: "margherita", inStopList: false, name }],
  productsForCart: [
    {
      id: "margherita",
      price: 59000,
      modifiers: [{ id: "dough", name: dough, price: 0, isRequired: true, isDefault: true, maxOneDish: 1 }],
    },
  ],
});
const line = addToCart(
  [],
  {
    cartProdId: "margherita",
    name: "Маргарита",
    imageUrl: "/m.svg",
    price: 59000,
    modifiers: [{ id: "dough", name: "Тесто", price: 0, count: 1 }],
  },
  1,
);

describe("product names in the cart", () => {
  it("take the menu's name and modifier names, and say the cart changed", () => {
    const { lines, view, changed } = reconcileCart(line, menuIn("Margherita", "Dough"));
    expect(changed).toBe(true);
    expect(lines[0]).toMatchObject({ name: "Margherita", modifiers: [{ name: "Dough" }], price: 59000 });
    expect(lines[0].previousUnitPrice).toBeUndefined();
    expect(view[0].line.name).toBe("Margherita");
  });

  it("change nothing when the names already agree", () => {
    expect(reconcileCart(line, menuIn("Маргарита", "Тесто")).changed).toBe(false);
  });

  it("keep the stored name of a product no longer on the menu", () => {
    const menu: MenuForCart = { products: [], productsForCart: [] };
    expect(reconcileCart(line, menu).view[0]).toMatchObject({ status: "gone", line: { name: "Маргарита" } });
  });
});
