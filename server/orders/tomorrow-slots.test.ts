// Late at night a restaurant that works 10:00–23:00 still takes orders: for tomorrow's slots.
// "As soon as possible" stays refused while it is closed. By day tomorrow's slots are taken too
// (ordering ahead), and the day after tomorrow's never.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stopList } from "../db/seed/menu";
import { restaurants } from "../db/seed/restaurants";
import { createTestApp } from "../test/test-app";

const LATE = new Date("2026-11-21T23:30:00+05:00");
let now = LATE;
let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: Awaited<ReturnType<typeof t.signIn>>;
beforeAll(async () => {
  t = await createTestApp({}, () => now);
  customer = await t.signIn("+998901000061");
});
afterAll(() => t.close());

const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;
let n = 0;
const order = (slot: string | null) =>
  t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `late-${++n}`, ...customer.auth },
    body: JSON.stringify({
      orderTypeId: 200,
      restaurantId: "mirabad",
      address: null,
      slot,
      products: [{ id: plain.id, count: 1, modifiers: [] }],
      name: "Night owl",
      phone: "+998901000061",
      paymentType: "cash",
    }),
  });

describe("orders after closing time (23:30, restaurant 10:00–23:00)", () => {
  it("accept tomorrow's first slot and keep it on the order", async () => {
    const res = await order("2026-11-22T10:00:00+05:00");
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: number };
    const detail = (await (await t.get(`/api/delivery/Get?orderId=${orderId}`, { headers: customer.auth })).json()) as {
      slot: string;
      slotEnd: string;
    };
    expect(Date.parse(detail.slot)).toBe(Date.parse("2026-11-22T10:00:00+05:00"));
    // The slot lasts Mirabad's deliveryDuration.
    const minutes = restaurants.find((r) => r.id === "mirabad")?.deliveryDuration ?? 0;
    expect(minutes).toBeGreaterThan(0);
    expect(Date.parse(detail.slotEnd) - Date.parse(detail.slot)).toBe(minutes * 60_000);
    expect(detail.slotEnd).toMatch(/^2026-11-22T10:\d{2}:00\+05:00$/);
  });

  it("refuse as soon as possible, naming the hours", async () => {
    const res = await order(null);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toBe("restaurant_closed");
  });

  it("refuse a slot of the day after tomorrow and one that has passed", async () => {
    expect((await order("2026-11-23T10:00:00+05:00")).status).toBe(422);
    expect((await order("2026-11-21T22:30:00+05:00")).status).toBe(422);
  });
});

describe("orders by day (12:10, restaurant 10:00–23:00, slots of 40 min from 10:00)", () => {
  it("accept a slot of tomorrow as well as one of today", async () => {
    now = new Date("2026-11-21T12:10:00+05:00");
    expect((await order("2026-11-21T18:00:00+05:00")).status).toBe(201);
    const res = await order("2026-11-22T20:00:00+05:00");
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: number };
    const detail = (await (await t.get(`/api/delivery/Get?orderId=${orderId}`, { headers: customer.auth })).json()) as { slot: string };
    expect(Date.parse(detail.slot)).toBe(Date.parse("2026-11-22T20:00:00+05:00"));
  });

  it("refuse the day after tomorrow, a slot off the grid and one after closing", async () => {
    now = new Date("2026-11-21T12:10:00+05:00");
    for (const slot of ["2026-11-23T10:00:00+05:00", "2026-11-22T20:10:00+05:00", "2026-11-22T22:40:00+05:00"]) {
      const res = await order(slot);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { code: string }).code).toBe("invalid_slot");
    }
  });
});
