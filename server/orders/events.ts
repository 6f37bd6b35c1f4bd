// GET /api/delivery/Events?orderId: the order's status as server-sent events, so the tracker
// updates without a reload. It reads the database (not process memory), so an operator's change
// made through any server process reaches every customer's stream.
import { asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { isActiveStatus } from "../../src/domain/order-status";
import type { Db } from "../db/client";
import { orderStatusHistory } from "../db/schema";
import { findOrder } from "./read-orders";

export interface EventOptions {
  pollMs: number;
  heartbeatMs: number;
  maxMs: number;
}

export const DEFAULT_EVENTS: EventOptions = { pollMs: 1000, heartbeatMs: 15_000, maxMs: 30 * 60_000 };

async function snapshot(db: Db, orderId: number) {
  const [order, history] = await Promise.all([
    findOrder(db, orderId),
    db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
  ]);
  return {
    statusCode: order?.statusCode ?? null,
    statusHistory: history.map((h) => ({ statusCode: h.statusCode, at: h.at.toISOString() })),
  };
}

export function orderEvents(c: Context, db: Db, orderId: number, options: EventOptions = DEFAULT_EVENTS) {
  return streamSSE(c, async (stream) => {
    let aborted = false;
    stream.onAbort(() => {
      aborted = true;
    });
    const started = Date.now();
    let lastSent = "";
    let lastBeat = Date.now();
    while (!aborted && Date.now() - started < options.maxMs) {
      const state = await snapshot(db, orderId);
      const text = JSON.stringify(state);
      if (text !== lastSent) {
        await stream.writeSSE({ event: "status", data: text, retry: 3000 });
        lastSent = text;
        if (state.statusCode === null || !isActiveStatus(state.statusCode)) break;
      } else if (Date.now() - lastBeat > options.heartbeatMs) {
        await stream.write(": keep-alive\n\n");
        lastBeat = Date.now();
      }
      await stream.sleep(options.pollMs);
    }
  });
}
