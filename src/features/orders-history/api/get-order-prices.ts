// What each line of a past order cost (GET /api/delivery/Get), to tell what costs more now.
import type { OrderDetailLine } from "../../../contract/order";
import { api } from "../../../lib/http/api";

export type PastOrderLine = Pick<
  OrderDetailLine,
  "id" | "name" | "count" | "priceWithModifiers" | "modifiers" | "variant" | "removed" | "half"
>;

export async function getPastOrderLines(orderId: number): Promise<PastOrderLine[]> {
  const order = await api.GET("main", "/api/delivery/Get", { query: { orderId } });
  return order.products;
}
