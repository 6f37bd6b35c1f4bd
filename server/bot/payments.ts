// Online payment inside Telegram (TELEGRAM_PAYMENT_PROVIDER_TOKEN: Click or Payme through
// BotFather). An order placed with paymentType "online" gets an invoice link (createInvoiceLink,
// UZS, the amount in tiyin = so'm × 100, payload = the order id) that the mini-app opens.
// pre_checkout_query is answered ok only while the order can still be paid (the ledger's
// payableOrder: an unpaid online order in its window, the same amount, UZS). successful_payment
// goes to the ledger (recordCapturedPayment): charge ids are stored unique; the order is paid once
// (a trigger then tells both chats, and it reaches the kitchen); a payment the order cannot take
// (paid after a cancel or expiry, paid twice, a cash order, another amount or currency) is
// recorded as owed back, and the operators and the customer are told.
import type { Api, Bot } from "grammy";
import type { Db } from "../db/client";
import type { orders } from "../db/schema";
import { payableOrder, recordCapturedPayment } from "../payments/ledger";
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

const orderIdOf = (payload: string) => (/^\d{1,9}$/.test(payload) ? Number(payload) : null);

/** Can this order still be paid, for exactly this amount in this currency (the ledger's check)? */
async function payable(db: Db, payload: string, currency: string, amount: number, now: Date): Promise<boolean> {
  const id = orderIdOf(payload);
  if (id === null || currency !== CURRENCY) return false;
  return db.transaction(async (tx) => (await payableOrder(tx, id, "telegram", amount, now)).ok);
}

export function installPayments(bot: Bot, db: Db, clock: () => Date) {
  bot.on("pre_checkout_query", async (ctx) => {
    const q = ctx.preCheckoutQuery;
    if (await payable(db, q.invoice_payload, q.currency, q.total_amount, clock())) return void (await ctx.answerPreCheckoutQuery(true));
    log("info", "payment refused before checkout", { payload: q.invoice_payload, amount: q.total_amount, currency: q.currency });
    await ctx.answerPreCheckoutQuery(false, { error_message: say(T.payRefused, userLocale(ctx)) });
  });

  bot.on("message:successful_payment", async (ctx) => {
    const payment = ctx.message.successful_payment;
    const id = orderIdOf(payment.invoice_payload);
    const fields = {
      payload: payment.invoice_payload,
      amount: payment.total_amount,
      currency: payment.currency,
      charge: payment.telegram_payment_charge_id,
    };
    if (id === null) return void log("error", "Telegram payment for no order: refund it by hand", fields);
    const now = clock();
    // The money moved whatever the order's state: the ledger records it once per charge id, and
    // owes it back (refund needed, both chats told) when the order could not take it.
    const result = await db.transaction(async (tx) => {
      const recorded = await recordCapturedPayment(
        tx,
        {
          orderId: id,
          chargeId: payment.telegram_payment_charge_id,
          providerChargeId: payment.provider_payment_charge_id,
          amount: payment.total_amount,
          currency: payment.currency,
        },
        now,
      );
      // The ledger wakes the boards and the tracker (the order now joins the board).
      if (recorded.ok && !recorded.repeated && recorded.payment.refund === null) await recordPayment(tx, id, payment, now);
      return recorded;
    });
    if (!result.ok) return void log("error", "Telegram payment for an unknown order: refund it by hand", fields);
    const { payment: row, repeated } = result;
    log(row.refund ? "warn" : "info", row.refund ? "Telegram payment owed back" : "online payment received", {
      ...fields,
      orderId: id,
      paymentId: row.id,
      repeated,
      refundReason: row.refundReason,
    });
  });
}
