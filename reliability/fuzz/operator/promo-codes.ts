// Promo codes: the list (junk queries, any credentials), and creations and edits that are always
// wrong (a bad code, a kind without its value, out-of-range numbers, an end before the start, an
// unknown field, nothing to change), at real, junk or unknown codes.
import fc from "fast-check";
import { junkSegment, wellFormed } from "../junk";
import { type Endpoint, get, opAuth, opHeaders } from "../requests";
import { badJsonWrite } from "./shared";

const badCreate = fc.oneof(
  fc.record({
    code: fc.constantFrom("", "AB", "=SUM(A1)", "x".repeat(65), "a\u0000b"),
    kind: fc.constant("percent"),
    percent: fc.constant(10),
  }),
  fc.record({ code: fc.constant("FUZZPCT"), kind: fc.constant("percent") }),
  fc.record({ code: fc.constant("FUZZAMT"), kind: fc.constant("amount"), amount: fc.oneof(fc.constant(0), fc.constant(-5), fc.double()) }),
  fc.record({ code: fc.constant("FUZZPROD"), kind: fc.constant("product"), productId: fc.constantFrom("no-such-product", "") }),
  fc.record({ code: fc.constant("FUZZKIND"), kind: fc.oneof(fc.constant("free"), fc.integer()), percent: fc.constant(5) }),
  fc.record({
    code: fc.constant("FUZZDATES"),
    kind: fc.constant("percent"),
    percent: fc.constant(5),
    startsAt: fc.constant("2026-12-02T00:00:00+05:00"),
    endsAt: fc.constantFrom("2026-12-01T00:00:00+05:00", "yesterday", "2026-13-01T00:00:00+05:00"),
  }),
  fc.record({
    code: fc.constant("FUZZLIMIT"),
    kind: fc.constant("percent"),
    percent: fc.constant(5),
    totalLimit: fc.constantFrom(0, -1, 1.5, "3"),
  }),
  fc.record({
    code: fc.constant("FUZZWHERE"),
    kind: fc.constant("percent"),
    percent: fc.constant(5),
    restaurantIds: fc.constantFrom(["atlantis"], "mirabad", [1]),
  }),
  fc.record({
    code: fc.constant("FUZZEXTRA"),
    kind: fc.constant("percent"),
    percent: fc.constant(5),
    bogus: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
  }),
);

const badPatch = fc.oneof(
  fc.constant({}),
  fc.record({ code: fc.constant("RENAMED") }),
  fc.record({ percent: fc.constantFrom(0, 101, null, "10") }),
  fc.record({ kind: fc.constantFrom("amount", "product") }),
  fc.record({ isActive: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) }),
  fc.record({ endsAt: fc.constant("2000-01-01T00:00:00+05:00"), startsAt: fc.constant("2001-01-01T00:00:00+05:00") }),
  fc.record({ minOrder: fc.constantFrom(-1, 1e12, 2.5) }),
);

/** A code of the seeded database (none are seeded: any is unknown), junk, or one with characters to escape. */
const codes = fc.oneof(
  junkSegment,
  fc.constantFrom("SPRING15", "ВЕСНА", "a%2Fb").map((s) => encodeURIComponent(wellFormed(s))),
);

export const PROMO_CODES: Record<string, Endpoint> = {
  "GET /api/operator/promo-codes": get("/api/operator/promo-codes", ["Language"], opAuth, opHeaders),
  "POST /api/operator/promo-codes": badJsonWrite("POST", "/api/operator/promo-codes", badCreate),
  "PATCH /api/operator/promo-codes/{code}": badJsonWrite("PATCH", "/api/operator/promo-codes/{id}", badPatch, codes),
};
