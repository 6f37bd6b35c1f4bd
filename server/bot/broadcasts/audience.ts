// A broadcast's audience as SQL: the chain's Telegram customers (a tg_id) who neither blocked the
// bot (customers.bot_blocked_at) nor said "stop" (unsubscribed_at), nor are blocked by staff, with
// the filters of src/domain/broadcast.ts: language (their last order's, else their own setting,
// else Russian), city (the region of their last order's restaurant), their last order's Tashkent
// day, and how many orders they placed. Counting and writing the recipients share the one query.
import { type SQL, sql } from "drizzle-orm";
import type { BroadcastAudience } from "../../../src/domain/broadcast";
import { TASHKENT_OFFSET } from "../../../src/domain/tashkent-time";
import type { Db } from "../../db/client";

const dayStart = (day: string) => `${day}T00:00:00${TASHKENT_OFFSET}`;

/** customer_id, chat_id, locale of everyone the audience takes. */
export function audienceQuery(a: BroadcastAudience): SQL {
  const where: SQL[] = [sql`c.tg_id is not null`, sql`c.bot_blocked_at is null`, sql`c.unsubscribed_at is null`, sql`c.blocked_at is null`];
  if (a.languages?.length)
    where.push(
      sql`p.locale in (${sql.join(
        a.languages.map((l) => sql`${l}`),
        sql`, `,
      )})`,
    );
  if (a.regionIds?.length)
    where.push(
      sql`p.region_id in (${sql.join(
        a.regionIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})`,
    );
  if (a.lastOrderFrom) where.push(sql`p.last_at >= ${dayStart(a.lastOrderFrom)}::timestamptz`);
  if (a.lastOrderBefore) where.push(sql`p.last_at < ${dayStart(a.lastOrderBefore)}::timestamptz`);
  if (a.ordersMin !== undefined) where.push(sql`p.orders >= ${a.ordersMin}::int`);
  if (a.ordersMax !== undefined) where.push(sql`p.orders <= ${a.ordersMax}::int`);
  return sql`select p.id as customer_id, p.tg_id as chat_id, p.locale from (
      select c.id, c.tg_id, c.blocked_at, c.bot_blocked_at, c.unsubscribed_at, last.created_at as last_at, r.region_id,
        (select count(*) from orders n where n.customer_id = c.id)::int as orders,
        coalesce(case last.language when 1 then 'uz' when 2 then 'ru' when 3 then 'en' end,
          case when split_part(lower(c.language), '-', 1) in ('ru', 'en', 'uz') then split_part(lower(c.language), '-', 1) end,
          'ru') as locale
      from customers c
      left join lateral (select o.restaurant_id, o.created_at, o.language from orders o where o.customer_id = c.id
        order by o.created_at desc, o.id desc limit 1) last on true
      left join restaurants r on r.id = last.restaurant_id
    ) p join customers c on c.id = p.id
    where ${sql.join(where, sql` and `)}`;
}

export async function audienceCount(db: Db, a: BroadcastAudience): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from (${audienceQuery(a)}) q`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Writes the recipients of a broadcast (once each: the key is the broadcast and the customer); answers how many it has. */
export async function writeRecipients(db: Db, broadcastId: number, a: BroadcastAudience): Promise<number> {
  await db.execute(sql`insert into broadcast_recipients (broadcast_id, customer_id, chat_id, locale)
    select ${broadcastId}::int, q.customer_id, q.chat_id, q.locale from (${audienceQuery(a)}) q
    on conflict do nothing`);
  const result = (await db.execute(
    sql`select count(*)::int as n from broadcast_recipients where broadcast_id = ${broadcastId}::int`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
