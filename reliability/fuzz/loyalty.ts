// Loyalty (issue 26): the customer's points (GET /api/loyalty: junk paging, any cookie) and the
// chain's settings (GET, and PATCH bodies that are always wrong: out of range, not whole, unknown
// fields, nothing to change).
import fc from "fast-check";
import { junkQuery } from "./junk";
import { badJsonWrite } from "./operator/shared";
import { cookie, type Endpoint, get, opAuth, opHeaders } from "./requests";

const badSettings = fc.oneof(
  fc.constant({}),
  fc.record({ cashbackPercent: fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 101 }), fc.constantFrom(2.5, "5", null, true)) }),
  fc.record({ maxPayPercent: fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 101 }), fc.constantFrom(0.1, "30", null)) }),
  fc.record({ cashbackPercent: fc.constant(5), bogus: fc.oneof(fc.integer(), fc.string(), fc.constant(null)) }),
);

export const LOYALTY_ENDPOINTS: Record<string, Endpoint> = {
  "GET /api/loyalty": {
    mustRefuse: false,
    requests: (ctx) =>
      fc
        .tuple(junkQuery(["skip", "take"]), cookie([ctx.customerCookie]))
        .map(([q, headers]) => ({ method: "GET", path: `/api/loyalty${q}`, headers })),
  },
  "GET /api/operator/loyalty": get("/api/operator/loyalty", ["Language"], opAuth, opHeaders),
  "PATCH /api/operator/loyalty": badJsonWrite("PATCH", "/api/operator/loyalty", badSettings),
};
