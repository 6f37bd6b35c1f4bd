// Orders by phone (POST /api/operator/orders): the site's rules, prices, stop-list, zone and
// idempotency, who may place them, the "by phone" mark and the staff member on the order, and the
// caller finding the order in their history once signed in with that phone.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperatorOrder, OperatorOrderDetail } from "../../src/contract/operator";
import { customers, orders } from "../db/schema";
import { products } from "../db/seed/menu";
import { DEMO_ADMIN_PHONE, DEMO_MANAGER_PHONE } from "../db/seed/staff";
import { mirabad, OTHER, type OrdersKit, ordersKit, plain } from "./orders-test-kit";

let k: OrdersKit;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  k = await ordersKit();
  cookies.admin = (await k.t.signIn(DEMO_ADMIN_PHONE)).cookie;
  cookies.manager = (await k.t.signIn(DEMO_MANAGER_PHONE)).cookie;
  cookies.stranger = (await k.t.signIn("+998901000077")).cookie;
  const made = await k.call("/staff", "token", {
    method: "POST",
    body: { phone: "+998901000078", name: "Cook", role: "cook", restaurantId: "mirabad" },
  });
  expect(made.status).toBe(201);
  cookies.cook = (await k.t.signIn("+998901000078")).cookie;
});
afterAll(() => k.t.close());

type Who = "admin" | "manager" | "stranger" | "cook" | "token" | "nobody";
let n = 0;

const delivery = {
  longitude: mirabad.longitude,
  latitude: mirabad.latitude,
  address: "Nukus ko‘chasi",
  house: "7",
  entrance: "2",
  apartment: "12",
};

function order(over: Record<string, unknown> = {}) {
  return {
    orderTypeId: 0,
    restaurantId: "mirabad",
    address: delivery,
    products: [{ id: plain.id, count: 2, modifiers: [] }],
    name: "Caller",
    phone: "+998 90 555 11 22",
    paymentType: "cash",
    comment: "",
    ...over,
  };
}

/** POST /api/operator/orders as `who`, with a fresh Idempotency-Key unless one is given (null: none). */
async function placeByPhone(who: Who, body: unknown, key: string | null = `phone-${++n}`) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (key !== null) headers["Idempotency-Key"] = key;
  if (who === "token") headers.Authorization = "Bearer op-secret";
  else if (who !== "nobody") headers.Cookie = cookies[who];
  const res = await k.t.app.request("/api/operator/orders", { method: "POST", headers, body: JSON.stringify(body) });
  return {
    status: res.status,
    body: (await res.json()) as { orderId: number; customerId: string; code?: string; fields?: Record<string, string> },
  };
}

const row = async (orderId: number) => {
  const [found] = await k.t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return found;
};

describe("an order by phone", () => {
  it("is the caller's order, priced from the menu, marked phone, with the staff member who placed it", async () => {
    const placed = await placeByPhone("admin", order({ products: [{ id: plain.id, count: 2, modifiers: [] }] }));
    expect(placed.status).toBe(201);
    const stored = await row(placed.body.orderId);
    expect(stored).toMatchObject({ channel: "phone", phone: "+998905551122", name: "Caller", paymentType: "cash" });
    expect(stored.subtotal).toBe(plain.price * 2);
    expect(stored.total).toBe(plain.price * 2 + mirabad.priceOfDelivery);
    expect(stored.address?.address).toBe("Nukus ko‘chasi, 7");
    const [customer] = await k.t.database.db.select().from(customers).where(eq(customers.id, placed.body.customerId));
    expect(customer).toMatchObject({ phone: "+998905551122", name: "Caller" });

    const board = (await (await k.call("/orders", "admin")).json()) as OperatorOrder[];
    expect(board.find((o) => o.orderId === placed.body.orderId)).toMatchObject({ channel: "phone", name: "Caller" });
    const detail = (await (await k.call(`/orders/${placed.body.orderId}`, "admin")).json()) as OperatorOrderDetail;
    expect(detail.channel).toBe("phone");
    expect(detail.steps[0]).toMatchObject({ action: "placed", actor: { kind: "staff", name: "Demo admin" } });
    // A customer's own order still names the customer.
    const own = await k.placed(200);
    const ownDetail = (await (await k.call(`/orders/${own}`, "admin")).json()) as OperatorOrderDetail;
    expect(ownDetail.steps[0].actor).toMatchObject({ kind: "customer" });
    expect(ownDetail.channel).toBe("web");
  });

  it("shows in the caller's history once they sign in with that phone", async () => {
    const placed = await placeByPhone("manager", order({ phone: "+998905551133", name: "New caller" }));
    expect(placed.status).toBe(201);
    const caller = await k.t.signIn("+998905551133");
    expect(caller.customerId).toBe(placed.body.customerId);
    const list = (await (await k.t.get(`/api/delivery/List?customerId=${caller.customerId}`, { headers: caller.auth })).json()) as {
      order: { orderId: number };
    }[];
    expect(list.map((o) => o.order.orderId)).toEqual([placed.body.orderId]);
    expect((await k.t.get(`/api/delivery/Get?orderId=${placed.body.orderId}`, { headers: caller.auth })).status).toBe(200);
  });

  it("goes to a customer who already signed in with that phone, keeping their name", async () => {
    const known = await k.t.signIn("+998905551144");
    await k.t.database.db.update(customers).set({ name: "Aziza" }).where(eq(customers.id, known.customerId));
    const placed = await placeByPhone("admin", order({ phone: "+998905551144", name: "Someone else" }));
    expect(placed.status).toBe(201);
    expect(placed.body.customerId).toBe(known.customerId);
    const [customer] = await k.t.database.db.select().from(customers).where(eq(customers.id, known.customerId));
    expect(customer.name).toBe("Aziza");
    expect((await row(placed.body.orderId)).name).toBe("Someone else");
  });

  it("is idempotent: the same key and body answer the same order; another body under that key is refused; no key is refused", async () => {
    const body = order({ phone: "+998905551155" });
    const first = await placeByPhone("admin", body, "call-42");
    const again = await placeByPhone("admin", body, "call-42");
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    const changed = await placeByPhone("admin", { ...body, comment: "Other" }, "call-42");
    expect(changed).toMatchObject({ status: 422, body: { code: "idempotency_key_reused" } });
    expect(await placeByPhone("admin", body, null)).toMatchObject({ status: 400, body: { code: "idempotency_key_required" } });
    const mine = await k.t.database.db.select().from(orders).where(eq(orders.phone, "+998905551155"));
    expect(mine).toHaveLength(1);
  });
});

describe("who may place an order by phone", () => {
  it("admins anywhere, the token too; a manager at their restaurant only; cooks, customers and nobody not", async () => {
    expect((await placeByPhone("admin", order({ restaurantId: OTHER, orderTypeId: 200, address: null }))).status).toBe(201);
    const byToken = await placeByPhone("token", order({ orderTypeId: 200, address: null }));
    expect(byToken.status).toBe(201);
    const detail = (await (await k.call(`/orders/${byToken.body.orderId}`, "admin")).json()) as OperatorOrderDetail;
    expect(detail.steps[0].actor).toMatchObject({ kind: "token" });
    expect(await placeByPhone("manager", order({ restaurantId: OTHER, orderTypeId: 200, address: null }))).toMatchObject({
      status: 403,
      body: { code: "other_restaurant" },
    });
    expect((await placeByPhone("cook", order())).status).toBe(403);
    expect((await placeByPhone("stranger", order())).status).toBe(403);
    expect((await placeByPhone("nobody", order())).status).toBe(401);
  });
});

describe("the site's rules", () => {
  it("refuses online payment, an address outside the zone, a stopped product, a missing required modifier, a bad phone", async () => {
    expect(await placeByPhone("admin", order({ paymentType: "payme" }))).toMatchObject({
      status: 400,
      body: { fields: { paymentType: "must be cash or card for an order by phone" } },
    });
    expect(await placeByPhone("admin", order({ address: { ...delivery, longitude: 60.5, latitude: 40.1 } }))).toMatchObject({
      status: 422,
      body: { code: "outside_zone" },
    });
    const withRequired = products.find((p) => p.modifiers.some((m) => m.isRequired));
    if (!withRequired) throw new Error("The demo menu has no product with a required modifier");
    expect(await placeByPhone("admin", order({ products: [{ id: withRequired.id, count: 1, modifiers: [] }] }))).toMatchObject({
      status: 422,
      body: { code: "invalid_products" },
    });
    expect((await placeByPhone("admin", order({ phone: "12345" }))).status).toBe(400);
    // A refused order leaves no customer behind for a new phone.
    expect((await placeByPhone("admin", order({ phone: "+998905551166", address: { ...delivery, longitude: 60.5 } }))).status).toBe(422);
    expect(await k.t.database.db.select().from(customers).where(eq(customers.phone, "+998905551166"))).toEqual([]);
    expect((await placeByPhone("admin", order({ orderTypeId: 0, address: null }))).status).toBe(400);

    const stop = (stopped: boolean) =>
      k.call("/stop-list", "manager", { method: "PUT", body: { restaurantId: "mirabad", productId: plain.id, stopped } });
    expect((await stop(true)).status).toBe(200);
    try {
      const refused = await placeByPhone("manager", order());
      expect(refused).toMatchObject({ status: 422, body: { code: "invalid_products" } });
      expect(refused.body.fields?.["products.0"]).toBeTruthy();
    } finally {
      expect((await stop(false)).status).toBe(200);
    }
    expect((await placeByPhone("manager", order())).status).toBe(201);
  });
});
