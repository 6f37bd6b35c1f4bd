// Moving an order along its statuses, or cancelling it with a reason, on behalf of a staff member:
// the operator API's board, the CLI and the bot's inline buttons all come through here. The status
// changes only if nobody moved the order meanwhile; the change, its status-history row (which
// wakes every live stream, see status-feed.ts) and its audit row are one transaction.
import { and, eq } from "drizzle-orm";
import { requiredLine } from "../../src/contract/fields";
import { awaitsPayment } from "../../src/domain/payment";
import { canCancel, mayMoveFrom, nextStatus, STATUS, type StatusCode, statusName } from "../../src/domain/order-status";
import { type Actor, mayRunRestaurant } from "../../src/domain/staff-roles";
import type { Db } from "../db/client";
import { orders, orderStatusHistory } from "../db/schema";
import { ApiError } from "../http/errors";
import { recordAudit } from "../audit/audit";
import { onOrderCancelled, paymentsToReverse } from "../payments/ledger";
import { sendReversals } from "../payments/reversals";
import { findOrder } from "./read-orders";

export interface Transition {
  orderId: number;
  statusCode: StatusCode;
  restaurantId: string;
}

type OrderRow = typeof orders.$inferSelect;

/** Paid online but not yet paid: it does not reach the kitchen. */
export const awaitingPayment = (order: Pick<OrderRow, "paymentType" | "paidAt">) => awaitsPayment(order);

async function orderFor(db: Db, actor: Actor, orderId: number): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order) throw new ApiError(404, "order_not_found", "No such order");
  if (!mayRunRestaurant(actor, order.restaurantId)) throw new ApiError(403, "other_restaurant", "This belongs to another restaurant");
  return order;
}

async function move(
  db: Db,
  actor: Actor,
  order: OrderRow,
  to: StatusCode,
  action: "advance" | "cancel",
  reason: string | null,
  now: Date,
): Promise<Transition> {
  // The table of order facts says which roles move an order on from its status.
  if (!mayMoveFrom(actor.role, order.statusCode))
    throw new ApiError(403, "role_cannot_move", `A ${actor.role} cannot move an order on from ${statusName(order.statusCode)}`);
  const owed = await db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set(action === "cancel" ? { statusCode: to, cancelReason: reason } : { statusCode: to })
      .where(and(eq(orders.id, order.id), eq(orders.statusCode, order.statusCode)))
      .returning({ id: orders.id });
    if (updated.length === 0) throw new ApiError(409, "status_changed", "The order's status changed meanwhile: reload and try again");
    await tx.insert(orderStatusHistory).values({ orderId: order.id, statusCode: to, at: now });
    await recordAudit(
      tx,
      actor,
      { entity: "order", entityId: order.id, action, details: { from: order.statusCode, to, ...(reason === null ? {} : { reason }) } },
      now,
    );
    // Money taken for the order is owed back (or its live payment ends): the ledger's part of the cancel.
    return action === "cancel" ? onOrderCancelled(tx, order.id, now) : [];
  });
  // Once committed: Click's reversals (the rest waits for staff in the refund queue).
  await sendReversals(db, paymentsToReverse(owed), now);
  return { orderId: order.id, statusCode: to, restaurantId: order.restaurantId };
}

/** Moves the order to its next status (from `from`, when given). 404, 403 other_restaurant, 409 illegal_transition / awaiting_payment / status_changed. */
export async function advanceOrder(db: Db, actor: Actor, orderId: number, now: Date, from?: number): Promise<Transition> {
  const order = await orderFor(db, actor, orderId);
  // The caller acted on what it saw: a screen or a message one step behind must not skip a step.
  if (from !== undefined && order.statusCode !== from)
    throw new ApiError(409, "status_changed", "The order's status changed meanwhile: reload and try again");
  const to = nextStatus(order.statusCode, order.orderTypeId);
  if (to === null)
    throw new ApiError(409, "illegal_transition", `Order ${order.id} is finished (status ${order.statusCode}) and cannot move on`);
  if (awaitingPayment(order)) throw new ApiError(409, "awaiting_payment", `Order ${order.id} is not paid yet: it cannot go to the kitchen`);
  return move(db, actor, order, to, "advance", null, now);
}

const reasonSchema = requiredLine(300);

/** Cancels the order with a reason the customer is shown (1–300 characters, one line). */
export async function cancelOrder(db: Db, actor: Actor, orderId: number, reason: string, now: Date): Promise<Transition> {
  const checked = reasonSchema.safeParse(reason);
  if (!checked.success)
    throw new ApiError(400, "invalid_parameters", "Invalid cancel reason", { reason: checked.error.issues[0]?.message ?? "is invalid" });
  const order = await orderFor(db, actor, orderId);
  if (!canCancel(order.statusCode)) {
    throw new ApiError(409, "illegal_transition", `Order ${order.id} cannot be cancelled in status ${order.statusCode}`);
  }
  return move(db, actor, order, STATUS.cancelled, "cancel", checked.data, now);
}
