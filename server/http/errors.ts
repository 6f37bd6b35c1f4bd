// Every 4xx/5xx answers { error, code } (plus field details for validation errors).
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { reportServerError } from "../error-reporting";
import { errorFields, log, requestIdOf } from "../log";
import { isDatabaseUnavailable } from "./database-errors";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds to wait, sent as Retry-After (429). */
    readonly retryAfter?: number,
    /** A finer reason the client translates (promo_invalid: "usedUp"…), sent as `reason`. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, fields?: Record<string, string>) => new ApiError(400, code, message, fields);

/** Parses a query or body with a zod schema; a failure is a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidParameters(result.error.issues);
  refuseNul(result.data);
  return result.data;
}

/** The 400 of a failed check: "Invalid parameter(s): a, b" and the first message of each field. */
export function invalidParameters(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  const names = Object.keys(fields).join(", ");
  return badRequest("invalid_parameters", `Invalid parameter${Object.keys(fields).length > 1 ? "s" : ""}: ${names}`, fields);
}

/** PostgreSQL cannot store or compare text holding NUL: refuse it here rather than fail there. */
export function refuseNul(data: unknown): void {
  const at = nulAt(data);
  if (at !== null)
    throw badRequest("invalid_parameters", `Invalid parameter: ${at || "_"}`, { [at || "_"]: "must not contain NUL characters" });
}

/**
 * The path of the first string holding a NUL character ("" for the value itself), else null. A loop
 * over a stack, not recursion, and each path is spelt out only when found: a value nested 100,000
 * deep must neither exhaust the call stack nor build 100,000 long paths.
 */
function nulAt(value: unknown): string | null {
  type Node = { item: unknown; key: string; parent: Node | null };
  const stack: Node[] = [{ item: value, key: "", parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { item } = node;
    if (typeof item === "string") {
      if (!item.includes("\0")) continue;
      const keys: string[] = [];
      for (let at: Node | null = node; at?.parent; at = at.parent) keys.push(at.key);
      return keys.reverse().join(".");
    }
    if (!item || typeof item !== "object") continue;
    // Pushed last to first, so the first key is looked at first.
    const entries = Object.entries(item);
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ item: entries[i][1], key: entries[i][0], parent: node });
  }
  return null;
}

export function errorResponse(c: Context, err: unknown) {
  if (err instanceof ApiError) {
    if (err.retryAfter) c.header("Retry-After", String(err.retryAfter));
    return c.json(
      { error: err.message, code: err.code, ...(err.fields ? { fields: err.fields } : {}), ...(err.reason ? { reason: err.reason } : {}) },
      err.status,
    );
  }
  // Hono's own HTTP errors (body too large, malformed JSON…) keep their status.
  const status = (err as { status?: number })?.status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return c.json({ error: (err as Error).message || "Bad request", code: "bad_request" }, status as ContentfulStatusCode);
  }
  if (isDatabaseUnavailable(err)) {
    log("warn", "database unavailable", { requestId: requestIdOf(c), ...errorFields(err) });
    c.header("Retry-After", "5");
    return c.json(
      { error: "The database is not reachable at the moment: please try again in a few seconds", code: "database_unavailable" },
      503,
    );
  }
  log("error", "unhandled error", { requestId: requestIdOf(c), ...errorFields(err) });
  reportServerError(err);
  return c.json({ error: "Internal server error", code: "internal" }, 500);
}
