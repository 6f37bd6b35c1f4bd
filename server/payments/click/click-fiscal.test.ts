// The fiscal receipt of a Click payment: after Complete its lines go to Click's ofd_data/submit_items
// (signed, amounts in tiyin adding up to the payment), Click's receipt link lands on the payment;
// a failure is retried by the job after its pause, never twice at once, and given up in the end.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema";
import { clickWorkSettled, runClickJobs } from "./jobs";
import type { ClickFiscalRequest } from "./merchant-api";
import { MAX_ATTEMPTS, sendClickReceipt } from "./receipt";
import { CLICK, type ClickTestApp, clickTestApp } from "./test/harness";

let t: ClickTestApp;
beforeAll(async () => {
  t = await clickTestApp();
});
afterAll(() => t.close());

/** TEST_NOW, when the test app's Complete runs. */
const PAID_AT = new Date("2026-11-21T07:00:00Z");
const later = (ms: number) => new Date(PAID_AT.getTime() + ms);

async function pay() {
  const order = await t.placeClickOrder();
  const id = t.click.nextId();
  const tx = { clickTransId: id, clickPaydocId: id + 500_000, ...order };
  const prepared = await t.click.prepare(tx);
  expect((await t.click.complete({ ...tx, prepareId: prepared.merchant_prepare_id })).error).toBe(0);
  await clickWorkSettled();
  return { ...order, paydocId: tx.clickPaydocId, paymentId: Number(prepared.merchant_prepare_id) };
}

const receiptCalls = (paydocId: number) =>
  t.click.calls.filter((c) => c.path.endsWith("/submit_items") && (c.body as ClickFiscalRequest).payment_id === paydocId);
const row = async (id: number) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0];

describe("Click's fiscal receipt", () => {
  it("goes to ofd_data/submit_items after Complete, adds up to the payment, and its link is kept", async () => {
    const paid = await pay();
    const calls = receiptCalls(paid.paydocId);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: "POST", authValid: true });
    const body = calls[0].body as ClickFiscalRequest;
    expect(body).toMatchObject({ service_id: Number(CLICK.serviceId), payment_id: paid.paydocId, received_cash: 0, received_card: 0 });
    expect(body.received_ecash).toBe(paid.total * 100);
    expect(body.items.reduce((sum, i) => sum + i.Price, 0)).toBe(paid.total * 100);
    for (const item of body.items) {
      expect(item.SPIC).toMatch(/^\d{17}$/);
      expect(item.PackageCode).toBeTruthy();
      expect(item.Price).toBe(item.GoodPrice * item.Amount);
      expect(item.VAT).toBe(Math.round((item.Price * item.VATPercent) / (100 + item.VATPercent)));
      expect(item.Name.length).toBeLessThanOrEqual(63);
    }
    const stored = await row(paid.paymentId);
    expect(stored.fiscal).toMatchObject({ state: "sent", attempts: 1, errorCode: 0 });
    expect(stored.receiptUrl).toBe(`https://ofd.soliq.uz/check?t=FAKE&r=${paid.paydocId}`);
    // Sent: neither the job nor a second send repeats it.
    await runClickJobs(t.database.db, t.config.click, later(3 * 3600_000));
    expect(await sendClickReceipt(t.database.db, t.config.click!, paid.paymentId, later(3 * 3600_000))).toBe("skipped");
    expect(receiptCalls(paid.paydocId)).toHaveLength(1);
  });

  it("is retried after its pause when Click fails (503, then 429), the payment staying paid", async () => {
    t.click.fail("submit_items", { status: 503, body: {} });
    t.click.fail("submit_items", { status: 429, body: {} });
    const paid = await pay();
    expect(receiptCalls(paid.paydocId)).toHaveLength(1);
    expect((await row(paid.paymentId)).fiscal).toMatchObject({ state: "failed", attempts: 1, error: { status: 503 } });
    expect((await t.orderRow(paid.orderId)).paidAt).not.toBeNull();

    // Before the first pause (1 minute) is over: nothing; after it: the second try (429).
    await runClickJobs(t.database.db, t.config.click, later(30_000));
    expect(receiptCalls(paid.paydocId)).toHaveLength(1);
    await runClickJobs(t.database.db, t.config.click, later(61_000));
    expect(receiptCalls(paid.paydocId)).toHaveLength(2);
    expect((await row(paid.paymentId)).fiscal).toMatchObject({
      state: "failed",
      attempts: 2,
      nextAt: later(61_000 + 120_000).toISOString(),
    });

    await runClickJobs(t.database.db, t.config.click, later(61_000 + 120_000));
    expect(receiptCalls(paid.paydocId)).toHaveLength(3);
    const stored = await row(paid.paymentId);
    expect(stored.fiscal).toMatchObject({ state: "sent", attempts: 3 });
    expect(stored.receiptUrl).toContain("ofd.soliq.uz");
  });

  it("is given up after MAX_ATTEMPTS failures", async () => {
    t.click.fail("submit_items", { status: 200, body: { error_code: -8, error_note: "Invalid request" } }, MAX_ATTEMPTS);
    const paid = await pay();
    let at = PAID_AT.getTime();
    for (let attempt = 2; attempt <= MAX_ATTEMPTS + 1; attempt++) {
      at += 2 * 3600_000;
      await runClickJobs(t.database.db, t.config.click, new Date(at));
    }
    expect(receiptCalls(paid.paydocId)).toHaveLength(MAX_ATTEMPTS);
    expect((await row(paid.paymentId)).fiscal).toMatchObject({ state: "gave_up", attempts: MAX_ATTEMPTS, error: { errorCode: -8 } });
  });

  it("is not sent twice when Complete's send and the job's meet", async () => {
    t.click.fail("submit_items", "drop");
    const paid = await pay();
    const [a, b, job] = await Promise.all([
      sendClickReceipt(t.database.db, t.config.click!, paid.paymentId, later(120_000)),
      sendClickReceipt(t.database.db, t.config.click!, paid.paymentId, later(120_000)),
      runClickJobs(t.database.db, t.config.click, later(120_000)),
    ]);
    // The dropped first send, then exactly one of the three.
    expect([a, b, ...job.receipts].filter((o) => o === "sent")).toHaveLength(1);
    expect(receiptCalls(paid.paydocId)).toHaveLength(2);
    expect((await row(paid.paymentId)).fiscal).toMatchObject({ state: "sent", attempts: 2 });
  });
});
