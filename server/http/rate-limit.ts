// Rate limits that hold across server processes: a fixed-window counter per key, counted in one
// atomic upsert in the database (PGlite or PostgreSQL alike).
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { ApiError } from "./errors";

export interface Limit {
  /** What is limited and for whom, e.g. `order:<customer id>`. */
  key: string;
  max: number;
  windowMs: number;
  message: string;
}

/** Counts one use; throws 429 with the limit's message when the window is full. */
export async function spend(db: Db, limit: Limit, now = new Date()): Promise<void> {
  const expired = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${expired} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  refuseOverLimit(limit, row.count, row.windowStart, now);
}

/** The 429 (with Retry-After) once `count` uses of the window starting at `windowStart` pass the limit. */
export function refuseOverLimit(limit: Limit, count: number, windowStart: Date, now: Date): void {
  if (count <= limit.max) return;
  const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now.getTime()) / 1000));
  throw new ApiError(429, "rate_limited", limit.message, undefined, retryAfter);
}

/**
 * Counts one use only while the window has room (exactly, however many requests race); when it is
 * full, throws the 429 and counts nothing.
 */
export async function claim(db: Db, limit: Limit, now = new Date()): Promise<void> {
  const expired = new Date(now.getTime() - limit.windowMs);
  const claimed = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${expired} then ${now} else ${rateLimits.windowStart} end`,
      },
      setWhere: sql`${rateLimits.windowStart} <= ${expired} or ${rateLimits.count} < ${limit.max}`,
    })
    .returning({ count: rateLimits.count });
  if (claimed.length > 0) return;
  const [row] = await db.select({ windowStart: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.key, limit.key));
  refuseOverLimit(limit, limit.max + 1, row?.windowStart ?? now, now);
}

/** Throws the 429 when the window of `limit.key` is full; counts nothing. */
export async function refuseIfFull(db: Db, limit: Limit, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, limit.key));
  if (!row || row.windowStart.getTime() <= now.getTime() - limit.windowMs || row.count < limit.max) return;
  refuseOverLimit(limit, limit.max + 1, row.windowStart, now);
}
