import { describe, expect, it } from "vitest";
import type { Restaurant } from "../restaurants/api/get-restaurants";
import { displayPhone, groupByCity, mapHref, openNow, telHref } from "./contact-links";

const restaurant = (id: string, regionId: number): Restaurant => ({ id, regionId, opensAt: "10:00", closesAt: "23:00" }) as Restaurant;

describe("contact links", () => {
  it("dials the number in one spelling", () => {
    expect(telHref("+998 71 200 00 01")).toBe("tel:+998712000001");
    expect(telHref("(71) 200-00-01")).toBe("tel:+998712000001");
    expect(displayPhone("+998712000001")).toBe("+998 71 200 00 01");
    expect(displayPhone("1050")).toBe("1050");
  });

  it("pins the restaurant on Yandex Maps (longitude first)", () => {
    expect(mapHref(69.204, 41.276)).toBe("https://yandex.uz/maps/?pt=69.204,41.276&z=17&l=map");
  });
});

describe("groupByCity", () => {
  const regions = [
    { id: 1, name: "Tashkent" },
    { id: 2, name: "Samarkand" },
    { id: 3, name: "Bukhara" },
  ];

  it("puts restaurants under their city in the regions' order, leaving out empty cities", () => {
    const groups = groupByCity(regions, [restaurant("sam", 2), restaurant("chilanzar", 1), restaurant("yunusabad", 1)]);
    expect(groups.map((g) => [g.region?.name, g.restaurants.map((r) => r.id)])).toEqual([
      ["Tashkent", ["chilanzar", "yunusabad"]],
      ["Samarkand", ["sam"]],
    ]);
  });

  it("keeps a restaurant of an unknown city at the end", () => {
    const groups = groupByCity(regions, [restaurant("x", 9)]);
    expect(groups).toEqual([{ region: null, restaurants: [restaurant("x", 9)] }]);
  });
});

describe("openNow", () => {
  // 12:00 and 01:30 in Tashkent (UTC+5).
  const noon = new Date("2026-11-21T07:00:00Z");
  const night = new Date("2026-11-21T20:30:00Z");

  it("reads the hours in Tashkent time, also past midnight", () => {
    expect(openNow({ opensAt: "10:00", closesAt: "23:00" }, noon)).toBe(true);
    expect(openNow({ opensAt: "10:00", closesAt: "23:00" }, night)).toBe(false);
    expect(openNow({ opensAt: "10:00", closesAt: "03:00" }, night)).toBe(true);
  });

  it("says nothing about hours it cannot read", () => {
    expect(openNow({ opensAt: "late", closesAt: "23:00" }, noon)).toBeNull();
  });
});
