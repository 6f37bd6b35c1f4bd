// A test app with Click configured against a fake Click (fake-click.ts): Click's calls reach the
// app in process (app.request), the app's Merchant API calls reach the fake over loopback.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { products, stopList } from "../../../db/seed/menu";
import { orders, payments } from "../../../db/schema";
import { createTestApp, TEST_NOW } from "../../../test/test-app";
import type { MerchantPost } from "./click-emulator";
import { type FakeClick, startFakeClick } from "./fake-click";

const OPERATOR_TOKEN = "click-test-operator-token";

export const CLICK = { serviceId: "41001", merchantId: "31001", merchantUserId: "51001", secretKey: "click-test-secret" };

const found = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id));
if (!found) throw new Error("the seed menu has no plain product");
export const plain = found;

export async function clickTestApp(env: Record<string, string> = {}, clock: () => Date = () => TEST_NOW) {
  let app: Awaited<ReturnType<typeof createTestApp>> | null = null;
  const merchant: MerchantPost = (stage, form) => {
    if (!app) throw new Error("the app is not up yet");
    return Promise.resolve(
      app.app.request(`/api/payments/click/${stage}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      }),
    );
  };
  const click: FakeClick = await startFakeClick({ merchant, ...CLICK });
  app = await createTestApp(
    {
      CLICK_SERVICE_ID: CLICK.serviceId,
      CLICK_MERCHANT_ID: CLICK.merchantId,
      CLICK_MERCHANT_USER_ID: CLICK.merchantUserId,
      CLICK_SECRET_KEY: CLICK.secretKey,
      CLICK_PAY_URL: click.payUrl,
      CLICK_API_URL: click.apiUrl,
      CLICK_FISCAL_URL: click.fiscalUrl,
      OPERATOR_TOKEN,
      // One customer places every order of a file.
      ORDER_LIMIT_PER_10_MIN: "10000",
      ...env,
    },
    clock,
  );
  const t = app;
  const customer = await t.signIn("+998901112233");
  let key = 0;

  /** A web order paid with Click, awaiting its payment; its total in so'm as Click writes it, and its pay link. */
  async function placeClickOrder(): Promise<{ orderId: number; amount: string; total: number; paymentUrl: string }> {
    const res = await t.app.request("/api/delivery/Create", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `click-${++key}`, ...customer.auth },
      body: JSON.stringify({
        orderTypeId: 200,
        restaurantId: "mirabad",
        address: null,
        products: [{ id: plain.id, count: 1, modifiers: [] }],
        name: "Click",
        phone: "+998901112233",
        paymentType: "click",
      }),
    });
    expect(res.status).toBe(201);
    const { orderId, paymentUrl } = (await res.json()) as { orderId: number; paymentUrl?: string };
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.paymentType).toBe("click");
    expect(paymentUrl?.startsWith(`${click.payUrl}?`)).toBe(true);
    return { orderId, amount: `${order.total}.00`, total: order.total, paymentUrl: paymentUrl ?? "" };
  }

  /** Staff cancel the order through the operator API (the cancel's reversals are sent before it answers). */
  async function staffCancel(orderId: number) {
    const res = await t.app.request(`/api/operator/orders/${orderId}/cancel`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${OPERATOR_TOKEN}` },
      body: JSON.stringify({ reason: "Out of dough" }),
    });
    expect(res.status).toBe(200);
  }

  const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const paymentRows = (orderId: number) => t.database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);

  return {
    ...t,
    click,
    customer,
    placeClickOrder,
    staffCancel,
    orderRow,
    paymentRows,
    async close() {
      await click.close();
      await t.close();
    },
  };
}

export type ClickTestApp = Awaited<ReturnType<typeof clickTestApp>>;
