// Click SHOP API end to end: the fake Click runs its emulator's scenarios against our Prepare and
// Complete, and single cases look at what each answer left in the ledger and on the order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clickForm } from "./test/click-emulator";
import { CLICK, type ClickTestApp, clickTestApp } from "./test/harness";

let t: ClickTestApp;
beforeAll(async () => {
  t = await clickTestApp();
});
afterAll(() => t.close());

const ids = () => {
  const id = t.click.nextId();
  return { clickTransId: id, clickPaydocId: id + 500_000 };
};

describe("Click's emulator scenarios", () => {
  it("answers each as Click expects, and leaves one paid order and one unpaid", async () => {
    const payable = await t.placeClickOrder();
    const spare = await t.placeClickOrder();
    const results = await t.click.scenarios(payable, spare);
    expect(results.filter((r) => !r.passed).map((r) => `${r.name}: got ${r.answer.error} (${r.answer.error_note})`)).toEqual([]);
    expect(results).toHaveLength(16);

    expect((await t.orderRow(payable.orderId)).paidAt).not.toBeNull();
    expect((await t.orderRow(spare.orderId)).paidAt).toBeNull();
    const paid = await t.paymentRows(payable.orderId);
    expect(paid.map((p) => p.state)).toEqual(["performed"]);
    expect(paid[0].amount).toBe(payable.total * 100);
    const failed = await t.paymentRows(spare.orderId);
    expect(failed.map((p) => [p.state, p.cancelReason])).toEqual([["cancelled", 10]]);
  });
});

describe("Prepare and Complete", () => {
  it("echoes Click's ids, names our payment, and stores click_paydoc_id", async () => {
    const order = await t.placeClickOrder();
    const link = new URL(order.paymentUrl);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      service_id: CLICK.serviceId,
      merchant_id: CLICK.merchantId,
      amount: order.amount,
      transaction_param: String(order.orderId),
      return_url: expect.stringMatching(/^https?:\/\//),
    });
    const tx = ids();
    const prepared = await t.click.prepare({ ...tx, ...order });
    expect(prepared).toMatchObject({
      click_trans_id: tx.clickTransId,
      merchant_trans_id: String(order.orderId),
      error: 0,
      error_note: "Success",
    });
    const [row] = await t.paymentRows(order.orderId);
    expect(prepared.merchant_prepare_id).toBe(row.id);
    expect(row).toMatchObject({
      provider: "click",
      providerTxId: String(tx.clickTransId),
      providerChargeId: String(tx.clickPaydocId),
      state: "created",
    });
    expect((await t.orderRow(order.orderId)).paidAt).toBeNull();

    const completed = await t.click.complete({ ...tx, ...order, prepareId: row.id });
    expect(completed).toMatchObject({ error: 0, merchant_confirm_id: row.id });
    expect((await t.orderRow(order.orderId)).paidAt).toEqual(expect.any(Date));
  });

  it("accepts the amount as Click may write it: whole so'm or with decimals", async () => {
    const order = await t.placeClickOrder();
    expect((await t.click.prepare({ ...ids(), orderId: order.orderId, amount: String(order.total) })).error).toBe(0);
    expect((await t.click.prepare({ ...ids(), orderId: order.orderId, amount: `${order.total}.01` })).error).toBe(-2);
  });

  it("lets a new attempt replace an abandoned one; the abandoned one's Complete is then cancelled (-9)", async () => {
    const order = await t.placeClickOrder();
    const first = ids();
    const firstPrepared = await t.click.prepare({ ...first, ...order });
    const second = ids();
    const secondPrepared = await t.click.prepare({ ...second, ...order });
    expect(secondPrepared.error).toBe(0);
    expect((await t.click.complete({ ...first, ...order, prepareId: firstPrepared.merchant_prepare_id })).error).toBe(-9);
    expect((await t.click.complete({ ...second, ...order, prepareId: secondPrepared.merchant_prepare_id })).error).toBe(0);
    expect((await t.paymentRows(order.orderId)).map((p) => p.state)).toEqual(["cancelled", "performed"]);
  });

  it("refuses an order that is not Click's (-5), and one whose window has passed (-9)", async () => {
    const order = await t.placeClickOrder();
    const { orders } = await import("../../db/schema");
    const { eq } = await import("drizzle-orm");
    await t.database.db.update(orders).set({ paymentType: "card" }).where(eq(orders.id, order.orderId));
    expect((await t.click.prepare({ ...ids(), ...order })).error).toBe(-5);
    await t.database.db
      .update(orders)
      .set({ paymentType: "click", paymentDueAt: new Date("2026-11-21T06:59:00Z") })
      .where(eq(orders.id, order.orderId));
    expect((await t.click.prepare({ ...ids(), ...order })).error).toBe(-9);
    expect(await t.paymentRows(order.orderId)).toEqual([]);
  });

  it("cancels a prepared payment whose order expired before Complete (-9: Click keeps no money)", async () => {
    const order = await t.placeClickOrder();
    const tx = ids();
    const prepared = await t.click.prepare({ ...tx, ...order });
    const { orders } = await import("../../db/schema");
    const { eq } = await import("drizzle-orm");
    await t.database.db
      .update(orders)
      .set({ paymentDueAt: new Date("2026-11-21T06:59:00Z") })
      .where(eq(orders.id, order.orderId));
    expect((await t.click.complete({ ...tx, ...order, prepareId: prepared.merchant_prepare_id })).error).toBe(-9);
    expect((await t.paymentRows(order.orderId)).map((p) => [p.state, p.refund])).toEqual([["cancelled", null]]);
    expect((await t.orderRow(order.orderId)).paidAt).toBeNull();
  });

  it("answers -6 for a Complete whose merchant_prepare_id is not this transaction's", async () => {
    const a = await t.placeClickOrder();
    const b = await t.placeClickOrder();
    const ta = ids();
    const tb = ids();
    const pa = await t.click.prepare({ ...ta, ...a });
    await t.click.prepare({ ...tb, ...b });
    // b's transaction naming a's payment, and a's payment under b's order.
    expect((await t.click.complete({ ...tb, ...b, prepareId: pa.merchant_prepare_id })).error).toBe(-6);
    expect((await t.click.complete({ ...ta, ...b, prepareId: pa.merchant_prepare_id })).error).toBe(-6);
  });

  it("answers -8 to a call that lacks fields or names another service, and -3 to an unknown action", async () => {
    const order = await t.placeClickOrder();
    const post = (stage: string, body: string, type = "application/x-www-form-urlencoded") =>
      t.app.request(`/api/payments/click/${stage}`, { method: "POST", headers: { "Content-Type": type }, body });
    const form = clickForm("prepare", { ...ids(), ...order }, CLICK.serviceId, CLICK.secretKey);
    form.delete("sign_time");
    let res = await post("prepare", form.toString());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ error: -8, error_note: "Error in request from click" });

    const other = clickForm("prepare", { ...ids(), ...order }, "99999", CLICK.secretKey);
    expect(await (await post("prepare", other.toString())).json()).toMatchObject({ error: -8 });
    const action = clickForm("complete", { ...ids(), ...order, prepareId: 1, action: 5 }, CLICK.serviceId, CLICK.secretKey);
    expect(await (await post("complete", action.toString())).json()).toMatchObject({ error: -3 });

    // No form at all: -8 too; a JSON body is not Click's (415).
    expect(await (await t.app.request("/api/payments/click/prepare", { method: "POST" })).json()).toMatchObject({ error: -8 });
    res = await post("complete", "{}", "application/json");
    expect(res.status).toBe(415);
  });
});

describe("Click switched off", () => {
  it("answers 503 click_off", async () => {
    const off = await clickTestApp({ CLICK_SECRET_KEY: "" });
    try {
      const res = await off.app.request("/api/payments/click/prepare", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "click_trans_id=1",
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: "click_off" });
    } finally {
      await off.close();
    }
  });
});
