// GET /api/delivery/Events?orderId: the order's status as server-sent events, so the tracker
// updates without a reload. A stream sleeps until the process's status feed says its order may
// have changed (a NOTIFY from whichever process made the change, or the feed's slow poll), then
// reads the database and sends the status if it differs from what it sent last.
import { asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { isActiveStatus } from "../../src/domain/order-status";
import type { Db } from "../db/client";
import { orderStatusHistory } from "../db/schema";
import { findOrder } from "./read-orders";
import type { StatusFeed } from "./status-feed";
import type { StreamLimits } from "./stream-limits";

export interface EventOptions {
  feed: StatusFeed;
  limits: StreamLimits;
  heartbeatMs: number;
  maxMs: number;
}

export const EVENT_TIMING = { heartbeatMs: 15_000, maxMs: 30 * 60_000 };

/**
 * The status and its history in the order the changes were stored (by id, not by `at`: processes
 * whose clocks disagree, or a demo's business clock, must not reorder two quick changes).
 */
async function snapshot(db: Db, orderId: number) {
  const [order, history] = await Promise.all([
    findOrder(db, orderId),
    db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.id)),
  ]);
  return {
    statusCode: order?.statusCode ?? null,
    statusHistory: history.map((h) => ({ statusCode: h.statusCode, at: h.at.toISOString() })),
  };
}

export function orderEvents(c: Context, db: Db, orderId: number, customerId: string, options: EventOptions) {
  const release = options.limits.acquire(customerId);
  return streamSSE(c, async (stream) => {
    let dirty = true;
    let aborted = false;
    let wakeUp: (() => void) | null = null;
    const nudge = () => {
      dirty = true;
      wakeUp?.();
    };
    // Subscribed before the first read, so a change between the two is not missed.
    const unsubscribe = options.feed.subscribe(orderId, nudge);
    stream.onAbort(() => {
      aborted = true;
      nudge();
    });
    const started = Date.now();
    let lastSent = "";
    try {
      while (!aborted && Date.now() - started < options.maxMs) {
        if (dirty) {
          dirty = false;
          const state = await snapshot(db, orderId);
          const text = JSON.stringify(state);
          if (text !== lastSent) {
            await stream.writeSSE({ event: "status", data: text, retry: 3000 });
            lastSent = text;
            if (state.statusCode === null || !isActiveStatus(state.statusCode)) break;
          }
          continue;
        }
        const wait = Math.max(0, Math.min(options.heartbeatMs, options.maxMs - (Date.now() - started)));
        const woken = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => {
            wakeUp = null;
            resolve(false);
          }, wait);
          wakeUp = () => {
            clearTimeout(timer);
            wakeUp = null;
            resolve(true);
          };
        });
        if (!woken && !aborted) await stream.write(": keep-alive\n\n");
      }
    } finally {
      unsubscribe();
      release();
    }
  });
}
