// GET /api/restaurants/List and /api/restaurants/GetByLocation. Coordinates go out as strings and
// the zone as polygon JSON text of [longitude, latitude] pairs, as the wire has them (docs/product-rules.md §2).
import { asc } from "drizzle-orm";
import { createRoute } from "@hono/zod-openapi";
import { byLocationQuery, regionsResponse, restaurantListQuery as listQuery, restaurantsResponse } from "../../src/contract/menu";
import { languageQuery } from "../../src/contract/fields";
import { pick } from "../../src/domain/localized";
import type { Locale } from "../../src/domain/locales";
import { PICKUP } from "../../src/domain/order-type";
import type { Db } from "../db/client";
import { TtlCache } from "../catalog/menu-cache";
import { regions } from "../db/schema";
import { EncodedJson, sendEncodedJson } from "../http/encoded-json";
import { badRequest } from "../http/errors";
import { apiApp, documented, json, refusals, SECURITY } from "../openapi/routes";
import {
  listRestaurants,
  onRestaurantsChanged,
  regionExists,
  restaurantsByDistance,
  restaurantsDelivering,
  type RestaurantRow,
} from "../catalog/restaurant-queries";
import { storefrontHoursOf } from "../catalog/restaurant-hours";

export function restaurantDto(r: RestaurantRow, locale: Locale, distance?: number) {
  return {
    id: r.id,
    name: pick(r.name, locale),
    address: pick(r.address, locale),
    phone: r.phone,
    longitude: String(r.longitude),
    latitude: String(r.latitude),
    regionId: r.regionId,
    zone: r.zone ? JSON.stringify(r.zone) : null,
    isActive: r.isActive,
    closedNote: !r.isActive && r.closedNote ? pick(r.closedNote, locale) : null,
    starTime: r.opensAt,
    endTime: r.closesAt,
    deliveryDuration: r.deliveryDuration,
    priceOfDelivery: r.priceOfDelivery,
    ...storefrontHoursOf(r),
    ...(distance === undefined ? {} : { distance }),
  };
}

const tags = ["Main API"];

const regionsRoute = createRoute({
  method: "get",
  path: "/regions",
  tags,
  security: SECURITY.main,
  summary: "The cities the chain serves",
  request: { query: languageQuery },
  responses: { 200: json(regionsResponse, "Regions in their order"), ...refusals(400, 401) },
});

const listRoute = createRoute({
  method: "get",
  path: "/restaurants/List",
  tags,
  security: SECURITY.main,
  summary: "Every restaurant (of one region)",
  request: { query: listQuery },
  responses: { 200: json(restaurantsResponse, "Restaurants"), ...refusals(400, 401) },
});

const byLocationRoute = createRoute({
  method: "get",
  path: "/restaurants/GetByLocation",
  tags,
  security: SECURITY.main,
  summary: "Restaurants for a point",
  description:
    "orderTypeId 0 (delivery): the active restaurant whose zone holds the point, or none; 200 (pickup): every active restaurant, nearest first, with `distance`.",
  request: { query: byLocationQuery },
  responses: { 200: json(restaurantsResponse, "Restaurants"), ...refusals(400, 401) },
});

export function restaurantRoutes(db: Db, cache = new TtlCache<EncodedJson>(5000)) {
  // Staff's edits show at once here; other processes within the cache's 5 s.
  onRestaurantsChanged(() => cache.clear());
  return apiApp()
    .openapi(regionsRoute, async (c) => {
      const q = c.req.valid("query");
      const rows = await db.select().from(regions).orderBy(asc(regions.sort), asc(regions.id));
      return c.json(
        rows.map((r) => ({ id: r.id, name: pick(r.name, q.Language) })),
        200,
      );
    })
    .openapi(listRoute, async (c) => {
      const q = c.req.valid("query");
      const list = await cache.get(
        JSON.stringify(q),
        async () => new EncodedJson(JSON.stringify((await listRestaurants(db, q.RegionId)).map((r) => restaurantDto(r, q.Language)))),
      );
      return documented(sendEncodedJson(c, list));
    })
    .openapi(byLocationRoute, async (c) => {
      const q = c.req.valid("query");
      if (q.regionId !== undefined && !(await regionExists(db, q.regionId))) {
        throw badRequest("unknown_region", `Unknown regionId: ${q.regionId}`, { regionId: "no such region" });
      }
      const rows = await listRestaurants(db, q.regionId);
      const [lon, lat] = [q.longitude, q.latitude];
      if (q.orderTypeId === PICKUP) {
        // Pickup: every active restaurant, nearest first.
        return c.json(
          restaurantsByDistance(rows, lon, lat).map((x) => restaurantDto(x.row, q.Language, x.distance)),
          200,
        );
      }
      // Delivery: the restaurant whose zone holds the point (none: an empty list).
      const byDistance = new Map(restaurantsByDistance(rows, lon, lat).map((x) => [x.row.id, x.distance]));
      return c.json(
        restaurantsDelivering(rows, lon, lat).map((r) => restaurantDto(r, q.Language, byDistance.get(r.id))),
        200,
      );
    });
}
