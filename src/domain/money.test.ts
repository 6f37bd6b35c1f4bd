import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

const plain = (s: string) => s.replace(/\u00a0/g, " ");

describe("money", () => {
  it("formats whole sum per language", () => {
    expect(plain(formatMoney(45000, "ru"))).toBe("45 000 сум");
    expect(plain(formatMoney(45000, "en"))).toBe("45,000 UZS");
    expect(plain(formatMoney(45000, "uz"))).toBe("45 000 so‘m");
  });

  it("groups large and small amounts and never breaks the line inside one", () => {
    expect(plain(formatMoney(1234567, "ru"))).toBe("1 234 567 сум");
    expect(plain(formatMoney(900, "en"))).toBe("900 UZS");
    expect(formatMoney(0, "uz")).toBe("0\u00a0so‘m");
    expect(formatMoney(12000, "ru")).not.toContain(" ");
  });
});
