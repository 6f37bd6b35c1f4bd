// Stop-list: the list of a restaurant, and stopping or restarting a product or a modifier.
import fc from "fast-check";
import { type Endpoint, get, opAuth, opHeaders } from "../requests";
import { badJsonWrite } from "./shared";

/** Ids the demo menu does not have. */
const absent = fc.string({ maxLength: 20 }).map((s) => `no-such-${s}`);
const restaurant = fc.oneof(fc.constant("mirabad"), absent, fc.constantFrom("", "mir\u0000abad", "x".repeat(65)));

export const STOP_LIST: Record<string, Endpoint> = {
  "GET /api/operator/stop-list": get("/api/operator/stop-list", ["restaurantId"], opAuth, opHeaders, { restaurantId: "mirabad" }),
  "PUT /api/operator/stop-list": badJsonWrite(
    "PUT",
    "/api/operator/stop-list",
    fc.oneof(
      // Unknown products or modifiers, at a real restaurant or not.
      fc.record({ restaurantId: restaurant, productId: absent, stopped: fc.boolean() }),
      fc.record({ restaurantId: restaurant, modifierId: absent, stopped: fc.boolean() }),
      // A real product at an unknown restaurant.
      fc.record({ restaurantId: absent, productId: fc.constant("margherita"), stopped: fc.boolean() }),
      // Neither id, both, or no boolean.
      fc.record({ restaurantId: fc.constant("mirabad"), stopped: fc.boolean() }),
      fc.record({ restaurantId: fc.constant("mirabad"), productId: fc.constant("margherita"), modifierId: absent, stopped: fc.boolean() }),
      fc.record({
        restaurantId: fc.constant("mirabad"),
        productId: fc.constant("margherita"),
        stopped: fc.oneof(fc.string(), fc.integer()),
      }),
      fc.record({
        restaurantId: fc.constant("mirabad"),
        productId: fc.constantFrom("", "marg\u0000herita", "x".repeat(129)),
        stopped: fc.boolean(),
      }),
    ),
  ),
};
