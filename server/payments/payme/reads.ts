// Payme's methods that change no money: CheckTransaction (a transaction's state and times),
// GetStatement (every transaction created in a range, for Payme's reconciliation) and SetFiscalData
// (the fiscal receipt Payme registered for a payment or its cancel).
import { findPayment, recordFiscal, type Tx } from "../ledger";
import { PaymeError } from "./errors";
import { fiscalParams, parseParams, statementParams, transactionParams } from "./params";
import { statementRows } from "./store";
import type { Outcome } from "./transactions";
import { checkAnswer, statementEntry } from "./view";

export async function checkTransaction(db: Tx, params: unknown): Promise<Outcome> {
  const { id } = parseParams(transactionParams, params);
  const row = await findPayment(db, { provider: "payme", providerTxId: id });
  if (!row) throw new PaymeError("transactionNotFound");
  return { result: checkAnswer(row) };
}

export async function getStatement(db: Tx, params: unknown): Promise<Outcome> {
  const { from, to } = parseParams(statementParams, params);
  const rows = await statementRows(db, from, to);
  return { result: { transactions: rows.map(statementEntry) } };
}

/**
 * Keeps the receipt under its type in `fiscal` ({ perform, cancel }); the payment receipt's QR link
 * becomes the receipt the customer is shown. Payme's `id` here is its transaction's id.
 */
export async function setFiscalData(db: Tx, params: unknown, now: Date): Promise<Outcome> {
  const p = parseParams(fiscalParams, params);
  const id = { provider: "payme" as const, providerTxId: p.id };
  const row = await findPayment(db, id, true);
  if (!row || row.state === "created") throw new PaymeError("transactionNotFound");
  const key = p.type === "PERFORM" ? "perform" : "cancel";
  const fiscal = { ...(row.fiscal ?? {}), [key]: p.fiscal_data };
  const receiptUrl = p.type === "PERFORM" && p.fiscal_data.qr_code_url ? p.fiscal_data.qr_code_url : row.receiptUrl;
  const stored = await recordFiscal(db, id, fiscal, receiptUrl, now);
  if (!stored.ok) throw new PaymeError("transactionNotFound");
  return { result: { success: true } };
}
