// Reading orders back: one order's detail (src/contract/order.ts `orderDetail`) and a customer's list.
import { variantName } from "../../src/domain/product-builder";
import { and, asc, desc, eq, inArray, notInArray } from "drizzle-orm";
import { pick } from "../../src/domain/localized";
import type { Locale } from "../../src/domain/locales";
import { FINISHED_STATUSES } from "../../src/domain/order-status";
import { slotEnd } from "../../src/domain/slots";
import { tashkentIso } from "../../src/domain/tashkent-time";
import { type PaymentType, paymentState } from "../../src/domain/payment";
import type { Db } from "../db/client";
import { orderLines, orders, orderStatusHistory, restaurants } from "../db/schema";
import { orderPayment, orderRefunds, type PaymentLinks } from "./order-payment";

type OrderRow = typeof orders.$inferSelect;

/** One order as its customer (or staff) reads it; `now` decides an unpaid online order's expiry, `links` its pay link. */
export async function orderDetail(db: Db, order: OrderRow, locale: Locale, now = new Date(), links?: PaymentLinks) {
  const [lines, history, [restaurant], payment] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(asc(orderStatusHistory.id)),
    db.select().from(restaurants).where(eq(restaurants.id, order.restaurantId)),
    orderPayment(db, order, now, links),
  ]);
  return {
    orderId: order.id,
    statusCode: order.statusCode,
    statusHistory: history.map((h) => ({ statusCode: h.statusCode, at: h.at.toISOString() })),
    createdAt: order.createdAt.toISOString(),
    orderTypeId: order.orderTypeId,
    restaurantId: order.restaurantId,
    restaurant: restaurant
      ? { id: restaurant.id, name: pick(restaurant.name, locale), address: pick(restaurant.address, locale), phone: restaurant.phone }
      : null,
    address: order.address,
    slot: order.slot && tashkentIso(order.slot),
    slotEnd: order.slot && restaurant ? slotEnd(order.slot.toISOString(), restaurant.deliveryDuration) : null,
    name: order.name,
    phone: order.phone,
    comment: order.comment,
    changeFrom: order.changeFrom,
    contactless: order.contactless,
    cutlery: order.cutlery,
    products: lines.map((l) => ({
      id: l.productId,
      name: pick(l.name, locale),
      count: l.count,
      price: l.basePrice,
      priceWithModifiers: l.priceWithModifiers,
      total: l.priceWithModifiers * l.count,
      modifiers: l.modifiers.map((m) => ({ id: m.id, name: pick(m.name, locale), price: m.price, count: m.count })),
      variant: l.variant && {
        id: l.variant.id,
        name: variantName(pick(l.variant.size, locale), l.variant.dough && pick(l.variant.dough, locale)),
      },
      removed: l.removed.map((r) => ({ id: r.id, name: pick(r.name, locale) })),
      half: l.half && {
        id: l.half.productId,
        name: pick(l.half.name, locale),
        removed: l.half.removed.map((r) => ({ id: r.id, name: pick(r.name, locale) })),
      },
      gift: l.isGift,
    })),
    subtotal: order.subtotal,
    promoCode: order.promoCode,
    discount: order.discount,
    pointsSpent: order.pointsSpent,
    priceOfDelivery: order.priceOfDelivery,
    total: order.total,
    // Stored only after the order body's check: one of PAYMENT_TYPES.
    paymentType: order.paymentType as PaymentType,
    // Kept for older clients: payment.state says the same and more.
    paid: payment.state === "paid",
    payment,
    cancelReason: order.cancelReason,
  };
}

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function listOrders(
  db: Db,
  customerId: string,
  skip: number,
  take: number,
  onlyActive: boolean | undefined,
  locale: Locale,
  now = new Date(),
) {
  const inactive = [...FINISHED_STATUSES];
  const filter =
    onlyActive === undefined
      ? eq(orders.customerId, customerId)
      : and(eq(orders.customerId, customerId), onlyActive ? notInArray(orders.statusCode, inactive) : inArray(orders.statusCode, inactive));
  const rows = await db.select().from(orders).where(filter).orderBy(desc(orders.createdAt), desc(orders.id)).offset(skip).limit(take);
  const ids = rows.map((r) => r.id);
  const lines = ids.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)) : [];
  const refunds = await orderRefunds(db, ids);
  return rows.map((o) => ({
    order: {
      orderId: o.id,
      createdAt: o.createdAt.toISOString(),
      orderTypeId: o.orderTypeId,
      restaurantId: o.restaurantId,
      total: o.total,
      slot: o.slot && tashkentIso(o.slot),
      products: lines
        // A promo code's free product is not ordered again with the order's lines.
        .filter((l) => l.orderId === o.id && !l.isGift)
        .map((l) => ({
          id: l.productId,
          name: pick(l.name, locale),
          count: l.count,
          modifiers: l.modifiers.map((m) => ({ id: m.id, count: m.count })),
          variantId: l.variant?.id ?? null,
          removed: l.removed.map((r) => r.id),
          half: l.half && { id: l.half.productId, name: pick(l.half.name, locale), removed: l.half.removed.map((r) => r.id) },
        })),
    },
    statusCode: o.statusCode,
    payment: { state: paymentState({ ...o, refund: refunds.get(o.id) ?? null }, now), method: o.paymentType as PaymentType },
  }));
}
