// The road (docs/api.md "Couriers"): a courier takes a ready delivery order (one courier per order:
// a conditional insert, 409 when someone has it), picks it up (ready → on the way) and delivers it
// (on the way → completed), each only for an order that is theirs and in the right status (409
// otherwise); a manager or admin reassigns it. A status step is one transaction: the order's
// conditional update, its status-history row (which wakes every live stream and the bot, as any
// move does) and its audit row, with the delivery's row locked so a reassignment cannot interleave.
import { and, eq, isNull, sql } from "drizzle-orm";
import { DELIVERY } from "../../src/domain/order-type";
import { STATUS, type StatusCode } from "../../src/domain/order-status";
import { type Actor, mayManageRestaurant, mayRunRestaurant } from "../../src/domain/staff-roles";
import { recordAudit } from "../audit/audit";
import type { Db } from "../db/client";
import { deliveries, orders, orderStatusHistory, staff } from "../db/schema";
import { ApiError } from "../http/errors";

type OrderRow = typeof orders.$inferSelect;
export interface CourierRef {
  staffId: number;
  name: string;
}
export interface Assigned {
  orderId: number;
  statusCode: StatusCode;
  courier: CourierRef | null;
}

const notYours = (id: number) => new ApiError(409, "not_your_order", `Order ${id} is not yours to deliver`);

/** The order, if the actor works at its restaurant and it is a delivery (404, 403, 409 otherwise). */
export async function deliveryOrder(db: Db, actor: Actor, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new ApiError(404, "order_not_found", "No such order");
  if (!mayRunRestaurant(actor, order.restaurantId)) throw new ApiError(403, "other_restaurant", "This belongs to another restaurant");
  if (order.orderTypeId !== DELIVERY) throw new ApiError(409, "not_a_delivery", `Order ${orderId} is picked up by the customer`);
  return order;
}

const courierOf = (actor: Actor): number => {
  if (actor.role !== "courier" || actor.staffId === null) throw new ApiError(403, "couriers_only", "Only couriers take orders");
  return actor.staffId;
};

/** The courier takes a ready order nobody has: 409 `already_taken` when someone has it, `not_ready` before or after. */
export async function takeOrder(db: Db, actor: Actor, orderId: number, now: Date): Promise<Assigned> {
  const courierId = courierOf(actor);
  const order = await deliveryOrder(db, actor, orderId);
  if (order.statusCode !== STATUS.ready) throw new ApiError(409, "not_ready", `Order ${orderId} is not ready to be taken`);
  await db.transaction(async (tx) => {
    // A free row (its courier removed) is taken the same way as a missing one.
    const taken = await tx
      .insert(deliveries)
      .values({ orderId, courierId, takenAt: now })
      .onConflictDoUpdate({ target: deliveries.orderId, set: { courierId, takenAt: now }, where: isNull(deliveries.courierId) })
      .returning({ orderId: deliveries.orderId });
    if (taken.length === 0) throw new ApiError(409, "already_taken", `Another courier has taken order ${orderId}`);
    await recordAudit(tx, actor, { entity: "order", entityId: orderId, action: "courier_take", details: { courierId } }, now);
  });
  return { orderId, statusCode: order.statusCode, courier: { staffId: courierId, name: actor.name } };
}

/** Moves the courier's own order from `from` to `to`; on delivery the last position is forgotten. */
async function step(db: Db, actor: Actor, orderId: number, from: StatusCode, to: StatusCode, now: Date): Promise<Assigned> {
  const courierId = courierOf(actor);
  const order = await deliveryOrder(db, actor, orderId);
  await db.transaction(async (tx) => {
    const [mine] = await tx
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.orderId, orderId), eq(deliveries.courierId, courierId)))
      .for("update");
    if (!mine) throw notYours(orderId);
    const moved = await tx
      .update(orders)
      .set({ statusCode: to })
      .where(and(eq(orders.id, orderId), eq(orders.statusCode, from)))
      .returning({ id: orders.id });
    if (moved.length === 0)
      throw new ApiError(
        409,
        from === STATUS.ready ? "not_ready" : "not_on_the_way",
        from === STATUS.ready ? `Order ${orderId} is not ready to be picked up` : `Order ${orderId} is not on the way`,
      );
    await tx.insert(orderStatusHistory).values({ orderId, statusCode: to, at: now });
    if (to !== STATUS.onTheWay)
      await tx.update(deliveries).set({ latitude: null, longitude: null, locatedAt: null }).where(eq(deliveries.orderId, orderId));
    await recordAudit(tx, actor, { entity: "order", entityId: orderId, action: "advance", details: { from, to, courierId } }, now);
  });
  return { orderId: order.id, statusCode: to, courier: { staffId: courierId, name: actor.name } };
}

export const pickUpOrder = (db: Db, actor: Actor, orderId: number, now: Date) =>
  step(db, actor, orderId, STATUS.ready, STATUS.onTheWay, now);
export const deliverOrder = (db: Db, actor: Actor, orderId: number, now: Date) =>
  step(db, actor, orderId, STATUS.onTheWay, STATUS.completed, now);

/** A manager or admin gives the order to another courier of its restaurant, or frees it (null). */
export async function assignCourier(db: Db, actor: Actor, orderId: number, courierId: number | null, now: Date): Promise<Assigned> {
  const order = await deliveryOrder(db, actor, orderId);
  if (!mayManageRestaurant(actor, order.restaurantId))
    throw new ApiError(403, "managers_only", "Only the restaurant's manager or an admin reassigns couriers");
  if (order.statusCode !== STATUS.ready && order.statusCode !== STATUS.onTheWay)
    throw new ApiError(409, "not_on_the_road", `Order ${orderId} is neither ready nor on the way`);
  let courier: CourierRef | null = null;
  if (courierId !== null) {
    const [row] = await db
      .select({ staffId: staff.id, name: staff.name })
      .from(staff)
      .where(and(eq(staff.id, courierId), eq(staff.role, "courier"), eq(staff.restaurantId, order.restaurantId)));
    if (!row)
      throw new ApiError(400, "invalid_parameters", "No such courier at this restaurant", {
        courierId: "is not a courier of the order's restaurant",
      });
    courier = row;
  }
  await db.transaction(async (tx) => {
    const [was] = await tx
      .select({ courierId: deliveries.courierId })
      .from(deliveries)
      .where(eq(deliveries.orderId, orderId))
      .for("update");
    await tx
      .insert(deliveries)
      .values({ orderId, courierId, takenAt: now })
      // A new courier starts without the old one's position.
      .onConflictDoUpdate({
        target: deliveries.orderId,
        set: { courierId, takenAt: now, latitude: sql`null`, longitude: sql`null`, locatedAt: sql`null` },
      });
    await recordAudit(
      tx,
      actor,
      { entity: "order", entityId: orderId, action: "courier_assign", details: { courierId, was: was?.courierId ?? null } },
      now,
    );
  });
  return { orderId, statusCode: order.statusCode, courier };
}
