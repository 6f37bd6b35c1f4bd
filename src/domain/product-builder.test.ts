import { describe, expect, it } from "vitest";
import { chooseOption, initialModifierCounts, validateModifiers, type ModifierRule } from "./modifiers";
import { priceLines, type PricingProduct } from "./order-pricing";
import { basePrice, halfPrice, lineKey, pickVariant, validateChoice, variantAxes, type ProductVariant } from "./product-builder";

const v = (sizeId: string, doughId: string | null, price: number, isDefault = false): ProductVariant => ({
  sizeId,
  doughId,
  size: `${sizeId} cm`,
  dough: doughId,
  price,
  portion: null,
  imageScale: 1,
  isDefault,
});

const pizza = (id: string, prices: [number, number, number], halvesAllowed = true): PricingProduct<string> => ({
  id,
  name: id,
  price: prices[1],
  isActive: true,
  modifiers: [{ id: `${id}:cheese`, name: "Cheese", price: 8000, isRequired: false, isDefault: false, maxOneDish: 2 }],
  groups: [],
  variants: [
    v("25", "traditional", prices[0]),
    v("30", "traditional", prices[1], true),
    v("30", "thin", prices[1]),
    v("35", "thin", prices[2]),
  ],
  ingredients: [
    { id: "onion", name: "Onion", removable: true },
    { id: "sauce", name: "Sauce", removable: false },
  ],
  halvesAllowed,
});

const margherita = pizza("margherita", [49000, 59000, 79000]);
const pepperoni = pizza("pepperoni", [55000, 69000, 89000]);
const special = pizza("special", [60000, 70000, 90000], false);
const menu = new Map([margherita, pepperoni, special].map((p) => [p.id, p]));

describe("variants", () => {
  it("offers each size and dough once, in order", () => {
    const axes = variantAxes(margherita.variants);
    expect(axes.sizes.map((s) => s.id)).toEqual(["25", "30", "35"]);
    expect(axes.doughs.map((d) => d.id)).toEqual(["traditional", "thin"]);
  });

  it("a size without the chosen dough falls back to that size's first dough", () => {
    expect(pickVariant(margherita.variants, "35", "traditional")).toMatchObject({ sizeId: "35", doughId: "thin" });
    expect(pickVariant(margherita.variants, "30", "thin")).toMatchObject({ sizeId: "30", doughId: "thin" });
  });

  it("prices a line at its variant, a half-and-half at the dearer half or the average", () => {
    expect(basePrice(margherita, "35/thin")).toBe(79000);
    expect(basePrice(margherita, "35/thin", { product: pepperoni, pricing: "dearer" })).toBe(89000);
    expect(basePrice(margherita, "35/thin", { product: pepperoni, pricing: "average" })).toBe(84000);
    expect(halfPrice(49900, 55000, "average")).toBe(52500);
  });
});

describe("validating a builder choice", () => {
  it("takes the default variant when a line names none, and refuses an unknown one", () => {
    expect(validateChoice(margherita, {}, undefined, 0)).toEqual([]);
    expect(basePrice(margherita, null)).toBe(59000);
    expect(validateChoice(margherita, { variantId: "40/thin" }, undefined, 0)).toEqual([{ kind: "unknownVariant", variantId: "40/thin" }]);
    expect(validateChoice(margherita, { variantId: "30/thin" }, undefined, 0)).toEqual([]);
  });

  it("removes only removable ingredients of the product", () => {
    expect(validateChoice(margherita, { variantId: "30/thin", removed: ["onion", "sauce", "ham"] }, undefined, 0)).toEqual([
      { kind: "notRemovable", ingredientId: "sauce" },
      { kind: "unknownIngredient", ingredientId: "ham" },
    ]);
  });

  it("takes two different pizzas that allow halves, in the same variant, without extras", () => {
    const choice = { variantId: "30/thin", half: { id: "pepperoni", removed: ["onion"] } };
    expect(validateChoice(margherita, choice, pepperoni, 0)).toEqual([]);
    expect(validateChoice(margherita, choice, pepperoni, 1)).toEqual([{ kind: "halfModifiers" }]);
    expect(validateChoice(margherita, { ...choice, half: { id: "margherita" } }, margherita, 0)).toEqual([{ kind: "sameHalves" }]);
    expect(validateChoice(margherita, { ...choice, half: { id: "special" } }, special, 0)).toEqual([
      { kind: "halvesNotAllowed", productId: "special", half: true },
    ]);
    expect(validateChoice(special, { ...choice, half: { id: "margherita" } }, margherita, 0)).toEqual([
      { kind: "halvesNotAllowed", productId: "special" },
    ]);
    const smallOnly = { ...pepperoni, variants: [v("25", "traditional", 1)] };
    expect(validateChoice(margherita, choice, smallOnly, 0)).toEqual([{ kind: "halfVariant", variantId: "30/thin" }]);
  });
});

describe("pricing an order's builder lines", () => {
  it("stores the variant, what is left out and the other half, priced by the chain's rule", () => {
    const { lines, problems, subtotal } = priceLines(
      [
        { id: "margherita", count: 2, modifiers: [{ id: "margherita:cheese", count: 1 }], variantId: "35/thin", removed: ["onion"] },
        { id: "margherita", count: 1, modifiers: [], variantId: "30/traditional", half: { id: "pepperoni", removed: ["onion"] } },
      ],
      menu,
      new Set(),
    );
    expect(problems).toEqual([]);
    expect(lines[0]).toMatchObject({
      basePrice: 79000,
      priceWithModifiers: 87000,
      variant: { id: "35/thin", size: "35 cm", dough: "thin" },
      removed: [{ id: "onion", name: "Onion" }],
      half: null,
    });
    expect(lines[1]).toMatchObject({
      basePrice: 69000,
      half: { productId: "pepperoni", name: "pepperoni", removed: [{ id: "onion", name: "Onion" }] },
    });
    expect(subtotal).toBe(2 * 87000 + 69000);
  });

  it("refuses a stopped or unknown other half", () => {
    const line = { id: "margherita", count: 1, modifiers: [], variantId: "30/thin", half: { id: "pepperoni" } };
    expect(priceLines([line], menu, new Set(["pepperoni"])).problems).toEqual([{ index: 0, kind: "stoppedHalf" }]);
    expect(priceLines([{ ...line, half: { id: "nope" } }], menu, new Set()).problems).toEqual([{ index: 0, kind: "unknownHalf" }]);
    expect(priceLines([line], menu, new Set(["margherita", "pepperoni"])).problems).toEqual([
      { index: 0, kind: "stopped" },
      { index: 0, kind: "stoppedHalf" },
    ]);
  });
});

describe("choose-one modifier groups", () => {
  const option = (id: string, isDefault = false): ModifierRule => ({
    id,
    price: 0,
    isRequired: false,
    isDefault,
    maxOneDish: 1,
    groupId: "drink",
  });
  const rules = [option("cola"), option("fanta"), { ...option("lemonade"), price: 9000 }];
  const group = { id: "drink", min: 1, max: 1 };

  it("starts with the first option when none is the default, and choosing one drops the other", () => {
    const counts = initialModifierCounts(rules, [group]);
    expect(counts).toEqual({ cola: 1, fanta: 0, lemonade: 0 });
    expect(chooseOption(counts, rules, group, "lemonade")).toEqual({ cola: 0, fanta: 0, lemonade: 1 });
  });

  it("the server refuses none or two of a choose-one group", () => {
    expect(validateModifiers(rules, [], [group])).toEqual([{ kind: "groupCount", groupId: "drink", min: 1, max: 1 }]);
    expect(
      validateModifiers(
        rules,
        [
          { id: "cola", count: 1 },
          { id: "fanta", count: 1 },
        ],
        [group],
      ),
    ).toHaveLength(1);
    expect(validateModifiers(rules, [{ id: "fanta", count: 1 }], [group])).toEqual([]);
    expect(validateModifiers(rules, [{ id: "fanta", count: 2 }], [group])).toEqual([{ kind: "tooMany", modifierId: "fanta", max: 1 }]);
  });
});

describe("one line per identical dish", () => {
  it("the key ignores order of modifiers and removed ingredients, not their content", () => {
    const a = lineKey({
      productId: "p",
      variantId: "30",
      modifiers: [
        { id: "a", count: 1 },
        { id: "b", count: 2 },
      ],
      removed: ["x", "y"],
    });
    const b = lineKey({
      productId: "p",
      variantId: "30",
      modifiers: [
        { id: "b", count: 2 },
        { id: "a", count: 1 },
        { id: "c", count: 0 },
      ],
      removed: ["y", "x"],
    });
    expect(a).toBe(b);
    expect(lineKey({ productId: "p", variantId: "35", modifiers: [], removed: [] })).not.toBe(
      lineKey({ productId: "p", variantId: "30", modifiers: [] }),
    );
    expect(lineKey({ productId: "p", modifiers: [], half: { id: "q" } })).not.toBe(lineKey({ productId: "p", modifiers: [] }));
  });
});
