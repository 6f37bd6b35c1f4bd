// The bench's order runs alone (scripts/bench/index.ts runs them among everything else), on the
// working tree's server source (run with tsx, no build needed), each beside its reference
// measured in the same run, so a loaded machine shows as a lower reference, not as a slower app:
//   PGlite, one process: orders/s, and a bare node:http server answering a fixed body (GET).
//   PostgreSQL 15, two processes: orders/s, and bare node:http servers doing one INSERT … RETURNING
//   per request (scripts/bench/bare-orders-server.ts).
// Each line also gives the CPU time per order (order + retry) of the servers and of PostgreSQL
// (scripts/bench/cpu.ts, from /proc): steadier than orders/s on a loaded machine.
// Settings: BENCH_SECONDS (10), ORDERS_RUNS (pglite,postgres), ORDERS_REPEAT (1),
// ORDERS_CPU_PROF=<dir> (the servers run with node --cpu-prof into that folder), and for
// PostgreSQL ORDERS_PG_WATCH=1 (samples pg_stat_activity's wait events during the order run: lock
// waits) and ORDERS_PG_SQL="…; …" (an experiment run before the load, e.g. a trigger replaced).
// Statements per order and the statement's plan: scripts/bench/orders-trace.ts.
//   npx tsx scripts/bench/orders-only.ts
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { bareOrdersPerSecond } from "./bare-orders";
import { cpuByPid, cpuSince, postgresPids } from "./cpu";
import { bareServer, load } from "./load";
import { countBenchOrders, ORDER, placeOrders, signInCustomers } from "./orders";
import { startPostgres } from "./pg";
import { tashkentDayAt } from "../../src/domain/tashkent-time";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = (process.env.ORDERS_RUNS ?? "pglite,postgres").split(",").map((s) => s.trim());
const REPEAT = Number(process.env.ORDERS_REPEAT ?? 1);
const CPU_PROF = process.env.ORDERS_CPU_PROF;
const NOON = tashkentDayAt("12:00");
// As in scripts/bench/index.ts: every restaurant open, no order or sign-in limits in the way.
const SERVER_ENV = {
  CLOCK_START: NOON,
  ORDER_LIMIT_PER_10_MIN: "1000000000",
  AUTH_CODES_PER_ADDRESS: "1000000",
  AUTH_CODES_PER_MINUTE: "1000000",
  LOG_LEVEL: "info",
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** server/index.ts from source, its log straight into a file (sign-in codes are read from it). */
async function startSourceServer(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "orders-bench-"));
  const logFile = path.join(dataDir, "server.log");
  const fd = fs.openSync(logFile, "a");
  const profile = CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, "--import", "tsx", "server/index.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", ...SERVER_ENV, ...env },
    stdio: ["ignore", fd, fd],
  });
  fs.closeSync(fd);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${fs.readFileSync(logFile, "utf8").slice(-2000)}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    pid: child.pid ?? 0,
    baseUrl,
    logFile,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

const lines: string[] = [];
const say = (line: string) => {
  lines.push(line);
  console.log(line);
};

async function pgliteRun(round: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "orders-bench-pglite-"));
  const server = await startSourceServer({ DATA_DIR: dataDir });
  let result: Awaited<ReturnType<typeof placeOrders>>;
  try {
    const tokens = await signInCustomers(server.baseUrl, server.logFile, 200);
    const bare = await bareServer('{"orderId":1}');
    const reference = await load(bare.url, { duration: DURATION });
    await bare.close();
    const before = cpuByPid([server.pid]);
    result = await placeOrders([server.baseUrl], tokens, DURATION);
    // Per order its keys name (the run's cut-off keys are settled inside placeOrders, so counted too).
    const cpu = cpuSince(before, [server.pid]) / Math.max(result.named, 1);
    await server.stop();
    const stored = await countBenchOrders({ pgliteDataDir: dataDir });
    say(
      `PGlite #${round}: ${result.perSecond} orders/s (${result.acknowledged} acknowledged, ${stored} stored, ${stored - result.named} duplicates, ${result.non2xx} non-2xx, ${result.errors} errors; ${result.statuses}); bare node:http GET ${reference.rps}/s; CPU per order (with its retry) ${cpu.toFixed(2)} ms, PGlite's included`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresRun(round: number) {
  const pg = await startPostgres();
  if (!pg) throw new Error("No PostgreSQL server binaries (apt-get install -y postgresql)");
  try {
    const env = { DATABASE_URL: pg.url };
    const a = await startSourceServer(env);
    const b = await startSourceServer(env);
    try {
      const tokens = await signInCustomers(a.baseUrl, a.logFile, 200);
      if (process.env.ORDERS_PG_SQL) {
        const { Client } = await import("pg");
        const c = new Client({ connectionString: pg.url });
        await c.connect();
        await c.query(process.env.ORDERS_PG_SQL);
        await c.end();
      }
      const databasePids = () => postgresPids(pg.dataDir);
      const bare = await bareOrdersPerSecond(pg.url, 2, DURATION, ORDER, databasePids);
      if (process.env.ORDERS_PG_WATCH) void watchLocks(pg.url);
      const before = cpuByPid([a.pid, b.pid, ...databasePids()]);
      const result = await placeOrders([a.baseUrl, b.baseUrl], tokens, DURATION);
      const perOrder = (ms: number) => (ms / Math.max(result.named, 1)).toFixed(2);
      const cpu = `CPU per order (with its retry) ${perOrder(cpuSince(before, [a.pid, b.pid]))} ms in the servers + ${perOrder(cpuSince(before, databasePids()))} ms in PostgreSQL; bare, per insert: ${bare.cpu.server.toFixed(2)} + ${bare.cpu.database.toFixed(2)} ms`;
      const stored = await countBenchOrders({ databaseUrl: pg.url });
      say(
        `PostgreSQL #${round}: ${result.perSecond} orders/s = ${(result.perSecond / bare.perSecond).toFixed(2)} of bare ${bare.perSecond}/s (${result.acknowledged} acknowledged, ${stored} stored, ${stored - result.named} duplicates, ${result.non2xx} non-2xx, ${result.errors} errors; ${result.statuses}); ${cpu}`,
      );
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      for (const s of [a, b]) {
        // ORDERS_LOG_DIR=<dir>: the servers' logs are kept there (which error a non-2xx was).
        if (process.env.ORDERS_LOG_DIR)
          fs.copyFileSync(s.logFile, path.join(process.env.ORDERS_LOG_DIR, `${path.basename(s.dataDir)}.log`));
        fs.rmSync(s.dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    pg.stop();
  }
}

async function watchLocks(url: string) {
  const { Client } = await import("pg");
  const c = new Client({ connectionString: url });
  await c.connect();
  const waits = new Map<string, number>();
  for (let i = 0; i < DURATION * 3 - 3; i++) {
    await new Promise((r) => setTimeout(r, 300));
    const { rows } = await c.query<{ w: string; n: number }>(
      "select coalesce(wait_event_type,'-') || ':' || coalesce(wait_event,'-') || ':' || state as w, count(*)::int n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() group by 1",
    );
    for (const r of rows) waits.set(r.w, (waits.get(r.w) ?? 0) + r.n);
  }
  console.log([...waits].sort((x, y) => y[1] - x[1]).slice(0, 12));
  await c.end();
}

async function main() {
  say(`orders-only: ${DURATION} s runs, 50 connections per server, load ${os.loadavg()[0].toFixed(1)} at start`);
  for (let round = 1; round <= REPEAT; round++) {
    if (RUNS.includes("pglite")) await pgliteRun(round);
    if (RUNS.includes("postgres")) await postgresRun(round);
  }
  say(`load ${os.loadavg()[0].toFixed(1)} at the end`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
