// Payme's sandbox checks against the real endpoint (in process), then the envelope: the key, the
// JSON-RPC errors, the ledger rows, audit and order that a payment leaves.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATUS } from "../../../src/domain/order-status";
import { auditLog, orders, payments } from "../../db/schema";
import { TEST_NOW } from "../../test/test-app";
import { paymeAuthorization } from "./auth";
import { PAYME_BODY_LIMIT } from "./routes";
import { postInProcess, paymeTxId } from "./test/payme-client";
import { PAYME_TEST_KEY, paymeTestApp } from "./test/payme-app";
import { runScenarios, SCENARIOS } from "./test/scenarios";

let t: Awaited<ReturnType<typeof paymeTestApp>>;
beforeAll(async () => {
  t = await paymeTestApp();
});
afterAll(() => t.close());

describe("Payme's sandbox scenarios", () => {
  it("passes every check", async () => {
    const results = await runScenarios({ caller: t.caller, newOrder: t.newOrder, now: t.now, advanceClock: t.advanceClock });
    t.setClock(TEST_NOW.getTime());
    expect(new Set(results.map((r) => r.scenario))).toEqual(new Set(SCENARIOS));
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results.length).toBeGreaterThan(40);
  });
});

describe("the envelope", () => {
  const post = (body: string, authorization: string | null = paymeAuthorization(PAYME_TEST_KEY)) =>
    postInProcess(t.app)(body, authorization);
  const rpc = async (body: string, authorization?: string | null) => {
    const res = await post(body, authorization);
    expect(res.status).toBe(200);
    return (await res.json()) as { id: unknown; error?: { code: number; data?: unknown }; result?: unknown };
  };

  it("answers a wrong key with -32504 before reading the call", async () => {
    expect((await rpc("not json", paymeAuthorization("other"))).error?.code).toBe(-32504);
    expect((await rpc('{"id":7,"method":"Nope","params":{}}', "Basic !!!")).error?.code).toBe(-32504);
    expect(await rpc('{"id":7,"method":"Nope","params":{}}', null)).toMatchObject({ id: 7, error: { code: -32504 } });
  });

  it("answers -32700, -32600 and -32601 with HTTP 200", async () => {
    expect((await rpc("{")).error?.code).toBe(-32700);
    for (const body of [
      "[]",
      "1",
      "null",
      '{"method":"CheckTransaction","params":{}}',
      '{"id":1,"method":5,"params":{}}',
      '{"id":1,"method":"CheckTransaction","params":[]}',
    ])
      expect((await rpc(body)).error?.code, body).toBe(-32600);
    expect(await rpc('{"id":3,"method":"ChangePassword","params":{"password":"x"}}')).toMatchObject({
      id: 3,
      error: { code: -32601, data: "ChangePassword" },
    });
    expect((await rpc(JSON.stringify({ id: 1, method: "GetStatement", params: { from: "a", to: 1 } }))).error?.code).toBe(-32600);
  });

  it("answers a body over its limit with -32600, also past the API's 1 MB limit", async () => {
    for (const size of [PAYME_BODY_LIMIT + 1, 1_100_000]) {
      const body = JSON.stringify({ id: 1, method: "CheckTransaction", params: { id: "x".repeat(size) } });
      expect((await rpc(body)).error?.code).toBe(-32600);
    }
  });

  it("pays the order in the ledger, audited, and repeats answer with the first times", async () => {
    const { orderId, amount } = await t.newOrder();
    const id = paymeTxId();
    const account = { order_id: String(orderId) };
    const created = await t.caller.call("CreateTransaction", { id, time: t.now(), amount, account });
    t.advanceClock(5_000);
    const performed = await t.caller.call("PerformTransaction", { id });
    t.advanceClock(5_000);
    expect(await t.caller.call("CreateTransaction", { id, time: t.now(), amount, account })).toMatchObject({ error: { code: -31008 } });
    expect((await t.caller.call("PerformTransaction", { id })).result).toEqual(performed.result);
    expect((await t.caller.call("CheckTransaction", { id })).result).toEqual({
      create_time: created.result!.create_time,
      perform_time: performed.result!.perform_time,
      cancel_time: 0,
      transaction: created.result!.transaction,
      state: 2,
      reason: null,
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.providerTxId, id));
    expect(row).toMatchObject({ provider: "payme", orderId, amount, state: "performed", refund: null });
    expect(String(row.id)).toBe(created.result!.transaction);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.paidAt?.getTime()).toBe(performed.result!.perform_time);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row.id)));
    expect(audit.filter((a) => a.entity === "payment").map((a) => [a.actor, a.action])).toEqual([
      ["payme", "open"],
      ["payme", "perform"],
    ]);
  });

  it("answers CheckPerformTransaction with the fiscal detail, adding up to the amount", async () => {
    for (const delivery of [false, true]) {
      const { orderId, amount } = await t.newOrder({ delivery });
      const answer = await t.caller.call("CheckPerformTransaction", { amount, account: { order_id: String(orderId) } });
      const detail = answer.result?.detail as {
        receipt_type: number;
        items: { title: string; price: number; count: number; code: string; package_code: string; vat_percent: number; discount: number }[];
        shipping?: { title: string; price: number };
      };
      expect(answer.result?.allow).toBe(true);
      expect(detail.receipt_type).toBe(0);
      expect(detail.items.length).toBeGreaterThan(0);
      for (const item of detail.items)
        expect(Object.keys(item).sort()).toEqual(["code", "count", "discount", "package_code", "price", "title", "vat_percent"]);
      expect(detail.shipping !== undefined).toBe(delivery);
      const sum = detail.items.reduce((s, i) => s + i.price * i.count - i.discount, 0) + (detail.shipping?.price ?? 0);
      expect(sum).toBe(amount);
    }
  });

  it("a paid order cancelled by staff is owed back; Payme's cancel from its cabinet settles it", async () => {
    const { orderId, amount } = await t.newOrder();
    const id = paymeTxId();
    await t.caller.call("CreateTransaction", { id, time: t.now(), amount, account: { order_id: String(orderId) } });
    await t.caller.call("PerformTransaction", { id });
    await t.database.db.update(orders).set({ statusCode: STATUS.cooking }).where(eq(orders.id, orderId));
    expect(await t.staffCancel(orderId)).toBe(200);
    const owed = (await t.database.db.select().from(payments).where(eq(payments.providerTxId, id)))[0];
    expect([owed.state, owed.refund]).toEqual(["performed", "needed"]);
    const cancelled = await t.caller.call("CancelTransaction", { id, reason: 5 });
    expect(cancelled.result?.state).toBe(-2);
    const settled = (await t.database.db.select().from(payments).where(eq(payments.providerTxId, id)))[0];
    expect([settled.state, settled.refund, settled.cancelReason]).toEqual(["cancelled", "refunded", 5]);
  });

  it("keeps SetFiscalData's receipt and its QR link", async () => {
    const { orderId, amount } = await t.newOrder();
    const id = paymeTxId();
    await t.caller.call("CreateTransaction", { id, time: t.now(), amount, account: { order_id: orderId } });
    const early = await t.caller.call("SetFiscalData", { id, type: "PERFORM", fiscal_data: { status_code: 0 } });
    expect(early.error?.code).toBe(-31003);
    await t.caller.call("PerformTransaction", { id });
    const fiscal = {
      receipt_id: 121,
      status_code: 0,
      terminal_id: "EP000000000025",
      fiscal_sign: "800031554082",
      qr_code_url: "https://ofd.soliq.uz/epi?t=EP000000000025&r=121",
    };
    expect((await t.caller.call("SetFiscalData", { id, type: "PERFORM", fiscal_data: fiscal })).result).toEqual({ success: true });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.providerTxId, id));
    expect(row.receiptUrl).toBe(fiscal.qr_code_url);
    expect(row.fiscal).toEqual({ perform: fiscal });
  });
});
