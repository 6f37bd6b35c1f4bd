// Titles keep "½ Name" and a hand-written price together; other spaces still break.
import { describe, expect, it } from "vitest";
import { keepTogether } from "./keep-together";

const shown = (text: string) => keepTogether(text).replaceAll("\u00a0", "~");

describe("keepTogether", () => {
  it("ties a half's sign to its name", () => {
    expect(shown("½ Маргарита + ½ Пепперони")).toBe("½~Маргарита + ½~Пепперони");
  });

  it("ties a price's digit groups and its currency, in every language", () => {
    expect(shown("Две пиццы и напиток — 139 000 сум")).toBe("Две пиццы и напиток — 139~000~сум");
    expect(shown("Ikki pitsa va ichimlik — 1 139 000 so‘m")).toBe("Ikki pitsa va ichimlik — 1~139~000~so‘m");
    expect(shown("Two pizzas and a drink for 139,000 UZS")).toBe("Two pizzas and a drink for 139,000~UZS");
  });

  it("leaves other spaces alone", () => {
    expect(shown("2 pizzas for 30 friends")).toBe("2 pizzas for 30 friends");
    expect(shown("Pizza 35 cm")).toBe("Pizza 35 cm");
    expect(shown("10 сумок")).toBe("10 сумок");
  });
});
