// Idempotency of order placement: the same key and body return the first order; the same key with
// another body is refused; no key is refused.
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { ApiError, badRequest } from "../http/errors";

export function idempotencyKey(header: string | undefined): string {
  const key = header?.trim();
  if (!key) throw badRequest("idempotency_key_required", "The Idempotency-Key header is required to place an order");
  if (key.length > 100 || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest("invalid_idempotency_key", "The Idempotency-Key header must be 1–100 visible ASCII characters");
  }
  return key;
}

export { idempotencyHeader } from "../../src/contract/order";

/** Checks the header before the body is read, and hands the key to the handler. */
export type IdempotencyEnv = { Variables: { idempotencyKey: string } };

export const requireIdempotencyKey = createMiddleware<IdempotencyEnv>(async (c, next) => {
  c.set("idempotencyKey", idempotencyKey(c.req.header("idempotency-key")));
  await next();
});

/** A hash of the body with its keys sorted, so the same order in another key order matches. */
export function requestHash(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v as object)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash("sha256")
    .update(JSON.stringify(canonical(body)))
    .digest("hex");
}

/** The order an earlier request with this key created, or null; a different body is a 422. */
export async function replayedOrder(db: Db, customerId: string, key: string, hash: string): Promise<number | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
  return row ? sameOrder(row, hash) : null;
}

/** The earlier order of this key when the body is the same; a different body is a 422. */
export function sameOrder(earlier: { orderId: number; requestHash: string }, hash: string): number {
  if (earlier.requestHash !== hash) {
    throw new ApiError(422, "idempotency_key_reused", "This Idempotency-Key was already used for a different order");
  }
  return earlier.orderId;
}
