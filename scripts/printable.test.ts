import { describe, expect, it } from "vitest";
import { printable } from "./printable";

describe("printable", () => {
  it("shows control characters and bidi overrides as escapes, so a name cannot drive the terminal", () => {
    expect(printable("Aziz\u001b[2J\u0007")).toBe("Aziz\\u001b[2J\\u0007");
    expect(printable("evil\u202etxt.exe\u2066")).toBe("evil\\u202etxt.exe\\u2066");
    expect(printable("a\tb\nc\u0085\u009b")).toBe("a\\u0009b\\u000ac\\u0085\\u009b");
    expect(printable("back\\slash")).toBe("back\\\\slash");
  });

  it("leaves ordinary text of every script alone", () => {
    expect(printable("Ўлмас Ғофуров, Домофон 😀")).toBe("Ўлмас Ғофуров, Домофон 😀");
    expect(printable(42)).toBe("42");
  });
});
