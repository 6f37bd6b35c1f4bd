import { describe, expect, it } from "vitest";
import { STATUS } from "./order-status";
import {
  awaitsPayment,
  isOnline,
  ONLINE_PAYMENT_TYPES,
  PAYMENT_EXPIRED_REASON,
  PAYMENT_REVERSED_REASON,
  paymentState,
  toTiyin,
} from "./payment";

const now = new Date("2026-11-21T12:00:00Z");
const base = { paymentType: "payme", paidAt: null, paymentDueAt: "2026-11-21T12:20:00Z", statusCode: STATUS.received, cancelReason: null };

describe("payment types", () => {
  it("calls payme, click and Telegram's online paid online, and nothing else", () => {
    expect(ONLINE_PAYMENT_TYPES.every(isOnline)).toBe(true);
    for (const t of ["cash", "card", "", "ONLINE", "paypal"]) expect(isOnline(t)).toBe(false);
  });

  it("holds an unpaid online order, not a cash one or a paid one", () => {
    expect(awaitsPayment({ paymentType: "click", paidAt: null })).toBe(true);
    expect(awaitsPayment({ paymentType: "click", paidAt: now })).toBe(false);
    expect(awaitsPayment({ paymentType: "cash", paidAt: null })).toBe(false);
  });

  it("counts tiyin as so'm × 100", () => {
    expect(toTiyin(89_000)).toBe(8_900_000);
  });
});

describe("paymentState", () => {
  it("is none for cash and card, whatever else the row says", () => {
    expect(paymentState({ ...base, paymentType: "cash", paymentDueAt: null }, now)).toBe("none");
    expect(paymentState({ ...base, paymentType: "card", statusCode: STATUS.cancelled }, now)).toBe("none");
  });

  it("awaits within the window, expires at its end even before the job cancels it", () => {
    expect(paymentState(base, now)).toBe("awaiting");
    expect(paymentState(base, new Date("2026-11-21T12:19:59.999Z"))).toBe("awaiting");
    expect(paymentState(base, new Date("2026-11-21T12:20:00Z"))).toBe("expired");
    expect(paymentState({ ...base, paymentDueAt: new Date("2026-11-21T11:00:00Z") }, now)).toBe("expired");
  });

  it("is paid once paid_at is set, even past the window or after a later cancel whose money is still owed back", () => {
    expect(paymentState({ ...base, paidAt: "2026-11-21T12:05:00Z" }, new Date("2026-11-22T00:00:00Z"))).toBe("paid");
    const staffCancelled = { ...base, paidAt: now, statusCode: STATUS.cancelled, cancelReason: "no courier" };
    expect(paymentState(staffCancelled, now)).toBe("paid");
    expect(paymentState({ ...staffCancelled, refund: "needed" }, now)).toBe("paid");
  });

  it("is cancelled once a paid order is cancelled and its money returned", () => {
    const reversed = { ...base, paidAt: now, statusCode: STATUS.cancelled, cancelReason: PAYMENT_REVERSED_REASON };
    // The provider reversed it (Payme's -2, Click's failed Complete after perform): seen without the payments too.
    expect(paymentState(reversed, now)).toBe("cancelled");
    expect(paymentState({ ...reversed, refund: "refunded" }, now)).toBe("cancelled");
    // Staff cancelled it and the refund was made.
    expect(paymentState({ ...base, paidAt: now, statusCode: STATUS.cancelled, cancelReason: "no courier", refund: "refunded" }, now)).toBe(
      "cancelled",
    );
    // Another payment of it still owed back: the money is not all returned yet.
    expect(paymentState({ ...reversed, refund: "needed" }, now)).toBe("paid");
    // A refunded second payment of an order still being delivered: paid.
    expect(paymentState({ ...base, paidAt: now, statusCode: STATUS.cooking, refund: "refunded" }, now)).toBe("paid");
  });

  it("tells an expiry cancellation from a staff cancellation of an unpaid order", () => {
    expect(paymentState({ ...base, statusCode: STATUS.cancelled, cancelReason: PAYMENT_EXPIRED_REASON }, now)).toBe("expired");
    expect(paymentState({ ...base, statusCode: STATUS.cancelled, cancelReason: "customer called" }, now)).toBe("cancelled");
  });

  it("awaits an online order without a due time (placed before payments had windows)", () => {
    expect(paymentState({ ...base, paymentType: "online", paymentDueAt: null }, now)).toBe("awaiting");
  });
});
