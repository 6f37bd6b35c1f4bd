// One listener per process for order status changes, fanned out to that process's live streams.
// A trigger announces every new status on the "order_status" channel (LISTEN/NOTIFY on
// PostgreSQL, the same within PGlite), so an operator's change made through any process wakes
// the trackers at once, and an idle stream costs no query. A slow poll, one query per process for
// all watched orders, catches what a lost LISTEN connection missed.
import { count, inArray } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { orderStatusHistory } from "../db/schema";
import { log } from "../log";

export const ORDER_STATUS_CHANNEL = "order_status";

export interface StatusFeed {
  /** Calls wake whenever orderId may have a new status, until the returned function is called. */
  subscribe(orderId: number, wake: () => void): () => void;
  close(): Promise<void>;
}

export function orderStatusFeed(database: Pick<Database, "db" | "listen">, fallbackPollMs = 10_000): StatusFeed {
  const watchers = new Map<number, Set<() => void>>();
  const seen = new Map<number, number>();
  let stopListening: (() => Promise<void>) | null = null;
  let starting: Promise<void> | null = null;

  const wake = (orderId: number) => {
    for (const fn of watchers.get(orderId) ?? []) fn();
  };

  const start = () => {
    starting ??= database
      .listen(ORDER_STATUS_CHANNEL, (payload) => wake(Number(payload)))
      .then((stop) => {
        stopListening = stop;
      })
      .catch((err) => log("warn", "order status LISTEN failed; the slow poll carries on", { error: (err as Error).message }));
  };

  const poll = setInterval(() => void pollOnce(database.db), fallbackPollMs);
  poll.unref();

  async function pollOnce(db: Db) {
    const ids = [...watchers.keys()];
    if (ids.length === 0) return;
    try {
      const rows = await db
        .select({ orderId: orderStatusHistory.orderId, n: count() })
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, ids))
        .groupBy(orderStatusHistory.orderId);
      for (const { orderId, n } of rows) {
        if (seen.get(orderId) !== n) {
          if (seen.has(orderId)) wake(orderId);
          seen.set(orderId, n);
        }
      }
    } catch (err) {
      log("warn", "order status poll failed", { error: (err as Error).message });
    }
  }

  return {
    subscribe(orderId, fn) {
      start();
      const existing = watchers.get(orderId);
      const set = existing ?? new Set<() => void>();
      if (!existing) watchers.set(orderId, set);
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0) {
          watchers.delete(orderId);
          seen.delete(orderId);
        }
      };
    },
    async close() {
      clearInterval(poll);
      await starting;
      await stopListening?.();
    },
  };
}
