// POST /api/delivery/Create: the order body with an Idempotency-Key header; 201 { orderId }.
import { api } from "../../../lib/http/api";
import { telegramOrder } from "../../../lib/telegram/order";
import type { OrderCreated } from "../../../contract/order";
import type { OrderBody } from "../order-body";

export function createOrder(body: OrderBody, idempotencyKey: string): Promise<OrderCreated> {
  // Inside Telegram the order goes through the bot API (tg_order); on the web, the main API.
  return (
    telegramOrder(body, idempotencyKey) ??
    api.post<OrderCreated>("main", "/api/delivery/Create", body, { headers: { "Idempotency-Key": idempotencyKey } })
  );
}
