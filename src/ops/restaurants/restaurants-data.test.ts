import { describe, expect, it } from "vitest";
import type { OperatorRestaurant } from "../../contract/operator-restaurants";
import { changedFields, coordinate, mapCentre, slugOf, TASHKENT } from "./restaurants-data";

describe("the restaurants section's helpers", () => {
  it("makes an id from an English name", () => {
    expect(slugOf("Lazzat Pizza Angren №2")).toBe("lazzat-pizza-angren-2");
    expect(slugOf("  --Ёлка  ")).toBe("");
    expect(slugOf(`${"a".repeat(63)} b`)).toBe("a".repeat(63));
  });

  it("reads typed coordinates, commas too, and refuses what is out of range", () => {
    expect(coordinate("41,3111", 90)).toBe(41.3111);
    expect(coordinate(" 69.28 ", 180)).toBe(69.28);
    expect(coordinate("91", 90)).toBeNull();
    expect(coordinate("", 90)).toBeNull();
    expect(coordinate("x", 180)).toBeNull();
  });

  it("opens the map on the city's restaurants, else all of them, else Tashkent", () => {
    const at = (regionId: number, longitude: number, latitude: number) => ({ regionId, longitude, latitude }) as OperatorRestaurant;
    const list = [at(1, 69, 41), at(1, 70, 42), at(2, 66, 39)];
    expect(mapCentre(list, 1)).toEqual([69.5, 41.5]);
    expect(mapCentre(list, 2)).toEqual([66, 39]);
    expect(mapCentre(list, 9)).toEqual([205 / 3, 122 / 3]);
    expect(mapCentre([], 1)).toEqual(TASHKENT);
  });

  it("keeps only the fields that changed", () => {
    const was = { name: { ru: "a", en: "b", uz: "c" }, phone: "+998 71 200 00 01", latitude: 41 };
    expect(changedFields(was, { ...was, name: { ru: "a", en: "B", uz: "c" } })).toEqual({ name: { ru: "a", en: "B", uz: "c" } });
    expect(changedFields(was, was)).toEqual({});
  });
});
