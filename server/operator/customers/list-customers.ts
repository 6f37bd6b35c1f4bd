// The customer list as the console and its CSV read it: each customer with their figures from the
// orders (how many, what they spent, when they last ordered, the restaurant they order from most)
// and their loyalty points (customers.points, kept by migration 0018's triggers; chain-wide),
// searched by any part of a phone or a name, sorted, paged. A manager's list holds the customers
// who ordered from their restaurant, with figures of that restaurant's orders only.
//
// Spent counts completed orders whose money was not returned (src/domain/payment.ts: a ledger row
// refunded with no other performed payment left on the order); a refund of a second payment of a
// paid order (paid twice) leaves the order counted.
import { type SQL, sql } from "drizzle-orm";
import type { CustomerSort, OperatorCustomer } from "../../../src/contract/operator-customers";
import { STATUS } from "../../../src/domain/order-status";
import type { Db } from "../../db/client";
import type { CustomerSearch } from "./customer-search";

export interface CustomersFilter {
  /** null: every restaurant (admins). */
  restaurantId: string | null;
  search: CustomerSearch | null;
  /** One customer (their page). */
  id?: string;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The money of this order (`o`) went back: a refunded ledger row and no performed one left. */
const RETURNED = sql`(exists (select 1 from payments p where p.order_id = o.id and p.refund = 'refunded')
  and not exists (select 1 from payments p where p.order_id = o.id and p.state = 'performed' and p.refund is distinct from 'refunded'))`;

const orderScope = (restaurantId: string | null) => (restaurantId === null ? sql`true` : sql`o.restaurant_id = ${restaurantId}`);

/** Each customer's figures from the orders in scope. */
const stats = (restaurantId: string | null) => sql`select o.customer_id,
    count(*)::int as orders,
    coalesce(sum(o.total) filter (where o.status_code = ${STATUS.completed} and not ${RETURNED}), 0)::bigint as spent,
    max(o.created_at) as last_order_at
  from orders o where ${orderScope(restaurantId)} group by o.customer_id`;

function where(filter: CustomersFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.id !== undefined) parts.push(sql`c.id = ${filter.id}`);
  const s = filter.search;
  if (s) {
    const any: SQL[] = [];
    // A Telegram customer's phone is often only on their orders: those count too (trigram indexes on both).
    if (s.phoneDigits !== null)
      any.push(
        sql`c.phone like ${like(s.phoneDigits)} or c.id in (select customer_id from orders where phone like ${like(s.phoneDigits)})`,
      );
    if (s.name !== null)
      any.push(sql`c.name ilike ${like(s.name)} or c.id in (select customer_id from orders where name ilike ${like(s.name)})`);
    parts.push(sql`(${sql.join(any, sql` or `)})`);
  }
  return sql.join(parts, sql` and `);
}

const ORDER_BY: Record<CustomerSort, SQL> = {
  lastOrder: sql`s.last_order_at desc nulls last, c.created_at desc, c.id`,
  orders: sql`coalesce(s.orders, 0) desc, s.last_order_at desc nulls last, c.id`,
  spent: sql`coalesce(s.spent, 0) desc, s.last_order_at desc nulls last, c.id`,
  newest: sql`c.created_at desc, c.id`,
};

/** Customers in scope: a manager's are those with an order there. */
const fromCustomers = (restaurantId: string | null) =>
  sql`from customers c ${restaurantId === null ? sql`left` : sql`inner`} join (${stats(restaurantId)}) s on s.customer_id = c.id`;

interface Row {
  id: string;
  phone: string | null;
  name: string | null;
  tg_id: string | number | null;
  language: string | null;
  created_at: Date | string;
  note: string;
  blocked_at: Date | string | null;
  blocked_reason: string | null;
  points: number | string;
  orders: number | null;
  spent: string | number | null;
  last_order_at: Date | string | null;
  favourite: string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();

function toCustomer(r: Row): OperatorCustomer {
  return {
    id: r.id,
    phone: r.phone,
    name: r.name,
    channel: r.tg_id === null ? "web" : "telegram",
    tgId: r.tg_id === null ? null : Number(r.tg_id),
    language: r.language,
    createdAt: iso(r.created_at),
    orders: Number(r.orders ?? 0),
    spent: Number(r.spent ?? 0),
    lastOrderAt: r.last_order_at === null ? null : iso(r.last_order_at),
    favouriteRestaurantId: r.favourite,
    points: Number(r.points),
    note: r.note,
    blocked: r.blocked_at !== null,
    blockedAt: r.blocked_at === null ? null : iso(r.blocked_at),
    blockedReason: r.blocked_reason,
  };
}

const rows = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Customers matching, sorted. The favourite restaurant, and the phone and name of a customer who
 * has none of their own (a Telegram or phone sign-in: those of their latest order), are worked out
 * for this page only.
 */
export async function listCustomers(
  db: Db,
  filter: CustomersFilter,
  sort: CustomerSort,
  page: { skip: number; take: number },
): Promise<OperatorCustomer[]> {
  const scope = filter.restaurantId;
  const found = await rows<Row>(
    db,
    sql`select p.id, p.tg_id, p.language, p.created_at, p.note, p.blocked_at, p.blocked_reason, p.points, p.orders, p.spent, p.last_order_at,
      coalesce(p.phone, (select o.phone from orders o where o.customer_id = p.id order by o.created_at desc, o.id desc limit 1)) as phone,
      coalesce(p.name, (select o.name from orders o where o.customer_id = p.id order by o.created_at desc, o.id desc limit 1)) as name,
      (select o.restaurant_id from orders o where o.customer_id = p.id and ${orderScope(scope)}
        group by o.restaurant_id order by count(*) desc, max(o.created_at) desc, o.restaurant_id limit 1) as favourite
    from (select c.id, c.phone, c.name, c.tg_id, c.language, c.created_at, c.note, c.blocked_at, c.blocked_reason, c.points,
        s.orders, s.spent, s.last_order_at, row_number() over (order by ${ORDER_BY[sort]}) as ord
      ${fromCustomers(scope)} where ${where(filter)}
      order by ${ORDER_BY[sort]} limit ${page.take} offset ${page.skip}) p
    order by p.ord`,
  );
  return found.map(toCustomer);
}

/** How many customers match (every page). */
export async function countCustomers(db: Db, filter: CustomersFilter): Promise<number> {
  const scope = filter.restaurantId;
  // Without a restaurant, the figures do not narrow the list: customers alone are counted.
  const from = scope === null ? sql`from customers c` : fromCustomers(scope);
  const [row] = await rows<{ n: number | string }>(db, sql`select count(*)::int as n ${from} where ${where(filter)}`);
  return Number(row?.n ?? 0);
}
