// Telegram identity with init data really signed by a test bot token, and the bot API on top.
import { sign } from "@telegram-apps/init-data-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, orders } from "../db/schema";
import { products, stopList } from "../db/seed/menu";
import { restaurants } from "../db/seed/restaurants";
import { createTestApp, TEST_NOW } from "../test/test-app";

const BOT_TOKEN = "123456:TEST-bot-token-for-init-data";
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_AUTH_MAX_AGE: "3600" });
});
afterAll(() => t.close());

const initData = (userId: number, opts: { token?: string; authDate?: Date } = {}) =>
  sign(
    { user: { id: userId, first_name: "Dilnoza", last_name: "K", language_code: "uz" }, query_id: "q1" },
    opts.token ?? BOT_TOKEN,
    opts.authDate ?? new Date(),
  );

async function telegramSignIn(userId: number) {
  const res = await t.app.request("/api/auth/telegram", { method: "POST", headers: { Authorization: `tma ${initData(userId)}` } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { customerId: string; tgId: number; name: string };
  const cookie = res.headers.get("set-cookie")!.split(";")[0];
  const hash = (await (await t.get("/api/hash", { headers: { Cookie: cookie } })).json()) as Record<string, string>;
  return { ...body, cookie, headers: { "X-Telegram-Auth": hash["X-Telegram-Auth"] } };
}

describe("POST /api/auth/telegram", () => {
  it("accepts init data signed by the bot and opens a session bound to that user", async () => {
    const a = await telegramSignIn(5001);
    expect(a.tgId).toBe(5001);
    expect(a.name).toBe("Dilnoza K");
    const [row] = (await t.database.db.select().from(customers)).filter((c) => c.tgId === 5001);
    expect(row).toMatchObject({ name: "Dilnoza K", language: "uz" });
    const again = await telegramSignIn(5001);
    expect(again.customerId).toBe(a.customerId);
    const token = (await (await t.get("/api/token", { headers: { Cookie: a.cookie } })).json()) as { customerId: string };
    expect(token.customerId).toBe(a.customerId);
  });

  it.each([
    ["tampered", () => initData(5002).replace("Dilnoza", "Mallory")],
    ["for another bot", () => initData(5002, { token: "999:other-bot" })],
    ["expired", () => initData(5002, { authDate: new Date(Date.now() - 2 * 3600_000) })],
    ["garbage", () => "user=x&hash=y"],
  ])("refuses %s init data with 401", async (_name, data) => {
    const res = await t.app.request("/api/auth/telegram", { method: "POST", headers: { Authorization: `tma ${data()}` } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error.length).toBeGreaterThan(10);
  });

  it("GET /api/hash needs a Telegram session", async () => {
    expect((await t.get("/api/hash")).status).toBe(401);
  });
});

describe("messenger-bot API", () => {
  const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;

  it("keeps each user's basket apart", async () => {
    const a = await telegramSignIn(6001);
    const b = await telegramSignIn(6002);
    const put = await t.app.request("/api/tg_basket", {
      method: "PUT",
      headers: { "Content-Type": "application/json", ...a.headers },
      body: JSON.stringify({ tgId: 6001, products: [{ id: plain.id, count: 2, modifiers: [] }] }),
    });
    expect(put.status).toBe(200);
    const mine = (await (await t.get("/api/tg_basket?tgId=6001", { headers: a.headers })).json()) as { result: { products: unknown[] } };
    expect(mine.result.products).toEqual([{ id: plain.id, count: 2, modifiers: [], variantId: null, removed: [], half: null }]);
    const theirs = (await (await t.get("/api/tg_basket?tgId=6002", { headers: b.headers })).json()) as { result: { products: unknown[] } };
    expect(theirs.result.products).toEqual([]);
  });

  it("401 without the headers, 403 for another Telegram user", async () => {
    const a = await telegramSignIn(6003);
    expect((await t.get("/api/tg_basket?tgId=6003")).status).toBe(401);
    expect((await t.get("/api/tg_basket?tgId=6003", { headers: { "X-Telegram-Auth": "forged.sig" } })).status).toBe(401);
    expect((await t.get("/api/tg_basket?tgId=6004", { headers: a.headers })).status).toBe(403);
    const put = await t.app.request("/api/tg_basket", {
      method: "PUT",
      headers: { "Content-Type": "application/json", ...a.headers },
      body: JSON.stringify({ tgId: 6004, products: [] }),
    });
    expect(put.status).toBe(403);
  });

  it("refuses a malformed basket and keeps the stored one", async () => {
    const a = await telegramSignIn(6005);
    const pizza = products.find((p) => p.modifiers.length > 0)!;
    for (const lines of [
      [{ id: plain.id, count: 0 }],
      [{ id: "ghost", count: 1 }],
      "nope",
      [{ id: pizza.id, count: 1, modifiers: [{ id: "nonsense", count: 5 }] }],
    ]) {
      const res = await t.app.request("/api/tg_basket", {
        method: "PUT",
        headers: { "Content-Type": "application/json", ...a.headers },
        body: JSON.stringify({ products: lines }),
      });
      expect(res.status).toBe(400);
    }
    expect(
      ((await (await t.get("/api/tg_basket", { headers: a.headers })).json()) as { result: { products: unknown[] } }).result.products,
    ).toEqual([]);
  });

  it("places an order through tg_order once per idempotency key and empties the basket", async () => {
    const a = await telegramSignIn(6006);
    const mirabad = restaurants.find((r) => r.id === "mirabad")!;
    await t.app.request("/api/tg_basket", {
      method: "PUT",
      headers: { "Content-Type": "application/json", ...a.headers },
      body: JSON.stringify({ products: [{ id: plain.id, count: 1, modifiers: [] }] }),
    });
    const body = {
      orderTypeId: 0,
      restaurantId: mirabad.id,
      address: { longitude: mirabad.longitude, latitude: mirabad.latitude, address: "x", house: "1" },
      products: [{ id: plain.id, count: 1, modifiers: [] }],
      name: "Dilnoza",
      phone: "+998901234567",
      paymentType: "cash",
    };
    const send = () =>
      t.app.request("/api/tg_order", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": "tg-1", ...a.headers },
        body: JSON.stringify(body),
      });
    const before = (await t.database.db.select().from(orders)).length;
    const [first, second] = [await send(), await send()];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(((await first.json()) as { orderId: number }).orderId).toBe(((await second.json()) as { orderId: number }).orderId);
    const stored = await t.database.db.select().from(orders);
    expect(stored.length).toBe(before + 1);
    expect(stored.at(-1)).toMatchObject({ channel: "telegram", createdAt: TEST_NOW });
    expect(
      ((await (await t.get("/api/tg_basket", { headers: a.headers })).json()) as { result: { products: unknown[] } }).result.products,
    ).toEqual([]);
  });

  it("tg_address names a point for a verified user only", async () => {
    const a = await telegramSignIn(6007);
    expect((await t.get("/api/tg_address?latitude=41.3111&longitude=69.2797")).status).toBe(401);
    const res = await t.get("/api/tg_address?latitude=41.3111&longitude=69.2797&Language=3", { headers: a.headers });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { address: string }).address).toContain("Tashkent");
  });
});
