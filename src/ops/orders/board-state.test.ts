import { describe, expect, it } from "vitest";
import type { OperatorOrder } from "../../contract/operator";
import type { StatusCode } from "../../domain/order-status";
import { applyEvent, groupByStatus, newOrders, withEvents } from "./board-state";

const order = (orderId: number, statusCode: StatusCode, restaurantId = "mirabad"): OperatorOrder => ({
  orderId,
  statusCode,
  orderTypeId: 0,
  restaurantId,
  createdAt: `2026-11-23T10:0${orderId}:00.000Z`,
  statusAt: `2026-11-23T10:0${orderId}:00.000Z`,
  slot: null,
  name: "Ali",
  phone: "+998901112233",
  total: 100_000,
  paymentType: "cash",
  paid: false,
  address: "Amir Temur 1",
  comment: "",
  cancelReason: null,
  lineCount: 1,
  channel: "web",
});

describe("the board's live rows", () => {
  it("adds a new order and replaces a known one", () => {
    const rows = [order(1, 0)];
    expect(applyEvent(rows, order(2, 0), "active", null).map((r) => r.orderId)).toEqual([1, 2]);
    expect(applyEvent(rows, order(1, 1), "active", null)).toEqual([order(1, 1)]);
  });

  it("drops finished orders from the active board but keeps them on the full one", () => {
    const rows = [order(1, 3), order(2, 0)];
    expect(applyEvent(rows, order(1, 201), "active", null).map((r) => r.orderId)).toEqual([2]);
    expect(applyEvent(rows, order(1, 255), "all", null).map((r) => r.statusCode)).toEqual([255, 0]);
  });

  it("ignores another restaurant's orders when the board shows one", () => {
    expect(applyEvent([order(1, 0)], order(2, 0, "chilanzar"), "active", "mirabad").map((r) => r.orderId)).toEqual([1]);
  });

  it("groups by status in the kitchen's order and counts new orders", () => {
    const rows = [order(3, 2), order(1, 0), order(2, 0), order(4, 255)];
    expect(groupByStatus(rows).map((g) => [g.statusCode, g.orders.map((o) => o.orderId)])).toEqual([
      [0, [1, 2]],
      [2, [3]],
      [255, [4]],
    ]);
    expect(newOrders(rows)).toBe(2);
  });
});

describe("a list read while events arrived (withEvents)", () => {
  const at = (o: OperatorOrder, statusAt: string) => ({ ...o, statusAt });

  it("adds an order placed while the list was read, and keeps each order's latest event", () => {
    const list = [order(1, 0)];
    const placed = order(2, 0);
    const rows = withEvents(list, [placed], "active", null);
    expect(rows.map((r) => r.orderId)).toEqual([1, 2]);
  });

  it("moves or drops an order the list has in an earlier state", () => {
    const list = [order(1, 0), order(2, 0)];
    const confirmed = at(order(1, 1), "2026-11-23T11:00:00.000Z");
    const cancelled = at(order(2, 255), "2026-11-23T11:00:00.000Z");
    expect(withEvents(list, [confirmed, cancelled], "active", null).map((r) => [r.orderId, r.statusCode])).toEqual([[1, 1]]);
  });

  it("leaves alone an order the list already has in a later state than the event", () => {
    const list = [at(order(1, 2), "2026-11-23T11:30:00.000Z")];
    const stale = at(order(1, 1), "2026-11-23T11:00:00.000Z");
    expect(withEvents(list, [stale], "active", null)).toEqual(list);
  });

  it("keeps another restaurant's events off a restaurant's board", () => {
    expect(withEvents([order(1, 0)], [order(2, 0, "chilanzar")], "active", "mirabad").map((r) => r.orderId)).toEqual([1]);
  });
});
