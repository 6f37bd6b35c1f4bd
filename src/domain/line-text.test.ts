import { describe, expect, it } from "vitest";
import { deliveryNotes, lineExtras, lineText, lineTitle, localizeLine, type TextLine } from "./line-text";

const words = { without: (names: string) => `without ${names}` };
const plain: TextLine = { name: "Cola", variant: null, removed: [], half: null, modifiers: [] };
const margherita: TextLine = {
  name: "Margherita",
  variant: { id: "30/thin", name: "30 cm, thin" },
  removed: [
    { id: "basil", name: "Fresh basil" },
    { id: "tomatoes", name: "Tomatoes" },
  ],
  half: null,
  modifiers: [
    { name: "Extra mozzarella", count: 2 },
    { name: "Cheese crust", count: 1 },
    { name: "Olives", count: 0 },
  ],
};

describe("an order line's text", () => {
  it("is the product's name alone for a plain product", () => {
    expect(lineText(plain, words)).toBe("Cola");
  });

  it("names the variant, the modifiers with their counts and what is left out", () => {
    expect(lineTitle(margherita)).toBe("Margherita, 30 cm, thin");
    expect(lineExtras(margherita, words)).toEqual(["Extra mozzarella ×2", "Cheese crust", "without fresh basil, tomatoes"]);
    expect(lineText(margherita, words)).toBe("Margherita, 30 cm, thin (Extra mozzarella ×2; Cheese crust; without fresh basil, tomatoes)");
  });

  it("names both halves, and what is left out of each", () => {
    const halves: TextLine = {
      name: "Margherita",
      variant: { id: "35/traditional", name: "35 cm, traditional" },
      removed: [{ id: "basil", name: "Fresh basil" }],
      half: { id: "pepperoni", name: "Pepperoni", removed: [{ id: "oregano", name: "Oregano" }] },
      modifiers: [],
    };
    expect(lineText(halves, { without: (n) => `без ${n}` })).toBe(
      "½ Margherita + ½ Pepperoni, 35 cm, traditional (½ Margherita: без fresh basil; ½ Pepperoni: без oregano)",
    );
    expect(lineText({ ...halves, removed: [], half: { ...halves.half!, removed: [] } }, words)).toBe(
      "½ Margherita + ½ Pepperoni, 35 cm, traditional",
    );
  });

  it("reads a stored line in the asked language", () => {
    const L = (ru: string, en: string, uz: string) => ({ ru, en, uz });
    const stored = {
      name: L("Маргарита", "Margherita", "Margarita"),
      modifiers: [{ name: L("Сырный бортик", "Cheese crust", "Pishloqli chet"), count: 1 }],
      variant: { id: "30/thin", size: L("30 см", "30 cm", "30 sm"), dough: L("Тонкое", "Thin", "Yupqa") },
      removed: [{ id: "basil", name: L("Базилик", "Basil", "Rayhon") }],
      half: { productId: "pepperoni", name: L("Пепперони", "Pepperoni", "Pepperoni"), removed: [] },
    };
    expect(localizeLine(stored, "ru")).toEqual({
      name: "Маргарита",
      variant: { id: "30/thin", name: "30 см, тонкое" },
      removed: [{ id: "basil", name: "Базилик" }],
      half: { id: "pepperoni", name: "Пепперони", removed: [] },
      modifiers: [{ name: "Сырный бортик", count: 1 }],
    });
    expect(lineTitle(localizeLine({ ...stored, variant: { ...stored.variant, dough: null } }, "uz"))).toBe(
      "½ Margarita + ½ Pepperoni, 30 sm",
    );
  });
});

describe("an order's delivery notes", () => {
  const deliveryWords = {
    changeFrom: (s: string) => `Change from ${s}`,
    contactless: "Contactless",
    cutlery: (n: number) => `Cutlery: ${n}`,
  };
  const money = (n: number) => `${n} sum`;

  it("says the change, contactless and the cutlery when asked", () => {
    expect(deliveryNotes({ changeFrom: 200000, contactless: true, cutlery: 3 }, deliveryWords, money)).toEqual([
      "Change from 200000 sum",
      "Contactless",
      "Cutlery: 3",
    ]);
  });

  it("says nothing when nothing was asked", () => {
    expect(deliveryNotes({ changeFrom: null, contactless: false, cutlery: 0 }, deliveryWords, money)).toEqual([]);
  });
});
