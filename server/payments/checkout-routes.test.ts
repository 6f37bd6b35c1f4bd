// Placing payme and click orders through the real endpoints, the methods a restaurant takes, and
// the order's payment block as the tracker reads it — with the server's clock moved past the window.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botOutbox, orders } from "../db/schema";
import { plain } from "../operator/orders-test-kit";
import { createTestApp, TEST_NOW } from "../test/test-app";

const PAYME = { PAYME_MERCHANT_ID: "5e730e8e0b852a417aa49ceb", PAYME_KEY: "paycom-key" };
const CLICK = { CLICK_SERVICE_ID: "101", CLICK_MERCHANT_ID: "202", CLICK_MERCHANT_USER_ID: "303", CLICK_SECRET_KEY: "click-secret" };
const SITE = "https://pizza.example";

let t: Awaited<ReturnType<typeof createTestApp>>;
let now = TEST_NOW;
let auth: Record<string, string>;
let n = 0;
beforeAll(async () => {
  t = await createTestApp({ ...PAYME, ...CLICK, PUBLIC_URL: SITE }, () => now);
  auth = (await t.signIn("+998901000031")).auth;
});
afterAll(() => t.close());

const place = (paymentType: string, opts: { key?: string; language?: number; restaurantId?: string } = {}) =>
  t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": opts.key ?? `pay-${++n}`, ...auth },
    body: JSON.stringify({
      orderTypeId: 200,
      restaurantId: opts.restaurantId ?? "mirabad",
      products: [{ id: plain.id, count: 2, modifiers: [] }],
      name: "Malika",
      phone: "+998901000031",
      paymentType,
      ...(opts.language ? { language: opts.language } : {}),
    }),
  });
const detail = async (orderId: number) =>
  (await (await t.get(`/api/delivery/Get?orderId=${orderId}`, { headers: auth })).json()) as {
    paymentType: string;
    paid: boolean;
    payment: { state: string; method: string; url: string | null; dueAt: string | null; receiptUrl: string | null; refund: string | null };
  };
const methods = async (restaurantId: string) => (await t.get(`/api/payments/methods?restaurantId=${restaurantId}`)).json();
const paymeParams = (url: string) => Buffer.from(url.slice("https://checkout.paycom.uz/".length), "base64").toString("utf8");

describe("GET /api/payments/methods", () => {
  it("lists what is configured and not switched off by the restaurant", async () => {
    expect(await methods("mirabad")).toEqual({ methods: ["cash", "card", "payme", "click"] });
    await t.database.db.execute(sql`update restaurants set online_payments_off = '{click}' where id = 'yunusabad'`);
    expect(await methods("yunusabad")).toEqual({ methods: ["cash", "card", "payme"] });
  });

  it("answers 404 for an unknown restaurant and 400 without one", async () => {
    const unknown = await t.get("/api/payments/methods?restaurantId=nowhere");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "unknown_restaurant" });
    expect((await t.get("/api/payments/methods")).status).toBe(400);
  });

  it("offers only cash and card on a server without providers", async () => {
    const bare = await createTestApp();
    try {
      expect(await (await bare.get("/api/payments/methods?restaurantId=mirabad")).json()).toEqual({ methods: ["cash", "card"] });
    } finally {
      await bare.close();
    }
  });
});

describe("placing a payme or click order", () => {
  it("answers Payme's checkout back to the tracker, holds the order off the chats, and repeats the link for a retry", async () => {
    now = TEST_NOW;
    const first = await place("payme", { key: "payme-once" });
    expect(first.status).toBe(201);
    const { orderId, paymentUrl } = (await first.json()) as { orderId: number; paymentUrl: string };
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.paymentDueAt).toEqual(new Date(TEST_NOW.getTime() + 20 * 60_000));
    expect(paymeParams(paymentUrl)).toBe(
      `m=${PAYME.PAYME_MERCHANT_ID};ac.order_id=${orderId};a=${order.total * 100};l=ru;c=${SITE}/tracker/${orderId}`,
    );
    expect(await t.database.db.select().from(botOutbox).where(eq(botOutbox.orderId, orderId))).toEqual([]);

    const again = await place("payme", { key: "payme-once" });
    expect(await again.json()).toEqual({ orderId, paymentUrl });

    expect((await detail(orderId)).payment).toEqual({
      state: "awaiting",
      method: "payme",
      url: paymentUrl,
      dueAt: order.paymentDueAt?.toISOString(),
      receiptUrl: null,
      refund: null,
    });
  });

  it("answers Click's page in the order's language; past the window the tracker reads expired with no link", async () => {
    now = TEST_NOW;
    const res = await place("click", { language: 3 });
    const { orderId, paymentUrl } = (await res.json()) as { orderId: number; paymentUrl: string };
    const url = new URL(paymentUrl);
    expect(url.origin + url.pathname).toBe("https://my.click.uz/services/pay");
    expect(url.searchParams.get("transaction_param")).toBe(String(orderId));
    expect(url.searchParams.get("return_url")).toBe(`${SITE}/en/tracker/${orderId}`);
    expect(url.searchParams.get("service_id")).toBe("101");
    now = new Date(TEST_NOW.getTime() + 20 * 60_000);
    expect((await detail(orderId)).payment).toMatchObject({ state: "expired", url: null });
    now = TEST_NOW;
  });

  it("answers no link for cash, and a none payment block", async () => {
    const res = await place("cash");
    const body = (await res.json()) as { orderId: number; paymentUrl?: string };
    expect(body.paymentUrl).toBeUndefined();
    expect((await detail(body.orderId)).payment).toMatchObject({ state: "none", method: "cash", url: null, dueAt: null });
  });

  it("refuses a method the restaurant switched off (422 payment_method_off) and an unknown one (400)", async () => {
    await t.database.db.execute(sql`update restaurants set online_payments_off = '{click}' where id = 'mirabad'`);
    try {
      const off = await place("click");
      expect(off.status).toBe(422);
      expect(await off.json()).toMatchObject({ code: "payment_method_off", fields: { paymentType: expect.any(String) } });
    } finally {
      await t.database.db.execute(sql`update restaurants set online_payments_off = '{}' where id = 'mirabad'`);
    }
    expect((await place("online")).status).toBe(400);
    expect((await place("bitcoin")).status).toBe(400);
  });

  it("refuses payme on a server where Payme is not configured", async () => {
    const bare = await createTestApp();
    try {
      const who = await bare.signIn("+998901000032");
      const res = await bare.app.request("/api/delivery/Create", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": "bare-1", ...who.auth },
        body: JSON.stringify({
          orderTypeId: 200,
          restaurantId: "mirabad",
          products: [{ id: plain.id, count: 1, modifiers: [] }],
          name: "M",
          phone: "+998901000032",
          paymentType: "payme",
        }),
      });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ code: "payment_method_off" });
    } finally {
      await bare.close();
    }
  });
});
