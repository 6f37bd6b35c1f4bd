// Orders board: the board (with its archive by day and its search), one order, its live stream,
// the moves (a cancel needs a reason), and each restaurant's board limits.
import fc from "fast-check";
import { type Endpoint, get, getById, opAuth, opHeaders, POST_ID } from "../requests";
import { absentOrJunkId, badJsonWrite } from "./shared";

export const ORDERS: Record<string, Endpoint> = {
  // The archive's date and the search's q are broken with status=archive, so each reaches its query.
  "GET /api/operator/orders": get("/api/operator/orders", ["status", "restaurantId", "date", "q"], opAuth, opHeaders, {
    status: "archive",
  }),
  "GET /api/operator/board/sla": get("/api/operator/board/sla", [], opAuth, opHeaders),
  // Limits out of range, not whole, not numbers, missing or extra, at a real restaurant or none.
  "PUT /api/operator/board/sla/{restaurantId}": badJsonWrite(
    "PUT",
    "/api/operator/board/sla/{id}",
    fc.oneof(
      fc.record({ acceptMinutes: fc.constantFrom(0, -1, 241, 1.5, "5", null, 1e308), cookingMinutes: fc.constant(20) }),
      fc.record({ acceptMinutes: fc.constant(5), cookingMinutes: fc.oneof(fc.integer({ min: 241 }), fc.integer({ max: 0 }), fc.string()) }),
      fc.record({ acceptMinutes: fc.constant(5) }),
      fc.constant({}),
    ),
    fc.oneof(fc.constant("mirabad"), absentOrJunkId),
  ),
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
