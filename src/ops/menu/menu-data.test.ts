import { describe, expect, it } from "vitest";
import type { OperatorProduct } from "../../contract/operator-menu";
import { badTags, parsePrice, parseTags, productChanges } from "./menu-data";

const product: OperatorProduct = {
  id: "margherita",
  folderId: 1,
  name: { ru: "Маргарита", en: "Margherita", uz: "Margarita" },
  description: { ru: "", en: "", uz: "" },
  portion: null,
  price: 45000,
  tags: ["pizza"],
  isActive: true,
  sort: 0,
  imageUrl: "/x.jpg",
  image: null,
  ikpu: null,
  packageCode: null,
  vatPercent: null,
  variants: [],
  ingredients: [],
  halvesAllowed: false,
  modifierGroups: [],
  modifiers: [],
};
const form = { ...product, portion: { ru: "", en: "", uz: "" } };

describe("the product form", () => {
  it("sends only what changed", () => {
    expect(productChanges(product, form)).toEqual({});
    expect(productChanges(product, { ...form, price: 47000 })).toEqual({ price: 47000 });
    expect(productChanges(product, { ...form, name: { ...form.name, en: "Margarita" } })).toEqual({
      name: { ru: "Маргарита", en: "Margarita", uz: "Margarita" },
    });
  });

  it("sends a portion when one language has it, and null when all are empty", () => {
    const portion = { ru: "30 см", en: "30 cm", uz: "30 sm" };
    expect(productChanges(product, { ...form, portion })).toEqual({ portion });
    expect(productChanges({ ...product, portion }, form)).toEqual({ portion: null });
  });

  it("reads prices with spaces as whole so'm and refuses anything else", () => {
    expect(parsePrice("45 000")).toBe(45000);
    expect(parsePrice("45\u00a0000")).toBe(45000);
    expect(parsePrice("45.5")).toBeNull();
    expect(parsePrice("")).toBeNull();
    expect(parsePrice("-1")).toBeNull();
  });

  it("reads tags from commas or spaces and names the ones the server would refuse", () => {
    expect(parseTags("Pizza, new  new,hit")).toEqual(["pizza", "new", "hit"]);
    expect(badTags(["pizza", "острая", "-x"])).toEqual(["острая", "-x"]);
  });
});
