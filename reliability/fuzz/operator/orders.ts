// Orders board: the board, one order, its live stream, and the moves (a cancel needs a reason).
import fc from "fast-check";
import { type Endpoint, get, getById, opAuth, opHeaders, POST_ID } from "../requests";
import { absentOrJunkId, badJsonWrite } from "./shared";

export const ORDERS: Record<string, Endpoint> = {
  "GET /api/operator/orders": get("/api/operator/orders", ["status", "restaurantId"], opAuth, opHeaders),
  "GET /api/operator/orders/events": get("/api/operator/orders/events", ["restaurantId"], opAuth, opHeaders),
  "GET /api/operator/orders/{id}": getById("/api/operator/orders", opAuth, opHeaders),
  "POST /api/operator/orders/{id}/advance": POST_ID("advance"),
  // Bad reasons anywhere, good ones at orders that do not exist: always refused.
  "POST /api/operator/orders/{id}/cancel": badJsonWrite(
    "POST",
    "/api/operator/orders/{id}/cancel",
    fc.oneof(
      fc.constant({}),
      fc.record({ reason: fc.oneof(fc.constant(""), fc.constant("   "), fc.constant("x".repeat(301)), fc.constant("a\nb")) }),
      fc.record({ reason: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string())) }),
      fc.record({ reason: fc.constantFrom("\u0000", "\u001b[31mred", "\u202eevil", "ok\u2028no") }),
      fc.record({ reason: fc.string({ minLength: 1, maxLength: 50 }) }),
    ),
    absentOrJunkId,
  ),
};
