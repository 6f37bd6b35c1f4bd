// openPayment called at the same moment by callers that do not lock the order first (on PGlite,
// and with DATABASE_URL on PostgreSQL, where the calls truly overlap): the ledger itself must
// make them take turns and answer a repeated provider id with the one row.
import { describe, expect, it } from "vitest";
import { at, ledgerKitForFile } from "./ledger-test-kit";
import { type LedgerResult, openPayment, performPayment } from "./ledger";

const L = ledgerKitForFile();
const now = at(1);
const ROUNDS = 5;

describe("openPayment at once", () => {
  it("three opens of one Click transaction: one created row, every answer that row, and it can be performed", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, amount } = await L.awaiting("click");
      const p = { provider: "click" as const, providerTxId: L.txId() };
      const open = () => L.inTx((tx) => openPayment(tx, { ...p, orderId: id, amount }, now));
      const answers = await Promise.all([open(), open(), open()]);
      const ids = answers.map((a: LedgerResult) => (a.ok ? a.payment.id : a.error));
      expect(new Set(ids).size).toBe(1);
      expect(answers.filter((a) => a.ok && !a.repeated)).toHaveLength(1);
      expect((await L.rows(id)).map((r) => [r.state, r.cancelReason])).toEqual([["created", null]]);
      expect(await L.inTx((tx) => performPayment(tx, p, at(2)))).toMatchObject({ ok: true, payment: { state: "performed" } });
    }
  });

  it("three opens of one Payme transaction: one created row, every answer that row", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, amount } = await L.awaiting("payme");
      const p = { provider: "payme" as const, providerTxId: L.txId() };
      const open = () => L.inTx((tx) => openPayment(tx, { ...p, orderId: id, amount }, now));
      const answers = await Promise.all([open(), open(), open()]);
      expect(new Set(answers.map((a) => (a.ok ? a.payment.id : a.error))).size).toBe(1);
      expect((await L.rows(id)).map((r) => r.state)).toEqual(["created"]);
    }
  });

  it("three Payme transactions for one order at once: one opens, the others are in_progress", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, amount } = await L.awaiting("payme");
      const open = () => L.inTx((tx) => openPayment(tx, { provider: "payme", providerTxId: L.txId(), orderId: id, amount }, now));
      const answers = await Promise.all([open(), open(), open()]);
      expect(answers.map((a) => (a.ok ? "opened" : a.error)).sort()).toEqual(["in_progress", "in_progress", "opened"]);
      expect((await L.rows(id)).map((r) => r.state)).toEqual(["created"]);
    }
  });

  it("three Click attempts for one order at once: the last to run replaces the others; one live row", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, amount } = await L.awaiting("click");
      const open = () => L.inTx((tx) => openPayment(tx, { provider: "click", providerTxId: L.txId(), orderId: id, amount }, now));
      const answers = await Promise.all([open(), open(), open()]);
      expect(answers.every((a) => a.ok && !a.repeated)).toBe(true);
      expect((await L.rows(id)).map((r) => r.state).sort()).toEqual(["cancelled", "cancelled", "created"]);
    }
  });
});
