// By product and by folder: pieces sold and their revenue (line prices with modifiers, without the
// delivery fee) on the orders that count as revenue, most revenue first. A product's name is the
// menu's today, or the last order line's for a product no longer on the menu (its folder unknown).
import { sql } from "drizzle-orm";
import type { Localized } from "../../src/domain/localized";
import type { ProductsReport } from "../../src/contract/operator-reports";
import type { Db } from "../db/client";
import { inSpan, isRevenue, rowsOf } from "./orders-sql";
import { type Range, wireRange } from "./range";

interface Row {
  product_id: string;
  name: Localized;
  folder_id: number | null;
  folder_name: Localized | null;
  count: number;
  revenue: number;
}

export async function productsReport(db: Db, range: Range, restaurantId: string | null): Promise<ProductsReport> {
  const result = await db.execute(sql`with sold as (
      select l.product_id, sum(l.count)::int as count, sum(l.price_with_modifiers::bigint * l.count)::float8 as revenue, max(l.id) as last_line
      from orders o join order_lines l on l.order_id = o.id
      where ${inSpan(range.current, restaurantId)} and ${isRevenue}
      group by l.product_id)
    select sold.product_id, coalesce(p.name, last.name) as name, p.folder_id, f.name as folder_name, sold.count, sold.revenue
    from sold
    join order_lines last on last.id = sold.last_line
    left join products p on p.id = sold.product_id
    left join folders f on f.id = p.folder_id
    order by sold.revenue desc, sold.product_id`);
  const rows = rowsOf<Row>(result);
  const folders = new Map<number | null, ProductsReport["folders"][number]>();
  for (const r of rows) {
    const folder = folders.get(r.folder_id) ?? { folderId: r.folder_id, name: r.folder_name, count: 0, revenue: 0 };
    folder.count += r.count;
    folder.revenue += r.revenue;
    folders.set(r.folder_id, folder);
  }
  return {
    range: wireRange(range),
    restaurantId,
    products: rows.map((r) => ({ productId: r.product_id, name: r.name, folderId: r.folder_id, count: r.count, revenue: r.revenue })),
    folders: [...folders.values()].sort((a, b) => b.revenue - a.revenue),
  };
}
