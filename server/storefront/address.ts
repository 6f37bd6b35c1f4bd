// GET /api/address: the address name of a point a web customer picked on the map. The same
// handler answers the messenger-bot API's GET /api/tg_address (the spec's "an address name"),
// mounted by the app behind that API's auth.
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ZodObject } from "zod";
import { addressName, addressQuery } from "../../src/contract/storefront";
import { GeocoderUnavailable, type Geocoder, type ReverseResult } from "../geo/geocoder";
import { ApiError, parseInput } from "../http/errors";
import { log, requestIdOf } from "../log";
import { apiApp, json, refusals } from "../openapi/routes";

/** The route of a point's name at `path`, under `tags` (the storefront's and the bot API's). */
export const addressRoute = <P extends string>(path: P, tags: string[], extra: { headers?: ZodObject; security?: Record<string, string[]>[] } = {}) =>
  createRoute({
    method: "get",
    path,
    tags,
    security: extra.security,
    summary: "The address name of a point on the map",
    request: { query: addressQuery, headers: extra.headers },
    responses: { 200: json(addressName, "The name (cached for an hour)"), ...refusals(400, 401, 404, 503) },
  });

/** The handler alone, for mounting at another path (e.g. /api/tg_address behind the bot auth). */
export function addressHandler(geocoder: Geocoder) {
  return async (c: Context) => {
    const q = parseInput(addressQuery, c.req.query());
    let found: ReverseResult | null;
    try {
      found = await geocoder.reverse(q.latitude!, q.longitude!, q.Language);
    } catch (err) {
      if (!(err instanceof GeocoderUnavailable)) throw err;
      // The cause stays in the log; the customer only needs to know it is worth retrying.
      log("warn", "address lookup failed", { requestId: requestIdOf(c), error: err.message });
      throw new ApiError(503, "geocoder_unavailable", "The address lookup is not available now; try again later");
    }
    if (!found) throw new ApiError(404, "address_not_found", "No address is known for this point");
    // A point's address changes only when the data does; an hour saves repeat lookups on a pin.
    c.header("Cache-Control", "max-age=3600");
    return c.json({ address: found.address, street: found.street, district: found.district, city: found.city });
  };
}

export function addressRoutes(geocoder: Geocoder) {
  const handler = addressHandler(geocoder);
  return apiApp().openapi(addressRoute("/address", ["Storefront server"]), (c) => handler(c) as never);
}
