// Restaurants: bad requests of its endpoints (docs/operator-api.md). Every write carries a fault:
// a bad field, an unknown restaurant, or a zone that cannot be one.
import fc from "fast-check";
import { junkString } from "../junk";
import { type Endpoint, get, opAuth, opHeaders } from "../requests";
import { badJsonWrite } from "./shared";

const restaurantId = fc.oneof(
  fc.constant("mirabad"),
  fc.string({ maxLength: 20 }).map((s) => `no-such-${encodeURIComponent(s)}`),
  fc.constantFrom("x".repeat(101), "%00", "mir%20abad"),
);
const badTime = fc.oneof(fc.constantFrom("24:00", "9:00", "10:60", "10-00", "", 1000, null, "10:00:00"), junkString);
const badNote = fc.constantFrom(
  { ru: "Закрыто" },
  { ru: "", en: "x", uz: "y" },
  "Closed",
  { ru: "a\u0000", en: "b", uz: "c" },
  {
    ru: "a",
    en: "b",
    uz: "c",
    de: "d",
  },
);

/** A patch with one bad field among good ones. */
const badPatch = fc.oneof(
  fc.record({ opensAt: badTime, isActive: fc.boolean() }),
  fc.record({ closesAt: badTime }),
  fc.record({ deliveryDuration: fc.constantFrom(0, -5, 601, 1.5, "40", null), opensAt: fc.constant("10:00") }),
  fc.record({ priceOfDelivery: fc.constantFrom(-1, 0.5, 10_000_001, "10000", null) }),
  fc.record({ isActive: fc.constantFrom("true", 1, null, "no") }),
  fc.record({ isActive: fc.constant(false), closedNote: badNote }),
  fc.record({ sort: fc.integer(), zone: fc.constant([]) }),
  fc.constant({}),
);

const pair = fc.tuple(fc.double({ min: 69, max: 70, noNaN: true }), fc.double({ min: 41, max: 42, noNaN: true }));
/** Rings that are not zones: too few or too many corners, out of range, crossing, not pairs. */
const badZone = fc.oneof(
  fc.array(pair, { maxLength: 2 }),
  fc.array(pair, { minLength: 502, maxLength: 520 }),
  fc.constant([
    [69.1, 41.2],
    [69.4, 41.4],
    [69.4, 41.2],
    [69.1, 41.4],
  ]),
  fc.constant([
    [41.2, 169.1],
    [41.2, 169.4],
    [41.4, 169.4],
  ]),
  fc.constant([
    [69.1, 41.2, 0],
    [69.4, 41.2],
    [69.4, 41.4],
  ]),
  fc.constant([
    [0, 0],
    [1, 1],
    [2, 2],
  ]),
  fc.constantFrom("[[69,41],[70,41],[70,42]]", null, [[69]], [["69", "41"]], { type: "Polygon" }),
  junkString,
);

export const RESTAURANTS: Record<string, Endpoint> = {
  "GET /api/operator/restaurants": get("/api/operator/restaurants", ["Language"], opAuth, opHeaders),
  "PATCH /api/operator/restaurants/{id}": badJsonWrite("PATCH", "/api/operator/restaurants/{id}", badPatch, restaurantId),
  "PUT /api/operator/restaurants/{id}/zone": badJsonWrite(
    "PUT",
    "/api/operator/restaurants/{id}/zone",
    fc.oneof(
      badZone.map((zone) => ({ zone })),
      fc.constant({}),
    ),
    restaurantId,
  ),
};
