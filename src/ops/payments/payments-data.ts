// The payments section's reads and writes (docs/operator-api.md, "Payments"): a filtered page of
// the ledger, one order's payments, the count of refunds needed (the section's badge), "mark
// refunded", the CSV file's address, and the delivery fee's fiscal data.
import { queryOptions } from "@tanstack/react-query";
import type { FiscalPatch } from "../../contract/fiscal";
import type { PaymentProvider, RefundFilter } from "../../contract/operator-payments";
import { opsApi } from "../api";

export type { OperatorPayment, PaymentsPage } from "../../contract/operator-payments";

export interface PaymentsFilter {
  provider: PaymentProvider | null;
  state: "created" | "performed" | "cancelled" | null;
  refund: RefundFilter | null;
  from: string;
  to: string;
  restaurantId: string | null;
}
export const NO_FILTER: PaymentsFilter = { provider: null, state: null, refund: null, from: "", to: "", restaurantId: null };
export const PAGE_SIZE = 30;

/** Every payments list: marking one refunded invalidates them all (and the badge). */
export const PAYMENTS_KEY = ["payments"] as const;

/** The filter as the query string holds it (blank ones left out). */
export function filterQuery(filter: PaymentsFilter) {
  return {
    provider: filter.provider ?? undefined,
    state: filter.state ?? undefined,
    refund: filter.refund ?? undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    restaurantId: filter.restaurantId ?? undefined,
  };
}

export const paymentsQuery = (filter: PaymentsFilter, page: number) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, "list", filter, page],
    queryFn: () => opsApi.GET("/api/operator/payments", { query: { ...filterQuery(filter), page, pageSize: PAGE_SIZE } }),
  });

export const orderPaymentsQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, "order", orderId],
    queryFn: () => opsApi.GET("/api/operator/payments", { query: { orderId, pageSize: 50 } }),
  });

/** How many refunds wait for someone (the caller's restaurants), read again every minute. */
export const refundsNeededQuery = queryOptions({
  queryKey: [...PAYMENTS_KEY, "needed"],
  queryFn: async () => (await opsApi.GET("/api/operator/payments", { query: { refund: "needed", pageSize: 1 } })).refundsNeeded,
  refetchInterval: 60_000,
});

export const markRefunded = (id: number) => opsApi.POST("/api/operator/payments/{id}/refunded", { path: { id } });

/** The CSV of the filtered ledger; a semicolon where Excel's list separator is one (Russian, Uzbek). */
export function csvHref(filter: PaymentsFilter, locale: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filterQuery(filter))) if (value !== undefined) params.set(key, value);
  if (locale !== "en") params.set("separator", "semicolon");
  const query = params.toString();
  return `/api/operator/payments.csv${query ? `?${query}` : ""}`;
}

export const DELIVERY_FISCAL_KEY = ["delivery-fiscal"] as const;
export const deliveryFiscalQuery = queryOptions({
  queryKey: DELIVERY_FISCAL_KEY,
  queryFn: () => opsApi.GET("/api/operator/delivery-fiscal"),
});
export const patchDeliveryFiscal = (body: FiscalPatch) => opsApi.PATCH("/api/operator/delivery-fiscal", { body });
