// POST /api/delivery/Create: the order body with an Idempotency-Key header; 201 { orderId } (and
// `paymentUrl` for payme and click: the provider's page to pay on).
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
    // The web order takes cash, card, payme or click; "online" is offered inside Telegram only, and
    // the form refuses to send it elsewhere (use-payment-methods.ts).
    api.POST("main", "/api/delivery/Create", { body: body as WebOrderBody, headers: { "Idempotency-Key": idempotencyKey } })
  );
}
