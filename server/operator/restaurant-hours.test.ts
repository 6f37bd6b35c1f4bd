// A restaurant's days with other hours, a closed day and a temporary close, set in the console:
// the storefront's menu and lists carry them, and an order for a time it is closed is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stopList } from "../db/seed/menu";
import { DEMO_ADMIN_PHONE, DEMO_MANAGER_PHONE } from "../db/seed/staff";
import { createTestApp } from "../test/test-app";

// Saturday noon in Tashkent; Mirabad works 10:00–23:00 with 30-minute slots in the demo data.
let now = new Date("2026-11-21T12:00:00+05:00");
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let manager: string;
let customer: Awaited<ReturnType<typeof t.signIn>>;
beforeAll(async () => {
  t = await createTestApp({}, () => now);
  admin = (await t.signIn(DEMO_ADMIN_PHONE)).cookie;
  manager = (await t.signIn(DEMO_MANAGER_PHONE)).cookie;
  customer = await t.signIn("+998901000071");
});
afterAll(() => t.close());

const call = (path: string, cookie: string, method = "GET", body?: unknown) =>
  t.app.request(`/api/operator${path}`, {
    method,
    headers: { Cookie: cookie, ...(body !== undefined ? { "Content-Type": "application/json" } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
const patch = (body: unknown, cookie = manager) => call("/restaurants/mirabad", cookie, "PATCH", body);

const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;
let n = 0;
const order = (slot: string | null) =>
  t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `hours-${++n}`, ...customer.auth },
    body: JSON.stringify({
      orderTypeId: 200,
      restaurantId: "mirabad",
      address: null,
      slot,
      products: [{ id: plain.id, count: 1, modifiers: [] }],
      name: "Hours",
      phone: "+998901000071",
      paymentType: "cash",
    }),
  });
const refusal = async (res: Response) => ({ status: res.status, ...((await res.json()) as { code: string; error: string }) });

describe("opening-hours exceptions and a temporary close", () => {
  it("a manager sets a holiday's hours and a closed day; the console and the storefront show them", async () => {
    const exceptions = [
      { date: "2026-11-21", opensAt: "14:00", closesAt: "18:00" },
      { date: "2026-11-22", opensAt: null, closesAt: null },
    ];
    expect((await patch({ hoursExceptions: exceptions })).status).toBe(204);
    const rows = (await (await call("/restaurants", manager)).json()) as { hoursExceptions: unknown; closedUntil: unknown }[];
    expect(rows[0]).toMatchObject({ hoursExceptions: exceptions, closedUntil: null });
    const list = (await (await t.get("/api/restaurants/List?Language=3")).json()) as { id: string; hoursExceptions: unknown }[];
    expect(list.find((r) => r.id === "mirabad")?.hoursExceptions).toEqual(exceptions);
    const shop = (await (await t.get("/api/shop?RestaurantId=mirabad&Language=3")).json()) as { hoursExceptions: unknown };
    expect(shop.hoursExceptions).toEqual(exceptions);
  });

  it("refuses as soon as possible before the holiday's opening, naming today's hours, and takes its slot", async () => {
    const closed = await refusal(await order(null));
    expect(closed).toMatchObject({ status: 422, code: "restaurant_closed" });
    expect(closed.error).toContain("14:00–18:00");
    expect((await order("2026-11-21T12:30:00+05:00")).status).toBe(422); // a regular slot, not today's
    expect((await order("2026-11-21T14:00:00+05:00")).status).toBe(201);
  });

  it("refuses every time of the closed day, readable", async () => {
    now = new Date("2026-11-22T12:00:00+05:00");
    const closed = await refusal(await order(null));
    expect(closed).toMatchObject({ status: 422, code: "restaurant_closed" });
    expect(closed.error).toContain("closed today");
    expect(await refusal(await order("2026-11-22T14:00:00+05:00"))).toMatchObject({ status: 422, code: "invalid_slot" });
    expect((await order("2026-11-23T10:00:00+05:00")).status).toBe(201);
  });

  it("a temporary close refuses until it reopens by itself", async () => {
    now = new Date("2026-11-23T12:00:00+05:00");
    expect((await patch({ hoursExceptions: [], closedUntil: "2026-11-23T15:00:00+05:00" })).status).toBe(204);
    const closed = await refusal(await order(null));
    expect(closed).toMatchObject({ status: 422, code: "restaurant_closed" });
    expect(closed.error).toContain("23.11.2026, 15:00");
    expect((await order("2026-11-23T14:00:00+05:00")).status).toBe(422);
    const later = await order("2026-11-23T15:30:00+05:00");
    expect(later.status, await later.clone().text()).toBe(201);
    const shop = (await (await t.get("/api/shop?RestaurantId=mirabad&Language=3")).json()) as { closedUntil: string };
    expect(Date.parse(shop.closedUntil)).toBe(Date.parse("2026-11-23T15:00:00+05:00"));
    now = new Date("2026-11-23T15:00:00+05:00");
    expect((await order(null)).status).toBe(201);
    expect((await patch({ closedUntil: null })).status).toBe(204);
  });

  it("refuses bad exceptions and times with a readable 400", async () => {
    const cases: unknown[] = [
      { hoursExceptions: [{ date: "2026-02-30", opensAt: null, closesAt: null }] },
      { hoursExceptions: [{ date: "2026-12-31", opensAt: "10:00", closesAt: null }] },
      { hoursExceptions: [{ date: "2026-12-31", opensAt: "10:00", closesAt: "26:00" }] },
      { hoursExceptions: "closed" },
      { closedUntil: "tomorrow" },
    ];
    for (const body of cases) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error.length).toBeGreaterThan(5);
    }
  });

  it("the restaurant's own chat is the chain's to set (admins), checked as a Telegram chat id", async () => {
    expect((await patch({ operatorChatId: -1001234567890 })).status).toBe(403);
    expect((await patch({ operatorChatId: "my group" }, admin)).status).toBe(400);
    expect((await patch({ operatorChatId: 1.5 }, admin)).status).toBe(400);
    expect((await patch({ operatorChatId: 0 }, admin)).status).toBe(400);
    expect((await patch({ operatorChatId: -1001234567890 }, admin)).status).toBe(204);
    const rows = (await (await call("/restaurants", admin)).json()) as { id: string; operatorChatId: number | null }[];
    expect(rows.find((r) => r.id === "mirabad")?.operatorChatId).toBe(-1001234567890);
    expect((await patch({ operatorChatId: null }, admin)).status).toBe(204);
  });
});
