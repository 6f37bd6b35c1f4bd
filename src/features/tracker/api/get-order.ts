// GET /api/delivery/Get?orderId: one order in detail (decisions.md "Order detail", docs/api.md).
import { api } from "../../../lib/http/api";

export interface StatusEntry {
  statusCode: number;
  /** ISO time. */
  at: string;
}

export interface OrderLine {
  id: string;
  name: string;
  count: number;
  price: number;
  priceWithModifiers: number;
  total: number;
  modifiers: { id: string; name: string; price: number; count: number }[];
}

export interface OrderDetail {
  orderId: number;
  statusCode: number;
  statusHistory: StatusEntry[];
  createdAt: string;
  orderTypeId: number;
  restaurantId: string;
  restaurant: { id: string; name: string; address: string; phone: string } | null;
  address: {
    longitude: number;
    latitude: number;
    address: string;
    entrance: string;
    floor: string;
    apartment: string;
    doorCode: string;
    comment: string;
  } | null;
  /** "2026-11-21T19:00:00+05:00" or null for as soon as possible. */
  slot: string | null;
  name: string;
  phone: string;
  comment: string;
  products: OrderLine[];
  subtotal: number;
  priceOfDelivery: number;
  total: number;
  paymentType: "cash" | "card";
}

export const getOrder = (orderId: number, signal?: AbortSignal) =>
  api.get<OrderDetail>("main", "/api/delivery/Get", { query: { orderId }, signal });
