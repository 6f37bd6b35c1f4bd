// GET /api/shop: the menu and hours of one restaurant, in the language asked for.
import { and, asc, eq } from "drizzle-orm";
import { createRoute } from "@hono/zod-openapi";
import { shopQuery as query, shopResponse, type ShopQuery } from "../../src/contract/menu";
import { type Localized, pick } from "../../src/domain/localized";
import { LANGUAGE_CODES, type Locale } from "../../src/domain/locales";
import { DELIVERY } from "../../src/domain/order-type";
import type { Db } from "../db/client";
import { onMenuChange, TtlCache } from "../catalog/menu-cache";
import { chainInfo, folders, modifiers, products, stopList } from "../db/schema";
import { variantKey } from "../../src/domain/product-builder";
import { stoppedModifiers } from "../orders/stop-list";
import { photoImages } from "../media/variants";
import { EncodedJson, sendEncodedJson } from "../http/encoded-json";
import { badRequest, parseInput } from "../http/errors";
import { apiApp, documented, json, refusals, SECURITY } from "../openapi/routes";
import {
  defaultRestaurant,
  findRestaurant,
  listRestaurants,
  onRestaurantsChanged,
  regionExists,
  restaurantsDelivering,
  type RestaurantRow,
} from "../catalog/restaurant-queries";
import { storefrontHoursOf } from "../catalog/restaurant-hours";

// The menu's `error` is shown to the customer as it is, so it speaks their language.
const REFUSALS = {
  inactive: {
    ru: "Этот ресторан сейчас не принимает заказы",
    en: "This restaurant does not take orders at the moment",
    uz: "Bu restoran hozir buyurtma qabul qilmayapti",
  },
  outsideZones: {
    ru: "Мы пока не доставляем по этому адресу",
    en: "We do not deliver to this address yet",
    uz: "Bu manzilga hozircha yetkazib bermaymiz",
  },
} satisfies Record<string, Localized>;

/** Which restaurant's menu to show, and why not the one asked for (the response's `error`). */
async function chooseRestaurant(db: Db, q: ShopQuery): Promise<{ restaurant: RestaurantRow; error: string | null }> {
  if (q.RegionId !== undefined && !(await regionExists(db, q.RegionId))) {
    throw badRequest("unknown_region", `Unknown RegionId: ${q.RegionId}`, { RegionId: "no such region" });
  }
  const fallback = async (error: string | null, regionId = q.RegionId) => {
    const restaurant = await defaultRestaurant(db, regionId);
    if (!restaurant)
      throw badRequest("no_restaurant", "No restaurant is open for orders in this region", { RegionId: "no active restaurant" });
    return { restaurant, error };
  };
  if (q.RestaurantId) {
    const restaurant = await findRestaurant(db, q.RestaurantId);
    if (!restaurant)
      throw badRequest("unknown_restaurant", `Unknown RestaurantId: ${q.RestaurantId}`, { RestaurantId: "no such restaurant" });
    if (!restaurant.isActive) return fallback(REFUSALS.inactive[q.Language], q.RegionId ?? restaurant.regionId);
    return { restaurant, error: null };
  }
  const longitude = q.Longitude ?? 0;
  const latitude = q.Latitude ?? 0;
  const hasPoint = longitude > 0 && latitude > 0;
  if (hasPoint && (q.OrderTypeId ?? DELIVERY) === DELIVERY) {
    const [match] = restaurantsDelivering(await listRestaurants(db, q.RegionId), longitude, latitude);
    if (!match) return fallback(REFUSALS.outsideZones[q.Language]);
    return { restaurant: match, error: null };
  }
  return fallback(null);
}

export async function getShop(db: Db, q: ShopQuery) {
  const locale: Locale = q.Language;
  const { restaurant, error } = await chooseRestaurant(db, q);
  // Hidden folders and their products, and inactive products, are left out.
  const [folderRows, productRows, modifierRows, stopped, stoppedMods, chainRows] = await Promise.all([
    db.select().from(folders).where(eq(folders.isVisible, true)).orderBy(asc(folders.sort), asc(folders.id)),
    db
      .select({ p: products })
      .from(products)
      .innerJoin(folders, eq(folders.id, products.folderId))
      .where(and(eq(products.isActive, true), eq(folders.isVisible, true)))
      .orderBy(asc(products.sort), asc(products.id))
      .then((rows) => rows.map((r) => r.p)),
    db.select().from(modifiers).orderBy(asc(modifiers.sort), asc(modifiers.id)),
    db.select({ productId: stopList.productId }).from(stopList).where(eq(stopList.restaurantId, restaurant.id)),
    stoppedModifiers(db, restaurant.id),
    db.select({ halfPricing: chainInfo.halfPricing }).from(chainInfo),
  ]);
  const images = await photoImages(
    db,
    productRows.map((p) => p.imageId),
  );
  const stoppedIds = new Set(stopped.map((s) => s.productId));
  const modifiersOf = new Map<string, typeof modifierRows>();
  for (const m of modifierRows) modifiersOf.set(m.productId, [...(modifiersOf.get(m.productId) ?? []), m]);
  const used = new Set(productRows.map((p) => p.folderId));
  return {
    folders: folderRows.filter((f) => used.has(f.id)).map((f) => ({ id: f.id, name: pick(f.name, locale) })),
    products: productRows.map((p) => {
      const image = (p.imageId && images.get(p.imageId)) || null;
      return {
        id: p.id,
        parentId: p.folderId,
        name: pick(p.name, locale),
        description: pick(p.description, locale),
        portion: p.portion ? pick(p.portion, locale) : null,
        price: p.price,
        imageUrl: image?.src ?? p.imageUrl,
        image,
        tags: p.tags,
        hasModifiers: (modifiersOf.get(p.id)?.length ?? 0) > 0,
        variants: p.variants.map((v) => ({
          id: variantKey(v),
          sizeId: v.sizeId,
          doughId: v.doughId,
          size: pick(v.size, locale),
          dough: v.dough ? pick(v.dough, locale) : null,
          price: v.price,
          portion: v.portion ? pick(v.portion, locale) : null,
          imageScale: v.imageScale,
          isDefault: v.isDefault,
        })),
        ingredients: p.ingredients.map((i) => ({ id: i.id, name: pick(i.name, locale), removable: i.removable })),
        halvesAllowed: p.halvesAllowed,
        inStopList: stoppedIds.has(p.id),
      };
    }),
    productsForCart: productRows.map((p) => ({
      id: p.id,
      price: p.price,
      modifiers: (modifiersOf.get(p.id) ?? []).map((m) => ({
        id: m.id,
        name: pick(m.name, locale),
        isRequired: m.isRequired,
        isDefault: m.isDefault,
        price: m.price,
        maxOneDish: m.maxOneDish,
        imageUrl: m.imageUrl,
        count: m.isRequired ? 1 : 0,
        groupId: m.groupId,
        inStopList: stoppedMods.has(m.id),
      })),
      groups: p.modifierGroups.map((g) => ({ id: g.id, name: pick(g.name, locale), min: g.min, max: g.max })),
    })),
    restId: restaurant.id,
    restName: pick(restaurant.name, locale),
    regionId: restaurant.regionId,
    starTime: restaurant.opensAt,
    endTime: restaurant.closesAt,
    deliveryDuration: restaurant.deliveryDuration,
    priceOfDelivery: restaurant.priceOfDelivery,
    halfPricing: chainRows[0]?.halfPricing ?? "dearer",
    ...storefrontHoursOf(restaurant),
    error,
  };
}

/**
 * The menu as JSON text (compressed on first use per encoding), kept for a few seconds: it is read
 * on every page and edited rarely. An edit through this process clears it at once (menuChanged).
 */
export function cachedShop(db: Db, cache = new TtlCache<EncodedJson>(5000)) {
  onMenuChange(db, () => cache.clear());
  // The menu depends on the restaurant (which one serves a point, its stop-list): staff's restaurant
  // edits count at once in this process too.
  onRestaurantsChanged(() => cache.clear());
  return (q: ShopQuery) => cache.get(JSON.stringify(q), async () => new EncodedJson(JSON.stringify(await getShop(db, q))));
}

/** The menu a first visit to "/" shows (no address chosen yet, delivery), for the page payload. */
export function initialMenu(shop: ReturnType<typeof cachedShop>) {
  return async (locale: Locale, rest: string) => {
    if (rest !== "/") return null;
    const params = { OrderTypeId: DELIVERY };
    const q = parseInput(query, { Language: String(LANGUAGE_CODES[locale]), OrderTypeId: String(DELIVERY) });
    // Spliced as text: the cached menu is already JSON.
    return `{"kind":"shop","locale":"${locale}","params":${JSON.stringify(params)},"data":${(await shop(q)).text}}`;
  };
}

const shopRoute = createRoute({
  method: "get",
  path: "/shop",
  tags: ["Main API"],
  security: SECURITY.main,
  summary: "The menu and hours of one restaurant",
  description:
    "The restaurant is RestaurantId's, else the one delivering to the point (Longitude, Latitude) for delivery, else the region's default; `error` says why it is not the one asked for.",
  request: { query },
  responses: { 200: json(shopResponse, "The menu"), ...refusals(400, 401) },
});

export function shopRoutes(shop: ReturnType<typeof cachedShop>) {
  return apiApp().openapi(shopRoute, async (c) => documented(sendEncodedJson(c, await shop(c.req.valid("query")))));
}
