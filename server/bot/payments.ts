// Online payment inside Telegram (TELEGRAM_PAYMENT_PROVIDER_TOKEN: Click or Payme through
// BotFather). An order placed with paymentType "online" gets an invoice link (createInvoiceLink,
// UZS, the amount in tiyin = so'm × 100, payload = the order id) that the mini-app opens.
// pre_checkout_query is answered ok only while the order can still be paid (exists, unpaid, not
// cancelled, the same amount); successful_payment stamps orders.paid_at once (a trigger then tells
// both chats, and the order reaches the kitchen).
import { announceOrder } from "../orders/status-feed";
import { and, eq, isNull } from "drizzle-orm";
import type { Api, Bot } from "grammy";
import { STATUS } from "../../src/domain/order-status";
import type { Db } from "../db/client";
import { orders } from "../db/schema";
import { log } from "../log";
import { recordPayment } from "../audit/audit";
import { userLocale } from "./commands";
import { orderLocale } from "./render";
import { say, T } from "./texts";

export const CURRENCY = "UZS";
export const tiyin = (sum: number) => sum * 100;

type OrderRow = typeof orders.$inferSelect;

export async function createInvoice(api: Api, providerToken: string, order: Pick<OrderRow, "id" | "total" | "language">): Promise<string> {
  const locale = orderLocale(order);
  return api.createInvoiceLink(
    say(T.order, locale, { id: order.id }),
    say(T.invoiceDescription, locale, { id: order.id }),
    String(order.id),
    providerToken,
    CURRENCY,
    [{ label: say(T.order, locale, { id: order.id }), amount: tiyin(order.total) }],
  );
}

/** Can this order still be paid, for exactly this amount? */
export function payable(order: OrderRow | undefined, currency: string, amount: number): order is OrderRow {
  return (
    order !== undefined &&
    order.paymentType === "online" &&
    order.paidAt === null &&
    order.statusCode !== STATUS.cancelled &&
    order.statusCode !== STATUS.completed &&
    currency === CURRENCY &&
    amount === tiyin(order.total)
  );
}

const orderIdOf = (payload: string) => (/^\d{1,9}$/.test(payload) ? Number(payload) : null);

async function findOrder(db: Db, payload: string): Promise<OrderRow | undefined> {
  const id = orderIdOf(payload);
  if (id === null) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export function installPayments(bot: Bot, db: Db, clock: () => Date) {
  bot.on("pre_checkout_query", async (ctx) => {
    const q = ctx.preCheckoutQuery;
    const order = await findOrder(db, q.invoice_payload);
    if (payable(order, q.currency, q.total_amount)) return void (await ctx.answerPreCheckoutQuery(true));
    log("info", "payment refused before checkout", { payload: q.invoice_payload, amount: q.total_amount, currency: q.currency });
    await ctx.answerPreCheckoutQuery(false, { error_message: say(T.payRefused, userLocale(ctx)) });
  });

  bot.on("message:successful_payment", async (ctx) => {
    const payment = ctx.message.successful_payment;
    const id = orderIdOf(payment.invoice_payload);
    if (id === null) return;
    // Once: a repeated update (or a second payment) leaves the first time as it is.
    const updated = await db.transaction(async (tx) => {
      const rows = await tx
        .update(orders)
        .set({ paidAt: clock() })
        .where(and(eq(orders.id, id), isNull(orders.paidAt)))
        .returning({ id: orders.id });
      // A payment adds no status: wake the kitchen boards, where the order now appears.
      if (rows.length > 0) await announceOrder(tx, id);
      if (rows.length > 0) await recordPayment(tx, id, payment, clock());
      return rows;
    });
    log("info", "online payment received", {
      orderId: id,
      amount: payment.total_amount,
      charge: payment.telegram_payment_charge_id,
      first: updated.length > 0,
    });
  });
}
