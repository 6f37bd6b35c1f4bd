// Statements and round trips of one order placement, as the bench sends it (the order, then its
// retry with the same Idempotency-Key), in process: every query the app's database driver sends
// is counted and printed. PGlite (in a temporary folder) by default, PostgreSQL with DATABASE_URL.
//   npx tsx scripts/bench/orders-trace.ts
//   DATABASE_URL=postgres://… npx tsx scripts/bench/orders-trace.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { loadConfig } from "../../server/config";
import { setLogLevel } from "../../server/log";
import { type NewOrder, orderStatement, type RateLimitSpend } from "../../server/orders/order-statements";
import { createServerApp, prepareDatabase } from "../../server/start";
import { ORDER } from "./orders";
import { tashkentDayAt } from "../../src/domain/tashkent-time";

const NOON = tashkentDayAt("12:00");

const seen: string[] = [];
let counting = false;
/** Milliseconds spent waiting for the database's answers, and how many answers. */
const waited = { ms: 0, n: 0 };
const note = (text: unknown) => {
  if (counting) seen.push(String(typeof text === "object" && text !== null && "text" in text ? (text as { text: string }).text : text));
};
/** Times a driver call that returns a promise (callback-style pg calls are not timed). */
function timed(result: unknown) {
  if (!(result instanceof Promise)) return result;
  const started = performance.now();
  return result.finally(() => {
    waited.ms += performance.now() - started;
    waited.n++;
  });
}

async function instrument(postgres: boolean) {
  if (postgres) {
    const pg = await import("pg");
    const query = pg.default.Client.prototype.query;
    pg.default.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
      note(args[0]);
      return timed((query as (...a: unknown[]) => unknown).apply(this, args));
    } as typeof query;
    return;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  for (const name of ["query", "exec"] as const) {
    const original = PGlite.prototype[name];
    (PGlite.prototype as unknown as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      note(args[0]);
      return timed((original as (...a: unknown[]) => unknown).apply(this, args));
    };
  }
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL || "";
  await instrument(Boolean(databaseUrl));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "orders-trace-"));
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", ORDER_LIMIT_PER_10_MIN: "1000000" });
  setLogLevel(config.logLevel);
  const database = await prepareDatabase(config);
  const codes: string[] = [];
  const clock = () => new Date(NOON);
  const app = await createServerApp(config, database, {
    clock,
    codeSender: {
      async send({ code }) {
        codes.push(code);
        return "log";
      },
    },
  });
  const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(p, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
  const phone = "+998931234567";
  await post("/api/auth/code", { phone });
  const verified = await post("/api/auth/verify", { phone, code: codes.at(-1) });
  const cookie = verified.headers.get("set-cookie")?.split(";")[0] ?? "";
  const { token } = (await (await app.request("/api/token", { headers: { Cookie: cookie } })).json()) as { token: string };
  const order = JSON.parse(ORDER) as unknown;
  const headers = { Authorization: `Bearer ${token}`, "Idempotency-Key": `trace-${Date.now()}` };
  // Warm: the catalog cache is filled by the first order of a process, not by every order.
  await post("/api/delivery/Create", order, { ...headers, "Idempotency-Key": "warm" });
  for (const what of ["order", "retry (same key)"]) {
    seen.length = 0;
    counting = true;
    const res = await post("/api/delivery/Create", order, headers);
    counting = false;
    console.log(`${what}: HTTP ${res.status} ${await res.text()}, ${seen.length} statement(s), ${seen.length} round trip(s)`);
    for (const s of seen) console.log(`  ${s.replace(/\s+/g, " ").slice(0, 160)}`);
  }
  // ORDERS_TRACE_N pairs (order + retry), ORDERS_TRACE_CONCURRENCY at a time: where the time goes.
  const pairs = Number(process.env.ORDERS_TRACE_N ?? 0);
  if (pairs > 0) {
    const concurrency = Number(process.env.ORDERS_TRACE_CONCURRENCY ?? 10);
    // An experiment's change to the database first (a trigger disabled, say).
    for (const statement of (process.env.ORDERS_TRACE_SQL ?? "").split(";").filter((x) => x.trim()))
      await database.db.execute(sql.raw(statement));
    let next = 0;
    waited.ms = 0;
    waited.n = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const worker = async () => {
      while (next < pairs) {
        const key = `run-${next++}`;
        for (let i = 0; i < 2; i++) {
          const res = await post("/api/delivery/Create", order, { ...headers, "Idempotency-Key": key });
          if (res.status !== 201) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    console.log(
      `${pairs} orders, each sent twice, ${concurrency} at a time: ${((pairs / wall) * 1000).toFixed(0)} orders/s in process; per order ${(wall / pairs).toFixed(2)} ms wall, ${((used.user + used.system) / 1000 / pairs).toFixed(2)} ms CPU of this process (PGlite's included), ${(waited.ms / pairs).toFixed(2)} ms awaiting ${(waited.n / pairs).toFixed(1)} database answers (overlapping when concurrent)`,
    );
  }
  // ORDERS_TRACE_EXPLAIN=1: the order statement's plan with its time, triggers included.
  if (process.env.ORDERS_TRACE_EXPLAIN) {
    // The statement itself, not the call of its session function (writeOrder runs it through one).
    const explaining = {
      execute: async (query: SQL) => {
        const plan = (await database.db.execute(sql`explain (analyze, buffers, wal) ${query}`)) as unknown as { rows: object[] };
        for (const line of plan.rows) console.log(`  ${Object.values(line)[0]}`);
        throw new Error("explained");
      },
    } as unknown as Db;
    const explain = (o: NewOrder, limit: RateLimitSpend) => explaining.execute(orderStatement(o, limit));
    const customers = (await database.db.execute(sql`select id from customers limit 1`)) as unknown as { rows: { id: string }[] };
    const { id } = customers.rows[0];
    await explain(
      {
        customerId: id,
        key: `explain-${Date.now()}`,
        requestHash: "explain",
        restaurantId: "yunusabad",
        orderTypeId: 200,
        channel: "web",
        address: null,
        slot: null,
        name: "Explain",
        phone: "+998901234567",
        paymentType: "cash",
        paymentDueAt: null,
        comment: "",
        changeFrom: null,
        contactless: false,
        cutlery: 0,
        language: 0,
        subtotal: 100,
        priceOfDelivery: 0,
        lines: [
          {
            productId: "coca-cola",
            name: { ru: "Coca-Cola" },
            basePrice: 50,
            priceWithModifiers: 50,
            count: 2,
            modifiers: [],
            variant: null,
            removed: [],
            half: null,
          },
        ],
        now: clock(),
      },
      { key: `order:${id}`, max: 1_000_000, windowMs: 600_000 },
    ).catch((err) => {
      if ((err as Error).message !== "explained") throw err;
    });
  }
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
