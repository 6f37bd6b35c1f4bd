// GET /api/delivery/Events?orderId: the order's status as server-sent events, so the tracker
// updates without a reload. A stream sleeps until the process's status feed says its order may
// have changed (a NOTIFY from whichever process made the change, or the feed's slow poll), then
// reads the database and sends the status if it differs from what it sent last.
import { asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { isActiveStatus } from "../../src/domain/order-status";
import type { Db } from "../db/client";
import { orderStatusHistory } from "../db/schema";
import { hashSessionId, SESSION_COOKIE, sessionCustomer } from "../auth/session";
import { serveLiveStream, sessionStreamKey } from "../http/event-stream";
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

/** When the request's Bearer token expires (ms since the epoch); the middleware has verified it. */
function tokenExpiry(c: Context): number {
  const token = /^Bearer\s+([^.\s]+)\./i.exec(c.req.header("authorization") ?? "")?.[1];
  try {
    const exp = (JSON.parse(Buffer.from(token ?? "", "base64url").toString("utf8")) as { exp?: unknown }).exp;
    if (typeof exp === "number") return exp * 1000;
  } catch {
    // Not a token: no limit from it.
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * What keeps a customer's stream open: its token, which a signed-out customer cannot renew (the
 * stream ends when it expires, and the tracker reconnects with a fresh one), and, when the
 * request carries the customer's session cookie, that session (re-read at every wake and
 * heartbeat; a sign-out in this process ends the stream at once).
 */
async function customerAccess(c: Context, db: Db, customerId: string) {
  const cookie = getCookie(c, SESSION_COOKIE);
  const deadline = tokenExpiry(c);
  const sessionIsTheirs = cookie !== undefined && (await sessionCustomer(db, c)) === customerId;
  return {
    deadline,
    keys: sessionIsTheirs ? [sessionStreamKey(hashSessionId(cookie))] : [],
    allowed: async () => !sessionIsTheirs || (await sessionCustomer(db, c)) === customerId,
  };
}

export function orderEvents(c: Context, db: Db, orderId: number, customerId: string, options: EventOptions) {
  return serveLiveStream(
    c,
    db,
    {
      ...options,
      who: customerId,
      access: () => customerAccess(c, db, customerId),
      // Subscribed before the first read, so a change between the two is not missed.
      watch: (wake) => options.feed.subscribe(orderId, wake),
    },
    async (stream, live) => {
      live.wake();
      let lastSent = "";
      while (await live.next()) {
        const state = await snapshot(db, orderId);
        const text = JSON.stringify(state);
        if (text === lastSent) continue;
        await stream.writeSSE({ event: "status", data: text, retry: 3000 });
        lastSent = text;
        if (state.statusCode === null || !isActiveStatus(state.statusCode)) break;
      }
    },
  );
}
