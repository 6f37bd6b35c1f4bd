// The courier's position while an order is on the way: the assigned courier's device sends it at
// most every 15 s (src/domain/courier.ts), one row per order overwritten in place; the order's
// owner reads it with an ETA to their address. Nothing is served unless the order is on the way:
// delivering clears the row, and a trigger (migration 0011) clears it whenever an order leaves
// "on the way" by any route (the board, the bot, SQL by hand). A customer who came from Telegram
// also reads the distance in the bot's status message: a position queues a re-render of it in the
// bot's outbox, in the same transaction, at most once a minute per order (CUSTOMER_POSITION_GAP_MS).
import { and, eq, sql } from "drizzle-orm";
import { etaMinutes, LOCATION_MIN_GAP_MS } from "../../src/domain/courier";
import { STATUS } from "../../src/domain/order-status";
import type { Actor } from "../../src/domain/staff-roles";
import type { Db } from "../db/client";
import { botOutbox, customers, deliveries, orders } from "../db/schema";
import { ApiError } from "../http/errors";
import { deliveryOrder } from "./deliveries";

export interface Position {
  latitude: number;
  longitude: number;
  at: string;
  etaMinutes: number;
}

/** Stores the assigned courier's position: 403 `not_assigned`, 409 `not_on_the_way`, 429 `location_too_often`. */
export async function recordLocation(db: Db, actor: Actor, orderId: number, point: { latitude: number; longitude: number }, now: Date) {
  const order = await deliveryOrder(db, actor, orderId);
  const [row] = await db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
  if (!row || actor.staffId === null || row.courierId !== actor.staffId)
    throw new ApiError(403, "not_assigned", `Only the courier delivering order ${orderId} sends its position`);
  if (order.statusCode !== STATUS.onTheWay) throw new ApiError(409, "not_on_the_way", `Order ${orderId} is not on the way`);
  const wait = row.locatedAt ? row.locatedAt.getTime() + LOCATION_MIN_GAP_MS - now.getTime() : 0;
  if (wait > 0) throw new ApiError(429, "location_too_often", "A position at most every 15 seconds", undefined, Math.ceil(wait / 1000));
  const courierId = actor.staffId;
  await db.transaction(async (tx) => {
    await tx
      .update(deliveries)
      .set({ latitude: point.latitude, longitude: point.longitude, locatedAt: now })
      .where(and(eq(deliveries.orderId, orderId), eq(deliveries.courierId, courierId)));
    await queueCustomerPosition(tx, orderId, now);
  });
}

/** The bot's status message is re-rendered with the distance at most this often per order. */
export const CUSTOMER_POSITION_GAP_MS = 60_000;

/**
 * A "position" row for the customer's chat (server/bot/outbox.ts edits the status message with the
 * courier's distance) when the order's customer came from Telegram, none is waiting to be sent, and
 * none was queued in the last minute (by the positions' own clock: the row's created_at is `now`).
 */
async function queueCustomerPosition(tx: Pick<Db, "execute">, orderId: number, now: Date) {
  const since = new Date(now.getTime() - CUSTOMER_POSITION_GAP_MS).toISOString();
  await tx.execute(sql`insert into ${botOutbox} (order_id, target, kind, chat_id, created_at)
    select o.id, 'customer', 'position', c.tg_id, ${now.toISOString()}::timestamptz
    from ${orders} o join ${customers} c on c.id = o.customer_id
    where o.id = ${orderId} and c.tg_id is not null
      and not exists (select 1 from ${botOutbox} b where b.order_id = o.id and b.target = 'customer' and b.kind = 'position'
        and ((b.sent_at is null and b.failed_at is null) or b.created_at > ${since}::timestamptz))`);
}

/** The courier's last position for the order's owner; null unless the order is on the way and a position came. */
export async function courierPosition(db: Db, orderId: number): Promise<Position | null> {
  const [row] = await db
    .select({
      statusCode: orders.statusCode,
      address: orders.address,
      latitude: deliveries.latitude,
      longitude: deliveries.longitude,
      locatedAt: deliveries.locatedAt,
    })
    .from(orders)
    .innerJoin(deliveries, eq(deliveries.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row || row.statusCode !== STATUS.onTheWay || row.latitude === null || row.longitude === null || !row.locatedAt) return null;
  const here = { latitude: row.latitude, longitude: row.longitude };
  return {
    ...here,
    at: row.locatedAt.toISOString(),
    etaMinutes: row.address ? etaMinutes(here, row.address) : 1,
  };
}
