// Structured logs: one JSON object per line with the time, level, message and, inside a request,
// its id (also sent back as X-Request-Id), so every line of one request can be found together.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

const requestContext = new AsyncLocalStorage<{ requestId: string }>();
let threshold = ORDER.info;

export function setLogLevel(level: Level | "silent") {
  threshold = ORDER[level];
}

export function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < threshold) return;
  const requestId = requestContext.getStore()?.requestId;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...(requestId ? { requestId } : {}), ...fields });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}

export function errorFields(err: unknown): Record<string, unknown> {
  return err instanceof Error ? { error: err.message, stack: err.stack } : { error: String(err) };
}

/** Gives each request an id and logs one line when it is answered. */
export const requestLog = createMiddleware(async (c, next) => {
  const given = c.req.header("x-request-id");
  const requestId = given && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
  const started = performance.now();
  await requestContext.run({ requestId }, async () => {
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    // Only the path: queries can carry phone numbers or coordinates.
    log(c.res.status >= 500 ? "error" : "info", "request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
});
