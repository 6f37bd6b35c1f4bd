// GET /api/operator/orders/events: the board's live changes as server-sent events. The stream
// sleeps until the process's status feed says some order may be new or have moved (a NOTIFY from
// whichever process made the change, or the feed's slow poll), reads the board rows of those
// orders within the caller's restaurant, and sends each that differs from what it sent last.
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { Db } from "../db/client";
import type { StatusFeed } from "../orders/status-feed";
import type { StreamLimits } from "../orders/stream-limits";
import { boardRowsOf } from "./orders-board";

export interface BoardEventOptions {
  feed: StatusFeed;
  limits: StreamLimits;
  heartbeatMs: number;
  maxMs: number;
}

/** Board streams one staff member (or the token) may hold open in one process. */
export const BOARD_STREAMS = { perCustomer: 5, perProcess: 500 };

export function boardEvents(c: Context, db: Db, who: string, restaurantId: string | null, options: BoardEventOptions) {
  const release = options.limits.acquire(who);
  return streamSSE(c, async (stream) => {
    const pending = new Set<number>();
    const lastSent = new Map<number, string>();
    let aborted = false;
    let wakeUp: (() => void) | null = null;
    const unsubscribe = options.feed.subscribeAll((orderId) => {
      pending.add(orderId);
      wakeUp?.();
    });
    stream.onAbort(() => {
      aborted = true;
      wakeUp?.();
    });
    const started = Date.now();
    try {
      // The client opens the stream, then reads the board: nothing placed in between is missed. So
      // "ready" waits until the process listens (on PostgreSQL LISTEN takes a round trip); a change
      // that adds no status (a payment) is only ever announced, never found by the slow poll.
      await options.feed.listening();
      await stream.writeSSE({ event: "ready", data: "{}", retry: 3000 });
      while (!aborted && Date.now() - started < options.maxMs) {
        if (pending.size > 0) {
          const ids = [...pending];
          pending.clear();
          for (const row of await boardRowsOf(db, ids, restaurantId)) {
            const text = JSON.stringify(row);
            if (lastSent.get(row.orderId) === text) continue;
            if (lastSent.size > 2000) lastSent.clear();
            lastSent.set(row.orderId, text);
            await stream.writeSSE({ event: "order", data: text });
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
