// Fuzzing POST /api/payments/payme: raw junk bodies (cut JSON, huge, 100,000 levels deep, not
// objects) with any Authorization, and well-formed calls of every method whose params mix real
// orders, amounts and transaction ids with junk of every type. Always HTTP 200 with one JSON-RPC
// answer, never -32400 (our own failure), and the ledger stays whole: at most one live transaction
// and at most one kept payment per order, an order that reads paid has a performed payment that
// still holds the money, and one whose payment Payme reversed (cancelled after perform) reads
// cancelled with its refund made, never paid.
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { junkJson, junkNumber, junkRawBody, junkString, wrongValue } from "../../../reliability/fuzz/junk";
import { orders as ordersTable } from "../../db/schema";
import { orderPayment } from "../../orders/order-payment";
import { paymeAuthorization } from "./auth";
import { PAYME_METHODS } from "./rpc";
import { postInProcess, paymeTxId } from "./test/payme-client";
import { PAYME_TEST_KEY, paymeTestApp } from "./test/payme-app";

let t: Awaited<ReturnType<typeof paymeTestApp>>;
const orders: { orderId: number; amount: number }[] = [];
const txIds = Array.from({ length: 6 }, paymeTxId);
beforeAll(async () => {
  t = await paymeTestApp();
  for (let i = 0; i < 3; i++) orders.push(await t.newOrder());
});
afterAll(() => t.close());

/** Every code the endpoint may answer; -32400 (a failure of ours) is not among them. */
const CODES = new Set([-32700, -32600, -32601, -32504, -31001, -31003, -31007, -31008, -31050, -31051, -31052]);

async function send(body: string, authorization: string | null) {
  const res = await postInProcess(t.app)(body, authorization);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  const answer = JSON.parse(text) as { jsonrpc: string; result?: unknown; error?: { code: number; message: Record<string, string> } };
  expect(answer.jsonrpc).toBe("2.0");
  expect("result" in answer !== "error" in answer, text).toBe(true);
  if (answer.error) {
    expect(CODES.has(answer.error.code), text).toBe(true);
    expect(Object.keys(answer.error.message).sort()).toEqual(["en", "ru", "uz"]);
  }
  return answer;
}

const authorization = fc.oneof(
  { arbitrary: fc.constant(paymeAuthorization(PAYME_TEST_KEY)), weight: 4 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: junkString.map((s) => paymeAuthorization(s)), weight: 1 },
  { arbitrary: fc.constantFrom("Basic", "Basic ", "Bearer x", "Basic UGF5Y29tOg==", "Basic %%%"), weight: 1 },
);

async function ledgerWhole() {
  const { rows } = (await t.database.db.execute(sql`
    select o.id, o.paid_at is not null as paid,
      count(p.id) filter (where p.state = 'created') as live,
      count(p.id) filter (where p.state = 'performed') as performed,
      count(p.id) filter (where p.state = 'cancelled' and p.performed_at is not null) as reversed,
      count(p.id) filter (where p.state = 'performed' and p.refund is null) as kept
    from orders o left join payments p on p.order_id = o.id
    where o.payment_type = 'payme' group by o.id`)) as unknown as {
    rows: { id: number; paid: boolean; live: string; performed: string; reversed: string; kept: string }[];
  };
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(Number(row.live)).toBeLessThanOrEqual(1);
    expect(Number(row.kept)).toBeLessThanOrEqual(1);
    const [order] = await t.database.db
      .select()
      .from(ordersTable)
      .where(eq(ordersTable.id, Number(row.id)));
    const payment = await orderPayment(t.database.db, order, new Date());
    if (payment.state === "paid") expect(Number(row.performed), `order ${row.id}`).toBeGreaterThanOrEqual(1);
    if (row.paid && Number(row.performed) === 0) {
      // Paid once, every payment reversed since: the money is back and the order says so.
      expect(Number(row.reversed), `order ${row.id}`).toBeGreaterThanOrEqual(1);
      expect(payment, `order ${row.id}`).toMatchObject({ state: "cancelled", refund: "refunded" });
    }
  }
}

describe("fuzzing Payme's endpoint", () => {
  it("answers junk bodies with a JSON-RPC error and HTTP 200", async () => {
    const body = fc.oneof(
      junkRawBody,
      junkJson.map((v) => JSON.stringify(v) ?? "null"),
      fc
        .record({ id: wrongValue, method: wrongValue, params: wrongValue, jsonrpc: wrongValue }, { requiredKeys: [] })
        .map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(body, authorization, async (text, auth) => {
        const answer = await send(text, auth);
        expect(answer.result).toBeUndefined();
      }),
      { numRuns: 250 },
    );
  });

  it("answers calls of every method with junk and real params, the ledger whole", async () => {
    const order = fc.constantFrom(...orders);
    const orderIdValue = fc.oneof(
      { arbitrary: order.map((o) => String(o.orderId)), weight: 4 },
      { arbitrary: order.map((o) => o.orderId), weight: 1 },
      { arbitrary: junkString, weight: 1 },
      { arbitrary: wrongValue, weight: 1 },
    );
    const params = fc.record(
      {
        id: fc.oneof({ arbitrary: fc.constantFrom(...txIds), weight: 5 }, { arbitrary: wrongValue, weight: 1 }),
        time: fc.oneof(
          { arbitrary: fc.constant(null).map(() => t.now()), weight: 4 },
          { arbitrary: junkNumber, weight: 1 },
          { arbitrary: wrongValue, weight: 1 },
        ),
        amount: fc.oneof(
          { arbitrary: order.map((o) => o.amount), weight: 4 },
          { arbitrary: junkNumber, weight: 1 },
          { arbitrary: wrongValue, weight: 1 },
        ),
        account: fc.oneof({ arbitrary: fc.record({ order_id: orderIdValue }), weight: 5 }, { arbitrary: wrongValue, weight: 1 }),
        reason: fc.oneof(fc.integer({ min: 1, max: 10 }), junkNumber, wrongValue),
        from: fc.oneof(fc.constant(0), junkNumber, wrongValue),
        to: fc.oneof(fc.constant(8_640_000_000_000_000), junkNumber, wrongValue),
        type: fc.oneof(fc.constantFrom("PERFORM", "CANCEL"), junkString),
        fiscal_data: fc.oneof(
          fc.record(
            {
              receipt_id: fc.oneof(fc.integer(), junkString),
              status_code: fc.oneof(fc.integer(), wrongValue),
              qr_code_url: junkString,
              message: junkString,
            },
            { requiredKeys: [] },
          ),
          junkJson,
        ),
      },
      { requiredKeys: [] },
    );
    const method = fc.oneof({ arbitrary: fc.constantFrom(...PAYME_METHODS), weight: 8 }, { arbitrary: junkString, weight: 1 });
    const id = fc.oneof(fc.integer(), fc.string({ maxLength: 20 }));
    await fc.assert(
      fc.asyncProperty(id, method, params, async (rpcId, m, p) => {
        await send(JSON.stringify({ jsonrpc: "2.0", id: rpcId, method: m, params: p }), paymeAuthorization(PAYME_TEST_KEY));
      }),
      { numRuns: 500 },
    );
    await ledgerWhole();
  });
});
