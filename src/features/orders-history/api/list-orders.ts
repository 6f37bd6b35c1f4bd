// GET /api/delivery/List: the customer's orders, 50 at most, active or past. Skipped when there is
// no customer id (nobody is signed in).
import { atom } from "jotai";
import { atomWithQuery } from "jotai-tanstack-query";
import { localeAtom } from "../../../i18n/locale-atom";
import { api } from "../../../lib/http/api";
import { customerIdAtom } from "../../auth/session";
import type { ListedOrder } from "../../../contract/order";

export type { ListedOrder };

export type HistoryFilter = "active" | "past";

export const PAGE_SIZE = 50;

export function listOrders(customerId: string, onlyActive: boolean, signal?: AbortSignal): Promise<ListedOrder[]> {
  return api.GET("main", "/api/delivery/List", { query: { customerId, skip: 0, take: PAGE_SIZE, onlyActive }, signal });
}

/** The list starts filtered on active orders. */
export const historyFilterAtom = atom<HistoryFilter>("active");

export const ordersListQueryAtom = atomWithQuery((get) => {
  const customerId = get(customerIdAtom);
  const filter = get(historyFilterAtom);
  const locale = get(localeAtom);
  return {
    queryKey: ["orders", "list", customerId, filter, locale],
    queryFn: ({ signal }) => {
      if (customerId === null) throw new Error("The orders list is asked for without a signed-in customer");
      return listOrders(customerId, filter === "active", signal);
    },
    enabled: customerId !== null,
    // Statuses move on their own: always ask again when the list is shown, and now and then while
    // active orders are on screen.
    staleTime: 0,
    refetchInterval: filter === "active" ? 30_000 : false,
  };
});
