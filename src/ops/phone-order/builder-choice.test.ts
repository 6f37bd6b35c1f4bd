import { describe, expect, it } from "vitest";
import type { Shop } from "../../contract/menu";
import { builderLine, chooseVariant, halfOptions, hasChoice, initialBuilder } from "./builder-choice";
import { addLine, orderBody, textLine } from "./draft";

// Two pizzas as GET /api/shop serves them: 30 cm (default) and 35 cm, traditional or thin, except
// that Garden has no thin 35 cm; Tuna's onion may be left out, its sauce not.
const variant = (sizeId: string, doughId: string, price: number, isDefault = false) => ({
  id: `${sizeId}/${doughId}`,
  sizeId,
  doughId,
  size: `${sizeId} cm`,
  dough: doughId === "thin" ? "Thin" : "Traditional",
  price,
  portion: null,
  imageScale: 1,
  isDefault,
});
const pizza = (id: string, name: string, price: number, variants: ReturnType<typeof variant>[], halvesAllowed = true) => ({
  id,
  parentId: 1,
  name,
  description: "",
  portion: null,
  price,
  imageUrl: "",
  image: null,
  tags: [],
  hasModifiers: false,
  variants,
  ingredients: [
    { id: "sauce", name: "Tomato sauce", removable: false },
    { id: "onion", name: "Red onion", removable: true },
  ],
  halvesAllowed,
  inStopList: false,
});
const tuna = pizza("tuna", "Tuna", 85_000, [
  variant("30", "traditional", 85_000, true),
  variant("35", "traditional", 111_000),
  variant("35", "thin", 111_000),
]);
const margherita = pizza("margherita", "Margherita", 59_000, [
  variant("30", "traditional", 59_000, true),
  variant("35", "traditional", 77_000),
  variant("35", "thin", 77_000),
]);
const garden = pizza("garden", "Garden", 69_000, [variant("30", "traditional", 69_000, true), variant("35", "traditional", 90_000)]);
const cola = { ...pizza("cola", "Cola", 10_000, [], false), ingredients: [] };
const shop = {
  folders: [{ id: 1, name: "Pizza" }],
  products: [tuna, margherita, garden, cola],
  productsForCart: [tuna, margherita, garden, cola].map((p) => ({ id: p.id, price: p.price, modifiers: [], groups: [] })),
  halfPricing: "dearer",
} as unknown as Shop;

describe("the pizza builder in an order by phone", () => {
  it("opens a choice for a pizza, not for a plain product", () => {
    expect(hasChoice(tuna, 0)).toBe(true);
    expect(hasChoice(cola, 0)).toBe(false);
    expect(hasChoice(cola, 1)).toBe(true);
  });

  it("makes a 35 cm thin half-and-half without onion, priced as the server prices it, and sends it by ids", () => {
    let state = initialBuilder(tuna);
    expect(state.variantId).toBe("30/traditional");
    state = chooseVariant(state, tuna, undefined, "35", "traditional");
    state = chooseVariant(state, tuna, undefined, "35", "thin");
    expect(halfOptions(shop, tuna, state.variantId).map((p) => p.id)).toEqual(["margherita"]);
    state = { ...state, removed: ["onion"], half: { id: "margherita", removed: [] } };
    const line = builderLine(shop, tuna, state, [{ id: "x", name: "Extra", price: 5_000, count: 1 }]);
    expect(line).toMatchObject({
      productId: "tuna",
      price: 111_000,
      modifiers: [],
      variant: { id: "35/thin", name: "35 cm, thin" },
      removed: [{ id: "onion", name: "Red onion" }],
      half: { id: "margherita", name: "Margherita", removed: [] },
    });
    if (!line) throw new Error("no line");
    const lines = addLine(addLine([], line), line);
    expect(lines.map((l) => l.count)).toEqual([2]);
    expect(addLine(lines, { ...line, removed: [] })).toHaveLength(2);
    expect(textLine(lines[0])).toMatchObject({ name: "Tuna", half: { name: "Margherita" } });
    const body = orderBody(
      {
        phoneDigits: "907770401",
        name: "B",
        language: "en",
        orderTypeId: 200,
        point: null,
        street: "",
        house: "",
        entrance: "",
        floor: "",
        apartment: "",
        doorCode: "",
        pickupRestaurantId: "r",
        lines,
        slot: "",
        paymentType: "cash",
        comment: "",
      },
      { id: "r" } as never,
    );
    expect(body?.products).toEqual([
      { id: "tuna", count: 2, modifiers: [], variantId: "35/thin", removed: ["onion"], half: { id: "margherita", removed: [] } },
    ]);
  });

  it("keeps the half in a dough both are made in; refuses a fixed ingredient left out and halves in a variant one is not made in", () => {
    const halves = { ...chooseVariant(initialBuilder(tuna), tuna, undefined, "35", "thin"), half: { id: "margherita", removed: [] } };
    const dropped = chooseVariant({ ...halves, half: { id: "garden", removed: [] } }, tuna, garden, "35", "thin");
    expect(dropped).toMatchObject({ variantId: "35/traditional", half: { id: "garden" } });
    expect(builderLine(shop, tuna, { ...halves, removed: ["sauce"] }, [])).toBeNull();
    expect(builderLine(shop, tuna, { ...halves, half: { id: "garden", removed: [] } }, [])).toBeNull();
  });
});
