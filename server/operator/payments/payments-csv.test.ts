import { describe, expect, it } from "vitest";
import { csvCell, soum } from "./payments-csv";

describe("a CSV cell", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(csvCell("plain", ",")).toBe("plain");
    expect(csvCell("a,b", ",")).toBe('"a,b"');
    expect(csvCell("a,b", ";")).toBe("a,b");
    expect(csvCell("a;b", ";")).toBe('"a;b"');
    expect(csvCell('say "hi"', ",")).toBe('"say ""hi"""');
    expect(csvCell("two\nlines", ",")).toBe('"two\nlines"');
    expect(csvCell(null, ",")).toBe("");
    expect(csvCell(42, ",")).toBe("42");
  });

  it("writes a would-be formula as text; a phone or a signed number stays as it is", () => {
    expect(csvCell("=1+1", ",")).toBe("'=1+1");
    expect(csvCell("@SUM(A1)", ",")).toBe("'@SUM(A1)");
    expect(csvCell("+cmd|' /C calc'!A0", ",")).toBe("'+cmd|' /C calc'!A0");
    expect(csvCell("-2+3", ",")).toBe("'-2+3");
    expect(csvCell("\tx", ",")).toBe("'\tx");
    expect(csvCell("+998 90 123 45 67", ",")).toBe("+998 90 123 45 67");
    expect(csvCell("-15", ",")).toBe("-15");
  });

  it("gives so'm from tiyin", () => {
    expect(soum(5_000_000)).toBe("50000");
    expect(soum(5_000_050)).toBe("50000.5");
    expect(soum(5_000_001)).toBe("50000.01");
  });
});
