// The kitchen and the road: bad requests of the kitchen screen's and the courier screen's endpoints
// (docs/operator-api.md, "Kitchen" and "Couriers"). Every write is refused: an order that does not
// exist or a junk id, a body that is wrong, or bad credentials (the operator token is an admin, who
// takes no order as a courier and sends no position).
import fc from "fast-check";
import { type Endpoint, get, opAuth, opHeaders } from "../requests";
import { absentIdWrite, absentOrJunkId, badJsonWrite } from "./shared";

const badPoint = fc.oneof(
  fc.record({ latitude: fc.constantFrom(91, -91, "41.3", null, Number.NaN, 1e308), longitude: fc.constant(69.2) }),
  fc.record({ latitude: fc.constant(41.3), longitude: fc.oneof(fc.constantFrom(181, -181, true), fc.string()) }),
  fc.record({ latitude: fc.constant(41.3) }),
  fc.constant({}),
);

export const ROAD: Record<string, Endpoint> = {
  "GET /api/operator/kitchen": get("/api/operator/kitchen", ["restaurantId", "Language"], opAuth, opHeaders, { restaurantId: "mirabad" }),
  "POST /api/operator/kitchen/orders/{id}/advance": absentIdWrite("POST", "/api/operator/kitchen/orders/{id}/advance"),
  "PUT /api/operator/kitchen/printing": badJsonWrite(
    "PUT",
    "/api/operator/kitchen/printing",
    fc.oneof(
      fc.record({
        restaurantId: fc.constant("mirabad"),
        printOnAccept: fc.constant(true),
        paperMm: fc.constantFrom(57, 0, "80", null, 80.5),
      }),
      fc.record({ restaurantId: fc.constant("mirabad"), printOnAccept: fc.constantFrom("yes", 1, null), paperMm: fc.constant(80) }),
      fc.record({
        restaurantId: fc.oneof(fc.constant(""), fc.constant("\u0000"), fc.constant("x".repeat(65))),
        printOnAccept: fc.constant(true),
        paperMm: fc.constant(58),
      }),
      fc.record({ restaurantId: fc.constant("mirabad"), paperMm: fc.constant(58) }),
      fc.record({
        restaurantId: fc.string({ minLength: 1, maxLength: 20 }).map((s) => `no-such-${s}`),
        printOnAccept: fc.constant(false),
        paperMm: fc.constant(58),
      }),
    ),
  ),
  "GET /api/operator/courier": get("/api/operator/courier", ["restaurantId"], opAuth, opHeaders, { restaurantId: "mirabad" }),
  "POST /api/operator/courier/orders/{id}/take": absentIdWrite("POST", "/api/operator/courier/orders/{id}/take"),
  "POST /api/operator/courier/orders/{id}/picked-up": absentIdWrite("POST", "/api/operator/courier/orders/{id}/picked-up"),
  "POST /api/operator/courier/orders/{id}/delivered": absentIdWrite("POST", "/api/operator/courier/orders/{id}/delivered"),
  "POST /api/operator/courier/orders/{id}/assign": badJsonWrite(
    "POST",
    "/api/operator/courier/orders/{id}/assign",
    fc.oneof(
      fc.record({ courierId: fc.constantFrom(0, -1, 1.5, "1", true) }),
      fc.constant({}),
      // Good bodies at orders that do not exist.
      fc.record({ courierId: fc.constantFrom(null, 1, 2 ** 31 - 1) }),
    ),
    absentOrJunkId,
  ),
  "POST /api/operator/orders/{id}/courier/location": badJsonWrite(
    "POST",
    "/api/operator/orders/{id}/courier/location",
    fc.oneof(badPoint, fc.record({ latitude: fc.constant(41.3), longitude: fc.constant(69.2) })),
    absentOrJunkId,
  ),
};
