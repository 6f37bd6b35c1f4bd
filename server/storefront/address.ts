// GET /api/address: the address name of a point a web customer picked on the map. The same
// handler answers the messenger-bot API's GET /api/tg_address (the spec's "an address name"),
// mounted by the app behind that API's auth.
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { GeocoderUnavailable, type Geocoder, type ReverseResult } from "../geo/geocoder";
import { ApiError, parseInput } from "../http/errors";
import { log, requestIdOf } from "../log";
import * as p from "../main-api/params";

const addressQuery = z.object({
  Language: p.language,
  latitude: p.latitude.refine((v) => v !== undefined, "is required"),
  longitude: p.longitude.refine((v) => v !== undefined, "is required"),
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
  return new Hono().get("/address", addressHandler(geocoder));
}
