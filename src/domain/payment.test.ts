import { describe, expect, it } from "vitest";
import { STATUS } from "./order-status";
import { awaitsPayment, isOnline, ONLINE_PAYMENT_TYPES, PAYMENT_EXPIRED_REASON, paymentState, toTiyin } from "./payment";

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

  it("is paid once paid_at is set, even past the window or after a later cancel", () => {
    expect(paymentState({ ...base, paidAt: "2026-11-21T12:05:00Z" }, new Date("2026-11-22T00:00:00Z"))).toBe("paid");
    expect(paymentState({ ...base, paidAt: now, statusCode: STATUS.cancelled, cancelReason: "no courier" }, now)).toBe("paid");
  });

  it("tells an expiry cancellation from a staff cancellation of an unpaid order", () => {
    expect(paymentState({ ...base, statusCode: STATUS.cancelled, cancelReason: PAYMENT_EXPIRED_REASON }, now)).toBe("expired");
    expect(paymentState({ ...base, statusCode: STATUS.cancelled, cancelReason: "customer called" }, now)).toBe("cancelled");
  });

  it("awaits an online order without a due time (placed before payments had windows)", () => {
    expect(paymentState({ ...base, paymentType: "online", paymentDueAt: null }, now)).toBe("awaiting");
  });
});
