// What Payme needs of the ledger table beyond the ledger's operations (server/payments/ledger.ts):
// the statement of a time range (GetStatement), on our create time.
import { and, asc, between, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments } from "../../db/schema";
import type { PaymentRow } from "./view";

/** The last ms the database's timestamps take as written (a Date past year 9999 is "+275760-…", which PostgreSQL refuses). */
const LAST_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Every Payme transaction created in our ledger between `from` and `to` (ms, both included), oldest first. */
export async function statementRows(db: Pick<Db, "select">, from: number, to: number): Promise<PaymentRow[]> {
  const until = Math.min(to, LAST_TIME);
  if (until < from) return [];
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, "payme"), between(payments.createdAt, new Date(from), new Date(until))))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
