// Announcing new orders after their commit: the order statement (order-statements.ts) sets
// storefront.announce_later, so its triggers stay silent, and the wake-ups go here once committed.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { log } from "../log";
import { ORDER_STATUS_CHANNEL } from "./status-feed";

/** The bot's outbox channel (server/bot/outbox.ts): its listener only wakes, whatever the payload. */
const OUTBOX_CHANNEL = "bot_outbox";

/**
 * Announces placed orders once committed (the order statement's triggers stay silent, see above):
 * the trackers' and boards' "order_status" with each order's id, and one "bot_outbox" wake-up for
 * the bot's senders. Orders placed while an announcement is on its way go together in the next one,
 * one statement whose own commit does not wait for a WAL flush (synchronous_commit off: a
 * notification is a wake-up, not data). Resolves once sent; a failure is logged, not thrown (the
 * order is stored, and the listeners' polls find it).
 */
export function orderAnnouncer(db: Db): (orderId: number) => Promise<void> {
  let waiting: { ids: number[]; sent: Promise<void> } | null = null;
  let previous: Promise<void> = Promise.resolve();
  const send = async (ids: number[]) => {
    try {
      await db.execute(
        sql`select set_config('synchronous_commit', 'off', true),
          (select count(pg_notify(${ORDER_STATUS_CHANNEL}, id)) from jsonb_array_elements_text(${JSON.stringify(ids.map(String))}::jsonb) as id),
          pg_notify(${OUTBOX_CHANNEL}, ${String(ids[ids.length - 1])})`,
      );
    } catch (err) {
      log("warn", "announcing new orders failed; the listeners' polls will find them", { error: (err as Error).message });
    }
  };
  return (orderId) => {
    if (!waiting) {
      const batch: { ids: number[]; sent: Promise<void> } = {
        ids: [],
        sent: previous.then(() => {
          if (waiting === batch) waiting = null;
          return send(batch.ids);
        }),
      };
      waiting = batch;
      previous = batch.sent;
    }
    waiting.ids.push(orderId);
    return waiting.sent;
  };
}
