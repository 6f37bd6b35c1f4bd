import { describe, expect, it } from "vitest";
import { STATUS } from "../../domain/order-status";
import { awaitingPayment, type OrderPayment, paymentView } from "./payment-view";

const NOW = Date.parse("2026-11-24T12:00:00+05:00");
const payment = (over: Partial<OrderPayment> = {}): OrderPayment => ({
  state: "awaiting",
  method: "payme",
  url: "https://checkout.paycom.uz/abc",
  dueAt: "2026-11-24T12:20:00+05:00",
  receiptUrl: null,
  refund: null,
  ...over,
});
const order = (p: OrderPayment | null, statusCode: number = STATUS.received) => ({
  statusCode,
  paymentType: p?.method ?? "cash",
  payment: p,
});

describe("the tracker's payment", () => {
  it("waits for an online payment until its deadline, with the link that resumes it", () => {
    expect(paymentView(order(payment()), NOW)).toEqual({
      state: "awaiting",
      method: "payme",
      payUrl: "https://checkout.paycom.uz/abc",
      dueAt: "2026-11-24T12:20:00+05:00",
      refund: null,
      receiptUrl: null,
    });
    expect(awaitingPayment(order(payment()))).toBe(true);
  });

  it("is out of time once the deadline has passed, even before the server's job has run: no Pay button", () => {
    const late = paymentView(order(payment()), Date.parse("2026-11-24T12:20:00+05:00"));
    expect(late).toMatchObject({ state: "expired", payUrl: null, dueAt: "2026-11-24T12:20:00+05:00" });
    expect(paymentView(order(payment({ state: "expired", url: null })), NOW)).toMatchObject({ state: "expired", payUrl: null });
  });

  it("is paid, with the fiscal receipt once known; a paid order has no Pay button and no deadline", () => {
    const paid = paymentView(order(payment({ state: "paid", receiptUrl: "https://ofd.soliq.uz/check?t=1" })), NOW);
    expect(paid).toMatchObject({ state: "paid", payUrl: null, dueAt: null, receiptUrl: "https://ofd.soliq.uz/check?t=1" });
    expect(awaitingPayment(order(payment({ state: "paid" })))).toBe(false);
  });

  it("says a refund is owed or made", () => {
    expect(paymentView(order(payment({ state: "paid", refund: "needed" }), STATUS.cancelled), NOW)).toMatchObject({
      state: "paid",
      refund: "needed",
    });
    expect(paymentView(order(payment({ state: "cancelled", refund: "refunded" }), STATUS.cancelled), NOW).refund).toBe("refunded");
  });

  it("does not offer to pay for an order the restaurant cancelled while it waited", () => {
    expect(paymentView(order(payment(), STATUS.cancelled), NOW)).toMatchObject({ state: "cancelled", payUrl: null });
  });

  it("pays at the door for cash and card, and reads an older answer's Telegram flag", () => {
    expect(paymentView(order(payment({ state: "none", method: "card", url: null, dueAt: null })), NOW).state).toBe("none");
    expect(paymentView({ statusCode: STATUS.received, paymentType: "cash" }, NOW).state).toBe("none");
    expect(paymentView({ statusCode: STATUS.received, paymentType: "online", paid: true }, NOW).state).toBe("paid");
    expect(paymentView({ statusCode: STATUS.received, paymentType: "online", paid: false }, NOW)).toMatchObject({
      state: "awaiting",
      payUrl: null,
    });
  });
});
