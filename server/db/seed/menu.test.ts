// The demo menu reads like a real chain's: "meat-free" marks dishes that could have had meat, not
// sauces, drinks and desserts, which never do.
import { describe, expect, it } from "vitest";
import { folders, products } from "./menu";

describe("the demo menu's tags", () => {
  it("put no vegetarian (meat-free) label on desserts, drinks or sauces", () => {
    const never = folders.filter((f) => ["Desserts", "Drinks", "Sauces"].includes(f.name.en)).map((f) => f.id);
    expect(never).toHaveLength(3);
    const labelled = products.filter((p) => never.includes(p.folderId) && p.tags?.includes("vegetarian")).map((p) => p.id);
    expect(labelled).toEqual([]);
    // The label still exists where it means something.
    expect(products.some((p) => p.folderId === 1 && p.tags?.includes("vegetarian"))).toBe(true);
  });
});
