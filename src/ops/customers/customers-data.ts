// The customers section's reads and writes (docs/operator-api.md, "Customers"): a page of the
// list (search, sort), one customer with their orders, the note and block, and the CSV's address.
import { queryOptions } from "@tanstack/react-query";
import type { CustomerPatch, CustomerSort } from "../../contract/operator-customers";
import { opsApi } from "../api";

export type { CustomerDetail, CustomerOrder, CustomerSort, OperatorCustomer } from "../../contract/operator-customers";
export { CUSTOMER_SORTS } from "../../domain/customer-sorts";

export const PAGE_SIZE = 30;
/** Every customers list and page: a save reloads them all. */
export const CUSTOMERS_KEY = ["customers"] as const;

/** Enough to search for: 3 digits of a phone or 3 letters of a name (as the server reads it); blank is no search. */
export const searchable = (q: string): boolean => {
  const text = q.trim();
  return text === "" || (/\p{L}/u.test(text) && text.length >= 3) || (/^[\d\s()+\-.]+$/.test(text) && text.replace(/\D/g, "").length >= 3);
};

export const customersQuery = (q: string, sort: CustomerSort, page: number) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, "list", q, sort, page],
    queryFn: () =>
      opsApi.GET("/api/operator/customers", { query: { q: q || undefined, sort, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE } }),
  });

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, "one", id],
    queryFn: () => opsApi.GET("/api/operator/customers/{id}", { path: { id } }),
  });

export const patchCustomer = (id: string, body: CustomerPatch) => opsApi.PATCH("/api/operator/customers/{id}", { path: { id }, body });

/** The CSV of the list as searched and sorted; a semicolon where Excel's list separator is one (Russian, Uzbek). */
export function csvHref(q: string, sort: CustomerSort, locale: string): string {
  const params = new URLSearchParams({ format: "csv", sort });
  if (q) params.set("q", q);
  if (locale !== "en") params.set("separator", "semicolon");
  return `/api/operator/customers?${params}`;
}
