// The figures of a set of orders (placed, completed, revenue, average check, items sold,
// cancelled, refunded, and the promo codes' discount and orders among the revenue orders), grouped by any SQL key over the orders table `o`: the summary's periods,
// the restaurants, or one group for the whole range. One query: each order's facts are worked out
// once (a materialized CTE), then counted per group with the pieces of its revenue orders' lines.
import { type SQL, sql } from "drizzle-orm";
import type { ReportFigures } from "../../src/contract/operator-reports";
import type { Db } from "../db/client";
import { factIsCancelled, factIsRefunded, factIsRevenue, inSpan, orderFacts, rowsOf } from "./orders-sql";
import type { Span } from "./range";

export const NO_FIGURES: ReportFigures = {
  orders: 0,
  completed: 0,
  revenue: 0,
  averageCheck: 0,
  itemsSold: 0,
  cancelled: 0,
  refunded: 0,
  discount: 0,
  promoOrders: 0,
};

const ALL = sql.raw(`'all'::text`);

type Counted = Omit<ReportFigures, "averageCheck">;

const withAverage = (f: Counted): ReportFigures => ({ ...f, averageCheck: f.completed > 0 ? Math.round(f.revenue / f.completed) : 0 });

/** The figures of the orders placed in `span`, by `key` (a text expression); groups without orders are absent. */
export async function figuresBy(db: Db, span: Span, restaurantId: string | null, key: SQL = ALL): Promise<Map<string, ReportFigures>> {
  const result = await db.execute(sql`with f as materialized (
      select o.id, o.total, o.discount, o.promo_code, ${key} as k, ${orderFacts} from orders o where ${inSpan(span, restaurantId)}),
    items as (select f.k, sum(l.count) as n from f join order_lines l on l.order_id = f.id where ${factIsRevenue} group by f.k)
    select f.k, count(*)::int as orders, count(*) filter (where ${factIsRevenue})::int as completed,
      coalesce(sum(f.total) filter (where ${factIsRevenue}), 0)::float8 as revenue,
      coalesce(max(items.n), 0)::int as "itemsSold",
      count(*) filter (where ${factIsCancelled})::int as cancelled, count(*) filter (where ${factIsRefunded})::int as refunded,
      coalesce(sum(f.discount) filter (where ${factIsRevenue}), 0)::float8 as discount,
      count(*) filter (where ${factIsRevenue} and f.promo_code is not null)::int as "promoOrders"
    from f left join items on items.k = f.k group by f.k`);
  return new Map(rowsOf<Counted & { k: string }>(result).map(({ k, ...r }) => [k, withAverage(r)]));
}

/** The figures of several groups together (the whole range from its periods). */
export function sumFigures(list: Iterable<ReportFigures>): ReportFigures {
  const sum: Counted = { orders: 0, completed: 0, revenue: 0, itemsSold: 0, cancelled: 0, refunded: 0, discount: 0, promoOrders: 0 };
  for (const f of list) for (const key of Object.keys(sum) as (keyof Counted)[]) sum[key] += f[key];
  return withAverage(sum);
}

/** The figures of the whole span. */
export const totalFigures = async (db: Db, span: Span, restaurantId: string | null): Promise<ReportFigures> =>
  (await figuresBy(db, span, restaurantId)).get("all") ?? NO_FIGURES;
