import { describe, expect, it } from "vitest";
import { DEFAULT_SLA, minutesSince, orderSla, type SlaOrder } from "./order-sla";
import { STATUS } from "./order-status";
import { DELIVERY, PICKUP } from "./order-type";

const limits = { ...DEFAULT_SLA, deliveryMinutes: 40 };
const T0 = Date.parse("2026-11-24T15:00:00Z");
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const order = (o: Partial<SlaOrder> = {}): SlaOrder => ({
  statusCode: STATUS.received,
  orderTypeId: DELIVERY,
  createdAt: at(0),
  statusAt: at(0),
  slot: null,
  ...o,
});
const sla = (o: SlaOrder, minutes: number) => orderSla(o, limits, T0 + minutes * 60_000);

describe("an order's SLA colour", () => {
  it("an unaccepted order turns soon at 60% of the restaurant's limit and late at the limit", () => {
    expect(sla(order(), 2)).toEqual({ level: "ok", rule: null });
    expect(sla(order(), 3)).toEqual({ level: "soon", rule: "unaccepted" });
    expect(sla(order(), 5)).toEqual({ level: "late", rule: "unaccepted" });
    expect(orderSla(order(), { ...limits, acceptMinutes: 10 }, T0 + 5 * 60_000)).toEqual({ level: "ok", rule: null });
  });

  it("an accepted order is not late for acceptance however old it is", () => {
    expect(sla(order({ statusCode: STATUS.confirmed, statusAt: at(1) }), 90).level).toBe("ok");
  });

  it("cooking counts from when cooking began, against the cooking time", () => {
    const cooking = order({ statusCode: STATUS.cooking, statusAt: at(30) });
    expect(sla(cooking, 40).level).toBe("ok");
    expect(sla(cooking, 42)).toEqual({ level: "soon", rule: "cooking" });
    expect(sla(cooking, 50)).toEqual({ level: "late", rule: "cooking" });
  });

  it("a delivery for a time is soon once it should have left and late at its slot", () => {
    const slotted = order({ statusCode: STATUS.confirmed, statusAt: at(55), slot: at(120) });
    expect(sla(slotted, 79).level).toBe("ok");
    expect(sla(slotted, 80)).toEqual({ level: "soon", rule: "slot" });
    expect(sla({ ...slotted, statusCode: STATUS.onTheWay }, 100).level).toBe("ok");
    expect(sla({ ...slotted, statusCode: STATUS.onTheWay }, 120)).toEqual({ level: "late", rule: "slot" });
  });

  it("a pickup for a time is late when not ready by then, fine once ready", () => {
    const pickup = order({ orderTypeId: PICKUP, statusCode: STATUS.cooking, statusAt: at(100), slot: at(120) });
    expect(sla(pickup, 105).level).toBe("ok");
    expect(sla(pickup, 111)).toEqual({ level: "soon", rule: "slot" });
    expect(sla(pickup, 121)).toEqual({ level: "late", rule: "slot" });
    expect(sla({ ...pickup, statusCode: STATUS.ready }, 200).level).toBe("ok");
  });

  it("the worst rule wins: late cooking beats a slot that is only soon", () => {
    const both = order({ statusCode: STATUS.cooking, statusAt: at(0), slot: at(60) });
    expect(sla(both, 25)).toEqual({ level: "late", rule: "cooking" });
  });

  it("finished orders are never coloured", () => {
    expect(sla(order({ statusCode: STATUS.completed, slot: at(0) }), 500).level).toBe("ok");
    expect(sla(order({ statusCode: STATUS.cancelled }), 500).level).toBe("ok");
  });

  it("a row's age is whole minutes, never negative", () => {
    expect(minutesSince(at(0), T0 + 59_999)).toBe(0);
    expect(minutesSince(at(0), T0 + 61 * 60_000)).toBe(61);
    expect(minutesSince(at(5), T0)).toBe(0);
  });
});
