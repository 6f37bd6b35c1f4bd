import { describe, expect, it } from "vitest";
import { fiscalChanges, fiscalProblems, fiscalText, fiscalValues } from "./fiscal-rules";

const IKPU = "10202001001000000";

describe("fiscal fields as typed", () => {
  it("takes blanks as not set, and digits with spaces", () => {
    expect(fiscalProblems(fiscalText(null))).toEqual([]);
    expect(fiscalValues({ ikpu: "", packageCode: " ", vatPercent: "" })).toEqual({ ikpu: null, packageCode: null, vatPercent: null });
    const typed = { ikpu: "10202 00100 1000000", packageCode: "1545032", vatPercent: "12 %" };
    expect(fiscalProblems(typed)).toEqual([]);
    expect(fiscalValues(typed)).toEqual({ ikpu: IKPU, packageCode: "1545032", vatPercent: 12 });
  });

  it("names what is wrong: an IKPU not of 17 digits, a package code not digits, VAT outside 0–100", () => {
    expect(fiscalProblems({ ikpu: "1020200100100000", packageCode: "12a", vatPercent: "101" })).toEqual([
      "ikpu",
      "packageCode",
      "vatPercent",
    ]);
    expect(fiscalProblems({ ikpu: `${IKPU}1`, packageCode: "1".repeat(21), vatPercent: "-1" })).toEqual([
      "ikpu",
      "packageCode",
      "vatPercent",
    ]);
    expect(fiscalProblems({ ikpu: IKPU, packageCode: "1", vatPercent: "12.5" })).toEqual(["vatPercent"]);
    expect(fiscalProblems({ ikpu: IKPU, packageCode: "1", vatPercent: "0" })).toEqual([]);
    expect(fiscalProblems({ ikpu: IKPU, packageCode: "1", vatPercent: "100" })).toEqual([]);
  });

  it("sends only what changed, null for a cleared field", () => {
    const before = { ikpu: IKPU, packageCode: "1", vatPercent: 12 };
    expect(fiscalChanges(before, fiscalText(before))).toEqual({});
    expect(fiscalChanges(before, { ikpu: "", packageCode: "1", vatPercent: "0" })).toEqual({ ikpu: null, vatPercent: 0 });
  });
});
