// Orders by phone: placing one for a caller (the site's order body, which must be refused whenever it
// carries a fault, bad credentials or a bad Idempotency-Key) and the menu it is taken from.
import { type Endpoint, get, opAuth, opHeaders, placing } from "../requests";

export const PHONE_ORDERS: Record<string, Endpoint> = {
  "POST /api/operator/orders": placing("/api/operator/orders", opAuth, opHeaders),
  "GET /api/operator/phone-orders/menu": get("/api/operator/phone-orders/menu", ["restaurantId", "Language"], opAuth, opHeaders, {
    restaurantId: "mirabad",
  }),
};
