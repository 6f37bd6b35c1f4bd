import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stopList } from "../db/seed/menu";
import { restaurants } from "../db/seed/restaurants";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: Awaited<ReturnType<typeof t.signIn>>;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: "op-secret" });
  customer = await t.signIn("+998901000009");
});
afterAll(() => t.close());

const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;
const mirabad = restaurants.find((r) => r.id === "mirabad")!;
let n = 0;
async function place(orderTypeId: 0 | 200) {
  const res = await t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `op-${++n}`, ...customer.auth },
    body: JSON.stringify({
      orderTypeId,
      restaurantId: mirabad.id,
      address: orderTypeId === 0 ? { longitude: mirabad.longitude, latitude: mirabad.latitude, address: "x", house: "1" } : null,
      products: [{ id: plain.id, count: 1, modifiers: [] }],
      name: "C",
      phone: "+998901000009",
      paymentType: "card",
    }),
  });
  return ((await res.json()) as { orderId: number }).orderId;
}
const op = (path: string, method = "POST", token = "op-secret") =>
  t.app.request(`/api/operator${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
const history = async (id: number) =>
  (
    (await (await t.get(`/api/delivery/Get?orderId=${id}`, { headers: customer.auth })).json()) as {
      statusHistory: { statusCode: number }[];
    }
  ).statusHistory.map((h) => h.statusCode);

describe("operator API", () => {
  it("moves a delivery through every status to completed, then refuses", async () => {
    const id = await place(0);
    for (const expected of [1, 2, 3, 4, 201]) {
      const res = await op(`/orders/${id}/advance`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { statusCode: number }).statusCode).toBe(expected);
    }
    expect((await op(`/orders/${id}/advance`)).status).toBe(409);
    expect(await history(id)).toEqual([0, 1, 2, 3, 4, 201]);
  });

  it("completes a pickup after ready, without 'on the way'", async () => {
    const id = await place(200);
    for (let i = 0; i < 3; i++) await op(`/orders/${id}/advance`);
    expect(((await (await op(`/orders/${id}/advance`)).json()) as { statusCode: number }).statusCode).toBe(201);
  });

  it("cancels an order in the kitchen but not one on the way", async () => {
    const id = await place(0);
    expect(((await (await op(`/orders/${id}/cancel`)).json()) as { statusCode: number }).statusCode).toBe(255);
    expect((await op(`/orders/${id}/advance`)).status).toBe(409);
    const late = await place(0);
    for (let i = 0; i < 4; i++) await op(`/orders/${late}/advance`);
    expect((await op(`/orders/${late}/cancel`)).status).toBe(409);
  });

  it("lists active orders only", async () => {
    const id = await place(0);
    const list = (await (await op("/orders", "GET")).json()) as { orderId: number; statusCode: number }[];
    expect(list.some((o) => o.orderId === id)).toBe(true);
    expect(list.every((o) => o.statusCode !== 201 && o.statusCode !== 255)).toBe(true);
  });

  it("needs the operator token", async () => {
    expect((await op("/orders", "GET", "wrong")).status).toBe(401);
    expect((await t.app.request("/api/operator/orders")).status).toBe(401);
    expect((await op("/orders/abc/advance")).status).toBe(400);
    expect((await op("/orders/999999/advance")).status).toBe(404);
  });
});

describe("live order events", () => {
  it("stream the status as the operator moves the order, and end when it is finished", async () => {
    const id = await place(200);
    const res = await t.get(`/api/delivery/Events?orderId=${id}`, { headers: customer.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const seen: number[] = [];
    let lastHistory: number[] = [];
    let buffer = "";
    const mover = (async () => {
      for (let i = 0; i < 4; i++) {
        await new Promise((r) => setTimeout(r, 1200));
        await op(`/orders/${id}/advance`);
      }
    })();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (const match of buffer.matchAll(/event: status\ndata: (.*)\n/g)) {
        const state = JSON.parse(match[1]) as { statusCode: number; statusHistory: { statusCode: number }[] };
        if (seen.at(-1) !== state.statusCode) seen.push(state.statusCode);
        lastHistory = state.statusHistory.map((h) => h.statusCode);
      }
      buffer = buffer.slice(buffer.lastIndexOf("\n\n") + 2);
    }
    await mover;
    // Updates arrive while the order moves (a slow poll may fold two steps into one event).
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(201);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(lastHistory).toEqual([0, 1, 2, 3, 201]);
  }, 20_000);

  it("another customer's stream is a 403", async () => {
    const id = await place(0);
    const other = await t.signIn("+998901000010");
    expect((await t.get(`/api/delivery/Events?orderId=${id}`, { headers: other.auth })).status).toBe(403);
  });
});
