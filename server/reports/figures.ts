// The figures of a set of orders (placed, completed, revenue, average check, items sold,
// cancelled, refunded), grouped by any SQL key over the orders table `o`: the summary's periods,
// the restaurants, or one group for the whole range.
import { type SQL, sql } from "drizzle-orm";
import type { ReportFigures } from "../../src/contract/operator-reports";
import type { Db } from "../db/client";
import { inSpan, isCancelled, isRefunded, isRevenue, rowsOf } from "./orders-sql";
import type { Span } from "./range";

export const NO_FIGURES: ReportFigures = { orders: 0, completed: 0, revenue: 0, averageCheck: 0, itemsSold: 0, cancelled: 0, refunded: 0 };

const ALL = sql.raw(`'all'::text`);

/** The figures of the orders placed in `span`, by `key` (a text expression); groups without orders are absent. */
export async function figuresBy(db: Db, span: Span, restaurantId: string | null, key: SQL = ALL): Promise<Map<string, ReportFigures>> {
  const where = inSpan(span, restaurantId);
  const [counted, items] = await Promise.all([
    db.execute(sql`select ${key} as k, count(*)::int as orders,
        count(*) filter (where ${isRevenue})::int as completed,
        coalesce(sum(o.total) filter (where ${isRevenue}), 0)::float8 as revenue,
        count(*) filter (where ${isCancelled})::int as cancelled,
        count(*) filter (where ${isRefunded})::int as refunded
      from orders o where ${where} group by 1`),
    db.execute(sql`select ${key} as k, coalesce(sum(l.count), 0)::int as items
      from orders o join order_lines l on l.order_id = o.id where ${where} and ${isRevenue} group by 1`),
  ]);
  const itemsBy = new Map(rowsOf<{ k: string; items: number }>(items).map((r) => [r.k, r.items]));
  type Row = Omit<ReportFigures, "averageCheck" | "itemsSold"> & { k: string };
  return new Map(
    rowsOf<Row>(counted).map(({ k, ...r }) => [
      k,
      { ...r, averageCheck: r.completed > 0 ? Math.round(r.revenue / r.completed) : 0, itemsSold: itemsBy.get(k) ?? 0 },
    ]),
  );
}

/** The figures of the whole span. */
export const totalFigures = async (db: Db, span: Span, restaurantId: string | null): Promise<ReportFigures> =>
  (await figuresBy(db, span, restaurantId)).get("all") ?? NO_FIGURES;
