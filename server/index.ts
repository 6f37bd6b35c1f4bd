// Entry point: read the configuration, open the database, serve, and close everything on
// SIGINT/SIGTERM (an unclosed PGlite keeps Node alive and can lose its last writes).
import { serve } from "@hono/node-server";
import { count, sql } from "drizzle-orm";
import type { Server } from "node:http";
import { ConfigError, loadConfig } from "./config";
import { flushErrorReports, reportServerError, startServerErrorReporting } from "./error-reporting";
import { errorFields, log, setLogLevel } from "./log";
import { staff } from "./db/schema";
import { DEMO_ADMIN_PHONE, DEMO_MANAGER_PHONE } from "./db/seed/staff";
import { applyServerTimeouts } from "./http/server-timeouts";
import { createServerApp, prepareDatabase, startBot, startPaymentExpiry } from "./start";
import { startClickJobs } from "./payments/click/jobs";

async function main() {
  const config = loadConfig();
  setLogLevel(config.logLevel);
  await startServerErrorReporting(config.runtime.sentryDsn);
  const database = await prepareDatabase(config);
  const booted = Date.now();
  const clockStart = config.clockStart;
  const clock = clockStart ? () => new Date(clockStart.getTime() + (Date.now() - booted)) : undefined;
  if (clockStart) log("warn", `The business clock starts at ${clockStart.toISOString()} (CLOCK_START): not for production`);
  const app = await createServerApp(config, database, { clock });
  const stopBot = await startBot(config, database);
  const stopExpiry = startPaymentExpiry(database, clock);
  // Click's receipts still due and reversals nobody sent (server/payments/click/jobs.ts).
  const clickJobs = startClickJobs(database.db, config.click, clock ?? (() => new Date()));
  // Demo staff exist only where the demo chain was seeded; a chain's own start has none until
  // its first admin is added (docs/deployment.md, "First start: the chain's first admin").
  const [people] = await database.db
    .select({ n: count(), demo: sql<boolean>`coalesce(bool_or(${staff.phone} = ${DEMO_ADMIN_PHONE}), false)` })
    .from(staff);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
    log("info", `Storefront listening on http://localhost:${info.port}`, { port: info.port, database: where, env: config.env });
    const ops = `http://localhost:${info.port}/ops`;
    if (people.demo) log("info", `Staff console: ${ops} (demo admin ${DEMO_ADMIN_PHONE}, demo manager ${DEMO_MANAGER_PHONE})`);
    else if (people.n === 0)
      log(
        "warn",
        `No staff yet: add the first admin with OPERATOR_TOKEN=… npm run operator -- staff add +998XXXXXXXXX "Name" admin${config.operatorToken ? "" : " (start the server with OPERATOR_TOKEN set)"}; see docs/deployment.md`,
      );
    else log("info", `Staff console: ${ops}`);
  });
  // Idle connections outlive the load balancer's idle timeout (server/http/server-timeouts.ts).
  applyServerTimeouts(server as Server, config.keepAliveTimeoutMs);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", `${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive connections would hold close() open until they time out.
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    await closed;
    // Updates already answered are handled, and the message being sent is finished.
    await stopBot().catch((err) => log("warn", "bot stop failed", errorFields(err)));
    await stopExpiry().catch((err) => log("warn", "payment expiry stop failed", errorFields(err)));
    await clickJobs.close().catch((err) => log("warn", "click jobs stop failed", errorFields(err)));
    await flushErrorReports();
    await database.close();
    log("info", "Database closed");
    process.exit(0);
  };
  // A stray rejected promise (a client gone mid-stream, a late timer) must not take every
  // customer's server down with it: log it, report it, keep serving.
  process.on("unhandledRejection", (reason) => {
    log("error", "unhandled rejection", errorFields(reason));
    reportServerError(reason);
  });
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error("The server could not start:", err);
  process.exit(1);
});
