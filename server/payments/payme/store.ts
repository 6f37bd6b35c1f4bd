// What Payme needs of the ledger table beyond the ledger's operations (server/payments/ledger.ts):
// the statement of a time range (GetStatement), on our create time.
import { and, asc, between, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments } from "../../db/schema";
import type { PaymentRow } from "./view";

/** Every Payme transaction created in our ledger between `from` and `to` (ms, both included), oldest first. */
export async function statementRows(db: Pick<Db, "select">, from: number, to: number): Promise<PaymentRow[]> {
  if (to < from) return [];
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, "payme"), between(payments.createdAt, new Date(from), new Date(to))))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
