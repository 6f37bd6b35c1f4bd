import { describe, expect, it } from "vitest";
import { changeDigits, changeFromValue, changePicks, changeProblem, clampCutlery, groupDigits } from "./delivery-details";

describe("the cash note", () => {
  it("offers 100 000 and 200 000 for most orders, larger notes for a large one", () => {
    expect(changePicks(85_000)).toEqual([100_000, 200_000]);
    expect(changePicks(100_000)).toEqual([100_000, 200_000]);
    expect(changePicks(150_000)).toEqual([200_000, 500_000]);
    expect(changePicks(600_000)).toEqual([1_000_000]);
    expect(changePicks(2_000_000)).toEqual([]);
  });

  it("keeps the digits typed, without leading zeros, at most 8", () => {
    expect(changeDigits("200 000 сум")).toBe("200000");
    expect(changeDigits("0050,000")).toBe("50000");
    expect(changeDigits("123456789")).toBe("12345678");
    expect(groupDigits("1200000")).toBe("1\u00a0200\u00a0000");
    expect(groupDigits("200000", ",")).toBe("200,000");
    expect(groupDigits("")).toBe("");
  });

  it("is sent for cash only, none when empty", () => {
    expect(changeFromValue("200000", true)).toBe(200_000);
    expect(changeFromValue("200000", false)).toBeNull();
    expect(changeFromValue("", true)).toBeNull();
  });

  it("must pay the total (at least 1000) and be at most 10 000 000", () => {
    expect(changeProblem("85000", true, 85_000)).toBeNull();
    expect(changeProblem("84900", true, 85_000)).toBe("changeBelowTotal");
    expect(changeProblem("999", true, 0)).toBe("changeBelowTotal");
    expect(changeProblem("10000000", true, 85_000)).toBeNull();
    expect(changeProblem("10000001", true, 85_000)).toBe("changeTooLarge");
    expect(changeProblem("100", false, 85_000)).toBeNull();
  });
});

describe("cutlery", () => {
  it("is a whole number of sets from 0 to 20", () => {
    expect(clampCutlery(3)).toBe(3);
    expect(clampCutlery(2.9)).toBe(2);
    expect(clampCutlery(-1)).toBe(0);
    expect(clampCutlery(25)).toBe(20);
    expect(clampCutlery("2")).toBe(0);
    expect(clampCutlery(Number.NaN)).toBe(0);
  });
});
