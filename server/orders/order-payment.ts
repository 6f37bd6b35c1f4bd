// The payment block of an order's detail (OrderDetail.payment, docs/payments.md): its derived
// state, the provider's page while it awaits payment, the fiscal receipt and any refund owed.
import { desc, eq, inArray } from "drizzle-orm";
import type { OrderPayment } from "../../src/contract/order";
import { type OrderRefund, type PaymentType, paymentState } from "../../src/domain/payment";
import type { Db } from "../db/client";
import { orders, payments } from "../db/schema";
import { type PaymentSettings, paymentUrl } from "../payments/checkout";

type OrderRow = typeof orders.$inferSelect;

/** What links need: the server's payment settings and the request's origin (when PUBLIC_URL is unset). */
export interface PaymentLinks {
  settings: PaymentSettings;
  origin: string;
}

export async function orderPayment(db: Db, order: OrderRow, now: Date, links?: PaymentLinks): Promise<OrderPayment> {
  // A cash order may have rows too: a Telegram payment nobody asked for, owed back.
  const rows = await paymentRows(db, order.id);
  const refund = orderRefund(rows);
  // A paid order cancelled with its money returned reads "cancelled", not "paid".
  const state = paymentState({ ...order, refund }, now);
  return {
    state,
    method: order.paymentType as PaymentType,
    url: state === "awaiting" && links ? paymentUrl(links.settings, order, links.origin) : null,
    dueAt: order.paymentDueAt?.toISOString() ?? null,
    receiptUrl: rows.find((r) => r.receiptUrl !== null)?.receiptUrl ?? null,
    refund,
  };
}

/** The refund of an order's payments together: any owed (or asked of the provider) is "needed". */
export function orderRefund(rows: { refund: string | null }[]): OrderRefund {
  if (rows.some((r) => r.refund === "needed" || r.refund === "requested")) return "needed";
  return rows.some((r) => r.refund === "refunded") ? "refunded" : null;
}

/** orderRefund of each of these orders (those without payments are left out). */
export async function orderRefunds(db: Db, orderIds: number[]): Promise<Map<number, OrderRefund>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: payments.orderId, refund: payments.refund })
    .from(payments)
    .where(inArray(payments.orderId, orderIds));
  const byOrder = new Map<number, { refund: string | null }[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return new Map([...byOrder].map(([id, list]) => [id, orderRefund(list)]));
}

/** The provider's page of an order placed just now (or again): only while it awaits a payme or click payment. */
export async function awaitingPaymentUrl(db: Db, orderId: number, now: Date, links: PaymentLinks | undefined): Promise<string | undefined> {
  if (!links) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || paymentState(order, now) !== "awaiting") return undefined;
  return paymentUrl(links.settings, order, links.origin) ?? undefined;
}

const paymentRows = (db: Db, orderId: number) =>
  db
    .select({ refund: payments.refund, receiptUrl: payments.receiptUrl })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id));
