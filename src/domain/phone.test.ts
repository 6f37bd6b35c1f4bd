import { describe, expect, it } from "vitest";
import { formatUzPhone, normalizeUzPhone } from "./phone";

describe("Uzbek phone numbers", () => {
  it.each(["+998901234567", "+998 90 123 45 67", "998901234567", "+998 (90) 123-45-67", "90 123 45 67"])("reads %s", (input) => {
    expect(normalizeUzPhone(input)).toBe("+998901234567");
  });

  it.each(["", "12345", "+7 901 234 56 78", "+998 90 123 45 6", "+998 09 123 45 67", "phone", "+998901234567890", "+901234567"])(
    "refuses %s",
    (input) => {
      expect(normalizeUzPhone(input)).toBeNull();
    },
  );

  it("formats for reading", () => {
    expect(formatUzPhone("+998901234567")).toBe("+998 90 123 45 67");
  });
});
