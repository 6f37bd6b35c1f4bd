// Calls about one order at the same moment (run on PGlite and, with DATABASE_URL, on PostgreSQL
// where they truly overlap): two Completes, two Prepares of one transaction, a Complete and a
// failed Complete, two attempts, and a staff cancel between Prepare and Complete.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATUS } from "../../../src/domain/order-status";
import { TOKEN_ACTOR } from "../../operator/staff-auth";
import { cancelOrder } from "../../orders/transitions";
import { clickWorkSettled } from "./jobs";
import { type ClickTestApp, clickTestApp } from "./test/harness";

let t: ClickTestApp;
beforeAll(async () => {
  t = await clickTestApp({ CLICK_FISCAL_URL: "" });
});
afterAll(async () => {
  await clickWorkSettled();
  await t.close();
});

async function prepared() {
  const order = await t.placeClickOrder();
  const id = t.click.nextId();
  const tx = { clickTransId: id, clickPaydocId: id + 500_000, ...order };
  const answer = await t.click.prepare(tx);
  expect(answer.error).toBe(0);
  return { ...tx, prepareId: answer.merchant_prepare_id, orderId: order.orderId };
}

describe("Click calls at once", () => {
  it("two Completes of one payment: one 0, one -4; paid once", async () => {
    for (let round = 0; round < 5; round++) {
      const tx = await prepared();
      const answers = await Promise.all([t.click.complete(tx), t.click.complete(tx)]);
      expect(answers.map((a) => a.error).sort()).toEqual([-4, 0]);
      const rows = await t.paymentRows(tx.orderId);
      expect(rows.map((r) => [r.state, r.refund])).toEqual([["performed", null]]);
      expect((await t.orderRow(tx.orderId)).paidAt).not.toBeNull();
    }
  });

  it("two Prepares of one transaction: one payment, the same merchant_prepare_id", async () => {
    for (let round = 0; round < 5; round++) {
      const order = await t.placeClickOrder();
      const id = t.click.nextId();
      const tx = { clickTransId: id, clickPaydocId: id + 500_000, ...order };
      const answers = await Promise.all([t.click.prepare(tx), t.click.prepare(tx), t.click.prepare(tx)]);
      expect(answers.map((a) => a.error)).toEqual([0, 0, 0]);
      expect(new Set(answers.map((a) => a.merchant_prepare_id)).size).toBe(1);
      expect((await t.paymentRows(order.orderId)).map((r) => r.state)).toEqual(["created"]);
    }
  });

  it("a Complete and a failed Complete at once: either paid (0, then -4) or cancelled (-9, then -9), never both", async () => {
    for (let round = 0; round < 5; round++) {
      const tx = await prepared();
      const [ok, failed] = await Promise.all([t.click.complete(tx), t.click.complete({ ...tx, error: -5017 })]);
      const rows = await t.paymentRows(tx.orderId);
      const paid = (await t.orderRow(tx.orderId)).paidAt !== null;
      if (ok.error === 0) {
        expect(failed.error).toBe(-4);
        expect(paid).toBe(true);
        expect(rows.map((r) => r.state)).toEqual(["performed"]);
      } else {
        expect([ok.error, failed.error]).toEqual([-9, -9]);
        expect(paid).toBe(false);
        expect(rows.map((r) => r.state)).toEqual(["cancelled"]);
      }
    }
  });

  it("two attempts completing at once: one pays, the other is refused and keeps no money", async () => {
    const first = await prepared();
    const id = t.click.nextId();
    const second = { ...first, clickTransId: id, clickPaydocId: id + 500_000 };
    const again = await t.click.prepare(second);
    expect(again.error).toBe(0);
    const answers = await Promise.all([t.click.complete(first), t.click.complete({ ...second, prepareId: again.merchant_prepare_id })]);
    // The newer attempt replaced the first: the first's Complete is cancelled.
    expect(answers.map((a) => a.error)).toEqual([-9, 0]);
    const rows = await t.paymentRows(first.orderId);
    expect(rows.filter((r) => r.state === "performed")).toHaveLength(1);
    expect(rows.every((r) => r.refund === null)).toBe(true);
  });

  it("staff cancel and Complete at the same moment: either -9 (nothing taken) or paid then reversed; nothing left owed", async () => {
    for (let round = 0; round < 4; round++) {
      const tx = await prepared();
      const [answer] = await Promise.all([t.click.complete(tx), t.staffCancel(tx.orderId)]);
      await clickWorkSettled();
      const rows = await t.paymentRows(tx.orderId);
      if (answer.error === 0) expect(rows.map((r) => [r.state, r.refund])).toEqual([["cancelled", "refunded"]]);
      else {
        expect(answer.error).toBe(-9);
        expect(rows.map((r) => [r.state, r.refund])).toEqual([["cancelled", null]]);
      }
      expect((await t.orderRow(tx.orderId)).statusCode).toBe(STATUS.cancelled);
    }
  });

  it("staff cancel between Prepare and Complete: Complete answers -9 and nothing is owed", async () => {
    const tx = await prepared();
    await cancelOrder(t.database.db, TOKEN_ACTOR, tx.orderId, "Out of dough", new Date("2026-11-21T07:01:00Z"));
    expect((await t.click.complete(tx)).error).toBe(-9);
    const rows = await t.paymentRows(tx.orderId);
    expect(rows.map((r) => [r.state, r.refund])).toEqual([["cancelled", null]]);
    expect((await t.orderRow(tx.orderId)).paidAt).toBeNull();
  });
});
