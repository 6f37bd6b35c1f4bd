// GET /api/delivery/Get?orderId: one order in detail (src/contract/order.ts `orderDetail`).
import type { OrderDetail, OrderDetailLine, StatusEntry } from "../../../contract/order";
import { api } from "../../../lib/http/api";

export type { OrderDetail, StatusEntry };
export type OrderLine = OrderDetailLine;

export const getOrder = (orderId: number, signal?: AbortSignal): Promise<OrderDetail> =>
  api.GET("main", "/api/delivery/Get", { query: { orderId }, signal });
