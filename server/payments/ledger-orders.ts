// What the ledger does to orders: reads one locked for the rest of the transaction, decides
// whether it can still be paid, marks it paid, cancels it (expiry, a reversed payment), and
// tells operators and the customer that money must go back, or that the fiscal receipt is there.
// Written against the tables rather than server/orders, which calls the ledger (onOrderCancelled)
// and so sits above it.
import { and, eq, ne, sql } from "drizzle-orm";
import { STATUS } from "../../src/domain/order-status";
import { PAYMENT_EXPIRED_REASON, toTiyin } from "../../src/domain/payment";
import { type AuditActor, recordAudit } from "../audit/audit";
import { botOutbox, customers, orderStatusHistory, orders, type PaymentProvider, type PaymentRefundReason } from "../db/schema";
import { PAYMENT_TYPE_OF, type OrderRow, type PaymentRow, type Tx } from "./ledger-types";

/** Rows written by a provider's call (or by the server's own timers), in the audit trail. */
export const providerActor = (provider: PaymentProvider | "system"): AuditActor => ({ staffId: null, name: provider });

/** The order, locked until the transaction ends (two calls about one order take turns). */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  if (!Number.isSafeInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) return undefined;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return order;
}

/** Why this order cannot take a payment from `provider` now; null = it can. Amounts are not looked at. */
export function unpayableReason(order: OrderRow, provider: PaymentProvider, now: Date): PaymentRefundReason | null {
  if (order.paymentType !== PAYMENT_TYPE_OF[provider]) return "not_online";
  if (order.paidAt !== null) return "paid_twice";
  if (order.statusCode === STATUS.cancelled) return order.cancelReason === PAYMENT_EXPIRED_REASON ? "order_expired" : "order_cancelled";
  if (order.paymentDueAt !== null && order.paymentDueAt.getTime() <= now.getTime()) return "order_expired";
  return null;
}

/** The order's total in tiyin, as providers are asked for it. */
export const orderAmount = (order: Pick<OrderRow, "total">) => toTiyin(order.total);

/** The channel the order status feed listens on (server/orders/status-feed.ts, which imports the ledger). */
const ORDER_STATUS_CHANNEL = "order_status";

/**
 * Sets paid_at (only while unset and not cancelled: the "paid" trigger then tells both chats) and,
 * on commit, wakes the order's trackers and the boards, which it now joins (a payment adds no status).
 */
export async function markOrderPaid(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ paidAt: now })
    .where(and(eq(orders.id, orderId), sql`${orders.paidAt} is null`, ne(orders.statusCode, STATUS.cancelled)))
    .returning({ id: orders.id });
  if (updated.length > 0) await tx.execute(sql`select pg_notify(${ORDER_STATUS_CHANNEL}, ${String(orderId)})`);
  return updated.length > 0;
}

/** Cancels the order if it is still in `from` (or any not-cancelled status when omitted); false = it moved meanwhile. */
export async function cancelOrderRow(tx: Tx, actor: AuditActor, order: OrderRow, reason: string, now: Date): Promise<boolean> {
  if (order.statusCode === STATUS.cancelled) return false;
  const updated = await tx
    .update(orders)
    .set({ statusCode: STATUS.cancelled, cancelReason: reason })
    .where(and(eq(orders.id, order.id), eq(orders.statusCode, order.statusCode)))
    .returning({ id: orders.id });
  if (updated.length === 0) return false;
  await tx.insert(orderStatusHistory).values({ orderId: order.id, statusCode: STATUS.cancelled, at: now });
  await recordAudit(
    tx,
    actor,
    { entity: "order", entityId: order.id, action: "cancel", details: { from: order.statusCode, to: STATUS.cancelled, reason } },
    now,
  );
  return true;
}

/**
 * Money that must go back: a "refund" message to the operators' chat and, when the customer came
 * from Telegram, to the customer (the console's refund queue reads the ledger itself).
 */
export async function alertRefund(tx: Tx, payment: Pick<PaymentRow, "orderId">, now: Date): Promise<void> {
  const [owner] = await tx
    .select({ tgId: customers.tgId })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, payment.orderId));
  await tx.insert(botOutbox).values({ orderId: payment.orderId, target: "operator", kind: "refund", createdAt: now });
  if (owner?.tgId != null)
    await tx.insert(botOutbox).values({ orderId: payment.orderId, target: "customer", kind: "refund", chatId: owner.tgId, createdAt: now });
}

/** A fiscal receipt's link is known: the Telegram customer's message is re-rendered with it ("receipt" row). */
export async function tellReceipt(tx: Tx, payment: Pick<PaymentRow, "orderId">, now: Date): Promise<void> {
  const [owner] = await tx
    .select({ tgId: customers.tgId })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, payment.orderId));
  if (owner?.tgId != null)
    await tx
      .insert(botOutbox)
      .values({ orderId: payment.orderId, target: "customer", kind: "receipt", chatId: owner.tgId, createdAt: now });
}
