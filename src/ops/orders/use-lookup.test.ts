import { describe, expect, it } from "vitest";
import { searchable } from "./use-lookup";

describe("what the board's search box sends", () => {
  it("sends an order number, 3 digits of a phone or 3 letters of a name, as the server reads them", () => {
    for (const q of ["7", "#12", "№ 5", "90 1", "+998 (90)", "Ali", "Дил", "  ali  "]) expect(searchable(q), q).toBe(true);
    for (const q of ["", " ", "Al", "+9", "(-)", "#"]) expect(searchable(q), q).toBe(false);
  });
});
