// A customer staff blocked (the console's customers section, docs/operator-api.md "Customers")
// places no new order: not on the web, not in Telegram, and no order by phone for their phone.
// The order's phone counts too, so a blocked phone is not reached through another account.
import { and, eq, isNotNull, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { ApiError } from "../http/errors";

export const CUSTOMER_BLOCKED = "customer_blocked";

/** 422 customer_blocked when the customer placing it, or the customer of the order's phone, is blocked. */
export async function refuseBlockedCustomer(db: Db, customerId: string, phone: string): Promise<void> {
  const [blocked] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(isNotNull(customers.blockedAt), or(eq(customers.id, customerId), eq(customers.phone, phone))))
    .limit(1);
  if (blocked) throw new ApiError(422, CUSTOMER_BLOCKED, "Orders from this customer are not accepted: please contact the restaurant");
}
