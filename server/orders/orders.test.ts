import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { orders, rateLimits, stopList as stopListTable } from "../db/schema";
import { products, stopList } from "../db/seed/menu";
import { restaurants } from "../db/seed/restaurants";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let alice: Awaited<ReturnType<typeof t.signIn>>;
let bob: Awaited<ReturnType<typeof t.signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn("+998901000001");
  bob = await t.signIn("+998901000002");
});
afterAll(() => t.close());

const mirabad = restaurants.find((r) => r.id === "mirabad")!;
const pizza = products.find((p) => p.modifiers.some((m) => m.isRequired) && p.modifiers.some((m) => m.maxOneDish > 1))!;
const required = pizza.modifiers.filter((m) => m.isRequired);
const extra = pizza.modifiers.find((m) => !m.isRequired && m.maxOneDish > 1)!;
const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;

const order = (over: Record<string, unknown> = {}) => ({
  orderTypeId: 0,
  restaurantId: mirabad.id,
  address: {
    longitude: mirabad.longitude,
    latitude: mirabad.latitude,
    address: "Amir Temur 1",
    entrance: "2",
    floor: "5",
    apartment: "17",
    doorCode: "",
    comment: "",
  },
  slot: null,
  products: [
    { id: pizza.id, count: 2, modifiers: [...required.map((m) => ({ id: m.id, count: 1 })), { id: extra.id, count: 2 }] },
    { id: plain.id, count: 1, modifiers: [] },
  ],
  name: "Alice",
  phone: "+998901000001",
  paymentType: "cash",
  comment: "",
  language: 2,
  ...over,
});

let keyN = 0;
const create = (body: unknown, who = alice, key: string | null = `key-${++keyN}`) =>
  t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...who.auth, ...(key ? { "Idempotency-Key": key } : {}) },
    body: JSON.stringify(body),
  });
const count = async () => (await t.database.db.select().from(orders)).length;

describe("POST /api/delivery/Create", () => {
  it("places an order priced by the server and stores it whole", async () => {
    const res = await create(order());
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: number };
    const detail = (await (await t.get(`/api/delivery/Get?orderId=${orderId}&Language=3`, { headers: alice.auth })).json()) as any;
    const pizzaLine = (pizza.price + 2 * extra.price + required.reduce((s, m) => s + m.price, 0)) * 2;
    expect(detail).toMatchObject({
      orderId,
      statusCode: 0,
      orderTypeId: 0,
      restaurantId: mirabad.id,
      priceOfDelivery: mirabad.priceOfDelivery,
      paymentType: "cash",
    });
    expect(detail.subtotal).toBe(pizzaLine + plain.price);
    expect(detail.total).toBe(pizzaLine + plain.price + mirabad.priceOfDelivery);
    expect(detail.products[0]).toMatchObject({ id: pizza.id, name: pizza.name.en, count: 2 });
    expect(detail.statusHistory).toEqual([{ statusCode: 0, at: expect.any(String) }]);
  });

  it("ignores what the client says a line costs", async () => {
    const tampered = order({ products: [{ id: plain.id, count: 1, modifiers: [], price: 1, priceWithModifiers: 1 }] });
    const res = await create(tampered);
    const { orderId } = (await res.json()) as { orderId: number };
    const detail = (await (await t.get(`/api/delivery/Get?orderId=${orderId}`, { headers: alice.auth })).json()) as any;
    expect(detail.subtotal).toBe(plain.price);
  });

  it("the same key returns the first order; the same key with another body is refused; no key is refused", async () => {
    const before = await count();
    const first = (await (await create(order(), alice, "retry-1")).json()) as { orderId: number };
    const again = await create(order(), alice, "retry-1");
    expect(again.status).toBe(201);
    expect(((await again.json()) as { orderId: number }).orderId).toBe(first.orderId);
    const other = await create(order({ comment: "different" }), alice, "retry-1");
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: "idempotency_key_reused" });
    const none = await create(order(), alice, null);
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ code: "idempotency_key_required" });
    expect(await count()).toBe(before + 1);
  });

  it("a retry still gets its order after a product went on the stop-list; a new order with it is refused and not counted", async () => {
    const first = (await (await create(order(), alice, "before-stop")).json()) as { orderId: number };
    await t.database.db.insert(stopListTable).values({ restaurantId: mirabad.id, productId: plain.id });
    try {
      const limitUses = async () =>
        (
          await t.database.db
            .select()
            .from(rateLimits)
            .where(eq(rateLimits.key, `order:${alice.customerId}`))
        )[0]?.count ?? 0;
      const usedBefore = await limitUses();
      const retry = await create(order(), alice, "before-stop");
      expect(retry.status).toBe(201);
      expect(((await retry.json()) as { orderId: number }).orderId).toBe(first.orderId);
      const before = await count();
      const refused = await create(order(), alice);
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({
        code: "invalid_products",
        fields: { "products.1": "is sold out at this restaurant today" },
      });
      expect(await count()).toBe(before);
      expect(await limitUses()).toBe(usedBefore);
    } finally {
      await t.database.db
        .delete(stopListTable)
        .where(and(eq(stopListTable.restaurantId, mirabad.id), eq(stopListTable.productId, plain.id)));
    }
  });

  it("concurrent requests with one key make one order", async () => {
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(order(), alice, "double-tap")));
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { orderId: number }).orderId));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(ids).size).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it.each([
    ["a missing required modifier", () => order({ products: [{ id: pizza.id, count: 1, modifiers: [] }] }), 422, "invalid_products"],
    [
      "too many of a modifier",
      () =>
        order({
          products: [
            {
              id: pizza.id,
              count: 1,
              modifiers: [...required.map((m) => ({ id: m.id, count: 1 })), { id: extra.id, count: extra.maxOneDish + 1 }],
            },
          ],
        }),
      422,
      "invalid_products",
    ],
    ["an unknown product", () => order({ products: [{ id: "no-such-pizza", count: 1, modifiers: [] }] }), 422, "invalid_products"],
    [
      "a stop-listed product",
      () =>
        order({
          restaurantId: stopList[0].restaurantId,
          address: {
            ...order().address,
            longitude: restaurants.find((r) => r.id === stopList[0].restaurantId)!.longitude,
            latitude: restaurants.find((r) => r.id === stopList[0].restaurantId)!.latitude,
          },
          products: [{ id: stopList[0].productId, count: 1, modifiers: [] }],
        }),
      422,
      "invalid_products",
    ],
    ["a point outside the zone", () => order({ address: { ...order().address, longitude: 69.25, latitude: 41.26 } }), 422, "outside_zone"],
    ["an inactive restaurant", () => order({ restaurantId: "yashnobod" }), 422, "restaurant_inactive"],
    ["a past slot", () => order({ slot: "2026-11-21T11:00:00+05:00" }), 422, "invalid_slot"],
    ["a slot off the grid", () => order({ slot: "2026-11-21T15:10:00+05:00" }), 422, "invalid_slot"],
    ["an unknown restaurant", () => order({ restaurantId: "atlantis" }), 400, "unknown_restaurant"],
    ["a wrong phone", () => order({ phone: "12345" }), 400, "invalid_parameters"],
    ["no products", () => order({ products: [] }), 400, "invalid_parameters"],
    ["a negative count", () => order({ products: [{ id: plain.id, count: -1, modifiers: [] }] }), 400, "invalid_parameters"],
    ["delivery without an address", () => order({ address: null }), 400, "invalid_parameters"],
    ["a wrong payment type", () => order({ paymentType: "bitcoin" }), 400, "invalid_parameters"],
    ["a wrong order type", () => order({ orderTypeId: 1 }), 400, "invalid_parameters"],
  ])("refuses %s and stores nothing", async (_name, body, status, code) => {
    const before = await count();
    const res = await create(body());
    expect(res.status).toBe(status);
    const answer = (await res.json()) as { code: string; error: string };
    expect(answer.code).toBe(code);
    expect(answer.error.length).toBeGreaterThan(5);
    expect(await count()).toBe(before);
  });

  it("accepts an offered slot and a pickup order without an address", async () => {
    const slotted = await create(order({ slot: "2026-11-21T15:00:00+05:00" }));
    expect(slotted.status).toBe(201);
    const pickup = await create(order({ orderTypeId: 200, address: null }));
    expect(pickup.status).toBe(201);
    const { orderId } = (await pickup.json()) as { orderId: number };
    const detail = (await (await t.get(`/api/delivery/Get?orderId=${orderId}`, { headers: alice.auth })).json()) as any;
    expect(detail.priceOfDelivery).toBe(0);
  });

  it("refuses a delivery without a house with a field message, and stores the house in the address line", async () => {
    const before = await count();
    const noHouse = await create(order({ address: { ...order().address, address: "Shahrisabz ko‘chasi", house: " " } }));
    expect(noHouse.status).toBe(400);
    expect(await noHouse.json()).toMatchObject({ code: "invalid_parameters", fields: { "address.house": "is required for delivery" } });
    expect(await count()).toBe(before);

    const res = await create(order({ address: { ...order().address, address: "Shahrisabz ko‘chasi", house: "16" } }));
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: number };
    const detail = (await (await t.get(`/api/delivery/Get?orderId=${orderId}`, { headers: alice.auth })).json()) as any;
    expect(detail.address).toMatchObject({ address: "Shahrisabz ko‘chasi, 16", house: "16", apartment: "17" });
  });

  it("needs a signed-in customer", async () => {
    const res = await t.app.request("/api/delivery/Create", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "x" },
      body: JSON.stringify(order()),
    });
    expect(res.status).toBe(401);
  });
});

describe("reading orders", () => {
  it("another customer's order or list is a 403", async () => {
    const { orderId } = (await (await create(order())).json()) as { orderId: number };
    expect((await t.get(`/api/delivery/Get?orderId=${orderId}`, { headers: bob.auth })).status).toBe(403);
    expect((await t.get(`/api/delivery/List?customerId=${alice.customerId}`, { headers: bob.auth })).status).toBe(403);
    expect((await t.get(`/api/delivery/Get?orderId=999999`, { headers: alice.auth })).status).toBe(404);
  });

  it("lists own orders, newest first, active or inactive", async () => {
    const list = (await (
      await t.get(`/api/delivery/List?customerId=${alice.customerId}&skip=0&take=50&onlyActive=true`, { headers: alice.auth })
    ).json()) as any[];
    expect(list.length).toBeGreaterThan(3);
    expect(list[0]).toMatchObject({ order: { orderId: expect.any(Number) }, statusCode: 0 });
    const ids = list.map((i) => i.order.orderId);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const inactive = (await (
      await t.get(`/api/delivery/List?customerId=${alice.customerId}&onlyActive=false`, { headers: alice.auth })
    ).json()) as any[];
    expect(inactive).toEqual([]);
    expect(await (await t.get(`/api/delivery/List?customerId=${bob.customerId}`, { headers: bob.auth })).json()).toEqual([]);
    expect((await t.get(`/api/delivery/List?customerId=${alice.customerId}&take=500`, { headers: alice.auth })).status).toBe(400);
  });
});

describe("order rate limit", () => {
  it("answers 429 with Retry-After once a customer places too many orders, across the limit only", async () => {
    const carol = await t.signIn("+998901000077");
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) {
      last = await create(order({ phone: "+998901000077" }), carol);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await last!.json()) as { error: string }).error).toMatch(/Too many orders/);
  });
});
