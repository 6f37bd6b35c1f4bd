// The reports over 100,000 orders (issue 26): a database of its own (PGlite in memory, then a
// throwaway PostgreSQL when its binaries are there), migrated and seeded, filled in bulk with
// generate_series: 100,000 orders over 90 days at every restaurant (a tenth cancelled, the rest
// completed; web, Telegram, phone; cash, card and online), two lines each, the status history of
// each step and a ledger row for each online one. Then the main report (the summary of the last 30
// days, every restaurant, by day) and all eight reports over the 90 days are timed, each the median
// of five runs after one warm-up, against a budget. `tsx scripts/bench/reports.ts` runs it alone.
import os from "node:os";
import { sql } from "drizzle-orm";
import { REPORT_NAMES } from "../../src/contract/operator-reports";
import { tashkentIsoDate } from "../../src/domain/tashkent-time";
import { type Database, type Db, migrate, openDatabase } from "../../server/db/client";
import { seedDemoChain } from "../../server/db/seed/index";
import { addDays } from "../../server/reports/range";
import { REPORTS, reportRange } from "../../server/reports";
import { startPostgres } from "./pg";

export const REPORT_ORDERS = 100_000;
/** The main report's budget and the eight reports' together (ms). */
const MAIN_BUDGET_MS = 500;
const ALL_BUDGET_MS = 3_000;
const RUNS = 5;

type Row = [what: string, value: string, goal: string, detail: string, verdict: string];

async function fill(database: Database, now: Date) {
  // One transaction without triggers: the rows are history, not news (no bot messages, no notifications).
  await database.db.transaction(async (db) => {
    await db.execute(sql`set local session_replication_role = replica`);
    await write(db, now);
  });
  await database.db.execute(sql`analyze`);
}

async function write(db: Db, now: Date) {
  await db.execute(sql`insert into customers (id, phone, name) values ('bench-reports', '+998900009999', 'Bench') on conflict do nothing`);
  // i minutes before now, spread over 90 days; restaurants, channels and payment types in turn.
  await db.execute(sql`insert into orders (customer_id, restaurant_id, order_type_id, channel, name, phone, payment_type, language,
      subtotal, price_of_delivery, total, status_code, cancel_reason, paid_at, created_at)
    select 'bench-reports', r.ids[1 + i % array_length(r.ids, 1)], case when i % 3 = 0 then 200 else 0 end,
      (array['web', 'telegram', 'phone'])[1 + i % 3], 'Bench', '+998900009999', (array['cash', 'card', 'payme', 'click', 'online'])[1 + i % 5], 1,
      40000 + (i % 7) * 10000, 10000, 50000 + (i % 7) * 10000,
      case when i % 10 = 0 then 255 else 201 end, case when i % 10 = 0 then (array['no courier', 'customer called', 'payment_expired'])[1 + i % 3] end,
      case when i % 5 >= 2 then ${now.toISOString()}::timestamptz - (i * 77 % 129600) * interval '1 minute' end,
      ${now.toISOString()}::timestamptz - (i * 77 % 129600) * interval '1 minute'
    from generate_series(1, ${REPORT_ORDERS}) i, (select array_agg(id order by id) as ids from restaurants) r`);
  await db.execute(sql`insert into order_lines (order_id, product_id, name, base_price, price_with_modifiers, count, modifiers)
    select o.id, p.ids[1 + (o.id + n) % array_length(p.ids, 1)], '{"ru":"x","en":"x","uz":"x"}'::jsonb, 20000, 20000 + n * 5000, 1 + o.id % 2, '[]'::jsonb
    from orders o, generate_series(0, 1) n, (select array_agg(id order by id) as ids from products) p where o.customer_id = 'bench-reports'`);
  await db.execute(sql`insert into order_status_history (order_id, status_code, at)
    select o.id, s.code, o.created_at + (s.minutes + o.id % 9) * interval '1 minute'
    from orders o, (values (0, 0), (1, 3), (2, 5), (3, 20), (4, 22), (201, 50)) s(code, minutes)
    where o.customer_id = 'bench-reports' and o.status_code = 201 and (s.code <> 4 or o.order_type_id = 0)`);
  await db.execute(sql`insert into payments (provider, provider_tx_id, order_id, amount, state, performed_at)
    select 'payme', 'bench-' || o.id, o.id, o.total * 100, 'performed', o.paid_at from orders o
    where o.customer_id = 'bench-reports' and o.paid_at is not null`);
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

async function benchOne(kind: string, database: Database, log: (line: string) => void): Promise<Row[]> {
  const now = new Date();
  await migrate(database);
  await seedDemoChain(database.db);
  const start = performance.now();
  await fill(database, now);
  log(`  ${kind}: ${REPORT_ORDERS} orders written in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  const today = tashkentIsoDate(now);
  const month = reportRange(addDays(today, -29), today, now);
  const quarter = reportRange(addDays(today, -89), today, now);
  const main = await timed(() => REPORTS.summary(database.db, { range: month, restaurantId: null, groupBy: "day" }));
  const all = await timed(() =>
    Promise.all(REPORT_NAMES.map((name) => REPORTS[name](database.db, { range: quarter, restaurantId: null, groupBy: "day" }))),
  );
  const ms = (v: number) => `${Math.round(v)} ms`;
  // The machine may be shared: the figures say how busy it was.
  const load = `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`;
  return [
    [
      `reports: summary, 30 days of ${REPORT_ORDERS} orders, ${kind}`,
      ms(main),
      `≤ ${MAIN_BUDGET_MS} ms`,
      `median of ${RUNS}; 90-day data set; ${load}`,
      main <= MAIN_BUDGET_MS ? "✓" : "✖",
    ],
    [
      `reports: all 8 over 90 days (${REPORT_ORDERS} orders), ${kind}`,
      ms(all),
      `≤ ${ALL_BUDGET_MS} ms`,
      `median of ${RUNS}, run together; ${load}`,
      all <= ALL_BUDGET_MS ? "✓" : "✖",
    ],
  ];
}

export async function reportsBench(log: (line: string) => void): Promise<Row[]> {
  const rows: Row[] = [];
  const pglite = await openDatabase({ databaseUrl: null, pgliteDir: null });
  try {
    rows.push(...(await benchOne("PGlite", pglite, log)));
  } finally {
    await pglite.close();
  }
  const pg = await startPostgres();
  if (!pg) {
    rows.push(["reports on PostgreSQL", "skipped: no PostgreSQL server binaries", `≤ ${MAIN_BUDGET_MS} ms`, "", ""]);
    return rows;
  }
  const database = await openDatabase({ databaseUrl: pg.url, pgliteDir: null });
  try {
    rows.push(...(await benchOne("PostgreSQL", database, log)));
  } finally {
    await database.close();
    pg.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await reportsBench((line) => console.log(line)))
    console.log(`${row[0]}: ${row[1]} (goal ${row[2]}) ${row[4]}; ${row[3]}`);
}
