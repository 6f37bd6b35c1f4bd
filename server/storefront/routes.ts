// The storefront server's own endpoints: token, runtime config, health.
import fs from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { sessionCustomer } from "../auth/session";
import { signToken } from "../auth/tokens";

/** The id of the build in DIST_DIR, read on each call: a deploy may replace dist/ under a running server. */
function readBuildId(distDir: string): string | null {
  try {
    return (JSON.parse(fs.readFileSync(path.join(distDir, "build.json"), "utf8")) as { buildId: string }).buildId;
  } catch {
    return null;
  }
}

export function storefrontRoutes(database: Database, config: Config, tokenSecret: string) {
  return new Hono()
    .get("/token", async (c) => {
      const customerId = await sessionCustomer(database.db, c);
      const exp = Math.floor(Date.now() / 1000) + config.tokenTtlSeconds;
      c.header("Cache-Control", "no-store");
      return c.json({ token: signToken({ sub: customerId, exp }, tokenSecret), expiresAt: exp * 1000, customerId });
    })
    .get("/runtime-config", (c) => {
      c.header("Cache-Control", "no-cache");
      return c.json(config.runtime);
    })
    .get("/build", (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ buildId: readBuildId(config.distDir) });
    })
    .get("/health", async (c) => {
      const started = performance.now();
      try {
        await database.ping();
        const ms = Math.round((performance.now() - started) * 10) / 10;
        return c.json({ status: "ok", database: { kind: database.kind, status: "ok", latencyMs: ms } });
      } catch (err) {
        return c.json(
          {
            status: "error",
            error: "The database is not reachable",
            code: "database_unavailable",
            database: { kind: database.kind, status: "error", message: (err as Error).message },
          },
          503,
        );
      }
    });
}
