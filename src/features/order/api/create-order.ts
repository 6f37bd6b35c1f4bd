// POST /api/delivery/Create (decisions.md): the order body with an Idempotency-Key header; 201 { orderId }.
import { api } from "../../../lib/http/api";
import type { OrderBody } from "../order-body";

export function createOrder(body: OrderBody, idempotencyKey: string): Promise<{ orderId: number }> {
  return api.post<{ orderId: number }>("main", "/api/delivery/Create", body, { headers: { "Idempotency-Key": idempotencyKey } });
}
