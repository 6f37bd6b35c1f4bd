// The folders and products the page shows: all of them, or under a tag filter only the products
// carrying the tag and only the folders that still have some.
import type { MenuFolder, MenuProduct, ShopResponse } from "../shop/api/get-shop";

export interface FolderView {
  folder: MenuFolder;
  products: MenuProduct[];
}

export function menuView(menu: Pick<ShopResponse, "folders" | "products">, tag: string | null): FolderView[] {
  const byFolder = new Map<number, MenuProduct[]>();
  for (const product of menu.products) {
    if (tag && !product.tags.includes(tag)) continue;
    const list = byFolder.get(product.parentId);
    if (list) list.push(product);
    else byFolder.set(product.parentId, [product]);
  }
  const view = menu.folders.map((folder) => ({ folder, products: byFolder.get(folder.id) ?? [] }));
  return tag ? view.filter((entry) => entry.products.length > 0) : view;
}
