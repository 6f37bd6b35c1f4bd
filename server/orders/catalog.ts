// What an order is priced and checked against: restaurants (hours, zone, delivery price) and the
// products with their modifiers. Kept per process for a few seconds, like the menu the customer
// was shown (GET /api/shop), so placing an order does not read the whole menu again; a price or
// restaurant edit made through another process reaches orders within that time, one made through
// this process at once (menuChanged). The stop-list is not cached here: it is read
// with every order (see order-statements.ts).
import type { Localized } from "../../src/domain/localized";
import type { PricingProduct } from "../../src/domain/order-pricing";
import type { Db } from "../db/client";
import { chainInfo, folders, modifiers, products, restaurants } from "../db/schema";
import type { HalfPricing } from "../../src/domain/product-builder";
import { onMenuChange, TtlCache } from "../catalog/menu-cache";
import { onRestaurantsChanged, type RestaurantRow } from "../catalog/restaurant-queries";

export type CatalogProduct = PricingProduct<Localized>;

export interface Catalog {
  restaurants: Map<string, RestaurantRow>;
  products: Map<string, CatalogProduct>;
  /** How a half-and-half pizza is priced (the chain's setting). */
  halfPricing: HalfPricing;
}

export const CATALOG_TTL_MS = 5000;

async function loadCatalog(db: Db): Promise<Catalog> {
  const [restaurantRows, productRows, modifierRows, folderRows, chainRows] = await Promise.all([
    db.select().from(restaurants),
    db.select().from(products),
    db.select().from(modifiers),
    db.select({ id: folders.id, isVisible: folders.isVisible }).from(folders),
    db.select({ halfPricing: chainInfo.halfPricing }).from(chainInfo),
  ]);
  // A product of a hidden folder is out of the menu, so it cannot be ordered either.
  const hidden = new Set(folderRows.filter((f) => !f.isVisible).map((f) => f.id));
  const map = new Map<string, CatalogProduct>();
  for (const p of productRows)
    map.set(p.id, {
      id: p.id,
      price: p.price,
      isActive: p.isActive && !hidden.has(p.folderId),
      name: p.name,
      modifiers: [],
      groups: p.modifierGroups,
      variants: p.variants,
      ingredients: p.ingredients,
      halvesAllowed: p.halvesAllowed,
    });
  for (const m of modifierRows) map.get(m.productId)?.modifiers.push(m);
  return {
    restaurants: new Map(restaurantRows.map((r) => [r.id, r])),
    products: map,
    halfPricing: chainRows[0]?.halfPricing ?? "dearer",
  };
}

/** The catalog, loaded at most once per `ttlMs` (and once for all callers asking together). */
export function cachedCatalog(db: Db, ttlMs = CATALOG_TTL_MS) {
  const cache = new TtlCache<Catalog>(ttlMs, 1);
  // A staff change made through this process (menu, prices, restaurants) counts at once here.
  onMenuChange(db, () => cache.clear());
  onRestaurantsChanged(() => cache.clear());
  return () => cache.get("catalog", () => loadCatalog(db));
}
