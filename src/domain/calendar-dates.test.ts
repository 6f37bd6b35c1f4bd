import { describe, expect, it } from "vitest";
import { formatContentDate, formatDayMonth, formatLastDay, isoDay, lastMoment, tashkentDay } from "./calendar-dates";

describe("content dates in Tashkent time", () => {
  it("formats a publication date in each language", () => {
    const iso = "2026-09-12T05:00:00.000Z";
    expect(formatContentDate(iso, "ru")).toBe("12\u00a0сентября 2026");
    expect(formatContentDate(iso, "en")).toBe("12\u00a0September 2026");
    expect(formatContentDate(iso, "uz")).toBe("12-sentabr, 2026");
  });

  it("counts the day in Tashkent, not in UTC or the device's zone", () => {
    // 21:30 UTC on 31 December is 02:30 on 1 January in Tashkent.
    expect(tashkentDay("2026-12-31T21:30:00.000Z")).toEqual({ year: 2027, month: 1, day: 1 });
    expect(formatContentDate("2026-12-31T21:30:00.000Z", "en")).toBe("1\u00a0January 2027");
    expect(formatContentDate("2026-12-31T18:59:59.000Z", "en")).toBe("31\u00a0December 2026");
    expect(isoDay("2026-12-31T21:30:00.000Z")).toBe("2027-01-01");
  });

  it("names the last day of a promotion, which ends before midnight or at it", () => {
    expect(formatLastDay("2027-12-31T18:59:00.000Z", "ru")).toBe("31\u00a0декабря 2027");
    // Ends at 00:00 on 1 January in Tashkent: the last day is 31 December.
    expect(formatLastDay("2026-12-31T19:00:00.000Z", "en")).toBe("31\u00a0December 2026");
  });

  it("prints nothing for a date it cannot read", () => {
    expect(formatContentDate("soon", "en")).toBe("");
    expect(formatLastDay("", "en")).toBe("");
    expect(isoDay("soon")).toBeUndefined();
  });
});

describe("lastMoment", () => {
  it("is a millisecond before the end", () => {
    expect(lastMoment("2026-12-31T19:00:00.000Z")).toBe("2026-12-31T18:59:59.999Z");
    expect(lastMoment("never")).toBeNull();
  });
});

describe("day and month of a coming day", () => {
  it.each([
    ["ru", "22\u00a0ноября"],
    ["en", "22\u00a0November"],
    ["uz", "22-noyabr"],
  ] as const)("in %s", (locale, text) => {
    expect(formatDayMonth("2026-11-22", locale)).toBe(text);
  });

  it("is empty for what is not a date", () => {
    expect(formatDayMonth("tomorrow", "en")).toBe("");
    expect(formatDayMonth("2026-13-01", "en")).toBe("");
  });
});
