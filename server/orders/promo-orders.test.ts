// Promo codes on orders (issue 26): the discount, the free product's gift line, each refusal as
// 422 promo_invalid with its reason, the last use going to exactly one of two orders placed at
// once, a retry answered with its first order, and a cancelled order's use given back. Also on
// PostgreSQL with DATABASE_URL.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promoCodes } from "../db/schema";
import { products, stopList } from "../db/seed/menu";
import { restaurants } from "../db/seed/restaurants";
import { createTestApp, TEST_NOW } from "../test/test-app";
import { cancelOrder } from "./transitions";

let t: Awaited<ReturnType<typeof createTestApp>>;
let dilnoza: Awaited<ReturnType<typeof t.signIn>>;
let bekzod: Awaited<ReturnType<typeof t.signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  dilnoza = await t.signIn("+998901000081");
  bekzod = await t.signIn("+998901000082");
});
afterAll(() => t.close());

const admin = { staffId: null, name: "Test admin", role: "admin" as const, restaurantId: null };
const mirabad = restaurants.find((r) => r.id === "mirabad")!;
const plain = products.find((p) => p.modifiers.length === 0 && !p.variants?.length && !stopList.some((s) => s.productId === p.id))!;
const gift = products.find((p) => p.id !== plain.id && p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;

const addCode = (code: string, over: Partial<typeof promoCodes.$inferInsert> = {}) =>
  t.database.db.insert(promoCodes).values({ code, kind: "percent", percent: 10, ...over });
const usesOf = async (code: string) => (await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0].uses;

const body = (promoCode: string | undefined, count = 2) => ({
  orderTypeId: 200,
  restaurantId: mirabad.id,
  address: null,
  slot: null,
  products: [{ id: plain.id, count, modifiers: [] }],
  name: "Dilnoza",
  phone: "+998901000081",
  paymentType: "cash",
  comment: "",
  ...(promoCode === undefined ? {} : { promoCode }),
});

let n = 0;
const create = (who: { auth: Record<string, string> }, promoCode: string | undefined, key = `promo-${++n}`, count = 2) =>
  t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key, ...who.auth },
    body: JSON.stringify(body(promoCode, count)),
  });

interface Detail {
  subtotal: number;
  discount: number;
  promoCode: string | null;
  total: number;
  products: { id: string; price: number; total: number; gift?: boolean }[];
}
const placed = async (res: Response, who = dilnoza) => {
  expect(res.status).toBe(201);
  const { orderId } = (await res.json()) as { orderId: number };
  const detail = (await (await t.get(`/api/delivery/Get?orderId=${orderId}`, { headers: who.auth })).json()) as Detail;
  return { orderId, ...detail };
};
const refusal = async (res: Response) => ({
  status: res.status,
  ...((await res.json()) as { code: string; reason?: string; fields?: object }),
});

describe("promo codes on orders", () => {
  it("takes a percentage off the items, stores the code and counts its use", async () => {
    await addCode("SPRING15", { percent: 15 });
    const order = await placed(await create(dilnoza, " spring 15 "));
    const subtotal = 2 * plain.price;
    const discount = Math.floor((subtotal * 15) / 100);
    expect(order).toMatchObject({ subtotal, discount, promoCode: "SPRING15", total: subtotal - discount });
    expect(await usesOf("SPRING15")).toBe(1);
    // Without a code: nothing off.
    expect(await placed(await create(dilnoza, undefined))).toMatchObject({ discount: 0, promoCode: null, total: subtotal });
  });

  it("adds a free product as a gift line at price 0", async () => {
    await addCode("FREEBIE", { kind: "product", percent: null, productId: gift.id });
    const order = await placed(await create(dilnoza, "freebie"));
    expect(order.discount).toBe(0);
    expect(order.total).toBe(2 * plain.price);
    expect(order.products.at(-1)).toMatchObject({ id: gift.id, price: 0, total: 0, gift: true });
    expect(order.products[0].gift).toBe(false);
  });

  it("refuses a code it cannot use with 422 promo_invalid, its reason and the promoCode field", async () => {
    await addCode("BIGONLY", { kind: "amount", percent: null, amount: 5000, minOrder: 10 * plain.price });
    await addCode("ELSEWHERE", { restaurantIds: ["chilanzar"] });
    await addCode("NEWCOMER", { firstOrderOnly: true });
    await addCode("OLD", { endsAt: new Date(TEST_NOW.getTime() - 1000) });
    await addCode("OFF", { isActive: false });
    const cases: [string, string][] = [
      ["NOSUCH", "unknown"],
      ["OFF", "unknown"],
      ["BIGONLY", "belowMinimum"],
      ["ELSEWHERE", "otherRestaurant"],
      ["NEWCOMER", "firstOrderOnly"],
      ["OLD", "expired"],
    ];
    for (const [code, reason] of cases) {
      expect(await refusal(await create(dilnoza, code)), code).toMatchObject({
        status: 422,
        code: "promo_invalid",
        reason,
        fields: { promoCode: expect.any(String) },
      });
    }
    // The minimum reached: a fixed amount off.
    expect(await placed(await create(dilnoza, "BIGONLY", undefined, 10))).toMatchObject({ discount: 5000, total: 10 * plain.price - 5000 });
  });

  it("gives the last use to exactly one of two orders placed at once, and the other a clear refusal", async () => {
    await addCode("LASTONE", { totalLimit: 1 });
    const answers = await Promise.all([create(dilnoza, "LASTONE"), create(bekzod, "LASTONE")]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await refusal(answers.find((a) => a.status === 422)!)).toMatchObject({ code: "promo_invalid", reason: "usedUp" });
    expect(await usesOf("LASTONE")).toBe(1);
  });

  it("gives a customer's last use of a code to exactly one of their two orders placed at once", async () => {
    await addCode("MINE", { perCustomerLimit: 1 });
    const answers = await Promise.all([create(dilnoza, "MINE"), create(dilnoza, "MINE"), create(dilnoza, "MINE")]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422))
      expect(await refusal(refused)).toMatchObject({ code: "promo_invalid", reason: "customerLimit" });
    expect(await usesOf("MINE")).toBe(1);
  });

  // The two orders' statements must overlap: the code's row is held by another transaction until
  // both wait for it (PostgreSQL only: PGlite has one connection, so statements never overlap).
  it.skipIf(!process.env.DATABASE_URL)("keeps the customer's limit when their two orders' statements overlap", async () => {
    await addCode("OVERLAP", { perCustomerLimit: 1 });
    const db = t.database.db;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from promo_codes where code = 'OVERLAP' for update`);
      locked();
      await held;
    });
    await isLocked;
    const answers = Promise.all([create(dilnoza, "OVERLAP"), create(dilnoza, "OVERLAP")]);
    // Both statements have started and wait for a lock (the code's row, or the customer's rate-limit row).
    for (;;) {
      const rows = (await db.execute(
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%storefront_place_order%'`,
      )) as unknown as { rows: { n: number }[] };
      if (rows.rows[0].n >= 2) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    release();
    await holder;
    const statuses = (await answers).map((a) => a.status).sort();
    expect(statuses).toEqual([201, 422]);
    expect(await usesOf("OVERLAP")).toBe(1);
  });

  it("answers a retry with its first order even when the code is used up since", async () => {
    await addCode("ONCE", { totalLimit: 1 });
    const first = await placed(await create(dilnoza, "ONCE", "promo-retry"));
    const retry = await create(dilnoza, "ONCE", "promo-retry");
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { orderId: number }).orderId).toBe(first.orderId);
    expect(await usesOf("ONCE")).toBe(1);
  });

  it("keeps a customer to their limit and gives a cancelled order's use back", async () => {
    await addCode("TWICE", { perCustomerLimit: 1, totalLimit: 5 });
    const first = await placed(await create(bekzod, "TWICE"), bekzod);
    expect(await refusal(await create(bekzod, "TWICE"))).toMatchObject({ code: "promo_invalid", reason: "customerLimit" });
    await cancelOrder(t.database.db, admin, first.orderId, "Changed my mind", TEST_NOW);
    expect(await usesOf("TWICE")).toBe(0);
    await placed(await create(bekzod, "TWICE"), bekzod);
    expect(await usesOf("TWICE")).toBe(1);
  });
});
