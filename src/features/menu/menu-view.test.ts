import { describe, expect, it } from "vitest";
import type { MenuProduct } from "../shop/api/get-shop";
import { menuView } from "./menu-view";

const product = (id: string, parentId: number, tags: string[] = []) => ({ id, parentId, tags }) as MenuProduct;
const menu = {
  folders: [
    { id: 1, name: "Pizza" },
    { id: 2, name: "Drinks" },
    { id: 3, name: "Sauces" },
  ],
  products: [
    product("diablo", 1, ["spicy", "hit"]),
    product("margherita", 1, ["hit"]),
    product("cola", 2),
    product("chilli", 3, ["spicy"]),
  ],
};
const ids = (view: ReturnType<typeof menuView>) => view.map((v) => [v.folder.id, v.products.map((p) => p.id)]);

describe("menuView", () => {
  it("groups every product under its folder, in menu order", () => {
    expect(ids(menuView(menu, null))).toEqual([
      [1, ["diablo", "margherita"]],
      [2, ["cola"]],
      [3, ["chilli"]],
    ]);
  });

  it("under a tag keeps only the products carrying it and hides folders left empty", () => {
    expect(ids(menuView(menu, "spicy"))).toEqual([
      [1, ["diablo"]],
      [3, ["chilli"]],
    ]);
    expect(menuView(menu, "no-such-tag")).toEqual([]);
  });
});
