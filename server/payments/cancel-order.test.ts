// Staff cancelling through the order code (the console, the CLI, the bot's buttons): the ledger's
// part happens in the same transaction, and a Click reversal that cannot be sent is left to staff.
import { describe, expect, it } from "vitest";
import { TOKEN_ACTOR } from "../operator/staff-auth";
import { cancelOrder } from "../orders/transitions";
import { openPayment, performPayment } from "./ledger";
import { at, ledgerKitForFile, ok } from "./ledger-test-kit";

const L = ledgerKitForFile();

async function paidOrder(provider: "payme" | "click") {
  const { id, amount } = await L.awaiting(provider);
  const p = { provider, providerTxId: L.txId() };
  ok(await L.inTx((tx) => openPayment(tx, { ...p, orderId: id, amount }, at(1))));
  ok(await L.inTx((tx) => performPayment(tx, p, at(2))));
  return id;
}

describe("cancelOrder and the ledger", () => {
  it("owes a paid Payme order's money back, with the operators told", async () => {
    const id = await paidOrder("payme");
    await cancelOrder(L.db, TOKEN_ACTOR, id, "Oven broke", at(3));
    expect((await L.rows(id)).map((r) => [r.state, r.refund, r.refundReason])).toEqual([["performed", "needed", "order_cancelled"]]);
    expect(await L.outbox(id)).toContain("operator:refund");
  });

  it("ends a live payment of an unpaid order, so no money can move later", async () => {
    const { id, amount } = await L.awaiting("payme");
    const p = { provider: "payme" as const, providerTxId: L.txId() };
    ok(await L.inTx((tx) => openPayment(tx, { ...p, orderId: id, amount }, at(1))));
    await cancelOrder(L.db, TOKEN_ACTOR, id, "Customer called", at(2));
    expect(await L.inTx((tx) => performPayment(tx, p, at(3)))).toEqual({ ok: false, error: "payment_cancelled" });
  });

  it("leaves a Click refund to staff (needed) when no reversal can be sent (Click not configured here)", async () => {
    const id = await paidOrder("click");
    await cancelOrder(L.db, TOKEN_ACTOR, id, "Oven broke", at(3));
    expect((await L.rows(id)).map((r) => [r.state, r.refund])).toEqual([["performed", "needed"]]);
    expect(await L.outbox(id)).toContain("operator:refund");
  });
});
