// Shares of the revenue: by payment type (online: payme, click, Telegram's online; offline: cash,
// card), by order type (delivery, pickup) and by channel (web, telegram, phone). Each key's
// completed orders and revenue, in the range and the previous one; every known key is listed.
import { type SQL, sql } from "drizzle-orm";
import type { ShareReport } from "../../src/contract/operator-reports";
import { DELIVERY, PICKUP } from "../../src/domain/order-type";
import { PAYMENT_TYPES } from "../../src/domain/payment";
import type { Db } from "../db/client";
import { inSpan, isRevenue, rowsOf } from "./orders-sql";
import { type Range, type Span, wireRange } from "./range";

export type ShareName = "payments" | "order-types" | "channels";

const SHARES: Record<ShareName, { key: SQL; keys: readonly string[] }> = {
  payments: { key: sql.raw("o.payment_type"), keys: PAYMENT_TYPES },
  "order-types": {
    key: sql.raw(`case o.order_type_id when ${DELIVERY} then 'delivery' when ${PICKUP} then 'pickup' else o.order_type_id::text end`),
    keys: ["delivery", "pickup"],
  },
  channels: { key: sql.raw("o.channel"), keys: ["web", "telegram", "phone"] },
};

type Share = ShareReport["rows"][number]["current"];

async function shareOf(db: Db, name: ShareName, span: Span, restaurantId: string | null): Promise<Map<string, Share>> {
  const result =
    await db.execute(sql`select ${SHARES[name].key} as key, count(*)::int as orders, coalesce(sum(o.total), 0)::float8 as revenue
    from orders o where ${inSpan(span, restaurantId)} and ${isRevenue} group by 1`);
  return new Map(rowsOf<Share & { key: string }>(result).map(({ key, ...share }) => [key, share]));
}

export async function shareReport(db: Db, name: ShareName, range: Range, restaurantId: string | null): Promise<ShareReport> {
  const [current, previous] = await Promise.all([
    shareOf(db, name, range.current, restaurantId),
    shareOf(db, name, range.previous, restaurantId),
  ]);
  const none: Share = { orders: 0, revenue: 0 };
  const keys = [...new Set([...SHARES[name].keys, ...current.keys(), ...previous.keys()])];
  const rows = keys.map((key) => ({ key, current: current.get(key) ?? none, previous: previous.get(key) ?? none }));
  return { range: wireRange(range), restaurantId, rows };
}
