import { describe, expect, it } from "vitest";
import { digitsFromPhone, maskPhone, nationalDigits, phoneFromDigits } from "./phone-mask";

describe("phone mask +998 __ ___ __ __", () => {
  it.each([
    ["9", "9"],
    ["+998 90 12", "9012"],
    ["+998 90 123 45 67", "901234567"],
    ["+998 90 123 45 678", "901234567"],
    ["998901234567", "901234567"],
    ["+998 (90) 123-45-67", "901234567"],
    ["90 123 45 67", "901234567"],
    ["+998 ", ""],
    ["abc", ""],
  ])("%s → national digits %s", (input, digits) => {
    expect(nationalDigits(input)).toBe(digits);
  });

  /** What the field shows after typing `keys` one by one, as the browser feeds its value back. */
  const typeInto = (keys: string) => [...keys].reduce((digits, key) => nationalDigits(maskPhone(digits) + key), "");

  it.each(["998901112233", "+998901112233", "8901112233", "901112233"])("typing %s key by key ends as +998 90 111 22 33", (keys) => {
    expect(maskPhone(typeInto(keys))).toBe("+998 90 111 22 33");
  });

  it.each(["998901112233", "+998 90 111 22 33", "8 90 111 22 33", "90 111 22 33", "+998 (90) 111-22-33"])(
    "pasting %s gives +998 90 111 22 33",
    (text) => {
      expect(maskPhone(nationalDigits(text))).toBe("+998 90 111 22 33");
    },
  );

  it("a national number starting with 998 typed into the masked field keeps its digits", () => {
    expect(nationalDigits(`${maskPhone("99")}8`)).toBe("998");
  });

  it.each([
    ["", ""],
    ["9", "+998 9"],
    ["90", "+998 90"],
    ["901", "+998 90 1"],
    ["90123456", "+998 90 123 45 6"],
    ["901234567", "+998 90 123 45 67"],
  ])("%s is shown as %s", (digits, shown) => {
    expect(maskPhone(digits)).toBe(shown);
  });

  it("gives the full number only when it is complete and valid", () => {
    expect(phoneFromDigits("90123456")).toBeNull();
    expect(phoneFromDigits("012345678")).toBeNull();
    expect(phoneFromDigits("901234567")).toBe("+998901234567");
    expect(digitsFromPhone("+998901234567")).toBe("901234567");
    expect(digitsFromPhone("")).toBe("");
  });
});
