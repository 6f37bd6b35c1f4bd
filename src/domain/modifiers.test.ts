import { describe, expect, it } from "vitest";
import { initialModifierCounts, priceWithModifiers, setModifierCount, validateModifiers, type ModifierRule } from "./modifiers";

const dough: ModifierRule = { id: "dough", price: 0, isRequired: true, isDefault: true, maxOneDish: 1 };
const oregano: ModifierRule = { id: "oregano", price: 0, isRequired: false, isDefault: true, maxOneDish: 1 };
const cheese: ModifierRule = { id: "cheese", price: 8000, isRequired: false, isDefault: false, maxOneDish: 3 };
const rules = [dough, oregano, cheese];

describe("modifiers", () => {
  it("open with required and default ones selected", () => {
    expect(initialModifierCounts(rules)).toEqual({ dough: 1, oregano: 1, cheese: 0 });
  });

  it("keep a required modifier at exactly 1", () => {
    const counts = initialModifierCounts(rules);
    expect(setModifierCount(counts, dough, 0).dough).toBe(1);
    expect(setModifierCount(counts, dough, 2).dough).toBe(1);
  });

  it("bound counts by maxOneDish and at 0", () => {
    let counts = initialModifierCounts(rules);
    counts = setModifierCount(counts, cheese, 3);
    expect(counts.cheese).toBe(3);
    expect(setModifierCount(counts, cheese, 4).cheese).toBe(3);
    expect(setModifierCount(counts, cheese, -1).cheese).toBe(0);
    expect(setModifierCount(counts, oregano, 0).oregano).toBe(0);
  });

  it("price = base + Σ price × count", () => {
    expect(
      priceWithModifiers(69000, [
        { price: 8000, count: 2 },
        { price: 5000, count: 1 },
        { price: 0, count: 1 },
      ]),
    ).toBe(90000);
    expect(priceWithModifiers(12000, [])).toBe(12000);
  });

  it("validate an order's choice", () => {
    expect(
      validateModifiers(rules, [
        { id: "dough", count: 1 },
        { id: "cheese", count: 3 },
      ]),
    ).toEqual([]);
    expect(validateModifiers(rules, [{ id: "cheese", count: 4 }])).toEqual([
      { kind: "tooMany", modifierId: "cheese", max: 3 },
      { kind: "missingRequired", modifierId: "dough" },
    ]);
    expect(
      validateModifiers(rules, [
        { id: "dough", count: 1 },
        { id: "ghost", count: 1 },
      ]),
    ).toEqual([{ kind: "unknown", modifierId: "ghost" }]);
    expect(
      validateModifiers(rules, [
        { id: "dough", count: 1 },
        { id: "cheese", count: 1.5 },
      ]),
    ).toEqual([{ kind: "badCount", modifierId: "cheese" }]);
    expect(
      validateModifiers(rules, [
        { id: "dough", count: 1 },
        { id: "dough", count: 1 },
      ]),
    ).toEqual([{ kind: "duplicate", modifierId: "dough" }]);
    expect(validateModifiers(rules, [{ id: "dough", count: 2 }]).map((p) => p.kind)).toEqual(["tooMany", "missingRequired"]);
  });
});
