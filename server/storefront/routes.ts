// The storefront server's own endpoints: token, runtime config, health.
import fs from "node:fs";
import path from "node:path";
import { createRoute } from "@hono/zod-openapi";
import { mainToken } from "../../src/contract/auth";
import { buildInfo, health, runtimeConfig } from "../../src/contract/storefront";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { sessionCustomer } from "../auth/session";
import { signToken } from "../auth/tokens";
import { apiApp, json } from "../openapi/routes";

const tags = ["Storefront server"];

const tokenRoute = createRoute({
  method: "get",
  path: "/token",
  tags,
  summary: "A main-API token for this browser's session",
  description: "Signed for the session's customer (customerId null when nobody is signed in); send it as `Authorization: Bearer`.",
  responses: { 200: json(mainToken, "The token") },
});
const runtimeConfigRoute = createRoute({
  method: "get",
  path: "/runtime-config",
  tags,
  summary: "The browser's configuration",
  responses: { 200: json(runtimeConfig, "API base URLs, map tiles, error reporter and the like") },
});
const buildRoute = createRoute({
  method: "get",
  path: "/build",
  tags,
  summary: "The id of the build being served",
  responses: { 200: json(buildInfo, "The build") },
});
const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags,
  summary: "Whether the server and its database answer",
  responses: { 200: json(health, "Healthy"), 503: json(health, "The database is not reachable") },
});

/** The id of the build in DIST_DIR, read on each call: a deploy may replace dist/ under a running server. */
function readBuildId(distDir: string): string | null {
  try {
    return (JSON.parse(fs.readFileSync(path.join(distDir, "build.json"), "utf8")) as { buildId: string }).buildId;
  } catch {
    return null;
  }
}

export function storefrontRoutes(database: Database, config: Config, tokenSecret: string) {
  return apiApp()
    .openapi(tokenRoute, async (c) => {
      const customerId = await sessionCustomer(database.db, c);
      const exp = Math.floor(Date.now() / 1000) + config.tokenTtlSeconds;
      c.header("Cache-Control", "no-store");
      return c.json({ token: signToken({ sub: customerId, exp }, tokenSecret), expiresAt: exp * 1000, customerId }, 200);
    })
    .openapi(runtimeConfigRoute, (c) => {
      c.header("Cache-Control", "no-cache");
      return c.json(config.runtime, 200);
    })
    .openapi(buildRoute, (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ buildId: readBuildId(config.distDir) }, 200);
    })
    .openapi(healthRoute, async (c) => {
      const started = performance.now();
      try {
        await database.ping();
        const ms = Math.round((performance.now() - started) * 10) / 10;
        return c.json({ status: "ok", database: { kind: database.kind, status: "ok", latencyMs: ms } }, 200);
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
