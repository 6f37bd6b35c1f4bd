// GET /api/operator/orders/events: the board's live changes as server-sent events. The stream
// sleeps until the process's status feed says some order may be new or have moved (a NOTIFY from
// whichever process made the change, or the feed's slow poll), reads the board rows of those
// orders within the caller's restaurant, and sends each that differs from what it sent last.
// The rows carry customers' names, phones and addresses: at every wake and heartbeat the stream
// re-reads the caller's session and staff row and ends when either is gone or no longer runs the
// stream's restaurant; a removal or a sign-out in this process ends it at once (closeStreams).
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { mayRunRestaurant, restaurantScope } from "../../src/domain/staff-roles";
import { hashSessionId, SESSION_COOKIE, sessionCustomer } from "../auth/session";
import type { Db } from "../db/client";
import { type StreamAccess, serveLiveStream, sessionStreamKey, staffStreamKey } from "../http/event-stream";
import type { EventOptions } from "../orders/events";
import { boardRowsOf } from "./orders-board";
import { type StaffEnv, staffForCustomer } from "./staff-auth";

/** Board streams one staff member (or the token) may hold open in one process. */
export const BOARD_STREAMS = { perCustomer: 5, perProcess: 500 };

/**
 * Whether the caller of c may still read the board of restaurantId (null: every restaurant), and
 * the keys that end their streams. The operator token is checked against the configuration, which
 * does not change while the process runs.
 */
function boardAccess(c: Context<StaffEnv>, db: Db, restaurantId: string | null): StreamAccess {
  const actor = c.get("actor");
  const cookie = getCookie(c, SESSION_COOKIE);
  if (actor.staffId === null || !cookie) return { keys: [], allowed: async () => true };
  const staffId = actor.staffId;
  return {
    keys: [staffStreamKey(staffId), sessionStreamKey(hashSessionId(cookie))],
    allowed: async () => {
      const customerId = await sessionCustomer(db, c);
      const now = customerId ? await staffForCustomer(db, customerId) : null;
      if (!now || now.staffId !== staffId) return false;
      return restaurantId === null ? restaurantScope(now) === null : mayRunRestaurant(now, restaurantId);
    },
  };
}

export function boardEvents(c: Context<StaffEnv>, db: Db, who: string, restaurantId: string | null, options: EventOptions) {
  const pending = new Set<number>();
  const lastSent = new Map<number, string>();
  return serveLiveStream(
    c,
    db,
    {
      ...options,
      who,
      access: () => boardAccess(c, db, restaurantId),
      watch: (wake) =>
        options.feed.subscribeAll((orderId) => {
          pending.add(orderId);
          wake();
        }),
    },
    async (stream, live) => {
      // The client opens the stream, then reads the board: nothing placed in between is missed. So
      // "ready" waits until the process listens (on PostgreSQL LISTEN takes a round trip); a change
      // that adds no status (a payment) is only ever announced, never found by the slow poll.
      await options.feed.listening();
      await stream.writeSSE({ event: "ready", data: "{}", retry: 3000 });
      while (await live.next()) {
        const ids = [...pending];
        pending.clear();
        if (ids.length === 0) continue;
        for (const row of await boardRowsOf(db, ids, restaurantId)) {
          const text = JSON.stringify(row);
          if (lastSent.get(row.orderId) === text) continue;
          if (lastSent.size > 2000) lastSent.clear();
          lastSent.set(row.orderId, text);
          await stream.writeSSE({ event: "order", data: text });
        }
      }
    },
  );
}
