// Money back for a Click payment: staff cancel a paid order (the operator API), the cancel marks
// the payment "requested", and Click's reversal (Merchant API) settles it before the cancel answers — refunded when Click says 0, refund
// needed with operators alerted when it refuses, rate-limits, fails or drops the line. The job's
// sweep picks up a reversal nobody sent.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, botOutbox } from "../../db/schema";
import { onOrderCancelled } from "../ledger";
import { clickWorkSettled, runClickJobs } from "./jobs";
import { CLICK, type ClickTestApp, clickTestApp } from "./test/harness";

let t: ClickTestApp;
beforeAll(async () => {
  t = await clickTestApp({ CLICK_FISCAL_URL: "" });
});
afterAll(() => t.close());

const NOW = new Date("2026-11-21T07:05:00Z");

/** A Click order paid through the fake: its id, and Click's payment id (click_paydoc_id). */
async function paidOrder() {
  const order = await t.placeClickOrder();
  const id = t.click.nextId();
  const tx = { clickTransId: id, clickPaydocId: id + 500_000, ...order };
  const prepared = await t.click.prepare(tx);
  expect((await t.click.complete({ ...tx, prepareId: prepared.merchant_prepare_id })).error).toBe(0);
  await clickWorkSettled();
  return { orderId: order.orderId, paydocId: tx.clickPaydocId };
}

/** What a staff cancel's transaction does to the ledger, without the reversal after it (a process that stopped). */
async function cancelWithoutReversal(orderId: number) {
  return t.database.db.transaction((tx) => onOrderCancelled(tx, orderId, NOW));
}

const reversalCalls = (paydocId: number) => t.click.calls.filter((c) => c.method === "DELETE" && c.path.endsWith(`/${paydocId}`));
const operatorAlerts = async (orderId: number) =>
  t.database.db
    .select()
    .from(botOutbox)
    .where(and(eq(botOutbox.orderId, orderId), eq(botOutbox.kind, "refund"), eq(botOutbox.target, "operator")));

describe("Click reversal after a staff cancel", () => {
  it("reverses through the Merchant API: DELETE …/payment/reversal/{service_id}/{click_paydoc_id}, signed; the payment is refunded", async () => {
    const { orderId, paydocId } = await paidOrder();
    await t.staffCancel(orderId);
    const calls = reversalCalls(paydocId);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: `/v2/merchant/payment/reversal/${CLICK.serviceId}/${paydocId}`, authValid: true });
    expect(calls[0].auth).toMatch(new RegExp(`^${CLICK.merchantUserId}:[0-9a-f]{40}:\\d{10}$`));
    const [row] = await t.paymentRows(orderId);
    expect(row).toMatchObject({ state: "cancelled", refund: "refunded", refundedBy: "click" });
    expect(await operatorAlerts(orderId)).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "payment"), eq(auditLog.entityId, String(row.id))));
    expect(audit.map((a) => a.action)).toContain("reversed");
  });

  for (const [name, mishap] of [
    ["Click refuses (error_code -5014)", { status: 200, body: { error_code: -5014, error_note: "Payment not found" } }],
    ["Click rate-limits (429)", { status: 429, body: {} }],
    ["Click fails (502)", { status: 502, body: {} }],
    ["a 200 without error_code", { status: 200, body: { ok: true } }],
    ["the connection drops", "drop"],
  ] as const) {
    it(`leaves the refund to staff and alerts operators when ${name}`, async () => {
      const { orderId, paydocId } = await paidOrder();
      t.click.fail("reversal", mishap);
      await t.staffCancel(orderId);
      expect(reversalCalls(paydocId)).toHaveLength(1);
      const [row] = await t.paymentRows(orderId);
      expect(row).toMatchObject({ state: "performed", refund: "needed", refundReason: "order_cancelled" });
      expect(await operatorAlerts(orderId)).toHaveLength(1);
      // Settled: the job's sweep does not send it again.
      await runClickJobs(t.database.db, t.config.click, new Date(NOW.getTime() + 60 * 60_000));
      expect(reversalCalls(paydocId)).toHaveLength(1);
    });
  }

  it("sweeps a reversal nobody sent, but only once its cancel is 10 minutes old", async () => {
    const { orderId, paydocId } = await paidOrder();
    expect((await cancelWithoutReversal(orderId)).map((p) => p.refund)).toEqual(["requested"]);
    const { orderStatusHistory, orders } = await import("../../db/schema");
    const { STATUS } = await import("../../../src/domain/order-status");
    await t.database.db.update(orders).set({ statusCode: STATUS.cancelled, cancelReason: "staff" }).where(eq(orders.id, orderId));
    await t.database.db.insert(orderStatusHistory).values({ orderId, statusCode: STATUS.cancelled, at: NOW });

    await runClickJobs(t.database.db, t.config.click, new Date(NOW.getTime() + 5 * 60_000));
    expect(reversalCalls(paydocId)).toHaveLength(0);
    expect((await t.paymentRows(orderId))[0].refund).toBe("requested");

    await runClickJobs(t.database.db, t.config.click, new Date(NOW.getTime() + 11 * 60_000));
    expect(reversalCalls(paydocId)).toHaveLength(1);
    expect((await t.paymentRows(orderId))[0]).toMatchObject({ state: "cancelled", refund: "refunded" });
  });
});
