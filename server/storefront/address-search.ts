// GET /api/address/search: addresses matching what a customer typed in the "Where to?" sheet,
// from the configured geocoder (the embedded gazetteer, or Nominatim), in the asked language. The
// active restaurants' zones go along, so a street's pin lands where someone delivers.
import { createRoute } from "@hono/zod-openapi";
import {
  ADDRESS_SEARCH_LIMIT,
  ADDRESS_SEARCH_MIN_LENGTH,
  addressSearchQuery,
  addressSearchResults,
} from "../../src/contract/address-search";
import { GeocoderUnavailable, type Geocoder, type SearchResult } from "../geo/geocoder";
import type { LonLat } from "../../src/domain/zones";
import { listRestaurants } from "../catalog/restaurant-queries";
import type { Db } from "../db/client";
import { ApiError } from "../http/errors";
import { log, requestIdOf } from "../log";
import { apiApp, json, refusals } from "../openapi/routes";

const route = createRoute({
  method: "get",
  path: "/address/search",
  tags: ["Storefront server"],
  summary: "Addresses matching typed text",
  description: `Streets, places, districts and cities whose name (in any of the three languages) matches \`query\`, best first, at most ${ADDRESS_SEARCH_LIMIT}; the city of \`RegionId\` first, then the other cities. A house number with a street ("Amir Temur 107") answers that house when known (\`house\` set), else the street (\`house\` null). A street's point lies inside a delivery zone when the street crosses one. Under ${ADDRESS_SEARCH_MIN_LENGTH} characters: [].`,
  request: { query: addressSearchQuery },
  responses: { 200: json(addressSearchResults, "The matches (cached for an hour)"), ...refusals(400, 503) },
});

/** The active restaurants' delivery zones, rings of [longitude, latitude]. */
export type ZonesSource = () => Promise<readonly (readonly LonLat[])[]>;

/** The zones of the database's active restaurants, read at each search. */
export const activeZones =
  (db: Db): ZonesSource =>
  async () =>
    (await listRestaurants(db)).flatMap((r) => (r.isActive && r.zone ? [r.zone] : []));

export function addressSearchRoutes(geocoder: Geocoder, zones: ZonesSource = async () => []) {
  return apiApp().openapi(route, async (c) => {
    const q = c.req.valid("query");
    if (q.query.length < ADDRESS_SEARCH_MIN_LENGTH) return c.json([], 200);
    let found: SearchResult[];
    try {
      found = await geocoder.search(q.query, q.Language, { regionId: q.RegionId, limit: ADDRESS_SEARCH_LIMIT, areas: await zones() });
    } catch (err) {
      if (!(err instanceof GeocoderUnavailable)) throw err;
      log("warn", "address search failed", { requestId: requestIdOf(c), error: err.message });
      throw new ApiError(503, "geocoder_unavailable", "The address search is not available now; try again later");
    }
    c.header("Cache-Control", "max-age=3600");
    return c.json(found.slice(0, ADDRESS_SEARCH_LIMIT), 200);
  });
}
