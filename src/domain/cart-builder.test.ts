// Builder lines in the cart against the menu on screen: renamed after a language switch, priced
// by their variant (and both halves), gone when the menu lost their variant, ingredient or half.
import { describe, expect, it } from "vitest";
import { addToCart, type NewLine } from "./cart";
import { resolveChoice } from "./cart-choice";
import { type MenuForCart, reconcileCart } from "./cart-reconcile";
import type { ProductVariant } from "./product-builder";

const v = (sizeId: string, doughId: string, price: number, size = `${sizeId} cm`, dough = doughId): ProductVariant => ({
  sizeId,
  doughId,
  size,
  dough,
  price,
  portion: null,
  imageScale: 1,
  isDefault: sizeId === "30" && doughId === "traditional",
});

const pizza = (id: string, name: string, prices: [number, number], lang: "en" | "ru" = "en") => ({
  id,
  name,
  inStopList: false,
  variants: [
    v("30", "traditional", prices[0], lang === "en" ? "30 cm" : "30 см", lang === "en" ? "traditional" : "традиционное"),
    v("35", "thin", prices[1], lang === "en" ? "35 cm" : "35 см", lang === "en" ? "thin" : "тонкое"),
  ],
  ingredients: [
    { id: "onion", name: lang === "en" ? "onion" : "лук", removable: true },
    { id: "cheese", name: lang === "en" ? "cheese" : "сыр", removable: false },
  ],
  halvesAllowed: true,
});

const menu = (lang: "en" | "ru" = "en", changes: Partial<MenuForCart> = {}): MenuForCart => ({
  products: [
    pizza("pepperoni", lang === "en" ? "Pepperoni" : "Пепперони", [69000, 89000], lang),
    pizza("four-cheese", lang === "en" ? "Four cheese" : "Четыре сыра", [79000, 99000], lang),
  ],
  productsForCart: [
    { id: "pepperoni", price: 69000, modifiers: [] },
    { id: "four-cheese", price: 79000, modifiers: [] },
  ],
  halfPricing: "dearer",
  ...changes,
});

const thinWithoutOnion: NewLine = {
  cartProdId: "pepperoni",
  name: "Пепперони",
  imageUrl: "/p.svg",
  price: 89000,
  modifiers: [],
  variantId: "35/thin",
  variantName: "35 см, тонкое",
  removed: [{ id: "onion", name: "лук" }],
};

const halves: NewLine = {
  cartProdId: "pepperoni",
  name: "Pepperoni",
  imageUrl: "/p.svg",
  price: 79000,
  modifiers: [],
  variantId: "30/traditional",
  variantName: "30 cm, traditional",
  half: { cartProdId: "four-cheese", name: "Four cheese", removed: [{ id: "onion", name: "onion" }] },
};

describe("a builder line in the cart", () => {
  it("is renamed by the menu's language: variant, left-out ingredients, name", () => {
    const { lines, view, changed } = reconcileCart(addToCart([], thinWithoutOnion, 1), menu("en"));
    expect(changed).toBe(true);
    expect(lines[0]).toMatchObject({
      name: "Pepperoni",
      variantId: "35/thin",
      variantName: "35 cm, thin",
      removed: [{ id: "onion", name: "onion" }],
    });
    expect(lines[0].previousUnitPrice).toBeUndefined();
    expect(view[0]).toMatchObject({ status: "ok", unitPrice: 89000 });
  });

  it("changes nothing when the names already agree", () => {
    const cart = addToCart([], thinWithoutOnion, 1);
    expect(reconcileCart(cart, menu("ru")).changed).toBe(false);
  });

  it("renames the other half and prices the halves by the chain's pricing", () => {
    const cart = addToCart([], halves, 1);
    const ru = reconcileCart(cart, menu("ru"));
    expect(ru.lines[0].half).toEqual({ cartProdId: "four-cheese", name: "Четыре сыра", removed: [{ id: "onion", name: "лук" }] });
    expect(ru.view[0].unitPrice).toBe(79000);
    const average = reconcileCart(cart, menu("en", { halfPricing: "average" }));
    expect(average.view[0].unitPrice).toBe(74000);
    expect(average.lines[0].previousUnitPrice).toBe(79000);
  });

  it("points out a new price of its variant", () => {
    const dearer = menu("ru");
    dearer.products[0].variants = [v("30", "traditional", 69000), v("35", "thin", 95000)];
    const { lines, view } = reconcileCart(addToCart([], thinWithoutOnion, 1), dearer);
    expect(view[0].unitPrice).toBe(95000);
    expect(lines[0].previousUnitPrice).toBe(89000);
  });

  it("is gone when its variant, a left-out ingredient or its other half left the menu", () => {
    const noThin = menu("ru");
    noThin.products[0].variants = [v("30", "traditional", 69000)];
    expect(reconcileCart(addToCart([], thinWithoutOnion, 1), noThin).view[0].status).toBe("gone");

    const noOnion = menu("ru");
    noOnion.products[0].ingredients = [{ id: "cheese", name: "сыр", removable: false }];
    expect(reconcileCart(addToCart([], thinWithoutOnion, 1), noOnion).view[0].status).toBe("gone");

    const noHalf = menu("en", { products: [menu("en").products[0]] });
    expect(reconcileCart(addToCart([], halves, 1), noHalf).view[0]).toMatchObject({ status: "gone", lineTotal: 0 });

    const halvesOff = menu("en");
    halvesOff.products[1].halvesAllowed = false;
    expect(reconcileCart(addToCart([], halves, 1), halvesOff).view[0].status).toBe("gone");
  });

  it("is sold out when its other half is on the stop-list", () => {
    const stopped = menu("en");
    stopped.products[1].inStopList = true;
    expect(reconcileCart(addToCart([], halves, 1), stopped).view[0]).toMatchObject({ status: "stopped", lineTotal: 0 });
  });

  it("gets the default variant when stored before the product had variants", () => {
    const old = addToCart([], { cartProdId: "pepperoni", name: "Pepperoni", imageUrl: "/p.svg", price: 60000, modifiers: [] }, 1);
    const { lines, view } = reconcileCart(old, menu("en"));
    expect(lines[0]).toMatchObject({ variantId: "30/traditional", variantName: "30 cm, traditional", price: 69000 });
    expect(view[0].status).toBe("ok");
  });
});

describe("resolveChoice", () => {
  const products = [pizza("pepperoni", "Pepperoni", [69000, 89000]), pizza("four-cheese", "Four cheese", [79000, 99000])].map((p) => ({
    ...p,
    price: 69000,
  }));
  const of = (id: string) => products.find((p) => p.id === id);

  it("refuses a removed ingredient that may not be left out, and two same halves", () => {
    expect(resolveChoice(products[0], { removed: ["cheese"] }, of, "dearer")).toBeNull();
    expect(resolveChoice(products[0], { half: { id: "pepperoni" } }, of, "dearer")).toBeNull();
    expect(resolveChoice(products[0], { half: { id: "unknown" } }, of, "dearer")).toBeNull();
  });

  it("refuses a half-and-half with extras", () => {
    expect(resolveChoice(products[0], { half: { id: "four-cheese" } }, of, "dearer", 1)).toBeNull();
    expect(resolveChoice(products[0], { half: { id: "four-cheese" } }, of, "dearer", 0)?.price).toBe(79000);
  });
});
