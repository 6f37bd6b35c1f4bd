// The product sheet's wiring: the variant a tap leads to, the pizzas offered as a second half, the
// line it adds (named and priced by the menu), and the card's "from" price and quick add.
import { describe, expect, it } from "vitest";
import type { MenuProduct, ProductForCart } from "../shop/api/get-shop";
import { chooseVariant, halfCandidates, initialChoice, lineTotal, sheetLine, toggleIngredient, variantOffered } from "./builder-line";
import { cardPrice, quickAddLine } from "./product-atoms";

const variant = (sizeId: string, doughId: string, price: number, isDefault = false) => ({
  id: `${sizeId}/${doughId}`,
  sizeId,
  doughId,
  size: `${sizeId} cm`,
  dough: doughId,
  price,
  portion: `${Number(sizeId) * 20} g`,
  imageScale: Number(sizeId) / 35,
  isDefault,
});
const pizza = (id: string, over: Partial<MenuProduct> = {}): MenuProduct => ({
  id,
  parentId: 1,
  name: id[0].toUpperCase() + id.slice(1),
  description: "",
  portion: null,
  price: 49000,
  imageUrl: `/${id}.svg`,
  image: null,
  tags: [],
  hasModifiers: false,
  variants: [
    variant("25", "traditional", 49000),
    variant("30", "traditional", 69000, true),
    variant("30", "thin", 69000),
    variant("35", "traditional", 89000),
    variant("35", "thin", 89000),
  ],
  ingredients: [
    { id: "onion", name: "onion", removable: true },
    { id: "mozzarella", name: "mozzarella", removable: false },
  ],
  halvesAllowed: true,
  inStopList: false,
  ...over,
});
const forCart = (id: string, over: Partial<ProductForCart> = {}): ProductForCart => ({
  id,
  price: 49000,
  modifiers: [],
  groups: [],
  ...over,
});

const pepperoni = pizza("pepperoni");
const cheese = pizza("cheese", { variants: pepperoni.variants.map((v) => ({ ...v, price: v.price + 10000 })) });
const noThin = pizza("hawaii", { variants: pepperoni.variants.filter((v) => v.doughId !== "thin") });
const whole = pizza("calzone", { halvesAllowed: false });
const sold = pizza("diablo", { inStopList: true });
const products = [pepperoni, cheese, noThin, whole, sold];
const cartInfo = products.map((p) => forCart(p.id));

describe("the product sheet's choice", () => {
  it("opens on the default variant and follows a tap on a size or a dough", () => {
    const start = initialChoice(pepperoni, {});
    expect(start.variantId).toBe("30/traditional");
    const thin35 = chooseVariant(chooseVariant(start, pepperoni, undefined, "35", "traditional"), pepperoni, undefined, "35", "thin");
    expect(thin35.variantId).toBe("35/thin");
    // No thin 25 cm: the size's first dough.
    expect(chooseVariant(thin35, pepperoni, undefined, "25", "thin").variantId).toBe("25/traditional");
  });

  it("keeps a second half only in a variant it is made in, and says which are offered", () => {
    const halves = { ...initialChoice(pepperoni, {}), half: { id: "hawaii", removed: [] } };
    expect(variantOffered(pepperoni, noThin, "35", "thin")).toBe(false);
    expect(variantOffered(pepperoni, noThin, "35", "traditional")).toBe(true);
    expect(chooseVariant(halves, pepperoni, noThin, "35", "traditional")).toMatchObject({
      variantId: "35/traditional",
      half: { id: "hawaii" },
    });
    expect(chooseVariant(halves, pepperoni, noThin, "30", "thin")).toMatchObject({ variantId: "30/thin", half: null });
  });

  it("offers as second halves the other pizzas made in halves, not sold out, in the chosen variant", () => {
    expect(halfCandidates(products, pepperoni, "30/traditional").map((p) => p.id)).toEqual(["cheese", "hawaii"]);
    expect(halfCandidates(products, pepperoni, "35/thin").map((p) => p.id)).toEqual(["cheese"]);
    expect(halfCandidates(products, whole, "30/traditional")).toEqual([]);
  });

  it("adds a line with the variant and the left-out ingredients, named by the menu, at the variant's price", () => {
    const choice = { ...initialChoice(pepperoni, {}), variantId: "35/thin", removed: toggleIngredient([], "onion") };
    const line = sheetLine(choice, pepperoni, forCart("pepperoni"), products, cartInfo, "dearer");
    expect(line).toMatchObject({
      cartProdId: "pepperoni",
      name: "Pepperoni",
      price: 89000,
      variantId: "35/thin",
      variantName: "35 cm, thin",
      removed: [{ id: "onion", name: "onion" }],
    });
    expect(toggleIngredient(["onion"], "onion")).toEqual([]);
  });

  it("prices a half-and-half by the chain's pricing over both halves and drops the extras", () => {
    const extras = forCart("pepperoni", {
      modifiers: [
        {
          id: "chili",
          name: "Chili",
          price: 5000,
          isRequired: false,
          isDefault: false,
          maxOneDish: 2,
          imageUrl: null,
          count: 0,
          groupId: null,
          inStopList: false,
        },
      ],
    });
    const choice = { ...initialChoice(pepperoni, { chili: 1 }), half: { id: "cheese", removed: ["onion"] } };
    const dearer = sheetLine(choice, pepperoni, extras, products, cartInfo, "dearer");
    expect(dearer).toMatchObject({
      price: 79000,
      modifiers: [],
      half: { cartProdId: "cheese", name: "Cheese", removed: [{ id: "onion", name: "onion" }] },
    });
    expect(lineTotal(dearer)).toBe(79000);
    expect(sheetLine(choice, pepperoni, extras, products, cartInfo, "average")?.price).toBe(74000);
    const whole = sheetLine({ ...choice, half: null }, pepperoni, extras, products, cartInfo, "dearer");
    expect(lineTotal(whole)).toBe(74000);
  });

  it("adds nothing the menu cannot make", () => {
    const notRemovable = { ...initialChoice(pepperoni, {}), removed: ["mozzarella"] };
    expect(sheetLine(notRemovable, pepperoni, forCart("pepperoni"), products, cartInfo, "dearer")).toBeNull();
    expect(lineTotal(null)).toBe(0);
  });
});

describe("the product card", () => {
  it("shows the lowest variant's price, with 'from' when the sizes cost differently", () => {
    expect(cardPrice(pepperoni)).toEqual({ price: 49000, from: true });
    const oneSize = pizza("one", { variants: [variant("30", "traditional", 59000, true)] });
    expect(cardPrice(oneSize)).toEqual({ price: 59000, from: false });
    expect(cardPrice(pizza("plain", { variants: [], price: 30000 }))).toEqual({ price: 30000, from: false });
    expect(cardPrice(pizza("extras", { variants: [], price: 30000, hasModifiers: true }))).toEqual({ price: 30000, from: true });
  });

  it("adds at once only a product sold one way with nothing to choose", () => {
    expect(quickAddLine(pepperoni)).toBeNull();
    expect(quickAddLine(pizza("one", { variants: [variant("30", "traditional", 59000, true)] }))).toMatchObject({
      price: 59000,
      variantId: "30/traditional",
      variantName: "30 cm, traditional",
    });
    expect(quickAddLine(pizza("cola", { variants: [], price: 12000 }))).toEqual({
      cartProdId: "cola",
      name: "Cola",
      imageUrl: "/cola.svg",
      price: 12000,
      modifiers: [],
    });
  });
});
