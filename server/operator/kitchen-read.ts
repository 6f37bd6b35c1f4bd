// What the kitchen screen reads: one restaurant's confirmed and cooking orders, oldest first, with
// their lines (size and dough, halves, left-out ingredients, modifiers) and delivery details in the
// screen's language, when each reached its status (the tile's timer), and the restaurant's printing
// setting.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { KitchenPrinting, kitchenBoard as kitchenBoardSchema } from "../../src/contract/kitchen";
import { localizeLine } from "../../src/domain/line-text";
import type { Locale } from "../../src/domain/locales";
import { pick } from "../../src/domain/localized";
import { STATUS } from "../../src/domain/order-status";
import type { Db } from "../db/client";
import { kitchenSettings, orderLines, orders, restaurants } from "../db/schema";
import { ApiError } from "../http/errors";
import { screenFacts, screenOrder } from "./screen-orders";

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
  const [lines, facts, printing] = await Promise.all([
    ids.length ? db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)) : [],
    screenFacts(db, ids),
    kitchenPrinting(db, restaurantId),
  ]);
  const tiles: KitchenBoard["orders"] = rows.map((o) => ({
    ...screenOrder(o, facts),
    orderTypeId: o.orderTypeId,
    lines: lines.filter((l) => l.orderId === o.id).map((l) => kitchenLine(l, locale)),
    subtotal: o.subtotal,
    promoCode: o.promoCode,
    discount: o.discount,
    pointsSpent: o.pointsSpent,
    priceOfDelivery: o.priceOfDelivery,
  }));
  return {
    restaurantId,
    restaurant: { name: pick(restaurant.name, locale), address: pick(restaurant.address, locale), phone: restaurant.phone },
    printing,
    orders: tiles,
  };
}

/** A line as the cook reads it: its size and dough, halves, left-out ingredients and modifiers. */
function kitchenLine(l: typeof orderLines.$inferSelect, locale: Locale): KitchenBoard["orders"][number]["lines"][number] {
  const { name, variant, removed, half } = localizeLine(l, locale);
  return {
    name,
    count: l.count,
    price: l.priceWithModifiers,
    modifiers: l.modifiers.map((m) => ({ name: pick(m.name, locale), count: m.count, price: m.price })),
    variant,
    removed: [...removed],
    half: half && { ...half, removed: [...half.removed] },
    gift: l.isGift,
  };
}
