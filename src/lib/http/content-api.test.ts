import { describe, expect, it } from "vitest";
import { type ContentPage, flattenPages, nextSkip } from "./content-api";

const page = (ids: number[], total: number): ContentPage<{ id: number }> => ({ items: ids.map((id) => ({ id })), total });

describe("content paging", () => {
  it("asks for the next page after what is loaded, until the total is reached", () => {
    const first = page([5, 4], 5);
    expect(nextSkip(first, [first])).toBe(2);
    const second = page([3, 2], 5);
    expect(nextSkip(second, [first, second])).toBe(4);
    const third = page([1], 5);
    expect(nextSkip(third, [first, second, third])).toBeUndefined();
  });

  it("stops on an empty page", () => {
    const first = page([5, 4], 5);
    const empty = page([], 5);
    expect(nextSkip(empty, [first, empty])).toBeUndefined();
  });

  it("shows an item only once when it moved to the next page", () => {
    expect(flattenPages([page([6, 5], 6), page([5, 4], 6)]).map((i) => i.id)).toEqual([6, 5, 4]);
    expect(flattenPages(undefined)).toEqual([]);
  });
});
