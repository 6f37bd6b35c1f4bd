// What the courier screen reads: a restaurant's ready delivery orders (free or taken, and by whom)
// and its orders on the way (with the change, contactless and cutlery asked), oldest first; a
// courier sees only their own on the way. With the restaurant's couriers, for a manager's
// reassignment.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { courierBoard as courierBoardSchema } from "../../src/contract/courier";
import { DELIVERY } from "../../src/domain/order-type";
import { STATUS } from "../../src/domain/order-status";
import type { Actor } from "../../src/domain/staff-roles";
import type { Db } from "../db/client";
import { deliveries, orders, staff } from "../db/schema";
import { screenFacts, screenOrder } from "./screen-orders";

type CourierBoard = z.output<typeof courierBoardSchema>;

export async function courierBoard(db: Db, actor: Actor, restaurantId: string): Promise<CourierBoard> {
  const rows = await db
    .select({ order: orders, courierId: deliveries.courierId, courierName: staff.name })
    .from(orders)
    .leftJoin(deliveries, eq(deliveries.orderId, orders.id))
    .leftJoin(staff, eq(staff.id, deliveries.courierId))
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.orderTypeId, DELIVERY),
        inArray(orders.statusCode, [STATUS.ready, STATUS.onTheWay]),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const visible = rows.filter((r) => actor.role !== "courier" || r.order.statusCode === STATUS.ready || r.courierId === actor.staffId);
  const ids = visible.map((r) => r.order.id);
  const [facts, couriers] = await Promise.all([
    screenFacts(db, ids),
    db
      .select({ staffId: staff.id, name: staff.name })
      .from(staff)
      .where(and(eq(staff.role, "courier"), eq(staff.restaurantId, restaurantId)))
      .orderBy(asc(staff.name), asc(staff.id)),
  ]);
  const list: CourierBoard["orders"] = visible.map(({ order, courierId, courierName }) => ({
    ...screenOrder(order, facts),
    courier: courierId !== null && courierName !== null ? { staffId: courierId, name: courierName } : null,
  }));
  return { restaurantId, orders: list, couriers };
}
