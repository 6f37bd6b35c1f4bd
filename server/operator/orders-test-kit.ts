// What the orders board's API tests share: an app with the operator token, the demo admin and
// manager (of "mirabad"), a customer who is not staff, placing orders, and calls as anyone.
import { sql } from "drizzle-orm";
import { products, stopList } from "../db/seed/menu";
import { restaurants } from "../db/seed/restaurants";
import { DEMO_ADMIN_PHONE, DEMO_MANAGER_PHONE } from "../db/seed/staff";
import { createTestApp } from "../test/test-app";

export type Who = "admin" | "manager" | "token" | "stranger" | "nobody";

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The demo chain has no ${what}`);
  return value;
}

export const plain = found(
  products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id)),
  "product without modifiers",
);
export const mirabad = found(
  restaurants.find((r) => r.id === "mirabad"),
  "Mirabad restaurant",
);
/** Another restaurant than the demo manager's. */
export const OTHER = "yunusabad";

/** `clock`: the app's clock (the test app's fixed TEST_NOW when not given). */
export async function ordersKit(options: { clock?: () => Date } = {}) {
  const t = await createTestApp({ OPERATOR_TOKEN: "op-secret" }, options.clock);
  const customer = await t.signIn("+998901000009");
  const cookies = {
    admin: (await t.signIn(DEMO_ADMIN_PHONE)).cookie,
    manager: (await t.signIn(DEMO_MANAGER_PHONE)).cookie,
    stranger: (await t.signIn("+998901000076")).cookie,
  };
  let n = 0;

  /** Calls the operator API as `who`; a body is sent as JSON. */
  const call = (path: string, who: Who, init: { method?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = init.body === undefined ? {} : { "Content-Type": "application/json" };
    if (who === "token") headers.Authorization = "Bearer op-secret";
    else if (who !== "nobody") headers.Cookie = cookies[who];
    return t.app.request(`/api/operator${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  };

  /** Places an order as the customer: a delivery from Mirabad, or a pickup anywhere. */
  async function place(orderTypeId: 0 | 200, restaurantId = mirabad.id, lines = [{ id: plain.id, count: 1, modifiers: [] as unknown[] }]) {
    const res = await t.app.request("/api/delivery/Create", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `op-${++n}`, ...customer.auth },
      body: JSON.stringify({
        orderTypeId,
        restaurantId,
        address:
          orderTypeId === 0
            ? {
                longitude: mirabad.longitude,
                latitude: mirabad.latitude,
                address: "Nukus ko‘chasi",
                house: "7",
                floor: "3",
                apartment: "12",
              }
            : null,
        products: lines,
        name: "C",
        phone: "+998901000009",
        paymentType: "card",
        comment: "Ring twice",
      }),
    });
    const body = (await res.json()) as { orderId: number; code?: string };
    return { status: res.status, ...body };
  }

  async function placed(orderTypeId: 0 | 200, restaurantId = mirabad.id) {
    const { orderId, status } = await place(orderTypeId, restaurantId);
    if (status !== 201) throw new Error(`placing an order answered ${status}`);
    return orderId;
  }

  /** Makes an order an online one that is not paid (what the bot's payment flow stores). */
  const makeOnlineUnpaid = (orderId: number) =>
    t.database.db.execute(sql`update orders set payment_type = 'online', paid_at = null where id = ${orderId}`);
  const markPaid = (orderId: number) => t.database.db.execute(sql`update orders set paid_at = now() where id = ${orderId}`);

  return { t, customer, call, place, placed, makeOnlineUnpaid, markPaid };
}

export type OrdersKit = Awaited<ReturnType<typeof ordersKit>>;
