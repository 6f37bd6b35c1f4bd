// GET /api/address: the address name of a point a web customer picked on the map. The same
// handler answers the messenger-bot API's GET /api/tg_address (an address name, docs/api.md),
// mounted by the app behind that API's auth.
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ZodObject } from "zod";
import { type AddressName, type AddressQuery, addressName, addressQuery } from "../../src/contract/storefront";
import { GeocoderUnavailable, type Geocoder, type ReverseResult } from "../geo/geocoder";
import { ApiError, parseInput } from "../http/errors";
import { log, requestIdOf } from "../log";
import { apiApp, json, refusals } from "../openapi/routes";

/** The route of a point's name at `path`, under `tags` (the storefront's and the bot API's). */
export const addressRoute = <P extends string>(
  path: P,
  tags: string[],
  extra: { headers?: ZodObject; security?: Record<string, string[]>[] } = {},
) =>
  createRoute({
    method: "get",
    path,
    tags,
    security: extra.security,
    summary: "The address name of a point on the map",
    request: { query: addressQuery, headers: extra.headers },
    responses: { 200: json(addressName, "The name (cached for an hour)"), ...refusals(400, 401, 404, 503) },
  });

/** The lookup alone, for the route at another path (/api/tg_address behind the bot auth). */
export function addressLookup(geocoder: Geocoder) {
  return async (c: Context, q: AddressQuery): Promise<AddressName> => {
    let found: ReverseResult | null;
    try {
      found = await geocoder.reverse(q.latitude, q.longitude, q.Language);
    } catch (err) {
      if (!(err instanceof GeocoderUnavailable)) throw err;
      // The cause stays in the log; the customer only needs to know it is worth retrying.
      log("warn", "address lookup failed", { requestId: requestIdOf(c), error: err.message });
      throw new ApiError(503, "geocoder_unavailable", "The address lookup is not available now; try again later");
    }
    if (!found) throw new ApiError(404, "address_not_found", "No address is known for this point");
    // A point's address changes only when the data does; an hour saves repeat lookups on a pin.
    c.header("Cache-Control", "max-age=3600");
    return {
      address: found.address,
      street: found.street,
      district: found.district,
      city: found.city,
      ...(found.house ? { house: found.house } : {}),
    };
  };
}

/** The whole handler, checking the query itself, for a route that is not described by a schema. */
export function addressHandler(geocoder: Geocoder) {
  const lookup = addressLookup(geocoder);
  return async (c: Context) => c.json(await lookup(c, parseInput(addressQuery, c.req.query())));
}

export function addressRoutes(geocoder: Geocoder) {
  const lookup = addressLookup(geocoder);
  return apiApp().openapi(addressRoute("/address", ["Storefront server"]), async (c) => c.json(await lookup(c, c.req.valid("query")), 200));
}
