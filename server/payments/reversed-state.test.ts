// What the customer reads of an order paid and then cancelled (GET /api/delivery/Get and /List):
// while its money is owed back it reads "paid" with refund "needed"; once the money is back — the
// provider reversed the payment (Payme's -2, Click's failed Complete after perform) or staff
// cancelled and the refund was made — it reads "cancelled" with refund "refunded", never "paid".
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STATUS } from "../../src/domain/order-status";
import { orders } from "../db/schema";
import { cancelPayment, markRefunded, onOrderCancelled, openPayment, performPayment, settleReversal } from "./ledger";
import { at, ledgerKitForFile, ok } from "./ledger-test-kit";

const L = ledgerKitForFile();
const now = at(1);

interface Read {
  paid: boolean;
  cancelReason: string | null;
  payment: { state: string; refund: string | null };
}
/** The order as its customer reads it: the detail, and its item in the history. */
async function read(orderId: number) {
  const { auth, customerId } = L.k.customer;
  const detail = (await (await L.k.t.get(`/api/delivery/Get?orderId=${orderId}`, { headers: auth })).json()) as Read;
  const list = (await (await L.k.t.get(`/api/delivery/List?customerId=${customerId}&take=50`, { headers: auth })).json()) as {
    order: { orderId: number };
    payment: { state: string };
  }[];
  const item = list.find((i) => i.order.orderId === orderId);
  return { paid: detail.paid, state: detail.payment.state, refund: detail.payment.refund, listed: item?.payment.state, detail };
}

async function paid(provider: "payme" | "click") {
  const { id, amount } = await L.awaiting(provider);
  const tx = { provider, providerTxId: L.txId() };
  ok(await L.inTx((t) => openPayment(t, { ...tx, orderId: id, amount }, now)));
  ok(await L.inTx((t) => performPayment(t, tx, now)));
  expect(await read(id)).toMatchObject({ paid: true, state: "paid", refund: null, listed: "paid" });
  return { id, tx };
}

const staffCancel = (id: number) =>
  L.inTx(async (tx) => {
    await tx.update(orders).set({ statusCode: STATUS.cancelled, cancelReason: "No courier" }).where(eq(orders.id, id));
    return onOrderCancelled(tx, id, now);
  });

describe("an order paid, then cancelled", () => {
  it.each(["payme", "click"] as const)("the provider reverses its %s payment: cancelled, refunded", async (provider) => {
    const { id, tx } = await paid(provider);
    ok(await L.inTx((t) => cancelPayment(t, { ...tx, reason: provider === "payme" ? 5 : 10 }, at(2))));
    const after = await read(id);
    expect(after).toMatchObject({ paid: false, state: "cancelled", refund: "refunded", listed: "cancelled" });
    expect(after.detail.cancelReason).toBe("payment_cancelled");
    // paid_at stays: it records that the money came.
    expect((await L.order(id)).paidAt).toEqual(now);
  });

  it("staff cancel a paid Payme order: paid with refund needed, then cancelled once marked refunded", async () => {
    const { id } = await paid("payme");
    const [row] = await staffCancel(id);
    expect(await read(id)).toMatchObject({ paid: true, state: "paid", refund: "needed", listed: "paid" });
    ok(await L.inTx((t) => markRefunded(t, { staffId: null, name: "test" }, row.id, at(3))));
    expect(await read(id)).toMatchObject({ paid: false, state: "cancelled", refund: "refunded", listed: "cancelled" });
  });

  it("staff cancel a paid Click order: reversal requested reads needed; Click's reversal makes it cancelled, refunded", async () => {
    const { id } = await paid("click");
    const [row] = await staffCancel(id);
    expect(row.refund).toBe("requested");
    expect(await read(id)).toMatchObject({ state: "paid", refund: "needed" });
    ok(await L.inTx((t) => settleReversal(t, row.id, true, at(3))));
    expect(await read(id)).toMatchObject({ paid: false, state: "cancelled", refund: "refunded", listed: "cancelled" });
  });
});
