import { describe, expect, it } from "vitest";
import { ageInYears, birthDateBounds, birthDateProblem, isPdfStart } from "./application-rules";

const now = new Date("2026-11-21T12:00:00Z");

describe("application rules", () => {
  it("counts ages and refuses dates that do not exist", () => {
    expect(ageInYears("2000-11-21", now)).toBeCloseTo(26, 1);
    expect(ageInYears("2001-02-30", now)).toBeNull();
    expect(birthDateProblem("2001-02-30", now)).toBe("badDate");
    expect(birthDateProblem("2020-01-01", now)).toBe("tooYoung");
    expect(birthDateProblem("1940-01-01", now)).toBe("tooOld");
    expect(birthDateProblem("1998-04-12", now)).toBeUndefined();
  });

  it("bounds the date input with the same ages", () => {
    const { min, max } = birthDateBounds(now);
    expect(birthDateProblem(min, now)).toBeUndefined();
    expect(birthDateProblem(max, now)).toBeUndefined();
  });

  it("knows a PDF by its first bytes", () => {
    const bytes = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
    expect(isPdfStart(bytes("%PDF-1.7"))).toBe(true);
    expect(isPdfStart(bytes("\x89PNG\r\n"))).toBe(false);
    expect(isPdfStart(bytes("%PD"))).toBe(false);
  });
});
