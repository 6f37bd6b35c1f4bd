import { describe, expect, it } from "vitest";
import { date, dateTime, dateTimeYear, dayMonth, money, time } from "./format";
import { formatWhen } from "./shared/when";

// 11:29 UTC is 16:29 in Tashkent.
const AT = "2026-11-25T11:29:00.000Z";
const NBSP = "\u00a0";

describe("console dates in Tashkent time, with month names in every language", () => {
  it.each([
    ["ru", `25${NBSP}ноября`, `25${NBSP}ноября, 16:29`, `25${NBSP}ноября 2026, 16:29`],
    ["en", `25${NBSP}November`, `25${NBSP}November, 16:29`, `25${NBSP}November 2026, 16:29`],
    ["uz", "25-noyabr", "25-noyabr, 16:29", "25-noyabr 2026, 16:29"],
  ] as const)("in %s", (locale, day, withTime, withYear) => {
    expect(dayMonth(AT, locale)).toBe(day);
    expect(dateTime(AT, locale)).toBe(withTime);
    expect(dateTimeYear(AT, locale)).toBe(withYear);
    expect(formatWhen(AT, locale)).toBe(withYear);
  });

  it("never prints Intl's fallback pattern for Uzbek (no 'M11', always a month name)", () => {
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, 10, 7)).toISOString();
      expect(formatWhen(iso, "uz")).toMatch(/^10-[a-z]+ 2026, 12:00$/);
    }
  });

  it("writes a clock as 24-hour Tashkent time in every language", () => {
    expect(time(AT)).toBe("16:29");
    expect(time("2026-11-25T20:05:00.000Z", "en")).toBe("01:05");
  });

  it("counts the day in Tashkent: 21:30 UTC on 31 December is 1 January", () => {
    expect(date("2026-12-31T21:30:00.000Z", "uz")).toBe("1-yanvar 2027");
    expect(date("2026-12-31T21:30:00.000Z", "ru")).toBe(`1${NBSP}января 2027`);
  });

  it("gives back what is not a date", () => {
    expect(dateTime("soon", "en")).toBe("soon");
    expect(formatWhen("", "uz")).toBe("");
    expect(time("soon")).toBe("soon");
  });

  it("reads an unknown language as Russian", () => {
    expect(formatWhen(AT, "de")).toBe(`25${NBSP}ноября 2026, 16:29`);
  });

  it("formats money per language", () => {
    expect(money(1500, "uz")).toBe(`1${NBSP}500${NBSP}so‘m`);
  });
});
