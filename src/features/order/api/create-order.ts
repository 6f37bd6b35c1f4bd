// POST /api/delivery/Create: the order body with an Idempotency-Key header; 201 { orderId }.
import { api } from "../../../lib/http/api";
import { telegramOrder } from "../../../lib/telegram/order";
import type { OrderCreated, TgOrderCreated } from "../../../contract/order";
import type { OrderBody } from "../order-body";

/** `invoiceUrl`: the bot's answer for paymentType online (pay it with payInTelegram). */
export function createOrder(body: OrderBody, idempotencyKey: string): Promise<OrderCreated | TgOrderCreated> {
  // Inside Telegram the order goes through the bot API (tg_order); on the web, the main API.
  return (
    telegramOrder(body, idempotencyKey) ??
    api.post<OrderCreated>("main", "/api/delivery/Create", body, { headers: { "Idempotency-Key": idempotencyKey } })
  );
}
