// Fuzzing Prepare and Complete: random forms (junk, missing, repeated and oversized fields, other
// content types) and random but correctly signed calls about real orders, payments and amounts.
// Never a 5xx; every 200 carries one of Click's codes; and the ledger stays whole: an order is paid
// only by a performed payment, by at most one that keeps the money.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLICK_FORM_FIELDS, clickForm } from "./test/click-emulator";
import { CLICK, type ClickTestApp, clickTestApp } from "./test/harness";

let t: ClickTestApp;
const orders: { orderId: number; amount: string }[] = [];
beforeAll(async () => {
  t = await clickTestApp();
  for (let i = 0; i < 3; i++) orders.push(await t.placeClickOrder());
});
afterAll(() => t.close());

const CODES = new Set([0, -1, -2, -3, -4, -5, -6, -7, -8, -9]);

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", "0", "-1", "1e9", "99999999999999999999", "NaN", "1.005", "0x1F", " 7 ", "\u0000", "null", "[]"),
  fc.integer().map(String),
  fc.string({ maxLength: 3000 }),
);

async function post(stage: string, body: string | Uint8Array<ArrayBuffer> | undefined, type: string | null) {
  const res = await t.app.request(`/api/payments/click/${stage}`, {
    method: "POST",
    headers: type ? { "Content-Type": type } : {},
    body,
  });
  expect(res.status, await res.clone().text()).toBeLessThan(500);
  if (res.status === 200) {
    const answer = (await res.json()) as { error: unknown };
    expect(CODES.has(answer.error as number)).toBe(true);
    return answer.error as number;
  }
  expect([413, 415]).toContain(res.status);
  return null;
}

async function ledgerWhole() {
  const { rows } = (await t.database.db.execute(sql`
    select o.id, o.paid_at is not null as paid,
      count(p.id) filter (where p.state = 'performed') as performed,
      count(p.id) filter (where p.state = 'performed' and p.refund is null) as kept
    from orders o left join payments p on p.order_id = o.id
    where o.payment_type = 'click' group by o.id`)) as unknown as { rows: { paid: boolean; performed: string; kept: string }[] };
  for (const row of rows) {
    expect(Number(row.kept)).toBeLessThanOrEqual(1);
    if (row.paid) expect(Number(row.performed)).toBeGreaterThanOrEqual(1);
  }
}

describe("fuzzing Click's endpoints", () => {
  it("answers junk forms and bodies with a code or a 4xx, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("prepare", "complete"),
        fc.dictionary(fc.oneof(fc.constantFrom(...CLICK_FORM_FIELDS), fc.string({ maxLength: 10 })), junk, { maxKeys: 14 }),
        fc.constantFrom(
          "application/x-www-form-urlencoded",
          "application/x-www-form-urlencoded; charset=utf-8",
          "text/plain",
          "application/json",
          null,
        ),
        fc.boolean(),
        async (stage, fields, type, repeat) => {
          const form = new URLSearchParams(fields);
          if (repeat) for (const [k, v] of Object.entries(fields)) form.append(k, v);
          await post(stage, form.toString(), type);
        },
      ),
      { numRuns: 150 },
    );
    await post("prepare", "%%%&&&=%zz", "application/x-www-form-urlencoded");
    await post("complete", new Uint8Array([0xff, 0xfe, 0x00, 0x41]), "application/x-www-form-urlencoded");
  });

  it("answers correctly signed calls about real and unreal orders and payments with a code, keeping the ledger whole", async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("prepare", "complete"),
        fc.record({
          tx: fc.integer({ min: 1, max: 30 }),
          order: fc.oneof(fc.constantFrom(...orders.map((o) => String(o.orderId))), junk),
          amount: fc.oneof(fc.constantFrom(...orders.map((o) => o.amount)), junk),
          prepare: fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), junk),
          action: fc.constantFrom("0", "1", "2", "-1"),
          error: fc.constantFrom("0", "0", "-1", "-5017", "1"),
          signTime: fc.oneof(fc.constant("2026-11-21 12:00:00"), junk),
        }),
        async (stage, f) => {
          const form = clickForm(
            stage,
            {
              clickTransId: 800_000 + f.tx,
              clickPaydocId: 900_000 + f.tx,
              orderId: f.order,
              prepareId: f.prepare,
              amount: f.amount,
              action: f.action,
              error: f.error,
              errorNote: "fuzz",
              signTime: f.signTime,
            },
            CLICK.serviceId,
            CLICK.secretKey,
          );
          const code = await post(stage, form.toString(), "application/x-www-form-urlencoded");
          seen.add(`${stage} ${code}`);
        },
      ),
      { numRuns: 300 },
    );
    // The calls got past the signature to the ledger, not only refused at the door.
    expect([...seen]).toEqual(expect.arrayContaining(["prepare 0", "prepare -2", "prepare -5", "complete -6"]));
    await ledgerWhole();
  });
});
