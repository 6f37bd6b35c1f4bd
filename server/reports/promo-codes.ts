// By promo code (issue 26): each code's revenue orders of the range, what it took off them and what
// they came to, most used first. Revenue as everywhere (orders-sql.ts); a code that gives a product
// takes nothing off (discount 0) and still counts its orders.
import { sql } from "drizzle-orm";
import type { PromoCodesReport } from "../../src/contract/operator-reports";
import type { Db } from "../db/client";
import { inSpan, isRevenue, rowsOf } from "./orders-sql";
import { type Range, wireRange } from "./range";

export async function promoCodesReport(db: Db, range: Range, restaurantId: string | null): Promise<PromoCodesReport> {
  const result = await db.execute(sql`select o.promo_code as code, count(*)::int as orders,
      coalesce(sum(o.discount), 0)::float8 as discount, coalesce(sum(o.total), 0)::float8 as revenue
    from orders o where ${inSpan(range.current, restaurantId)} and ${isRevenue} and o.promo_code is not null
    group by o.promo_code order by orders desc, discount desc, code`);
  return { range: wireRange(range), restaurantId, rows: rowsOf<PromoCodesReport["rows"][number]>(result) };
}
