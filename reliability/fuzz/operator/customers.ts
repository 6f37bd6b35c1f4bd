// Customers: bad requests of the customer list (junk search, sort, paging, format), junk or unknown
// customer ids, and edits that are always wrong (nothing to change, a block without a reason, a
// reason without a block, wrong types, an unknown field, a note too long or with control characters),
// and points adjustments that are always wrong (points 0, not whole, too many, not a number; a reason
// missing, blank, too long or of two lines; an unknown field; any Idempotency-Key) or good ones for a
// customer who does not exist.
import fc from "fast-check";
import { type Endpoint, get, getById, idempotencyKey, opAuth, opHeaders } from "../requests";
import { absentOrJunkId, badJsonWrite } from "./shared";

const badPatch = fc.oneof(
  fc.constant({}),
  fc.record({ blocked: fc.constant(true) }),
  fc.record({ blocked: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) }),
  fc.record({ blocked: fc.constant(false), blockedReason: fc.string({ minLength: 1 }) }),
  fc.record({
    blocked: fc.constant(true),
    blockedReason: fc.oneof(fc.constant(""), fc.constant("   "), fc.constant("x".repeat(301)), fc.integer()),
  }),
  fc.record({ note: fc.oneof(fc.integer(), fc.constant(null), fc.constant("x".repeat(2001)), fc.constant("a\u0000b")) }),
  fc.record({ note: fc.constant("ok"), bogus: fc.anything().filter((v) => v !== undefined) }),
);

const badPoints = fc.oneof(
  fc.constant({}),
  fc.record({
    points: fc.oneof(
      fc.constant(0),
      fc.double().filter((n) => !Number.isInteger(n)),
      fc.integer({ min: 10_000_001 }),
      fc.integer({ max: -10_000_001 }),
      fc.string(),
      fc.constant(null),
    ),
    reason: fc.constant("Goodwill"),
  }),
  fc.record({
    points: fc.integer({ min: -100, max: 100 }).filter((n) => n !== 0),
    reason: fc.oneof(
      fc.constant(""),
      fc.constant("   "),
      fc.constant("x".repeat(201)),
      fc.constant("a\nb"),
      fc.integer(),
      fc.constant(null),
    ),
  }),
  fc.record({ points: fc.constant(5), reason: fc.constant("Goodwill"), bogus: fc.anything().filter((v) => v !== undefined) }),
);
const POINTS = "/api/operator/customers/{id}/points";
const badBodyWrite = badJsonWrite("POST", POINTS, badPoints);

export const CUSTOMERS: Record<string, Endpoint> = {
  "GET /api/operator/customers": get("/api/operator/customers", ["q", "sort", "skip", "take", "format", "separator"], opAuth, opHeaders),
  "GET /api/operator/customers/{id}": getById("/api/operator/customers", opAuth, opHeaders),
  "PATCH /api/operator/customers/{id}": badJsonWrite("PATCH", "/api/operator/customers/{id}", badPatch),
  "POST /api/operator/customers/{id}/points": {
    mustRefuse: true,
    requests: (ctx) =>
      fc.oneof(
        // A wrong body, with any key.
        fc.tuple(badBodyWrite.requests(ctx), idempotencyKey).map(([req, key]) => ({ ...req, headers: { ...req.headers, ...key.headers } })),
        // A good body for nobody.
        fc.tuple(absentOrJunkId, idempotencyKey, opAuth(ctx)).map(([id, key, auth]) => ({
          method: "POST",
          path: POINTS.replace("{id}", id),
          body: JSON.stringify({ points: 100, reason: "Goodwill" }),
          headers: { "Content-Type": "application/json", ...key.headers, ...auth.headers },
        })),
      ),
  },
};
