// Structured logs: one JSON object per line with the time, level, message and, for a request, its
// id (also sent back as X-Request-Id), so every line of one request can be found together. The id
// is passed along explicitly (requestIdOf): AsyncLocalStorage would do it implicitly, but on
// Node 20 it slows every promise of every request (measured: a third of the requests per second).
import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

const requestIds = new WeakMap<Request, string>();

/** The id of the request being answered, for log lines written while answering it. */
export function requestIdOf(c: Context): string | undefined {
  return requestIds.get(c.req.raw);
}
let threshold = ORDER.info;

export function setLogLevel(level: Level | "silent") {
  threshold = ORDER[level];
}

// Info and debug lines are written in batches, once per turn of the event loop: under load that is
// one write for many requests instead of one each (stdout to a file or pipe writes synchronously).
// Warnings and errors go out at once; the batch is flushed when the process exits.
let pending: string[] = [];
let flushScheduled = false;

function flush() {
  flushScheduled = false;
  if (pending.length === 0) return;
  const text = pending.join("");
  pending = [];
  process.stdout.write(text);
}

process.on("exit", flush);

export function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < threshold) return;
  const line = `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`;
  if (level === "error" || level === "warn") {
    flush();
    process.stderr.write(line);
    return;
  }
  pending.push(line);
  if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(flush);
  }
}

export function errorFields(err: unknown): Record<string, unknown> {
  return err instanceof Error ? { error: err.message, stack: err.stack } : { error: String(err) };
}

/** Gives each request an id and logs one line when it is answered. */
export const requestLog = createMiddleware(async (c, next) => {
  const given = c.req.header("x-request-id");
  const requestId = given && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
  const started = performance.now();
  requestIds.set(c.req.raw, requestId);
  await next();
  c.res.headers.set("X-Request-Id", requestId);
  // Only the path: queries can carry phone numbers or coordinates.
  log(c.res.status >= 500 ? "error" : "info", "request", {
    requestId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
  });
});
