// The demo menu reads like a real chain's: "meat-free" marks dishes that could have had meat, not
// sauces, drinks and desserts, which never do.
import { describe, expect, it } from "vitest";
import { initialModifierCounts, validateModifiers } from "../../../src/domain/modifiers";
import { defaultVariant, variantKey } from "../../../src/domain/product-builder";
import { folders, products } from "./menu";

describe("the demo menu's tags", () => {
  it("put no vegetarian (meat-free) label on desserts, drinks or sauces", () => {
    const never = folders.filter((f) => ["Desserts", "Drinks", "Sauces"].includes(f.name.en)).map((f) => f.id);
    expect(never).toHaveLength(3);
    const labelled = products.filter((p) => never.includes(p.folderId) && p.tags?.includes("vegetarian")).map((p) => p.id);
    expect(labelled).toEqual([]);
    // The label still exists where it means something.
    expect(products.some((p) => p.folderId === 1 && p.tags?.includes("vegetarian"))).toBe(true);
  });
});

describe("the demo menu's pizza builder", () => {
  const pizzas = products.filter((p) => p.folderId === 1);

  it("sells every pizza in 25 / 30 / 35 cm, traditional or thin (no thin 25), the 30 cm traditional at today's price by default", () => {
    expect(pizzas.length).toBeGreaterThan(10);
    for (const p of pizzas) {
      expect(p.variants.map(variantKey)).toEqual(["25/traditional", "30/traditional", "30/thin", "35/traditional", "35/thin"]);
      expect(p.variants.filter((v) => v.isDefault).map(variantKey)).toEqual(["30/traditional"]);
      expect(defaultVariant(p.variants)?.price).toBe(p.price);
      const price = (key: string) => p.variants.find((v) => variantKey(v) === key)!.price;
      expect(price("25/traditional")).toBeLessThan(price("30/traditional"));
      expect(price("30/traditional")).toBeLessThan(price("35/traditional"));
      expect(p.variants.map((v) => v.imageScale)).toEqual([0.8, 0.9, 0.9, 1, 1]);
      expect(p.variants.every((v) => v.portion?.en.startsWith(`${v.sizeId} cm · `))).toBe(true);
    }
  });

  it("lists each pizza's ingredients, some removable, the sauce and the cheese not; no required dough modifier", () => {
    for (const p of pizzas) {
      expect(p.ingredients.some((i) => i.removable)).toBe(true);
      expect(p.ingredients.find((i) => i.id === "mozzarella")?.removable).toBe(false);
      expect(p.ingredients.some((i) => i.id.endsWith("sauce") || i.id === "pesto")).toBe(true);
      expect(p.modifiers.filter((m) => m.isRequired)).toEqual([]);
    }
  });

  it("allows halves on six pizzas and on nothing else", () => {
    const halves = pizzas.filter((p) => p.halvesAllowed);
    expect(halves).toHaveLength(6);
    expect(products.filter((p) => p.halvesAllowed && p.folderId !== 1)).toEqual([]);
  });

  it("has two combos that choose one drink and one snack; no fixed drink or 'swap the drink' add-on", () => {
    const combos = products.filter((p) => p.modifierGroups.length > 0);
    expect(combos.map((p) => p.id)).toEqual(["combo-solo", "combo-family"]);
    for (const combo of combos) {
      expect(combo.modifierGroups.map((g) => [g.id, g.min, g.max])).toEqual([
        ["drink", 1, 1],
        ["snack", 1, 1],
      ]);
      for (const group of combo.modifierGroups) {
        const options = combo.modifiers.filter((m) => m.groupId === group.id);
        expect(options.length).toBeGreaterThanOrEqual(3);
        expect(options.some((o) => o.price > 0)).toBe(true);
        expect(options.every((o) => !o.isRequired && o.maxOneDish === 1)).toBe(true);
      }
      // The first options are chosen when the sheet opens, and that choice can be ordered.
      const counts = initialModifierCounts(combo.modifiers, combo.modifierGroups);
      const chosen = Object.entries(counts).map(([id, count]) => ({ id, count }));
      expect(validateModifiers(combo.modifiers, chosen, combo.modifierGroups)).toEqual([]);
      expect(combo.modifiers.map((m) => m.id)).toContain(`${combo.id}:lemonade`);
    }
    const ids = products.flatMap((p) => p.modifiers.map((m) => m.id));
    expect(ids.filter((id) => /:drink-cola$|:classic-dough$/.test(id) && !id.startsWith("kids-"))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
