// GET /api/operator/customers (figures, search, sort, paging, CSV), GET …/{id} (the history) and
// PATCH …/{id} (note and block, admins only, audited), admins and a manager side by side. The
// figures are checked against orders placed for the test through the real order endpoints.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomerDetail, CustomersPage, OperatorCustomer } from "../../../src/contract/operator-customers";
import { STATUS } from "../../../src/domain/order-status";
import { auditLog, customers } from "../../db/schema";
import { mirabad, OTHER } from "../orders-test-kit";
import { type CustomersKit, customersKit } from "./customers-test-kit";

let k: CustomersKit;
const id = { aziza: "", dilnoza: "", bobur: "" };
const order = { a1: 0, a2: 0, a3: 0, a4: 0, d1: 0 };
const AZIZA_PHONE = "+998901110001";

beforeAll(async () => {
  k = await customersKit();
  // Aziza (web): four orders, three at Mirabad.
  const aziza = await k.webCustomer(AZIZA_PHONE, "Aziza Qtest");
  id.aziza = aziza.customerId;
  for (const [name, restaurant] of [
    ["a1", mirabad.id],
    ["a2", mirabad.id],
    ["a3", OTHER],
    ["a4", mirabad.id],
  ] as const) {
    const placed = await aziza.place(restaurant);
    expect(placed.status, name).toBe(201);
    order[name] = placed.orderId;
  }
  // Completed; completed but its only payment went back; cancelled (elsewhere); completed and paid twice, one returned.
  await k.setOrder(order.a1, { status: STATUS.completed, total: 100_000, at: "2026-11-01T12:00:00+05:00" });
  await k.setOrder(order.a2, { status: STATUS.completed, total: 200_000, at: "2026-11-02T12:00:00+05:00" });
  await k.pay(order.a2, "refunded");
  await k.setOrder(order.a3, { status: STATUS.cancelled, total: 300_000, at: "2026-11-05T12:00:00+05:00" });
  await k.setOrder(order.a4, { status: STATUS.completed, total: 400_000, at: "2026-11-03T12:00:00+05:00" });
  await k.pay(order.a4, null);
  await k.pay(order.a4, "refunded");
  // Dilnoza (Telegram, no phone of her own): one order elsewhere, the latest of all.
  const dilnoza = await k.telegramCustomer(7001, "Dilnoza Qtest", "+998935550077");
  id.dilnoza = dilnoza.customerId;
  const tg = await dilnoza.place(OTHER);
  expect(tg.status).toBe(201);
  order.d1 = tg.orderId;
  await k.setOrder(order.d1, { status: STATUS.completed, total: 50_000, at: "2026-11-10T12:00:00+05:00" });
  // Bobur (web): signed in, never ordered.
  id.bobur = (await k.webCustomer("+998901110003", "Bobur")).customerId;
  await k.t.database.db.update(customers).set({ name: "Bobur Qtest" }).where(eq(customers.id, id.bobur));
});
afterAll(() => k.t.close());

const list = async (query: string, who: "admin" | "manager" | "token" = "admin") => {
  const res = await k.call(`/customers${query}`, who);
  expect(res.status, query).toBe(200);
  return (await res.json()) as CustomersPage;
};
const names = (page: CustomersPage) => page.items.map((c) => c.name);
const one = (page: CustomersPage, customerId: string) => page.items.find((c) => c.id === customerId) as OperatorCustomer;

describe("who sees customers", () => {
  it("refuses nobody (401), a customer (403), and a manager's note or block (403 admin_only)", async () => {
    expect((await k.call("/customers", "nobody")).status).toBe(401);
    expect((await k.call("/customers", "stranger")).status).toBe(403);
    const res = await k.call(`/customers/${id.aziza}`, "manager", { method: "PATCH", body: { blocked: true, blockedReason: "x" } });
    expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([403, "admin_only"]);
  });

  it("gives a manager only the customers who ordered from their restaurant, with its figures and orders", async () => {
    const page = await list("?q=qtest", "manager");
    expect(page.items.map((c) => c.id)).toEqual([id.aziza]);
    expect(page.items[0]).toMatchObject({ orders: 3, spent: 500_000, favouriteRestaurantId: mirabad.id });
    expect(page.items[0].lastOrderAt).toBe(new Date("2026-11-03T12:00:00+05:00").toISOString());
    expect((await k.call(`/customers/${id.dilnoza}`, "manager")).status).toBe(404);
    const detail = (await (await k.call(`/customers/${id.aziza}`, "manager")).json()) as CustomerDetail;
    expect(detail.history.map((o) => o.id)).toEqual([order.a4, order.a2, order.a1]);
  });
});

describe("the figures", () => {
  it("count every order, spend only completed ones whose money stayed, the latest order and the most frequent restaurant", async () => {
    const page = await list("?q=qtest");
    expect(one(page, id.aziza)).toMatchObject({
      phone: AZIZA_PHONE,
      name: "Aziza Qtest",
      channel: "web",
      tgId: null,
      orders: 4,
      // a1 and a4 (paid twice, one payment returned); not a2 (its money went back) nor a3 (cancelled).
      spent: 500_000,
      lastOrderAt: new Date("2026-11-05T12:00:00+05:00").toISOString(),
      favouriteRestaurantId: mirabad.id,
      blocked: false,
      note: "",
    });
    // A Telegram customer: the phone of their latest order, the restaurant of their one order.
    expect(one(page, id.dilnoza)).toMatchObject({
      phone: "+998935550077",
      channel: "telegram",
      tgId: 7001,
      orders: 1,
      spent: 50_000,
      favouriteRestaurantId: OTHER,
    });
    expect(one(page, id.bobur)).toMatchObject({ orders: 0, spent: 0, lastOrderAt: null, favouriteRestaurantId: null });
  });

  it("one customer's page lists their orders newest first with restaurant, total, status and channel", async () => {
    const res = await k.call(`/customers/${id.aziza}`, "admin");
    expect(res.status).toBe(200);
    const detail = (await res.json()) as CustomerDetail;
    expect(detail).toMatchObject({ id: id.aziza, orders: 4, spent: 500_000 });
    expect(detail.history.map((o) => o.id)).toEqual([order.a3, order.a4, order.a2, order.a1]);
    expect(detail.history[0]).toMatchObject({ restaurantId: OTHER, total: 300_000, statusCode: STATUS.cancelled, channel: "web" });
    const tg = (await (await k.call(`/customers/${id.dilnoza}`, "token")).json()) as CustomerDetail;
    expect(tg.history).toMatchObject([{ id: order.d1, channel: "telegram", restaurantId: OTHER }]);
    expect((await k.call("/customers/no-such-customer", "admin")).status).toBe(404);
  });
});

describe("search, sort and paging", () => {
  it("finds a phone by any part in any formatting, a name by any part in any case, a Telegram customer by their order's phone", async () => {
    expect(names(await list(`?q=${encodeURIComponent("90 111-00-01")}`))).toEqual(["Aziza Qtest"]);
    expect(names(await list("?q=AZIZ"))).toEqual(["Aziza Qtest"]);
    expect(names(await list("?q=555007"))).toEqual([expect.stringContaining("User7001")]);
    expect((await list("?q=nobody-like-this")).items).toEqual([]);
    const short = await k.call("/customers?q=ab", "admin");
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ fields: { q: expect.stringContaining("3 digits") } });
    expect((await k.call("/customers?sort=best", "admin")).status).toBe(400);
    expect((await k.call("/customers?take=500", "admin")).status).toBe(400);
  });

  it("sorts by last order, orders, spending or newest, and pages with skip and take", async () => {
    const last = await list("?q=qtest");
    expect(last.items.map((c) => c.id)).toEqual([id.dilnoza, id.aziza, id.bobur]);
    expect((await list("?q=qtest&sort=orders")).items.map((c) => c.id)).toEqual([id.aziza, id.dilnoza, id.bobur]);
    expect((await list("?q=qtest&sort=spent")).items.map((c) => c.id)).toEqual([id.aziza, id.dilnoza, id.bobur]);
    expect((await list("?q=qtest&sort=newest")).items.map((c) => c.id)).toEqual([id.bobur, id.dilnoza, id.aziza]);
    const first = await list("?q=qtest&sort=orders&take=2");
    expect([first.items.map((c) => c.id), first.total, first.skip, first.take]).toEqual([[id.aziza, id.dilnoza], 3, 0, 2]);
    const second = await list("?q=qtest&sort=orders&take=2&skip=2");
    expect([second.items.map((c) => c.id), second.total]).toEqual([[id.bobur], 3]);
    // Without a search an admin's list holds every customer (the demo staff's accounts too).
    const all = await list("?take=1");
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.items).toHaveLength(1);
  });
});

describe("the CSV", () => {
  it("is UTF-8 with BOM, `;` when asked, every matching row, a would-be formula written as text", async () => {
    await k.t.database.db.update(customers).set({ note: '=HYPERLINK("x")' }).where(eq(customers.id, id.bobur));
    const res = await k.call("/customers?q=qtest&format=csv&separator=semicolon&take=1&sort=orders", "admin");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="customers-2026-11-21.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe(
      "id;phone;name;channel;language;created_at;orders;spent_uzs;points;last_order_at;favourite_restaurant_id;blocked;blocked_reason;note",
    );
    expect(lines).toHaveLength(5); // header, three customers (take is ignored), the final line end
    expect(lines[1]).toContain(`${id.aziza};${AZIZA_PHONE};Aziza Qtest;web;`);
    const [aziza] = await k.t.database.db.select({ points: customers.points }).from(customers).where(eq(customers.id, id.aziza));
    expect(lines[1]).toContain(`;4;500000;${aziza?.points};2026-11-05 12:00:00;mirabad;no;;`);
    expect(lines[3].endsWith(`;"'=HYPERLINK(""x"")"`)).toBe(true);
    const manager = await (await k.call("/customers?format=csv", "manager")).text();
    expect(manager).toContain(id.aziza);
    expect(manager).not.toContain(id.dilnoza);
  });
});

describe("note and block", () => {
  it("saves a note, blocks with a reason and unblocks, each with an audit row", async () => {
    const patch = (body: unknown) => k.call(`/customers/${id.bobur}`, "admin", { method: "PATCH", body });
    const noted = await patch({ note: "  Prefers a call before delivery  " });
    expect(noted.status).toBe(200);
    expect(await noted.json()).toMatchObject({ note: "Prefers a call before delivery", blocked: false });

    const noReason = await patch({ blocked: true });
    expect([noReason.status, await noReason.json()]).toEqual([
      400,
      expect.objectContaining({ fields: { blockedReason: expect.any(String) } }),
    ]);
    for (const bad of [{}, { bogus: 1 }, { blocked: "yes" }, { blocked: false, blockedReason: "x" }, { note: "a\u0000b" }])
      expect((await patch(bad)).status, JSON.stringify(bad)).toBe(400);

    const blocked = (await (await patch({ blocked: true, blockedReason: "Three orders not picked up" })).json()) as CustomerDetail;
    expect(blocked).toMatchObject({ blocked: true, blockedReason: "Three orders not picked up" });
    expect(blocked.blockedAt).not.toBeNull();
    expect(one(await list("?q=bobur"), id.bobur)).toMatchObject({ blocked: true, blockedReason: "Three orders not picked up" });

    const unblocked = (await (await patch({ blocked: false })).json()) as CustomerDetail;
    expect(unblocked).toMatchObject({ blocked: false, blockedAt: null, blockedReason: null });

    const rows = await k.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "customer"), eq(auditLog.entityId, id.bobur)))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.actor])).toEqual([
      ["update", expect.any(String)],
      ["block", expect.any(String)],
      ["unblock", expect.any(String)],
    ]);
    expect(rows[1].details).toMatchObject({ blocked: true, blockedReason: "Three orders not picked up", was: { blocked: false } });
    const history = await k.call(`/audit?entity=customer&entityId=${id.bobur}`, "admin");
    expect(((await history.json()) as unknown[]).length).toBe(3);
    expect((await k.call("/customers/no-such-customer", "admin", { method: "PATCH", body: { note: "x" } })).status).toBe(404);
  });
});
