// The ledger's rows (docs/payments.md, "The ledger"): looking one up (by the provider's id) or an
// order's, the fiscal data a provider gave for one, and the audit row every change writes.
import { and, eq, ne } from "drizzle-orm";
import { recordAudit } from "../audit/audit";
import { payments } from "../db/schema";
import { providerActor, tellReceipt } from "./ledger-orders";
import { done, fail, type PaymentRow, type ProviderTx, type Tx } from "./ledger-types";

export async function findPayment(tx: Tx, { provider, providerTxId }: ProviderTx, lock = false): Promise<PaymentRow | undefined> {
  const query = tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerTxId, providerTxId)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The payments of an order, oldest first. */
export async function orderPayments(tx: Tx, orderId: number): Promise<PaymentRow[]> {
  return tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}

/**
 * Stores what the provider's fiscal service gave for a performed payment (SetFiscalData, Click's
 * fiscal answer). A receipt link new to the payment re-renders the Telegram customer's message with it.
 */
export async function recordFiscal(tx: Tx, id: ProviderTx, fiscal: Record<string, unknown>, receiptUrl: string | null, now: Date) {
  const match = and(eq(payments.provider, id.provider), eq(payments.providerTxId, id.providerTxId));
  const [before] = await tx.select({ receiptUrl: payments.receiptUrl }).from(payments).where(match).for("update");
  const [row] = await tx
    .update(payments)
    .set({ fiscal, receiptUrl })
    .where(and(match, ne(payments.state, "created")))
    .returning();
  if (!row) return fail("payment_not_found");
  await audit(tx, row, "fiscal", { receiptUrl }, now);
  if (row.receiptUrl && row.receiptUrl !== before?.receiptUrl) await tellReceipt(tx, row, now);
  return done(row);
}

export async function audit(tx: Tx, row: PaymentRow, action: string, details: Record<string, unknown>, now: Date) {
  await recordAudit(
    tx,
    providerActor(row.provider),
    { entity: "payment", entityId: row.id, action, details: { orderId: row.orderId, providerTxId: row.providerTxId, ...details } },
    now,
  );
}
