// The app the Payme tests run against: a test app with a Payme cashbox configured, a clock the
// tests can move, and orders placed through the real order endpoint waiting for their Payme payment.
import { eq } from "drizzle-orm";
import { toTiyin } from "../../../../src/domain/payment";
import { orders } from "../../../db/schema";
import { products, stopList } from "../../../db/seed/menu";
import { restaurants } from "../../../db/seed/restaurants";
import { createTestApp, TEST_NOW } from "../../../test/test-app";
import { paymeCaller, postInProcess } from "./payme-client";

export const PAYME_TEST_KEY = "payme-test-key-&-symbols";
export const PAYME_TEST_MERCHANT = "5e730e8e0b852a417aa49ceb";
export const PAYME_TEST_OPERATOR_TOKEN = "payme-test-operator-token";

function seeded<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the seed has no ${what}`);
  return value;
}
const mirabad = seeded(
  restaurants.find((r) => r.id === "mirabad"),
  "Mirabad restaurant",
);
const plain = seeded(
  products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id)),
  "product without modifiers",
);

export async function paymeTestApp() {
  let now = TEST_NOW.getTime();
  const t = await createTestApp(
    {
      PAYME_MERCHANT_ID: PAYME_TEST_MERCHANT,
      PAYME_KEY: PAYME_TEST_KEY,
      PAYME_CHECKOUT_URL: "https://test.paycom.uz",
      ORDER_LIMIT_PER_10_MIN: "1000",
      OPERATOR_TOKEN: PAYME_TEST_OPERATOR_TOKEN,
    },
    () => new Date(now),
  );
  const customer = await t.signIn("+998901234567");
  let key = 0;

  /**
   * An order of one plain product (pickup, or delivered to Mirabad's door), placed through
   * POST /api/delivery/Create, awaiting its Payme payment.
   */
  async function newOrder({ delivery = false } = {}): Promise<{ orderId: number; amount: number }> {
    const res = await t.app.request("/api/delivery/Create", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `payme-${++key}-${now}`, ...customer.auth },
      body: JSON.stringify({
        orderTypeId: delivery ? 0 : 200,
        restaurantId: mirabad.id,
        address: delivery
          ? {
              longitude: mirabad.longitude,
              latitude: mirabad.latitude,
              address: "Amir Temur 1",
              entrance: "",
              floor: "",
              apartment: "",
              doorCode: "",
              comment: "",
            }
          : null,
        slot: null,
        products: [{ id: plain.id, count: 1, modifiers: [] }],
        name: "Payme",
        phone: "+998901234567",
        paymentType: "payme",
        comment: "",
        language: 2,
      }),
    });
    if (res.status !== 201) throw new Error(`order not placed: ${res.status} ${await res.text()}`);
    const { orderId, paymentUrl } = (await res.json()) as { orderId: number; paymentUrl?: string };
    if (!paymentUrl?.startsWith("https://test.paycom.uz/")) throw new Error(`no Payme checkout link for order ${orderId}: ${paymentUrl}`);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    return { orderId, amount: toTiyin(order.total) };
  }

  /** Staff cancel the order through the operator API; gives the HTTP status. */
  async function staffCancel(orderId: number): Promise<number> {
    const res = await t.app.request(`/api/operator/orders/${orderId}/cancel`, {
      method: "POST",
      headers: { Authorization: `Bearer ${PAYME_TEST_OPERATOR_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ reason: "Out of dough" }),
    });
    return res.status;
  }

  const caller = paymeCaller(postInProcess(t.app), PAYME_TEST_KEY);
  return {
    ...t,
    customer,
    caller,
    newOrder,
    staffCancel,
    now: () => now,
    advanceClock: (ms: number) => {
      now += ms;
    },
    setClock: (ms: number) => {
      now = ms;
    },
  };
}
