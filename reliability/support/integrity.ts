// Reads a server's database directly (after the server stopped, for PGlite) and lists every order
// that is not whole: no lines, no status history, no idempotency key, totals that do not add up,
// rows pointing at a missing order, or one submission (tagged in the comment) stored twice; and any
// loyalty balance below zero, not the sum of its moves, or with a move of an order counted twice.
import path from "node:path";

export type Query = (sql: string) => Promise<Record<string, unknown>[]>;
export interface Reader {
  query: Query;
  close(): Promise<void>;
}

export async function readPglite(dataDir: string): Promise<Reader> {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
  return { query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows, close: () => client.close() };
}

export async function readPostgres(url: string): Promise<Reader> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  return { query: async (sql) => (await client.query(sql)).rows, close: () => client.end() };
}

const CHECKS: [string, string][] = [
  ["order without lines", "select o.id from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)"],
  [
    "order without status history",
    "select o.id from orders o where not exists (select 1 from order_status_history h where h.order_id = o.id)",
  ],
  [
    "order without idempotency key",
    "select o.id from orders o where not exists (select 1 from idempotency_keys k where k.order_id = o.id)",
  ],
  ["line without order", "select l.id from order_lines l left join orders o on o.id = l.order_id where o.id is null"],
  ["status without order", "select h.id from order_status_history h left join orders o on o.id = h.order_id where o.id is null"],
  ["key without order", "select k.key as id from idempotency_keys k left join orders o on o.id = k.order_id where o.id is null"],
  [
    "subtotal not the sum of its lines",
    "select o.id from orders o join order_lines l on l.order_id = o.id group by o.id, o.subtotal having o.subtotal <> sum(l.price_with_modifiers * l.count)",
  ],
  [
    "total not subtotal − discount − points + delivery",
    "select id from orders where total <> subtotal - discount - points_spent + price_of_delivery",
  ],
  [
    "status not the last of its history",
    "select o.id from orders o where o.status_code <> (select h.status_code from order_status_history h where h.order_id = o.id order by h.id desc limit 1)",
  ],
  ["points balance below zero", "select id from customers where points < 0"],
  [
    "points balance not the sum of its moves",
    "select c.id from customers c where c.points <> (select coalesce(sum(m.points), 0) from loyalty_moves m where m.customer_id = c.id)",
  ],
  // Staff's adjustments have no order (and one move per Idempotency-Key, by the unique index).
  [
    "points move counted twice",
    "select order_id as id from loyalty_moves where order_id is not null group by order_id, move having count(*) > 1",
  ],
  ["one submission stored twice", "select comment as id from orders where comment <> '' group by comment having count(*) > 1"],
];

/** Every problem found, as "<check>: <ids>"; empty when every order is whole. */
export async function integrityProblems(query: Query): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, sql] of CHECKS) {
    const rows = await query(sql);
    if (rows.length)
      problems.push(
        `${name}: ${rows
          .slice(0, 10)
          .map((r) => String(r.id))
          .join(", ")}${rows.length > 10 ? ` (+${rows.length - 10})` : ""}`,
      );
  }
  return problems;
}

export interface StoredOrder {
  id: number;
  comment: string;
  total: number;
  lines: number;
  count: number;
  history: number;
}

/** Every stored order with what the checks compare, by its comment (the client's tag). */
export async function storedOrders(query: Query): Promise<Map<string, StoredOrder>> {
  const rows = await query(`select o.id, o.comment, o.total,
      (select count(*) from order_lines l where l.order_id = o.id) as lines,
      (select coalesce(sum(l.count), 0) from order_lines l where l.order_id = o.id) as count,
      (select count(*) from order_status_history h where h.order_id = o.id) as history
    from orders o`);
  return new Map(
    rows.map((r) => [
      String(r.comment),
      {
        id: Number(r.id),
        comment: String(r.comment),
        total: Number(r.total),
        lines: Number(r.lines),
        count: Number(r.count),
        history: Number(r.history),
      },
    ]),
  );
}
