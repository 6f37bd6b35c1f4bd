// What the kitchen's and the couriers' screens (and the board) read of their orders besides the
// rows: when each reached its current status (a tile's timer) and whether it shows as paid, by the
// one rule of src/domain/payment.ts (paymentState with the ledger's refund: an order whose payment
// was reversed or refunded is not paid, though paid_at stays); and the fields both screens show.
import { inArray, max } from "drizzle-orm";
import { type OrderRefund, paymentState } from "../../src/domain/payment";
import { tashkentIso } from "../../src/domain/tashkent-time";
import type { Db } from "../db/client";
import { orderStatusHistory, type orders } from "../db/schema";
import { orderRefunds } from "../orders/order-payment";

type OrderRow = typeof orders.$inferSelect;

/** When each order reached its current status (its latest history row). */
export async function statusTimes(db: Db, ids: number[]): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderStatusHistory.orderId, at: max(orderStatusHistory.at) })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids))
    .groupBy(orderStatusHistory.orderId);
  return new Map(rows.flatMap((r) => (r.at ? [[r.orderId, new Date(r.at)] as const] : [])));
}

/**
 * Paid online with the money kept (or owed back): paymentState's "paid". The time given only tells
 * an unpaid order awaiting from expired, neither of which is paid.
 */
export const shownPaid = (order: OrderRow, refund: OrderRefund | undefined): boolean =>
  paymentState({ ...order, refund: refund ?? null }, new Date()) === "paid";

export interface ScreenFacts {
  statusAt: (order: OrderRow) => Date;
  paid: (order: OrderRow) => boolean;
}

/** The status times and the payments' refunds of these orders, read once for a screen. */
export async function screenFacts(db: Db, ids: number[]): Promise<ScreenFacts> {
  const [times, refunds] = await Promise.all([statusTimes(db, ids), orderRefunds(db, ids)]);
  return {
    statusAt: (o) => times.get(o.id) ?? o.createdAt,
    paid: (o) => shownPaid(o, refunds.get(o.id)),
  };
}

/** What a kitchen tile and a courier's card both show of an order. */
export function screenOrder(o: OrderRow, facts: ScreenFacts) {
  return {
    orderId: o.id,
    statusCode: o.statusCode,
    createdAt: o.createdAt.toISOString(),
    statusAt: facts.statusAt(o).toISOString(),
    slot: o.slot && tashkentIso(o.slot),
    name: o.name,
    phone: o.phone,
    address: o.address,
    comment: o.comment,
    changeFrom: o.changeFrom,
    contactless: o.contactless,
    cutlery: o.cutlery,
    total: o.total,
    paymentType: o.paymentType,
    paid: facts.paid(o),
  };
}
