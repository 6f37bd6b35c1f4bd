// GET /api/address/search: addresses matching what a customer typed in the "Where to?" sheet,
// from the configured geocoder (the embedded gazetteer, or Nominatim), in the asked language.
import { createRoute } from "@hono/zod-openapi";
import {
  ADDRESS_SEARCH_LIMIT,
  ADDRESS_SEARCH_MIN_LENGTH,
  addressSearchQuery,
  addressSearchResults,
} from "../../src/contract/address-search";
import { GeocoderUnavailable, type Geocoder, type SearchResult } from "../geo/geocoder";
import { ApiError } from "../http/errors";
import { log, requestIdOf } from "../log";
import { apiApp, json, refusals } from "../openapi/routes";

const route = createRoute({
  method: "get",
  path: "/address/search",
  tags: ["Storefront server"],
  summary: "Addresses matching typed text",
  description: `Streets, places, districts and cities whose name (in any of the three languages) matches \`query\`, best first, at most ${ADDRESS_SEARCH_LIMIT}; within \`RegionId\`'s city when the geocoder knows it. Under ${ADDRESS_SEARCH_MIN_LENGTH} characters: [].`,
  request: { query: addressSearchQuery },
  responses: { 200: json(addressSearchResults, "The matches (cached for an hour)"), ...refusals(400, 503) },
});

export function addressSearchRoutes(geocoder: Geocoder) {
  return apiApp().openapi(route, async (c) => {
    const q = c.req.valid("query");
    if (q.query.length < ADDRESS_SEARCH_MIN_LENGTH) return c.json([], 200);
    let found: SearchResult[];
    try {
      found = await geocoder.search(q.query, q.Language, { regionId: q.RegionId, limit: ADDRESS_SEARCH_LIMIT });
    } catch (err) {
      if (!(err instanceof GeocoderUnavailable)) throw err;
      log("warn", "address search failed", { requestId: requestIdOf(c), error: err.message });
      throw new ApiError(503, "geocoder_unavailable", "The address search is not available now; try again later");
    }
    c.header("Cache-Control", "max-age=3600");
    return c.json(found.slice(0, ADDRESS_SEARCH_LIMIT), 200);
  });
}
