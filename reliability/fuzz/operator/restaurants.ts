// Restaurants and cities: bad requests of their endpoints (docs/operator-api.md). Every write
// carries a fault: a bad field, an unknown restaurant or city, a taken id or name, or a zone that
// cannot be one.
import fc from "fast-check";
import { junkString } from "../junk";
import { type Endpoint, get, opAuth, opHeaders } from "../requests";
import { absentOrJunkId, badJsonWrite } from "./shared";

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
  fc.record({
    onlinePaymentsOff: fc.constantFrom(["cash"], ["click", "click"], "click", [1], null, ["payme", "click", "online", "payme"]),
  }),
  // Days with other hours, a temporary close and the restaurant's own chat (issue 24): never a valid one.
  fc.record({
    hoursExceptions: fc.oneof(
      fc.constantFrom(null, "closed", {}, [null], [{}], [{ date: "2026-02-30", opensAt: null, closesAt: null }]),
      fc.constant([{ date: "2026-12-31", opensAt: "10:00", closesAt: null }]),
      fc.constant([
        { date: "2026-12-31", opensAt: null, closesAt: null },
        { date: "2026-12-31", opensAt: "10:00", closesAt: "12:00" },
      ]),
      badTime.map((opensAt) => [{ date: "2026-12-31", opensAt, closesAt: "18:00" }]),
      fc.array(fc.constant({ date: "2026-12-31", opensAt: null, closesAt: null }), { minLength: 61, maxLength: 62 }),
    ),
  }),
  fc.record({
    closedUntil: fc.oneof(
      fc.string({ maxLength: 30 }).filter((v) => Number.isNaN(Date.parse(v))),
      fc.constantFrom(1, true, {}),
    ),
  }),
  fc.record({ operatorChatId: fc.constantFrom(0, 1.5, "-100123", 1e16, -1e16, true, []) }),
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

/** A restaurant a POST could create, but for the one fault `bad` adds to it. */
const goodRestaurant = () => ({
  id: "fuzz-new",
  regionId: 1,
  name: { ru: "Новый", en: "New", uz: "Yangi" },
  address: { ru: "ул. 1", en: "1 Street", uz: "1-ko‘cha" },
  phone: "+998 71 200 00 99",
  longitude: 69.25,
  latitude: 41.3,
  opensAt: "10:00",
  closesAt: "23:00",
  deliveryDuration: 40,
  priceOfDelivery: 10000,
});
const badField = fc.oneof(
  fc.record({ id: fc.constantFrom("mirabad", "", "Mirabad", "-x", "x".repeat(65), "a b", "a\u0000b", 5, null) }),
  fc.record({ regionId: fc.constantFrom(999_999, 0, -1, 1.5, "1", null) }),
  fc.record({ name: badNote }),
  fc.record({ address: fc.constantFrom({ ru: "x", en: "y" }, "street", { ru: "x".repeat(301), en: "y", uz: "z" }) }),
  fc.record({ phone: fc.constantFrom("12345", "", "+7 495 123 45 67", 998712000099, null) }),
  fc.record({ longitude: fc.constantFrom(181, -181, "69.2", null, Number.NaN) }),
  fc.record({ latitude: fc.constantFrom(91, -91, "41.3", null) }),
  fc.record({ opensAt: badTime }),
  fc.record({ closesAt: badTime }),
  fc.record({ deliveryDuration: fc.constantFrom(0, 601, 1.5, "40", null) }),
  fc.record({ priceOfDelivery: fc.constantFrom(-1, 0.5, 10_000_001, "10000", null) }),
  // A new restaurant may come without a zone (null: pickup only), so null is no fault here.
  fc.record({ zone: badZone.filter((zone) => zone !== null) }),
  fc.record({ isActive: fc.constantFrom("true", 1) }),
  fc.record({ sort: fc.constantFrom(1.5, "1", 2_000_000) }),
  fc.record({ unknown: fc.constant(1) }),
);
const badNewRestaurant = fc.oneof(
  badField.map((bad) => ({ ...goodRestaurant(), ...bad })),
  // A field missing.
  fc.constantFrom(...Object.keys(goodRestaurant())).map((missing) => {
    const body: Record<string, unknown> = goodRestaurant();
    delete body[missing];
    return body;
  }),
);

const cityName = { ru: "Наманган", en: "Namangan", uz: "Namangan" };
const badNewRegion = fc.oneof(
  fc.record({ name: badNote }),
  fc.constant({}),
  // Taken: the id of Tashkent, or its name in one language.
  fc.constant({ id: 1, name: cityName }),
  fc.constantFrom("Ташкент", "tashkent", " Toshkent ").map((taken) => ({ name: { ...cityName, ru: taken } })),
  fc.record({ name: fc.constant(cityName), id: fc.constantFrom(0, -1, 1.5, "7", 2 ** 31) }),
  fc.record({ name: fc.constant(cityName), sort: fc.constantFrom(1.5, "1", 2_000_000) }),
  fc.record({ name: fc.constant(cityName), extra: fc.constant(true) }),
);
const badRegionPatch = fc.oneof(
  fc.constant({}),
  fc.record({ name: badNote }),
  fc.record({ name: fc.constant({ ru: "Самарканд", en: "Samarkand", uz: "Samarqand" }) }),
  fc.record({ sort: fc.constantFrom(1.5, "1", null) }),
  fc.record({ id: fc.constant(9) }),
);
/** Cities: Tashkent (with bad patches) or none at all. */
const regionId = fc.oneof(fc.constant("1"), absentOrJunkId);

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
  "POST /api/operator/restaurants": badJsonWrite("POST", "/api/operator/restaurants", badNewRestaurant),
  // Unknown restaurants only: removing a real zone would be a change.
  "DELETE /api/operator/restaurants/{id}/zone": {
    mustRefuse: true,
    requests: (ctx) =>
      fc
        .tuple(absentOrJunkId, opAuth(ctx))
        .map(([id, a]) => ({ method: "DELETE", path: `/api/operator/restaurants/no-such-${id}/zone`, headers: a.headers })),
  },
  "GET /api/operator/regions": get("/api/operator/regions", ["Language"], opAuth, opHeaders),
  "POST /api/operator/regions": badJsonWrite("POST", "/api/operator/regions", badNewRegion),
  "PATCH /api/operator/regions/{id}": badJsonWrite("PATCH", "/api/operator/regions/{id}", badRegionPatch, regionId),
};
