// What the stop-list screen lists: folders, their products and each product's modifiers, named in
// the console's language. Admins read the operator menu (every product, hidden ones too); a
// manager may not (it is chain-wide), so their list comes from the storefront's own menu of their
// restaurant (GET /api/shop), which is what customers see.
import type { Shop } from "../../contract/menu";
import type { OperatorMenu } from "../../contract/operator-menu";
import { LANGUAGE_CODES, type Locale } from "../../domain/locales";
import { api } from "../../lib/http/api";
import { HttpError } from "../../lib/http/http-error";
import { opsApi } from "../api";

export interface CatalogProduct {
  id: string;
  name: string;
  modifiers: { id: string; name: string }[];
}
export interface CatalogFolder {
  id: number;
  name: string;
  products: CatalogProduct[];
}

export function fromOperatorMenu(menu: OperatorMenu, locale: Locale): CatalogFolder[] {
  return [...menu.folders]
    .sort((a, b) => a.sort - b.sort)
    .map((f) => ({
      id: f.id,
      name: f.name[locale],
      products: menu.products
        .filter((p) => p.folderId === f.id)
        .sort((a, b) => a.sort - b.sort)
        .map((p) => ({ id: p.id, name: p.name[locale], modifiers: p.modifiers.map((m) => ({ id: m.id, name: m.name[locale] })) })),
    }))
    .filter((f) => f.products.length > 0);
}

export function fromShop(shop: Shop): CatalogFolder[] {
  const modifiers = new Map(shop.productsForCart.map((p) => [p.id, p.modifiers.map((m) => ({ id: m.id, name: m.name }))]));
  return shop.folders
    .map((f) => ({
      id: f.id,
      name: f.name,
      products: shop.products
        .filter((p) => p.parentId === f.id)
        .map((p) => ({ id: p.id, name: p.name, modifiers: modifiers.get(p.id) ?? [] })),
    }))
    .filter((f) => f.products.length > 0);
}

export async function loadCatalog(restaurantId: string, locale: Locale): Promise<CatalogFolder[]> {
  try {
    return fromOperatorMenu(await opsApi.GET("/api/operator/menu"), locale);
  } catch (err) {
    if (!(err instanceof HttpError && err.status === 403)) throw err;
  }
  const shop = await api.get<Shop>("main", "/api/shop", { query: { RestaurantId: restaurantId, Language: LANGUAGE_CODES[locale] } });
  return fromShop(shop);
}
