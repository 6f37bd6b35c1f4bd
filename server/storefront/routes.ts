// The storefront server's own endpoints: token, runtime config, health.
import { Hono } from "hono";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { sessionCustomer } from "../auth/session";
import { signToken } from "../auth/tokens";

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
