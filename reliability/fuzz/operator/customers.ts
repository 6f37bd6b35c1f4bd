// Customers: bad requests of the customer list (junk search, sort, paging, format), junk or unknown
// customer ids, and edits that are always wrong (nothing to change, a block without a reason, a
// reason without a block, wrong types, an unknown field, a note too long or with control characters).
import fc from "fast-check";
import { type Endpoint, get, getById, opAuth, opHeaders } from "../requests";
import { badJsonWrite } from "./shared";

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

export const CUSTOMERS: Record<string, Endpoint> = {
  "GET /api/operator/customers": get("/api/operator/customers", ["q", "sort", "skip", "take", "format", "separator"], opAuth, opHeaders),
  "GET /api/operator/customers/{id}": getById("/api/operator/customers", opAuth, opHeaders),
  "PATCH /api/operator/customers/{id}": badJsonWrite("PATCH", "/api/operator/customers/{id}", badPatch),
};
