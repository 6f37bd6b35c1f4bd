// GET /api/restaurants/List and /api/restaurants/GetByLocation. Coordinates go out as strings and
// the zone as polygon JSON text of [longitude, latitude] pairs, as the spec's client expects.
import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { pick } from "../../src/domain/localized";
import type { Locale } from "../../src/domain/locales";
import type { Db } from "../db/client";
import { TtlCache } from "./menu-cache";
import { regions } from "../db/schema";
import { EncodedJson, sendEncodedJson } from "../http/encoded-json";
import { badRequest, parseInput } from "../http/errors";
import * as p from "./params";
import {
  listRestaurants,
  regionExists,
  restaurantsByDistance,
  restaurantsDelivering,
  type RestaurantRow,
} from "./restaurant-queries";

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
    starTime: r.opensAt,
    endTime: r.closesAt,
    deliveryDuration: r.deliveryDuration,
    priceOfDelivery: r.priceOfDelivery,
    ...(distance === undefined ? {} : { distance }),
  };
}

const listQuery = z.object({ Language: p.language, RegionId: p.regionId });

const byLocationQuery = z.object({
  Language: p.language,
  latitude: p.latitude.refine((v) => v !== undefined, "is required"),
  longitude: p.longitude.refine((v) => v !== undefined, "is required"),
  regionId: p.regionId,
  orderTypeId: p.orderTypeId,
});

export function restaurantRoutes(db: Db, cache = new TtlCache<EncodedJson>(5000)) {
  return new Hono()
    .get("/regions", async (c) => {
      const q = parseInput(z.object({ Language: p.language }), c.req.query());
      const rows = await db.select().from(regions).orderBy(asc(regions.sort), asc(regions.id));
      return c.json(rows.map((r) => ({ id: r.id, name: pick(r.name, q.Language) })));
    })
    .get("/restaurants/List", async (c) => {
      const q = parseInput(listQuery, c.req.query());
      const list = await cache.get(JSON.stringify(q), async () => new EncodedJson(JSON.stringify((await listRestaurants(db, q.RegionId)).map((r) => restaurantDto(r, q.Language)))));
      return sendEncodedJson(c, list);
    })
    .get("/restaurants/GetByLocation", async (c) => {
      const q = parseInput(byLocationQuery, c.req.query());
      if (q.regionId !== undefined && !(await regionExists(db, q.regionId))) {
        throw badRequest("unknown_region", `Unknown regionId: ${q.regionId}`, { regionId: "no such region" });
      }
      const rows = await listRestaurants(db, q.regionId);
      const [lon, lat] = [q.longitude!, q.latitude!];
      if ((q.orderTypeId ?? 0) === 200) {
        // Pickup: every active restaurant, nearest first.
        return c.json(restaurantsByDistance(rows, lon, lat).map((x) => restaurantDto(x.row, q.Language, x.distance)));
      }
      // Delivery: the restaurant whose zone holds the point (none: an empty list).
      const byDistance = new Map(restaurantsByDistance(rows, lon, lat).map((x) => [x.row.id, x.distance]));
      return c.json(restaurantsDelivering(rows, lon, lat).map((r) => restaurantDto(r, q.Language, byDistance.get(r.id))));
    });
}
