// Orders written straight into the database for the reports' tests, as placing, moving and paying
// them would leave them: the order, its lines, its status history (minutes after it was placed)
// and its ledger rows. Times are Tashkent wall clocks ("2026-11-21T09:00").
import { eq } from "drizzle-orm";
import { TASHKENT_OFFSET } from "../../src/domain/tashkent-time";
import type { Db } from "../db/client";
import { customers, orderLines, orderRatings, orders, orderStatusHistory, payments, restaurants } from "../db/schema";

export const at = (local: string, plusMinutes = 0) => new Date(Date.parse(`${local}:00${TASHKENT_OFFSET}`) + plusMinutes * 60_000);

export interface TestOrder {
  restaurantId: string;
  placed: string;
  orderTypeId?: 0 | 200;
  channel?: "web" | "telegram" | "phone";
  paymentType?: string;
  /** Minutes after placing it was paid online. */
  paidAfter?: number;
  statusCode: number;
  cancelReason?: string;
  priceOfDelivery?: number;
  lines: { productId: string; price: number; count: number }[];
  /** The promo code it was placed with, and what the code took off (total = subtotal − discount + delivery). */
  promoCode?: string;
  discount?: number;
  /** [status code, minutes after placing]. */
  history?: [number, number][];
  /** Ledger rows: refunded or not. */
  payments?: { refund?: "refunded" | "needed"; refundReason?: "paid_twice" | "order_cancelled" }[];
}

export async function reportsTestKit(db: Db) {
  await db.insert(customers).values({ id: "report-customer", phone: "+998901112233", name: "R" }).onConflictDoNothing();
  let tx = 0;
  async function order(o: TestOrder): Promise<number> {
    const subtotal = o.lines.reduce((n, l) => n + l.price * l.count, 0);
    const fee = o.priceOfDelivery ?? 0;
    const placed = at(o.placed);
    const paidAt = o.paidAfter === undefined ? null : at(o.placed, o.paidAfter);
    const [row] = await db
      .insert(orders)
      .values({
        customerId: "report-customer",
        restaurantId: o.restaurantId,
        orderTypeId: o.orderTypeId ?? 0,
        channel: o.channel ?? "web",
        name: "R",
        phone: "+998901112233",
        paymentType: o.paymentType ?? "cash",
        language: 1,
        subtotal,
        priceOfDelivery: fee,
        promoCode: o.promoCode ?? null,
        discount: o.discount ?? 0,
        total: subtotal - (o.discount ?? 0) + fee,
        statusCode: o.statusCode as 0,
        cancelReason: o.cancelReason ?? null,
        paidAt,
        createdAt: placed,
      })
      .returning({ id: orders.id });
    const id = row.id;
    for (const l of o.lines)
      await db.insert(orderLines).values({
        orderId: id,
        productId: l.productId,
        name: { ru: l.productId, en: l.productId, uz: l.productId },
        basePrice: l.price,
        priceWithModifiers: l.price,
        count: l.count,
        modifiers: [],
      });
    for (const [statusCode, minutes] of o.history ?? [[0, 0]])
      await db.insert(orderStatusHistory).values({ orderId: id, statusCode: statusCode as 0, at: at(o.placed, minutes) });
    for (const p of o.payments ?? [])
      await db.insert(payments).values({
        provider: "payme",
        providerTxId: `report-tx-${++tx}`,
        orderId: id,
        amount: (subtotal - (o.discount ?? 0) + fee) * 100,
        state: "performed",
        performedAt: paidAt,
        refund: p.refund ?? null,
        refundReason: p.refundReason ?? null,
      });
    return id;
  }
  /** Both restaurants' limits, fixed for the test: accept 5, cook 20, deliver 30 minutes. */
  async function limits(...ids: string[]) {
    for (const id of ids)
      await db.update(restaurants).set({ acceptMinutes: 5, cookingMinutes: 20, deliveryDuration: 30 }).where(eq(restaurants.id, id));
  }
  /** The customer's stars for an order. */
  async function rate(orderId: number, stars: number) {
    await db.insert(orderRatings).values({ orderId, stars });
  }
  return { order, limits, rate };
}
