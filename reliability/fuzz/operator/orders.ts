// Orders board.
import { type Endpoint, get, opAuth, opHeaders, POST_ID } from "../requests";

export const ORDERS: Record<string, Endpoint> = {
  "GET /api/operator/orders": get("/api/operator/orders", ["Language"], opAuth, opHeaders),
  "POST /api/operator/orders/{id}/advance": POST_ID("advance"),
  "POST /api/operator/orders/{id}/cancel": POST_ID("cancel"),
};
