// Loyalty points in the browser tests: a customer's order completed by staff (the operator API
// with the test bearer) earns points; the customer's balance and moves as GET /api/loyalty answers;
// a browser context signed in with the customer's cookie.
import type { BrowserContext } from "playwright-core";
import type { Loyalty } from "../../src/contract/loyalty";
import { type Customer, customer, placeOrder } from "./ops";
import { E2E_OPERATOR_TOKEN } from "./server";

/** Moves an order on with the operator API until it is completed (status 201). */
export async function completeAsStaff(baseUrl: string, orderId: number) {
  for (let step = 0; step < 8; step++) {
    const res = await fetch(`${baseUrl}/api/operator/orders/${orderId}/advance`, {
      method: "POST",
      headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    });
    const body = (await res.json()) as { statusCode?: number };
    if (res.status !== 200) throw new Error(`advance answered ${res.status}: ${JSON.stringify(body)}`);
    if (body.statusCode === 201) return;
  }
  throw new Error("the order did not reach completed");
}

/** The customer's points as their profile reads them. */
export const loyaltyOf = async (baseUrl: string, cookie: string) =>
  (await (await fetch(`${baseUrl}/api/loyalty`, { headers: { Cookie: cookie } })).json()) as Loyalty;

/** Signs the browser context in as the customer (their session cookie, "name=value"). */
export async function signedIn(context: BrowserContext, baseUrl: string, cookie: string) {
  const at = cookie.indexOf("=");
  await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl }]);
}

/**
 * A customer signed in through the real endpoints who has points: their pickup order at the
 * restaurant, completed by staff, earned them. Answers the customer and that order's id.
 */
export async function customerWithPoints(
  server: { baseUrl: string; logFile: string },
  phone: string,
  restaurantId: string,
  comment: string,
): Promise<{ who: Customer; orderId: number }> {
  const who = await customer(server.baseUrl, server.logFile, phone);
  const orderId = await placeOrder(server.baseUrl, who, restaurantId, comment);
  await completeAsStaff(server.baseUrl, orderId);
  return { who, orderId };
}
