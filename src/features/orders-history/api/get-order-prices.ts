// What each line of a past order cost (GET /api/delivery/Get), to tell what costs more now.
import { api } from "../../../lib/http/api";

export interface PastOrderLine {
  id: string;
  name: string;
  count: number;
  priceWithModifiers: number;
  modifiers: { id: string; count: number }[];
}

export async function getPastOrderLines(orderId: number): Promise<PastOrderLine[]> {
  const order = await api.get<{ products: PastOrderLine[] }>("main", "/api/delivery/Get", { query: { orderId } });
  return order.products;
}
