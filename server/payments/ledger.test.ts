// The ledger's operations on the real database (PGlite, or PostgreSQL with DATABASE_URL), called
// as the providers' protocols call them: each inside a transaction of its own.
import { describe, expect, it } from "vitest";
import { STATUS } from "../../src/domain/order-status";
import { at, ledgerKitForFile } from "./ledger-test-kit";
import { cancelPayment, type LedgerResult, openPayment, payableOrder, performPayment } from "./ledger";

const L = ledgerKitForFile();
const ok = (r: LedgerResult) => {
  if (!r.ok) throw new Error(`the ledger refused: ${r.error}`);
  return r;
};
const now = at(1);

describe("open and perform", () => {
  it("opens a created row, performs it, marks the order paid, and answers repeats with the same row", async () => {
    const { id, amount } = await L.awaiting("payme");
    const p = { provider: "payme" as const, providerTxId: L.txId() };
    const opened = ok(await L.inTx((tx) => openPayment(tx, { ...p, orderId: id, amount, providerTime: 1_700_000_000_000 }, now)));
    expect(opened).toMatchObject({ repeated: false, payment: { state: "created", amount, currency: "UZS", orderId: id } });
    expect(ok(await L.inTx((tx) => openPayment(tx, { ...p, orderId: id, amount }, at(2))))).toMatchObject({
      repeated: true,
      payment: { id: opened.payment.id, createdAt: now },
    });
    expect((await L.order(id)).paidAt).toBeNull();
    expect(await L.outbox(id)).toEqual([]);

    const performed = ok(await L.inTx((tx) => performPayment(tx, p, at(3))));
    expect(performed).toMatchObject({ repeated: false, payment: { state: "performed", refund: null, performedAt: at(3) } });
    expect((await L.order(id)).paidAt).toEqual(at(3));
    expect(await L.outbox(id)).toEqual(["operator:paid"]);
    expect(ok(await L.inTx((tx) => performPayment(tx, p, at(4))))).toMatchObject({ repeated: true, payment: { performedAt: at(3) } });
    expect(await L.audits(opened.payment.id)).toEqual(["payme:open", "payme:perform"]);
  });

  it("wakes the order's trackers and the boards when it is paid (a payment adds no status)", async () => {
    const { id, amount } = await L.awaiting("click");
    const p = { provider: "click" as const, providerTxId: L.txId() };
    ok(await L.inTx((tx) => openPayment(tx, { ...p, orderId: id, amount }, now)));
    const heard: string[] = [];
    const stop = await L.k.t.database.listen("order_status", (payload) => heard.push(payload));
    try {
      ok(await L.inTx((tx) => performPayment(tx, p, now)));
      await expect.poll(() => heard.includes(String(id))).toBe(true);
    } finally {
      await stop();
    }
  });

  it("refuses an unknown order, another amount, another method, and a paid order", async () => {
    const { id, amount } = await L.awaiting("payme");
    const open = (orderId: number, a: number, provider: "payme" | "click" = "payme") =>
      L.inTx((tx) => openPayment(tx, { provider, providerTxId: L.txId(), orderId, amount: a }, now));
    expect(await open(99_999_999, amount)).toEqual({ ok: false, error: "order_not_found" });
    expect(await open(-1, amount)).toEqual({ ok: false, error: "order_not_found" });
    expect(await open(id, amount + 100)).toEqual({ ok: false, error: "wrong_amount" });
    expect(await open(id, amount, "click")).toEqual({ ok: false, error: "not_payable" });
    const cash = await L.k.placed(200);
    expect(await L.inTx((tx) => payableOrder(tx, cash, "payme", amount, now))).toEqual({ ok: false, error: "not_payable" });
    const p = { provider: "payme" as const, providerTxId: L.txId() };
    ok(await L.inTx((tx) => openPayment(tx, { ...p, orderId: id, amount }, now)));
    ok(await L.inTx((tx) => performPayment(tx, p, now)));
    expect(await open(id, amount)).toEqual({ ok: false, error: "not_payable" });
    expect(await L.rows(id)).toHaveLength(1);
  });

  it("keeps one live Payme transaction per order, while a new Click attempt replaces an abandoned one", async () => {
    const payme = await L.awaiting("payme");
    const first = ok(
      await L.inTx((tx) => openPayment(tx, { provider: "payme", providerTxId: L.txId(), orderId: payme.id, amount: payme.amount }, now)),
    );
    expect(
      await L.inTx((tx) => openPayment(tx, { provider: "payme", providerTxId: L.txId(), orderId: payme.id, amount: payme.amount }, now)),
    ).toEqual({
      ok: false,
      error: "in_progress",
    });
    ok(await L.inTx((tx) => cancelPayment(tx, { provider: "payme", providerTxId: first.payment.providerTxId, reason: 3 }, now)));
    ok(await L.inTx((tx) => openPayment(tx, { provider: "payme", providerTxId: L.txId(), orderId: payme.id, amount: payme.amount }, now)));

    const click = await L.awaiting("click");
    const old = { provider: "click" as const, providerTxId: L.txId() };
    ok(await L.inTx((tx) => openPayment(tx, { ...old, orderId: click.id, amount: click.amount }, now)));
    const fresh = { provider: "click" as const, providerTxId: L.txId() };
    ok(await L.inTx((tx) => openPayment(tx, { ...fresh, orderId: click.id, amount: click.amount }, now)));
    expect(await L.inTx((tx) => performPayment(tx, old, now))).toEqual({ ok: false, error: "payment_cancelled" });
    ok(await L.inTx((tx) => performPayment(tx, fresh, now)));
    expect((await L.rows(click.id)).map((r) => [r.state, r.cancelReason, r.refund])).toEqual([
      ["cancelled", 10, null],
      ["performed", null, null],
    ]);
  });

  it("two performs of one transaction at once: one performs, the other answers the same row; paid once", async () => {
    const { id, amount } = await L.awaiting("click");
    const p = { provider: "click" as const, providerTxId: L.txId() };
    ok(await L.inTx((tx) => openPayment(tx, { ...p, orderId: id, amount }, now)));
    const both = await Promise.all([L.inTx((tx) => performPayment(tx, p, at(2))), L.inTx((tx) => performPayment(tx, p, at(2)))]);
    expect(both.map((r) => ok(r).repeated).sort()).toEqual([false, true]);
    expect((await L.rows(id)).map((r) => [r.state, r.refund])).toEqual([["performed", null]]);
    expect(await L.outbox(id)).toEqual(["operator:paid"]);
  });

  it("performs after the window: the money moved, the order expires, a refund is owed and operators told", async () => {
    const { id, amount } = await L.awaiting("payme", 5);
    const p = { provider: "payme" as const, providerTxId: L.txId() };
    ok(await L.inTx((tx) => openPayment(tx, { ...p, orderId: id, amount }, at(1))));
    const late = ok(await L.inTx((tx) => performPayment(tx, p, at(6))));
    expect(late.payment).toMatchObject({ state: "performed", refund: "needed", refundReason: "order_expired" });
    expect(await L.order(id)).toMatchObject({ statusCode: STATUS.cancelled, cancelReason: "payment_expired", paidAt: null });
    expect(await L.outbox(id)).toEqual(["operator:refund"]);
  });

  it("can refuse instead, when the provider allows refusing a perform (no money moves)", async () => {
    const { id, amount } = await L.awaiting("payme", 5);
    const p = { provider: "payme" as const, providerTxId: L.txId() };
    ok(await L.inTx((tx) => openPayment(tx, { ...p, orderId: id, amount }, at(1))));
    expect(await L.inTx((tx) => performPayment(tx, p, at(6), { refuseUnpayable: true }))).toEqual({ ok: false, error: "not_payable" });
    expect((await L.rows(id)).map((r) => r.state)).toEqual(["created"]);
  });
});

describe("cancel", () => {
  it("reverses a performed payment while nothing is cooked: the order is cancelled and the refund settled", async () => {
    const { id, amount } = await L.awaiting("payme");
    const p = { provider: "payme" as const, providerTxId: L.txId() };
    ok(await L.inTx((tx) => openPayment(tx, { ...p, orderId: id, amount }, now)));
    ok(await L.inTx((tx) => performPayment(tx, p, now)));
    const reversed = ok(await L.inTx((tx) => cancelPayment(tx, { ...p, reason: 5 }, at(2))));
    expect(reversed.payment).toMatchObject({ state: "cancelled", cancelReason: 5, refund: "refunded", refundedBy: "payme" });
    expect(await L.order(id)).toMatchObject({ statusCode: STATUS.cancelled, cancelReason: "payment_cancelled" });
    expect(ok(await L.inTx((tx) => cancelPayment(tx, { ...p, reason: 5 }, at(3)))).repeated).toBe(true);
  });

  it("refuses to reverse once the kitchen has the order, and an unknown transaction", async () => {
    const { id, amount } = await L.awaiting("payme");
    const p = { provider: "payme" as const, providerTxId: L.txId() };
    ok(await L.inTx((tx) => openPayment(tx, { ...p, orderId: id, amount }, now)));
    ok(await L.inTx((tx) => performPayment(tx, p, now)));
    await L.db.execute(`update orders set status_code = ${STATUS.cooking} where id = ${id}`);
    expect(await L.inTx((tx) => cancelPayment(tx, { ...p, reason: 5 }, now))).toEqual({ ok: false, error: "cannot_cancel" });
    expect(await L.inTx((tx) => cancelPayment(tx, { provider: "payme", providerTxId: "nope", reason: 5 }, now))).toEqual({
      ok: false,
      error: "payment_not_found",
    });
    expect((await L.order(id)).statusCode).toBe(STATUS.cooking);
  });
});
