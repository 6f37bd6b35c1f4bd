// Money owed back and the payment window, on the real database: Telegram's captured payments,
// staff cancelling a paid or half-paid order, the console's "mark refunded", Click's reversal
// outcome, and the expiry job.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STATUS } from "../../src/domain/order-status";
import { orders } from "../db/schema";
import { expireUnpaid } from "./expiry";
import {
  markRefunded,
  onOrderCancelled,
  openPayment,
  paymentsToReverse,
  performPayment,
  recordCapturedPayment,
  settleReversal,
} from "./ledger";
import { at, ledgerKitForFile, ok } from "./ledger-test-kit";

const L = ledgerKitForFile();
const now = at(1);
const capture = (orderId: number, amount: number, chargeId: string, currency = "UZS") =>
  L.inTx((tx) => recordCapturedPayment(tx, { orderId, chargeId, providerChargeId: `p-${chargeId}`, amount, currency }, now));
/** What staff cancelling does: the order's change and onOrderCancelled, one transaction. */
const staffCancel = (id: number) =>
  L.inTx(async (tx) => {
    await tx.update(orders).set({ statusCode: STATUS.cancelled, cancelReason: "No courier" }).where(eq(orders.id, id));
    return onOrderCancelled(tx, id, now);
  });

describe("Telegram's captured payments", () => {
  it("pays the order once; the same charge again changes nothing", async () => {
    const { id, amount } = await L.awaiting("online");
    const first = ok(await capture(id, amount, "c1"));
    expect(first).toMatchObject({ provider: "telegram", state: "performed", refund: null, providerChargeId: "p-c1" });
    expect((await L.order(id)).paidAt).toEqual(now);
    const again = await capture(id, amount, "c1");
    expect(again).toMatchObject({ ok: true, repeated: true, payment: { id: first.id } });
    expect(await L.rows(id)).toHaveLength(1);
  });

  it.each([
    ["paid twice", "online", 0, "UZS", "paid_twice"],
    ["another amount", "online", 100, "UZS", "amount_mismatch"],
    ["another currency", "online", 0, "USD", "currency_mismatch"],
    ["a cash order", "cash", 0, "UZS", "not_online"],
  ] as const)("flags %s: performed, refund needed, operators told", async (_, type, extra, currency, reason) => {
    const { id, amount } = await L.awaiting("online");
    if (reason === "paid_twice") ok(await capture(id, amount, `${id}-first`));
    if (type === "cash") await L.db.update(orders).set({ paymentType: "cash", paymentDueAt: null }).where(eq(orders.id, id));
    const row = ok(await capture(id, amount + extra, `${id}-x`, currency));
    expect(row).toMatchObject({ state: "performed", refund: "needed", refundReason: reason, currency });
    expect((await L.outbox(id)).filter((k) => k.endsWith(":refund"))).toEqual(["operator:refund"]);
  });

  it("flags a payment of an order staff cancelled meanwhile, and leaves it cancelled and unpaid", async () => {
    const { id, amount } = await L.awaiting("online");
    await staffCancel(id);
    expect(ok(await capture(id, amount, `${id}-late`))).toMatchObject({ refund: "needed", refundReason: "order_cancelled" });
    expect(await L.order(id)).toMatchObject({ statusCode: STATUS.cancelled, paidAt: null });
  });

  it("refuses an order that does not exist (nothing to store it against)", async () => {
    expect(await capture(99_999_999, 100, "ghost")).toEqual({ ok: false, error: "order_not_found" });
  });
});

describe("staff cancelling", () => {
  it("ends a live transaction: its later perform is refused and no money moves", async () => {
    const { id, amount } = await L.awaiting("payme");
    const p = { provider: "payme" as const, providerTxId: L.txId() };
    ok(await L.inTx((tx) => openPayment(tx, { ...p, orderId: id, amount }, now)));
    expect((await staffCancel(id)).map((r) => [r.state, r.cancelReason])).toEqual([["cancelled", 3]]);
    expect(await L.inTx((tx) => performPayment(tx, p, at(2)))).toEqual({ ok: false, error: "payment_cancelled" });
  });

  it("owes Payme's money back (needed) and asks Click for a reversal (requested), settled either way", async () => {
    const payme = await L.awaiting("payme");
    const pp = { provider: "payme" as const, providerTxId: L.txId() };
    ok(await L.inTx((tx) => openPayment(tx, { ...pp, orderId: payme.id, amount: payme.amount }, now)));
    ok(await L.inTx((tx) => performPayment(tx, pp, now)));
    const paymeChanged = await staffCancel(payme.id);
    expect(paymeChanged.map((r) => [r.refund, r.refundReason])).toEqual([["needed", "order_cancelled"]]);
    expect(paymentsToReverse(paymeChanged)).toEqual([]);
    expect(await L.outbox(payme.id)).toContain("operator:refund");

    const click = await L.awaiting("click");
    const cp = { provider: "click" as const, providerTxId: L.txId() };
    ok(await L.inTx((tx) => openPayment(tx, { ...cp, orderId: click.id, amount: click.amount }, now)));
    ok(await L.inTx((tx) => performPayment(tx, cp, now)));
    const reverse = paymentsToReverse(await staffCancel(click.id));
    expect(reverse.map((r) => r.refund)).toEqual(["requested"]);
    expect(await L.outbox(click.id)).not.toContain("operator:refund");
    const failed = ok(await L.inTx((tx) => settleReversal(tx, reverse[0].id, false, at(2), "-5017")));
    expect(failed).toMatchObject({ refund: "needed", state: "performed" });
    expect(await L.outbox(click.id)).toContain("operator:refund");
    await L.db.execute(`update payments set refund = 'requested' where id = ${reverse[0].id}`);
    expect(ok(await L.inTx((tx) => settleReversal(tx, reverse[0].id, true, at(3))))).toMatchObject({
      refund: "refunded",
      state: "cancelled",
      refundedBy: "click",
    });
  });

  it("mark refunded: only a row owing money, once, by whom", async () => {
    const { id, amount } = await L.awaiting("online");
    ok(await capture(id, amount, `${id}-a`));
    const owed = ok(await capture(id, amount, `${id}-b`));
    const actor = { staffId: null, name: "Admin Aziza" };
    const paid = (await L.rows(id))[0];
    expect(await L.inTx((tx) => markRefunded(tx, actor, paid.id, now))).toEqual({ ok: false, error: "not_refundable" });
    expect(ok(await L.inTx((tx) => markRefunded(tx, actor, owed.id, at(2))))).toMatchObject({
      refund: "refunded",
      refundedBy: "Admin Aziza",
      refundedAt: at(2),
    });
    expect(await L.inTx((tx) => markRefunded(tx, actor, owed.id, at(3)))).toMatchObject({ ok: true, repeated: true });
    expect(await L.inTx((tx) => markRefunded(tx, actor, 99_999_999, now))).toEqual({ ok: false, error: "payment_not_found" });
    expect(await L.audits(owed.id)).toEqual(["telegram:capture", "Admin Aziza:refunded"]);
  });
});

describe("the payment window", () => {
  it("expires unpaid online orders past due, ends their live transactions, and tells no chat", async () => {
    const late = await L.awaiting("payme", 5);
    const p = { provider: "payme" as const, providerTxId: L.txId() };
    ok(await L.inTx((tx) => openPayment(tx, { ...p, orderId: late.id, amount: late.amount }, now)));
    const inTime = await L.awaiting("click", 30);
    const paid = await L.awaiting("online", 5);
    ok(await capture(paid.id, paid.amount, `${paid.id}-paid`));
    const cash = await L.k.placed(200);

    const expired = await expireUnpaid(L.db, at(10));
    expect(expired).toContain(late.id);
    for (const other of [inTime.id, paid.id, cash]) expect(expired).not.toContain(other);
    expect(await L.order(late.id)).toMatchObject({ statusCode: STATUS.cancelled, cancelReason: "payment_expired" });
    expect((await L.rows(late.id)).map((r) => [r.state, r.cancelReason])).toEqual([["cancelled", 4]]);
    expect(await L.outbox(late.id)).toEqual([]);
    expect((await L.order(inTime.id)).statusCode).toBe(STATUS.received);
    expect(await expireUnpaid(L.db, at(11))).not.toContain(late.id);
  });
});
