// Staff read "paid" by the one rule (paymentState with the ledger's refund, src/domain/payment.ts),
// not from paid_at, which stays once the money came: an order paid and then reversed by its
// provider reads not paid on the board (its row and its detail) and "payment returned" in the
// operators' and the customer's Telegram messages; it has left the kitchen. An order whose second,
// extra payment was refunded still reads paid to the kitchen and the courier (its first payment's
// money is kept).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toTiyin } from "../../src/domain/payment";
import { loadOrder, renderCustomer, renderOperator } from "../bot/render";
import { cancelPayment, markRefunded, openPayment, performPayment, recordCapturedPayment } from "../payments/ledger";
import { at, ledgerKitForFile, ok } from "../payments/ledger-test-kit";

const L = ledgerKitForFile();
const get = async <T>(path: string): Promise<T> => {
  const res = await L.k.call(path, "manager");
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
interface Listed {
  orders: { orderId: number; paid: boolean }[];
}
const board = async (id: number) => (await get<Listed["orders"]>("/orders?status=all")).find((o) => o.orderId === id);
const kitchen = async (id: number) => (await get<Listed>("/kitchen")).orders.find((o) => o.orderId === id);
const courier = async (id: number) => (await get<Listed>("/courier")).orders.find((o) => o.orderId === id);
const advance = async (id: number) => expect((await L.k.call(`/orders/${id}/advance`, "manager", { method: "POST" })).status).toBe(200);
async function messages(id: number) {
  const view = await loadOrder(L.db, id);
  if (!view) throw new Error(`order ${id} not found`);
  return { operators: renderOperator(view).text, customer: renderCustomer(view, view.order.statusCode, null).text };
}

describe("an order paid, then reversed by its provider", () => {
  it.each(["payme", "click"] as const)(
    "%s: not paid on the board, off the kitchen, 'payment returned' in the bot's messages",
    async (provider) => {
      const { id, amount } = await L.awaiting(provider);
      const tx = { provider, providerTxId: L.txId() };
      ok(await L.inTx((t) => openPayment(t, { ...tx, orderId: id, amount }, at(1))));
      ok(await L.inTx((t) => performPayment(t, tx, at(1))));
      await advance(id);
      expect(await board(id)).toMatchObject({ paid: true });
      expect(await kitchen(id)).toMatchObject({ paid: true });
      expect((await messages(id)).operators).toMatch(/ · Оплачен онлайн$/m);

      ok(await L.inTx((t) => cancelPayment(t, { ...tx, reason: provider === "payme" ? 5 : 10 }, at(2))));
      expect((await L.order(id)).paidAt).not.toBeNull();
      expect(await board(id)).toMatchObject({ paid: false });
      expect(await get(`/orders/${id}`)).toMatchObject({ paid: false, paidAt: at(1).toISOString(), cancelReason: "payment_cancelled" });
      // Reversible only before cooking: the reversal cancelled it, so no screen further on lists it.
      expect(await kitchen(id)).toBeUndefined();
      expect(await courier(id)).toBeUndefined();
      const { operators, customer } = await messages(id);
      expect(operators).toMatch(/ · Оплата возвращена$/m);
      expect(operators).not.toContain("Оплачен онлайн");
      expect(customer).toContain("Оплата возвращена");
      expect(customer).not.toContain("Оплачен онлайн");
    },
  );
});

describe("an order paid twice, its second payment refunded", () => {
  it("still reads paid on the board, the kitchen, the courier's list and in the bot's message", async () => {
    // A delivery (the courier's list has no pickups), paid through Telegram.
    const id = await L.k.placed(0);
    await L.db.execute(
      sql`update orders set payment_type = 'online', paid_at = null, payment_due_at = ${at(20).toISOString()}::timestamptz where id = ${id}`,
    );
    const amount = toTiyin((await L.order(id)).total);
    const capture = (chargeId: string) =>
      L.inTx((t) => recordCapturedPayment(t, { orderId: id, chargeId, providerChargeId: null, amount, currency: "UZS" }, at(1)));
    ok(await capture(L.txId()));
    const extra = ok(await capture(L.txId()));
    expect(extra).toMatchObject({ refund: "needed", refundReason: "paid_twice" });
    ok(await L.inTx((t) => markRefunded(t, { staffId: null, name: "test" }, extra.id, at(2))));

    await advance(id);
    expect(await kitchen(id)).toMatchObject({ paid: true });
    await advance(id);
    await advance(id);
    expect(await courier(id)).toMatchObject({ paid: true });
    expect(await board(id)).toMatchObject({ paid: true });
    expect(await get(`/orders/${id}`)).toMatchObject({ paid: true });
    expect((await messages(id)).operators).toMatch(/ · Оплачен онлайн$/m);
  });
});
