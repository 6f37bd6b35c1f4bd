// The cart's promo code check (POST /api/promo/check). A good request counts against the checker's
// rate limit (a row of rate_limits), so every generated body is wrong (a field missing, of the wrong
// type, too long, with a control character, a subtotal out of range, or not an object) and must be
// refused, with any credentials.
import fc from "fast-check";
import { junkJson, junkString, wellFormed } from "./junk";
import { anyMainAuth, type Endpoint, jsonish } from "./requests";

const anyCode = fc.oneof(junkString.map(wellFormed), fc.constantFrom("SPRING", " spring 15 "));
const badBody = fc.oneof(
  fc.record({
    code: anyCode,
    restaurantId: fc.constant("mirabad"),
    subtotal: fc.oneof(fc.integer({ max: -1 }), fc.constantFrom(1.5, 2_000_000_000, "1000", null, true)),
  }),
  fc.record({
    code: fc.oneof(fc.integer(), fc.constant(null), fc.constant("x".repeat(65)), fc.constant("a\u0000b"), fc.constant("a\nb")),
    restaurantId: fc.constant("mirabad"),
    subtotal: fc.constant(1000),
  }),
  fc.record({ code: anyCode, restaurantId: fc.oneof(fc.constantFrom("", "a\u0000b"), fc.integer()), subtotal: fc.constant(1000) }),
  fc.record({ code: anyCode, subtotal: fc.constant(1000) }),
  fc.record({ restaurantId: fc.constant("mirabad"), subtotal: fc.constant(1000) }),
  junkJson.filter((v) => typeof v !== "object" || v === null || Array.isArray(v)),
);

export const PROMO_ENDPOINTS: Record<string, Endpoint> = {
  "POST /api/promo/check": {
    mustRefuse: true,
    requests: (ctx) =>
      fc
        .tuple(jsonish(badBody), anyMainAuth(ctx), fc.constantFrom("", "?Language=1", "?Language=9"))
        .map(([b, a, q]) => ({ method: "POST", path: `/api/promo/check${q}`, ...b, headers: { ...b.headers, ...a.headers } })),
  },
};
