import { describe, expect, it } from "vitest";
import type { OperatorProduct } from "../../contract/operator-menu";
import {
  builderChanges,
  builderForm,
  builderWire,
  formProblems,
  groupsInUse,
  moved,
  newGroup,
  newIngredient,
  newVariant,
  variantsPrice,
} from "./builder-data";

const L = (en: string) => ({ ru: `${en} ru`, en, uz: `${en} uz` });
const variant = (sizeId: string, price: string, doughId = "") => ({
  ...newVariant(),
  sizeId,
  size: L(`${sizeId} cm`),
  doughId,
  dough: doughId ? L(doughId) : L(""),
  price,
});

// As the server reads it back: jsonb hands keys in its own order.
const saved = {
  id: "p",
  variants: [
    {
      price: 50000,
      isDefault: true,
      imageScale: 1,
      size: { uz: "30 cm uz", en: "30 cm", ru: "30 cm ru" },
      sizeId: "30",
      doughId: null,
      dough: null,
      portion: null,
    },
  ],
  ingredients: [{ removable: true, name: { en: "Onion", ru: "Onion ru", uz: "Onion uz" }, id: "onion" }],
  halvesAllowed: true,
  modifierGroups: [],
  modifiers: [{ id: "m", groupId: "drink" }],
} as unknown as OperatorProduct;

describe("the product editor's builder form", () => {
  it("sends nothing for lists as they were read, whatever order the keys came in", () => {
    expect(builderChanges(saved, builderForm(saved))).toEqual({});
  });

  it("sends a list whole once a row changes, with ids trimmed and no dough or portion as null", () => {
    const form = builderForm(saved);
    form.variants = [...form.variants, variant(" 35 ", "62 000", "thin")];
    const patch = builderChanges(saved, form);
    expect(Object.keys(patch)).toEqual(["variants"]);
    expect(patch.variants?.[1]).toMatchObject({
      sizeId: "35",
      doughId: "thin",
      dough: L("thin"),
      price: 62000,
      portion: null,
      imageScale: 1,
    });
    expect(patch.variants?.[0]).toMatchObject({ sizeId: "30", doughId: null, dough: null });
    expect(variantsPrice(form)).toBe(50000);
    expect(variantsPrice(builderForm(null))).toBeNull();
  });

  it("finds what the server would refuse, and what only typing gets wrong, by row", () => {
    const form = builderForm(null);
    form.variants = [variant("30", "50000"), variant("30", "0"), { ...variant("Big", "1"), imageScale: "2", size: { ...L("x"), uz: " " } }];
    form.variants[0].isDefault = true;
    form.variants[1].isDefault = true;
    form.ingredients = [
      { ...newIngredient(), id: "onion", name: L("Onion") },
      { ...newIngredient(), id: "onion" },
    ];
    form.groups = [
      { ...newGroup(), id: "drink", name: L("Drink"), min: "2", max: "1" },
      { ...newGroup(), id: "x", name: L("X"), max: "a" },
    ];
    const problems = formProblems(form).map((p) => `${p.kind}:${"list" in p ? p.list : ""}:${p.index}`);
    expect(problems.sort()).toEqual(
      [
        "sameVariant::1",
        "price::1",
        "defaults::1",
        "badId:variants:2",
        "names:variants:2",
        "scale::2",
        "sameId:ingredients:1",
        "names:ingredients:1",
        "minAboveMax::0",
        "count::1",
        "noMax::1",
      ].sort(),
    );
    expect(builderWire(form).modifierGroups[1]).toMatchObject({ min: 1, max: -1 });
  });

  it("a form without problems has none", () => {
    const form = builderForm(saved);
    form.groups = [{ ...newGroup(), id: "drink", name: L("Drink") }];
    expect(formProblems(form)).toEqual([]);
    expect(groupsInUse(saved, form)).toEqual([]);
    expect(groupsInUse(saved, builderForm(saved))).toEqual(["drink"]);
  });

  it("moves rows within the list", () => {
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
