// Sending Click's payment reversals after staff cancelled a paid order (docs/payments.md): the
// cancel's transaction marks the rows refund = requested (onOrderCancelled); once it committed,
// the order code hands them here, and the sender the Click module registered for this database
// calls Click's merchant API and settles each row (settleReversal). Without a sender the rows go
// back to `needed` at once, with operators told, so none waits for a call nobody makes.
import type { Db } from "../db/client";
import { errorFields, log } from "../log";
import type { PaymentRow } from "./ledger-types";
import { settleReversal } from "./refunds";

export type ReversalSender = (payments: readonly PaymentRow[]) => Promise<void>;

const senders = new WeakMap<Db, ReversalSender>();

/** The Click module's sender for this database (one per app). */
export function setReversalSender(db: Db, send: ReversalSender): void {
  senders.set(db, send);
}

/** After commit: reverse these rows (refund = requested); never throws (a failure leaves them `needed`). */
export async function sendReversals(db: Db, rows: readonly PaymentRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  const send = senders.get(db);
  try {
    if (send) return await send(rows);
    log("warn", "no Click reversal sender: refunds left to staff", { payments: rows.map((r) => r.id) });
  } catch (err) {
    log("error", "Click reversal failed: refunds left to staff", { payments: rows.map((r) => r.id), ...errorFields(err) });
  }
  for (const row of rows)
    await db.transaction((tx) => settleReversal(tx, row.id, false, now, send ? "reversal failed" : "no reversal sender"));
}
