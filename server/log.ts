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

/** Longest string a log line keeps of one value (a stack trace gets more room). */
const MAX_VALUE = 300;
const MAX_STACK = 2000;

/**
 * Every logged value is capped, so no line carries a request body, an uploaded file or a whole
 * query's parameters, whatever a caller or an error message put into it.
 */
function capped(value: unknown, key: string, depth = 0): unknown {
  if (typeof value === "string") {
    const max = key === "stack" ? MAX_STACK : MAX_VALUE;
    return value.length > max ? `${value.slice(0, max)}…(+${value.length - max} chars)` : value;
  }
  if (value === null || typeof value !== "object") return value;
  if (depth >= 2) return "[object]";
  if (Array.isArray(value)) return value.slice(0, 10).map((v) => capped(v, key, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 20)
      .map(([k, v]) => [k, capped(v, k, depth + 1)]),
  );
}

export function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < threshold) return;
  const line = `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...(capped(fields, "") as object) })}\n`;
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

/** drizzle's failed-query errors end their message with the query's parameters: customer data. */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: [not logged]");

export function errorFields(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { error: String(err) };
  const cause = err.cause instanceof Error ? { cause: withoutParams(err.cause.message) } : {};
  return { error: withoutParams(err.message), ...cause, stack: err.stack && withoutParams(err.stack) };
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
