import { describe, expect, it } from "vitest";
import {
  BOARD_COLUMNS,
  canCancel,
  isActiveStatus,
  mayMoveFrom,
  nextStatus,
  notifiesCustomer,
  notifiesOperators,
  ORDER_STATUSES,
  STATUS,
  STATUS_CODES,
  type StatusFacts,
  statusFacts,
  statusLabelId,
  statusName,
  timeline,
} from "./order-status";
import { DELIVERY, PICKUP } from "./order-type";
import { STAFF_ROLES } from "./staff-roles";

const FACTS: (keyof StatusFacts)[] = [
  "code",
  "active",
  "boardColumn",
  "next",
  "cancellable",
  "movedBy",
  "notifiesCustomer",
  "notifiesOperators",
  "label",
  "name",
];
const rows = Object.entries(ORDER_STATUSES) as [keyof typeof ORDER_STATUSES, StatusFacts][];

describe("the table of order facts", () => {
  it("keeps the wire's codes", () => {
    expect(STATUS).toEqual({ received: 0, confirmed: 1, cooking: 2, ready: 3, onTheWay: 4, completed: 201, cancelled: 255 });
    expect(STATUS_CODES).toEqual([0, 1, 2, 3, 4, 201, 255]);
  });

  it.each(rows)("%s has every fact", (_key, facts) => {
    for (const fact of FACTS) expect(facts[fact], fact).not.toBeUndefined();
    expect(Object.keys(facts).sort()).toEqual([...FACTS].sort());
    for (const type of ["delivery", "pickup"] as const) {
      expect(typeof facts.notifiesCustomer[type]).toBe("boolean");
      expect(facts.label[type]).toMatch(/^[a-zA-Z]+$/);
    }
  });

  it("has one code, board column and name per status", () => {
    for (const fact of ["code", "boardColumn", "name"] as const) expect(new Set(rows.map(([, f]) => f[fact])).size).toBe(rows.length);
    expect(BOARD_COLUMNS).toEqual([0, 1, 2, 3, 4, 201, 255]);
  });

  it("finishes with completed and cancelled only", () => {
    expect(STATUS_CODES.filter((code) => !isActiveStatus(code))).toEqual([STATUS.completed, STATUS.cancelled]);
    // An unknown code counts as active (it is no finished order), as it always did.
    expect(isActiveStatus(7)).toBe(true);
  });

  it("lets staff move only what still moves", () => {
    for (const [, facts] of rows) {
      const moves = facts.next.delivery !== null || facts.next.pickup !== null || facts.cancellable;
      expect(facts.movedBy.length > 0, facts.name).toBe(moves);
      expect(facts.active, facts.name).toBe(moves);
      for (const role of STAFF_ROLES) expect(mayMoveFrom(role, facts.code)).toBe(facts.movedBy.includes(role));
    }
    expect(mayMoveFrom("admin", 7)).toBe(false);
  });
});

describe("transitions agree with the table", () => {
  it("moves on as the table says", () => {
    for (const [, facts] of rows)
      for (const [type, id] of [
        ["delivery", DELIVERY],
        ["pickup", PICKUP],
      ] as const) {
        const next = facts.next[type];
        expect(nextStatus(facts.code, id)).toBe(next === null ? null : ORDER_STATUSES[next].code);
      }
  });

  it("goes received → confirmed → cooking → ready → on the way → completed for a delivery", () => {
    expect(timeline(DELIVERY)).toEqual([0, 1, 2, 3, 4, 201]);
    expect(timeline(PICKUP)).toEqual([0, 1, 2, 3, 201]);
  });

  it("cancels until the order leaves the kitchen", () => {
    expect(STATUS_CODES.filter(canCancel)).toEqual([0, 1, 2, 3]);
    expect(canCancel(7)).toBe(false);
  });

  it("never moves an order back, or out of a finished status", () => {
    for (const type of [DELIVERY, PICKUP]) {
      const steps = timeline(type);
      for (const code of STATUS_CODES) {
        if (code !== STATUS.cancelled && !steps.includes(code)) continue; // on the way: never for a pickup
        const next = nextStatus(code, type);
        if (next !== null) expect(steps.indexOf(next)).toBe(steps.indexOf(code) + 1);
        else expect(isActiveStatus(code)).toBe(false);
      }
    }
  });
});

describe("what a status tells whom", () => {
  it("notifies the customer of received, confirmed, on the way, cancelled and a pickup's ready", () => {
    expect(STATUS_CODES.filter((c) => notifiesCustomer(c, DELIVERY))).toEqual([0, 1, 4, 255]);
    expect(STATUS_CODES.filter((c) => notifiesCustomer(c, PICKUP))).toEqual([0, 1, 3, 4, 255]);
  });

  it("alerts the operators of a new order", () => {
    expect(STATUS_CODES.filter(notifiesOperators)).toEqual([0]);
  });

  it("labels a pickup's ready and completed apart", () => {
    expect(statusLabelId(STATUS.ready, DELIVERY)).toBe("ready");
    expect(statusLabelId(STATUS.ready, PICKUP)).toBe("readyForPickup");
    expect(statusLabelId(STATUS.completed, PICKUP)).toBe("pickedUp");
    expect(statusLabelId(STATUS.cooking)).toBe("cooking");
    expect(statusLabelId(7)).toBeUndefined();
    expect(statusFacts(7)).toBeUndefined();
    expect(statusName(STATUS.onTheWay)).toBe("on the way");
    expect(statusName(7)).toBe("7");
  });
});
