// What the kitchen screen reads: one restaurant's confirmed and cooking orders, oldest first, with
// their lines (size and dough, halves, left-out ingredients, modifiers) and delivery details in the
// screen's language, when each reached its status (the tile's timer), and the restaurant's printing
// setting.
import { and, asc, eq, inArray, max } from "drizzle-orm";
import type { z } from "zod";
import type { KitchenPrinting, kitchenBoard as kitchenBoardSchema } from "../../src/contract/kitchen";
import { localizeLine } from "../../src/domain/line-text";
import type { Locale } from "../../src/domain/locales";
import { pick } from "../../src/domain/localized";
import { STATUS } from "../../src/domain/order-status";
import { tashkentIso } from "../../src/domain/tashkent-time";
import type { Db } from "../db/client";
import { kitchenSettings, orderLines, orderStatusHistory, orders, restaurants } from "../db/schema";
import { ApiError } from "../http/errors";

/** The statuses the kitchen shows: accepted, and cooking. */
export const KITCHEN_STATUSES = [STATUS.confirmed, STATUS.cooking] as const;

const DEFAULT_PRINTING: KitchenPrinting = { printOnAccept: false, paperMm: 80 };

export async function kitchenPrinting(db: Db, restaurantId: string): Promise<KitchenPrinting> {
  const [row] = await db.select().from(kitchenSettings).where(eq(kitchenSettings.restaurantId, restaurantId));
  return row ? { printOnAccept: row.printOnAccept, paperMm: row.paperMm === 58 ? 58 : 80 } : DEFAULT_PRINTING;
}

type KitchenBoard = z.output<typeof kitchenBoardSchema>;

export async function kitchenBoard(db: Db, restaurantId: string, locale: Locale): Promise<KitchenBoard> {
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
  if (!restaurant) throw new ApiError(404, "restaurant_not_found", "No such restaurant");
  const rows = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.statusCode, [...KITCHEN_STATUSES]), eq(orders.restaurantId, restaurantId)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const ids = rows.map((o) => o.id);
  const [lines, times, printing] = await Promise.all([
    ids.length ? db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)) : [],
    ids.length
      ? db
          .select({ orderId: orderStatusHistory.orderId, at: max(orderStatusHistory.at) })
          .from(orderStatusHistory)
          .where(inArray(orderStatusHistory.orderId, ids))
          .groupBy(orderStatusHistory.orderId)
      : [],
    kitchenPrinting(db, restaurantId),
  ]);
  const statusAt = new Map(times.map((t) => [t.orderId, t.at ? new Date(t.at) : null]));
  const tiles: KitchenBoard["orders"] = rows.map((o) => ({
    orderId: o.id,
    statusCode: o.statusCode,
    orderTypeId: o.orderTypeId,
    createdAt: o.createdAt.toISOString(),
    statusAt: (statusAt.get(o.id) ?? o.createdAt).toISOString(),
    slot: o.slot && tashkentIso(o.slot),
    name: o.name,
    phone: o.phone,
    address: o.address,
    comment: o.comment,
    changeFrom: o.changeFrom,
    contactless: o.contactless,
    cutlery: o.cutlery,
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => {
        const { name, variant, removed, half } = localizeLine(l, locale);
        return {
          name,
          count: l.count,
          price: l.priceWithModifiers,
          modifiers: l.modifiers.map((m) => ({ name: pick(m.name, locale), count: m.count, price: m.price })),
          variant,
          removed,
          half,
        };
      }),
    subtotal: o.subtotal,
    priceOfDelivery: o.priceOfDelivery,
    total: o.total,
    paymentType: o.paymentType,
    paid: o.paidAt !== null,
  }));
  return {
    restaurantId,
    restaurant: { name: pick(restaurant.name, locale), address: pick(restaurant.address, locale), phone: restaurant.phone },
    printing,
    orders: tiles,
  };
}
