// One listener per process for order status changes, fanned out to that process's live streams.
// A trigger announces every new status on the "order_status" channel (LISTEN/NOTIFY on
// PostgreSQL, the same within PGlite), so an operator's change made through any process wakes
// the trackers at once, and an idle stream costs no query. A slow poll, one query per process for
// all watched orders, catches what a lost LISTEN connection missed. The operators' board watches
// every order (subscribeAll): a new order announces itself by its first status row too.
import { asc, count, gt, inArray, max, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { orderStatusHistory } from "../db/schema";
import { log } from "../log";

export const ORDER_STATUS_CHANNEL = "order_status";

/**
 * Wakes every stream of this order and the operators' boards, for a change that adds no status
 * (an online payment arriving: the order then joins the board). Call it in the change's
 * transaction: the notification is sent when it commits.
 */
export async function announceOrder(db: Pick<Db, "execute">, orderId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${ORDER_STATUS_CHANNEL}, ${String(orderId)})`);
}

export interface StatusFeed {
  /** Calls wake whenever orderId may have a new status, until the returned function is called. */
  subscribe(orderId: number, wake: () => void): () => void;
  /** Calls wake(orderId) for every order that may be new or have a new status, until the returned function is called. */
  subscribeAll(wake: (orderId: number) => void): () => void;
  /** Settles once the process listens for notifications (or has fallen back to the slow poll). */
  listening(): Promise<void>;
  close(): Promise<void>;
}

export function orderStatusFeed(database: Pick<Database, "db" | "listen">, fallbackPollMs = 10_000): StatusFeed {
  const watchers = new Map<number, Set<() => void>>();
  const seen = new Map<number, number>();
  const everyOrder = new Set<(orderId: number) => void>();
  /** The last status row the poll of everyOrder saw; null until read. */
  let lastHistoryId: number | null = null;
  let stopListening: (() => Promise<void>) | null = null;
  let starting: Promise<void> | null = null;

  const wake = (orderId: number) => {
    for (const fn of watchers.get(orderId) ?? []) fn();
    for (const fn of everyOrder) fn(orderId);
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

  async function pollEveryOrder(db: Db) {
    if (everyOrder.size === 0) return;
    if (lastHistoryId === null) {
      const [row] = await db.select({ last: max(orderStatusHistory.id) }).from(orderStatusHistory);
      lastHistoryId = row?.last ?? 0;
      return;
    }
    const rows = await db
      .select({ id: orderStatusHistory.id, orderId: orderStatusHistory.orderId })
      .from(orderStatusHistory)
      .where(gt(orderStatusHistory.id, lastHistoryId))
      .orderBy(asc(orderStatusHistory.id))
      .limit(1000);
    for (const { id, orderId } of rows) {
      lastHistoryId = id;
      for (const fn of everyOrder) fn(orderId);
    }
  }

  async function pollOnce(db: Db) {
    try {
      await pollEveryOrder(db);
    } catch (err) {
      log("warn", "order status poll failed", { error: (err as Error).message });
    }
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
    listening() {
      start();
      return starting ?? Promise.resolve();
    },
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
    subscribeAll(fn) {
      start();
      if (everyOrder.size === 0) {
        lastHistoryId = null;
        void pollEveryOrder(database.db).catch(() => {});
      }
      everyOrder.add(fn);
      return () => {
        everyOrder.delete(fn);
      };
    },
    async close() {
      clearInterval(poll);
      await starting;
      await stopListening?.();
    },
  };
}
