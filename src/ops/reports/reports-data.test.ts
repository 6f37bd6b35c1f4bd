import { describe, expect, it } from "vitest";
import { change, csvHref, presetOf, presetRange, trendGroup } from "./reports-data";

// 2026-11-21 00:30 in Tashkent is still the 20th in UTC: the presets follow Tashkent's day.
const NOW = new Date("2026-11-20T19:30:00Z");

describe("the reports' range", () => {
  it("gives each preset's Tashkent days, ending today", () => {
    expect(presetRange("today", NOW)).toEqual({ from: "2026-11-21", to: "2026-11-21" });
    expect(presetRange("week", NOW)).toEqual({ from: "2026-11-15", to: "2026-11-21" });
    expect(presetRange("month30", NOW)).toEqual({ from: "2026-10-23", to: "2026-11-21" });
    expect(presetRange("thisMonth", NOW)).toEqual({ from: "2026-11-01", to: "2026-11-21" });
  });

  it("names the preset a range is, and none for other days", () => {
    expect(presetOf({ from: "2026-11-15", to: "2026-11-21", restaurantId: null }, NOW)).toBe("week");
    expect(presetOf({ from: "2026-11-14", to: "2026-11-21", restaurantId: "mirabad" }, NOW)).toBeNull();
  });

  it("charts by day up to 62 days, by week beyond", () => {
    expect(trendGroup({ from: "2026-09-21", to: "2026-11-21", restaurantId: null })).toBe("day");
    expect(trendGroup({ from: "2026-09-20", to: "2026-11-21", restaurantId: null })).toBe("week");
  });
});

describe("a report's figures", () => {
  it("says the change in whole percent, none when there was nothing before", () => {
    expect(change(110, 100)).toBe(10);
    expect(change(50, 150)).toBe(-67);
    expect(change(5, 0)).toBeNull();
  });

  it("links the CSV with the range, the restaurant and the console's language", () => {
    const filter = { from: "2026-11-15", to: "2026-11-21", restaurantId: "mirabad" };
    expect(csvHref("speed", filter, "uz")).toBe(
      "/api/operator/reports/speed?from=2026-11-15&to=2026-11-21&format=csv&lang=uz&restaurantId=mirabad",
    );
    expect(csvHref("summary", { ...filter, restaurantId: null }, "en", "week")).toBe(
      "/api/operator/reports/summary?from=2026-11-15&to=2026-11-21&format=csv&lang=en&groupBy=week",
    );
  });
});
