// A customer staff blocked (the console's customers section, docs/operator-api.md "Customers")
// places no new order: not on the web, not in Telegram, and no order by phone for their phone.
// The order's phone counts too, so a blocked phone is not reached through another account.
// The check itself is part of the order statement (server/orders/order-statements.ts, the
// "blocked" step): it costs no round trip of its own, and an earlier order of the same key (a
// retry of an order placed before the block) is still answered.
import { ApiError } from "../http/errors";

export const CUSTOMER_BLOCKED = "customer_blocked";

/** 422 customer_blocked: the customer placing it, or the customer of the order's phone, is blocked. */
export function customerBlocked(): ApiError {
  return new ApiError(422, CUSTOMER_BLOCKED, "Orders from this customer are not accepted: please contact the restaurant");
}
