// Loyalty points in the customers API (issue 26): the list's `points` (and the CSV's column) is the
// customer's balance kept by migration 0018's triggers; one customer's `pointMoves` are the ledger's
// rows, newest first, a manager's only those of their restaurant's orders. The moves are made by
// completing and cancelling real orders, so the triggers write them as in life.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomerDetail, CustomersPage } from "../../../src/contract/operator-customers";
import { STATUS } from "../../../src/domain/order-status";
import { customers, loyaltyMoves, orders } from "../../db/schema";
import { mirabad, OTHER } from "../orders-test-kit";
import { type CustomersKit, customersKit } from "./customers-test-kit";

let k: CustomersKit;
let customerId = "";
let none = "";
const order = { here: 0, elsewhere: 0, open: 0 };

const db = () => k.t.database.db;
const earnedBy = async (orderId: number) => {
  const [o] = await db().select({ subtotal: orders.subtotal, discount: orders.discount }).from(orders).where(eq(orders.id, orderId));
  return Math.floor(((o?.subtotal ?? 0) - (o?.discount ?? 0)) * 0.05);
};
const detail = async (who: "admin" | "manager") => {
  const res = await k.call(`/customers/${customerId}`, who);
  expect(res.status).toBe(200);
  return (await res.json()) as CustomerDetail;
};

beforeAll(async () => {
  k = await customersKit();
  const lola = await k.webCustomer("+998901110201", "Lola Ptest");
  customerId = lola.customerId;
  // Nodir signed in and never ordered: his name is his own.
  none = (await k.webCustomer("+998901110202", "Nodir Ptest")).customerId;
  await db().update(customers).set({ name: "Nodir Ptest" }).where(eq(customers.id, none));
  for (const [name, restaurant] of [
    ["here", mirabad.id],
    ["elsewhere", OTHER],
    ["open", mirabad.id],
  ] as const) {
    const placed = await lola.place(restaurant);
    expect(placed.status, name).toBe(201);
    order[name] = placed.orderId;
  }
  // Completed at Mirabad (earns), completed elsewhere (earns), then the Mirabad one cancelled (taken back).
  await k.setOrder(order.here, { status: STATUS.completed, total: 100_000, at: "2026-11-01T12:00:00+05:00" });
  await k.setOrder(order.elsewhere, { status: STATUS.completed, total: 100_000, at: "2026-11-02T12:00:00+05:00" });
  await k.setOrder(order.here, { status: STATUS.cancelled, total: 100_000, at: "2026-11-01T12:00:00+05:00" });
});
afterAll(() => k.t.close());

describe("a customer's points", () => {
  it("the list shows each customer's balance, as the ledger left it", async () => {
    const kept = await earnedBy(order.elsewhere);
    expect(kept).toBeGreaterThan(0);
    const [row] = await db().select({ points: customers.points }).from(customers).where(eq(customers.id, customerId));
    expect(row?.points).toBe(kept);
    const res = await k.call("/customers?q=ptest", "admin");
    expect(res.status).toBe(200);
    const page = (await res.json()) as CustomersPage;
    expect(page.items.map((c) => [c.id, c.points])).toEqual(
      expect.arrayContaining([
        [customerId, kept],
        [none, 0],
      ]),
    );
  });

  it("one customer's page lists the moves newest first: taken back, earned elsewhere, earned here", async () => {
    const earnedHere = await earnedBy(order.here);
    const earnedElsewhere = await earnedBy(order.elsewhere);
    const c = await detail("admin");
    expect(c.points).toBe(earnedElsewhere);
    expect(c.pointMoves.map((m) => [m.orderId, m.move, m.points, m.balanceAfter])).toEqual([
      [order.here, "revoke_earn", -earnedHere, earnedElsewhere],
      [order.elsewhere, "earn", earnedElsewhere, earnedHere + earnedElsewhere],
      [order.here, "earn", earnedHere, earnedHere],
    ]);
    for (const m of c.pointMoves) expect(Number.isNaN(Date.parse(m.at)), m.at).toBe(false);
    // Exactly the ledger's rows, nothing made up.
    const ledger = await db().select().from(loyaltyMoves).where(eq(loyaltyMoves.customerId, customerId));
    expect(c.pointMoves).toHaveLength(ledger.length);
    // An order still open has no move; a customer without any has an empty history.
    expect(c.pointMoves.some((m) => m.orderId === order.open)).toBe(false);
    const nobody = (await (await k.call(`/customers/${none}`, "admin")).json()) as CustomerDetail;
    expect([nobody.points, nobody.pointMoves]).toEqual([0, []]);
  });

  it("a manager sees the chain-wide balance but only the moves of their restaurant's orders", async () => {
    const c = await detail("manager");
    expect(c.points).toBe(await earnedBy(order.elsewhere));
    expect(c.pointMoves.map((m) => [m.orderId, m.move])).toEqual([
      [order.here, "revoke_earn"],
      [order.here, "earn"],
    ]);
  });

  it("the CSV has a points column with each balance", async () => {
    const res = await k.call("/customers?q=ptest&format=csv&sort=newest", "admin");
    expect(res.status).toBe(200);
    const lines = (await res.text()).replace(/^\uFEFF/, "").split("\r\n");
    const header = lines[0]?.split(",") ?? [];
    const at = header.indexOf("points");
    expect(at).toBe(header.indexOf("spent_uzs") + 1);
    const cells = (id: string) => lines.find((l) => l.startsWith(`${id},`))?.split(",") ?? [];
    expect(cells(customerId)[at]).toBe(String(await earnedBy(order.elsewhere)));
    expect(cells(none)[at]).toBe("0");
  });
});
