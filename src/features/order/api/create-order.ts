// POST /api/delivery/Create: the order body with an Idempotency-Key header; 201 { orderId }.
import { api } from "../../../lib/http/api";
import { telegramOrder } from "../../../lib/telegram/order";
import type { OrderCreated, TgOrderCreated } from "../../../contract/order";
import type { ApiInit } from "../../../lib/http/api-types";
import type { OrderBody } from "../order-body";

type WebOrderBody = ApiInit<"/api/delivery/Create", "post">["body"];

/** `invoiceUrl`: the bot's answer for paymentType online (pay it with payInTelegram). */
export function createOrder(body: OrderBody, idempotencyKey: string): Promise<OrderCreated | TgOrderCreated> {
  // Inside Telegram the order goes through the bot API (tg_order); on the web, the main API.
  return (
    telegramOrder(body, idempotencyKey) ??
    // The web order takes cash or card only; "online" is offered inside Telegram, and a form that
    // kept it on the web is refused by the server's check (400 on paymentType), shown by the form.
    api.POST("main", "/api/delivery/Create", { body: body as WebOrderBody, headers: { "Idempotency-Key": idempotencyKey } })
  );
}
