import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperatorOrder, OperatorOrderDetail } from "../../src/contract/operator";
import { OTHER, type OrdersKit, ordersKit, plain } from "./orders-test-kit";

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKit();
});
afterAll(() => k.t.close());

const board = async (query: string, who: Parameters<OrdersKit["call"]>[1] = "token") => {
  const res = await k.call(`/orders${query}`, who);
  expect(res.status).toBe(200);
  return (await res.json()) as OperatorOrder[];
};
const ids = (rows: OperatorOrder[]) => rows.map((r) => r.orderId);

describe("the orders board", () => {
  it("lists active orders oldest first with what the kitchen needs", async () => {
    const first = await k.placed(0);
    const second = await k.placed(200);
    const rows = await board("");
    const mine = rows.filter((r) => r.orderId === first || r.orderId === second);
    expect(ids(mine)).toEqual([first, second]);
    expect(mine[0]).toMatchObject({
      statusCode: 0,
      orderTypeId: 0,
      restaurantId: "mirabad",
      slot: null,
      name: "C",
      phone: "+998901000009",
      total: expect.any(Number),
      paymentType: "card",
      paid: false,
      address: "Nukus ko‘chasi, 7",
      comment: "Ring twice",
      cancelReason: null,
      lineCount: 1,
    });
    expect(mine[1].address).toBeNull();
  });

  it("leaves finished orders to `all` (newest first), with the cancel reason", async () => {
    const done = await k.placed(200);
    await k.call(`/orders/${done}/cancel`, "token", { method: "POST", body: { reason: "Customer called" } });
    const live = await k.placed(200);
    expect(ids(await board("")).includes(done)).toBe(false);
    const all = await board("?status=all");
    expect(ids(all).indexOf(live)).toBeLessThan(ids(all).indexOf(done));
    expect(all.find((r) => r.orderId === done)).toMatchObject({ statusCode: 255, cancelReason: "Customer called" });
    for (let i = 1; i < all.length; i++) expect(all[i - 1].createdAt >= all[i].createdAt).toBe(true);
  });

  it("does not show an online order until it is paid", async () => {
    const id = await k.placed(200);
    await k.makeOnlineUnpaid(id);
    expect(ids(await board("?status=all")).includes(id)).toBe(false);
    await k.markPaid(id);
    expect((await board("")).find((r) => r.orderId === id)).toMatchObject({ paymentType: "online", paid: true });
  });

  it("shows a manager their restaurant only, and refuses another's", async () => {
    const own = await k.placed(200);
    const other = await k.placed(200, OTHER);
    const managers = await board("", "manager");
    expect(ids(managers)).toContain(own);
    expect(managers.every((r) => r.restaurantId === "mirabad")).toBe(true);
    expect(ids(await board("?restaurantId=mirabad", "manager"))).toContain(own);
    const refused = await k.call(`/orders?restaurantId=${OTHER}`, "manager");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "other_restaurant" });

    const admins = await board(`?restaurantId=${OTHER}`, "admin");
    expect(ids(admins)).toContain(other);
    expect(admins.every((r) => r.restaurantId === OTHER)).toBe(true);
    expect(ids(await board("", "admin"))).toEqual(expect.arrayContaining([own, other]));
  });

  it("refuses bad filters, strangers and nobody", async () => {
    expect((await k.call("/orders?status=finished", "token")).status).toBe(400);
    expect((await k.call("/orders?restaurantId=atlantis", "admin")).status).toBe(404);
    expect((await k.call("/orders?restaurantId=atlantis", "manager")).status).toBe(403);
    expect((await k.call("/orders", "stranger")).status).toBe(403);
    expect((await k.call("/orders", "nobody")).status).toBe(401);
  });
});

describe("one order in full", () => {
  it("has lines, address, payment, customer and history, in the language asked", async () => {
    const id = await k.placed(0);
    await k.call(`/orders/${id}/advance`, "token", { method: "POST" });
    const res = await k.call(`/orders/${id}?Language=3`, "manager");
    expect(res.status).toBe(200);
    const order = (await res.json()) as OperatorOrderDetail;
    expect(order).toMatchObject({
      orderId: id,
      statusCode: 1,
      name: "C",
      phone: "+998901000009",
      comment: "Ring twice",
      paymentType: "card",
      paid: false,
      paidAt: null,
      cancelReason: null,
      channel: "web",
      address: { address: "Nukus ko‘chasi, 7", house: "7", floor: "3", apartment: "12" },
    });
    expect(order.products).toEqual([expect.objectContaining({ id: plain.id, name: plain.name.en, count: 1 })]);
    expect(order.statusHistory.map((h) => h.statusCode)).toEqual([0, 1]);
    const russian = (await (await k.call(`/orders/${id}`, "token")).json()) as OperatorOrderDetail;
    expect(russian.products[0].name).toBe(plain.name.ru);
  });

  it("is another restaurant's manager's 403, a stranger's 403, nobody's 401", async () => {
    const other = await k.placed(200, OTHER);
    const refused = await k.call(`/orders/${other}`, "manager");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "other_restaurant" });
    expect((await k.call(`/orders/${other}`, "admin")).status).toBe(200);
    expect((await k.call(`/orders/${other}`, "stranger")).status).toBe(403);
    expect((await k.call(`/orders/${other}`, "nobody")).status).toBe(401);
    expect((await k.call("/orders/999999", "token")).status).toBe(404);
    expect((await k.call("/orders/x1", "token")).status).toBe(400);
    expect((await k.call(`/orders/${other}?Language=9`, "token")).status).toBe(400);
  });
});
