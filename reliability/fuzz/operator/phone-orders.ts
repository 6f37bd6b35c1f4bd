// Orders by phone: placing one for a caller (the site's order body), which must be refused whenever it
// carries a fault, bad credentials or a bad Idempotency-Key.
import { type Endpoint, opAuth, opHeaders, placing } from "../requests";

export const PHONE_ORDERS: Record<string, Endpoint> = {
  "POST /api/operator/orders": placing("/api/operator/orders", opAuth, opHeaders),
};
