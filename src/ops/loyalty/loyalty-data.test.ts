import { describe, expect, it } from "vitest";
import { bodyOf, changed, formOf, formProblems, percentProblem } from "./loyalty-data";

describe("the loyalty form", () => {
  it("takes whole percents 0 to 100 as the server does, and refuses what it refuses", () => {
    // The contract's loyaltySettings: whole numbers, at least 0, at most 100.
    for (const ok of ["0", "7", "100", " 30 "]) expect(percentProblem(ok), ok).toBeNull();
    const bad: [string, string][] = [
      ["", "required"],
      ["  ", "required"],
      ["7.5", "wholeNumber"],
      ["-1", "wholeNumber"],
      ["abc", "wholeNumber"],
      ["101", "range"],
    ];
    for (const [text, problem] of bad) expect(percentProblem(text), text).toBe(problem);
  });

  it("names each wrong field, sends numbers, and knows whether anything changed", () => {
    const saved = { cashbackPercent: 5, maxPayPercent: 30 };
    const form = formOf(saved);
    expect(form).toEqual({ cashbackPercent: "5", maxPayPercent: "30" });
    expect(formProblems(form)).toEqual({});
    expect(changed(form, saved)).toBe(false);
    const edited = { ...form, cashbackPercent: " 7" };
    expect(bodyOf(edited)).toEqual({ cashbackPercent: 7, maxPayPercent: 30 });
    expect(changed(edited, saved)).toBe(true);
    expect(formProblems({ cashbackPercent: "200", maxPayPercent: "" })).toEqual({ cashbackPercent: "range", maxPayPercent: "required" });
  });
});
