// The payment block of an order's detail (OrderDetail.payment, docs/payments.md): its derived
// state, the provider's page while it awaits payment, the fiscal receipt and any refund owed.
import { desc, eq } from "drizzle-orm";
import type { OrderPayment } from "../../src/contract/order";
import { type PaymentType, paymentState } from "../../src/domain/payment";
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
  const state = paymentState(order, now);
  // A cash order may have rows too: a Telegram payment nobody asked for, owed back.
  const rows = await paymentRows(db, order.id);
  const owed = rows.some((r) => r.refund === "needed" || r.refund === "requested");
  const refunded = rows.some((r) => r.refund === "refunded");
  return {
    state,
    method: order.paymentType as PaymentType,
    url: state === "awaiting" && links ? paymentUrl(links.settings, order, links.origin) : null,
    dueAt: order.paymentDueAt?.toISOString() ?? null,
    receiptUrl: rows.find((r) => r.receiptUrl !== null)?.receiptUrl ?? null,
    refund: owed ? "needed" : refunded ? "refunded" : null,
  };
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
