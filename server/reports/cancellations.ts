// Cancellations by reason: how many orders of the range were cancelled for each reason (as staff
// wrote it, trimmed; payment_expired for an online order nobody paid) and what they came to, with
// the previous range's count per reason; the most frequent first.
import { sql } from "drizzle-orm";
import type { CancellationsReport } from "../../src/contract/operator-reports";
import type { Db } from "../db/client";
import { inSpan, isCancelled, rowsOf } from "./orders-sql";
import { type Range, type Span, wireRange } from "./range";

interface Row {
  reason: string | null;
  count: number;
  amount: number;
}

async function byReason(db: Db, span: Span, restaurantId: string | null): Promise<Row[]> {
  const result = await db.execute(sql`select nullif(btrim(o.cancel_reason), '') as reason, count(*)::int as count,
      coalesce(sum(o.total), 0)::float8 as amount
    from orders o where ${inSpan(span, restaurantId)} and ${isCancelled}
    group by 1 order by 2 desc, 1`);
  return rowsOf<Row>(result);
}

export async function cancellationsReport(db: Db, range: Range, restaurantId: string | null): Promise<CancellationsReport> {
  const [current, previous] = await Promise.all([byReason(db, range.current, restaurantId), byReason(db, range.previous, restaurantId)]);
  const before = new Map(previous.map((r) => [r.reason, r.count]));
  const rows = current.map((r) => ({ ...r, previousCount: before.get(r.reason) ?? 0 }));
  for (const r of previous)
    if (!current.some((c) => c.reason === r.reason)) rows.push({ reason: r.reason, count: 0, amount: 0, previousCount: r.count });
  const sum = (list: Row[]) => list.reduce((n, r) => n + r.count, 0);
  return { range: wireRange(range), restaurantId, total: sum(current), previousTotal: sum(previous), rows };
}
