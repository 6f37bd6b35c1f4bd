// The board for a real evening (issue 24): every active order however many, the archive by day,
// the search by order number, phone or name over any date, each within the caller's restaurants,
// and each restaurant's board limits.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BoardSla, OperatorOrder } from "../../src/contract/operator";
import { TEST_NOW } from "../test/test-app";
import { OTHER, type OrdersKit, ordersKit } from "./orders-test-kit";

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKit();
});
afterAll(() => k.t.close());

type Caller = Parameters<OrdersKit["call"]>[1];
const list = async (query: string, who: Caller = "token") => {
  const res = await k.call(`/orders${query}`, who);
  expect(res.status, `${query}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as OperatorOrder[];
};
const ids = (rows: OperatorOrder[]) => rows.map((r) => r.orderId);

/** Copies order `from` n times (pickups, new, alternately Mirabad's and the other restaurant's) with phones +99893NNNNNNN. */
async function copies(from: number, n: number, tag: string, createdAt = "now()") {
  await k.t.database.db.execute(sql`
    insert into orders (customer_id, restaurant_id, order_type_id, channel, name, phone, payment_type, comment, language,
      subtotal, price_of_delivery, total, status_code, created_at)
    select customer_id, case when g % 2 = 0 then 'mirabad' else ${OTHER} end, 200, channel, ${tag} || ' ' || g,
      '+99893' || lpad(g::text, 7, '0'), 'cash', '', language, subtotal, 0, subtotal, 0, ${sql.raw(createdAt)} - g * interval '1 second'
    from orders, generate_series(1, ${n}) g where id = ${from}`);
  await k.t.database.db.execute(sql`
    insert into order_status_history (order_id, status_code, at) select id, 0, created_at from orders where name like ${`${tag} %`}`);
}

describe("the board holds a real evening", () => {
  it("lists every active order, 1,000 and more, each with when it reached its status", async () => {
    const first = await k.placed(200);
    await copies(first, 1000, "Evening");
    const rows = await list("");
    expect(rows.length).toBeGreaterThanOrEqual(1001);
    expect(rows.filter((r) => r.name.startsWith("Evening ")).length).toBe(1000);
    expect(rows.find((r) => r.orderId === first)).toMatchObject({ statusAt: expect.any(String), lineCount: 1 });
    const copy = rows.find((r) => r.name === "Evening 7");
    expect(copy?.statusAt).toBe(copy?.createdAt);
    // A manager's board is every active order of their restaurant, and only those.
    const managers = await list("", "manager");
    expect(managers.filter((r) => r.name.startsWith("Evening ")).length).toBe(500);
    expect(managers.every((r) => r.restaurantId === "mirabad")).toBe(true);
  });

  it("statusAt moves with the order: cooking counts from when cooking began", async () => {
    const id = await k.placed(200);
    await k.call(`/orders/${id}/advance`, "token", { method: "POST" });
    await k.t.database.db.execute(sql`update order_status_history set at = at - interval '1 hour' where order_id = ${id}`);
    await k.t.database.db.execute(sql`update orders set created_at = created_at - interval '1 hour' where id = ${id}`);
    await k.call(`/orders/${id}/advance`, "token", { method: "POST" });
    const row = (await list("")).find((r) => r.orderId === id);
    expect(row?.statusCode).toBe(2);
    expect(Date.parse(row?.statusAt ?? "") - Date.parse(row?.createdAt ?? "")).toBeGreaterThan(30 * 60_000);
  });
});

describe("the archive by day", () => {
  it("holds a Tashkent day's finished and cancelled orders, newest first, and nothing active", async () => {
    const done = await k.placed(200);
    const cancelled = await k.placed(200);
    const open = await k.placed(200);
    await k.call(`/orders/${cancelled}/cancel`, "token", { method: "POST", body: { reason: "No dough" } });
    for (let i = 0; i < 4; i++) await k.call(`/orders/${done}/advance`, "token", { method: "POST" });
    // 23:30 on 2 November in Tashkent is still 2 November there (18:30 UTC), 00:30 on the 3rd is not.
    const on = (id: number, at: string) => k.t.database.db.execute(sql`update orders set created_at = ${at}::timestamptz where id = ${id}`);
    await on(done, "2026-11-02T23:30:00+05:00");
    await on(cancelled, "2026-11-02T09:00:00+05:00");
    await on(open, "2026-11-02T12:00:00+05:00");
    const day = await list("?status=archive&date=2026-11-02");
    expect(ids(day)).toEqual([done, cancelled]);
    expect(day[0]).toMatchObject({ statusCode: 201 });
    expect(day[1]).toMatchObject({ statusCode: 255, cancelReason: "No dough" });
    expect(ids(await list("?status=archive&date=2026-11-03"))).toEqual([]);
    await on(done, "2026-11-03T00:30:00+05:00");
    expect(ids(await list("?status=archive&date=2026-11-03"))).toEqual([done]);
  });

  it("is today's in Tashkent without a date, and a manager's own restaurant's only", async () => {
    const own = await k.placed(200);
    const other = await k.placed(200, OTHER);
    for (const id of [own, other]) await k.call(`/orders/${id}/cancel`, "token", { method: "POST", body: { reason: "Test" } });
    const today = (id: number) =>
      k.t.database.db.execute(sql`update orders set created_at = ${TEST_NOW.toISOString()}::timestamptz where id = ${id}`);
    await today(own);
    await today(other);
    expect(ids(await list("?status=archive"))).toEqual(expect.arrayContaining([own, other]));
    const managers = await list("?status=archive", "manager");
    expect(ids(managers)).toContain(own);
    expect(ids(managers)).not.toContain(other);
    expect((await k.call(`/orders?status=archive&restaurantId=${OTHER}`, "manager")).status).toBe(403);
  });

  it("refuses a date that is not a day", async () => {
    for (const date of ["2026-02-30", "26-11-02", "2026-11-02T00:00", "1999-12-31", ""]) {
      const res = await k.call(`/orders?status=archive&date=${date}`, "token");
      expect(res.status, date).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_parameters", fields: { date: expect.any(String) } });
    }
  });
});

describe("the search over every date", () => {
  it("finds by order number, any part of a phone in any formatting, and any part of a name", async () => {
    const id = await k.placed(200);
    await k.t.database.db.execute(
      sql`update orders set name = 'Дилшода Каримова', phone = '+998977654321', created_at = '2025-01-05T10:00:00+05:00' where id = ${id}`,
    );
    for (const q of [String(id), `#${id}`, "+998 (97) 765-43-21", "97 765", "654321", "каримова", "Дилш"]) {
      expect(ids(await list(`?q=${encodeURIComponent(q)}`)), q).toContain(id);
    }
    expect(ids(await list(`?q=${encodeURIComponent("97 766")}`))).not.toContain(id);
  });

  it("answers at most 50, newest first, and only the manager's restaurant", async () => {
    const first = await k.placed(200);
    await copies(first, 120, "Searchable");
    const found = await list("?q=searchable");
    expect(found.length).toBe(50);
    for (let i = 1; i < found.length; i++) expect(found[i - 1].createdAt >= found[i].createdAt).toBe(true);
    const managers = await list("?q=searchable", "manager");
    expect(managers.length).toBe(50);
    expect(managers.every((r) => r.restaurantId === "mirabad")).toBe(true);
    expect((await list(`?q=searchable&restaurantId=${OTHER}`, "admin")).every((r) => r.restaurantId === OTHER)).toBe(true);
    expect((await k.call(`/orders?q=searchable&restaurantId=${OTHER}`, "manager")).status).toBe(403);
  });

  it("takes % and _ as themselves, and refuses too little to search for", async () => {
    expect(await list(`?q=${encodeURIComponent("C%%")}`)).toEqual([]);
    expect(await list(`?q=${encodeURIComponent("C__")}`)).toEqual([]);
    for (const q of ["ab", "", " ", "x".repeat(101)]) {
      const res = await k.call(`/orders?q=${encodeURIComponent(q)}`, "token");
      expect(res.status, q).toBe(400);
      expect(await res.json()).toMatchObject({ fields: { q: expect.any(String) } });
    }
    expect((await k.call("/orders?q=1234", "stranger")).status).toBe(403);
    expect((await k.call("/orders?q=1234", "nobody")).status).toBe(401);
  });
});

describe("each restaurant's board limits", () => {
  const limits = async (who: Caller) => {
    const res = await k.call("/board/sla", who);
    expect(res.status).toBe(200);
    return (await res.json()) as BoardSla[];
  };

  it("start at the defaults with the restaurant's delivery time; a manager sees their own", async () => {
    const all = await limits("admin");
    expect(all.find((r) => r.restaurantId === "mirabad")).toMatchObject({
      acceptMinutes: 5,
      cookingMinutes: 20,
      deliveryMinutes: expect.any(Number),
    });
    expect(all.length).toBeGreaterThan(1);
    expect((await limits("manager")).map((r) => r.restaurantId)).toEqual(["mirabad"]);
  });

  it("are set by an admin or the restaurant's manager, audited; others are refused before the body", async () => {
    const put = (who: Caller, id: string, body: unknown) => k.call(`/board/sla/${id}`, who, { method: "PUT", body });
    const saved = await put("manager", "mirabad", { acceptMinutes: 3, cookingMinutes: 25 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ restaurantId: "mirabad", acceptMinutes: 3, cookingMinutes: 25 });
    expect((await limits("manager"))[0]).toMatchObject({ acceptMinutes: 3, cookingMinutes: 25 });
    const audit = await k.call("/audit?entity=restaurant&entityId=mirabad", "admin");
    expect(await audit.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: "board-limits", details: expect.objectContaining({ acceptMinutes: 3 }) })]),
    );
    expect((await put("manager", OTHER, { acceptMinutes: 3, cookingMinutes: 25 })).status).toBe(403);
    expect((await put("manager", OTHER, { nonsense: true })).status).toBe(403);
    expect((await put("admin", OTHER, { acceptMinutes: 7, cookingMinutes: 30 })).status).toBe(200);
    expect((await put("admin", "atlantis", { acceptMinutes: 7, cookingMinutes: 30 })).status).toBe(404);
    for (const body of [
      { acceptMinutes: 0, cookingMinutes: 20 },
      { acceptMinutes: 5, cookingMinutes: 241 },
      { acceptMinutes: 2.5, cookingMinutes: 20 },
      { acceptMinutes: 5 },
    ]) {
      expect((await put("admin", "mirabad", body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await put("stranger", "mirabad", { acceptMinutes: 3, cookingMinutes: 25 })).status).toBe(403);
    expect((await k.call("/board/sla", "nobody")).status).toBe(401);
  });
});
