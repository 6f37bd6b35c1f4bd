// What the board shows besides the live orders: a day's archive (finished and cancelled orders)
// and a search over every date (GET /api/operator/orders?status=archive&date= and ?q=), read when
// asked; a search waits until typing pauses (SEARCH_PAUSE_MS) and has enough to look for.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { opsApi } from "../api";

export const SEARCH_PAUSE_MS = 300;

/** Enough to search for: an order number, 3 digits of a phone or 3 letters of a name (as the server reads it). */
export const searchable = (q: string): boolean => {
  const text = q.trim();
  return /^[#№]?\s*\d+$/.test(text) || (/\p{L}/u.test(text) && text.length >= 3) || text.replace(/\D/g, "").length >= 3;
};

/** `value`, once it has stayed the same for `ms`. */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function useArchive(day: string | null, restaurantId: string | null) {
  return useQuery({
    queryKey: ["orders-archive", day, restaurantId],
    queryFn: () =>
      opsApi.GET("/api/operator/orders", { query: { status: "archive", date: day ?? undefined, restaurantId: restaurantId ?? undefined } }),
    enabled: day !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSearch(q: string, restaurantId: string | null) {
  const settled = useSettled(q.trim(), SEARCH_PAUSE_MS);
  const enabled = searchable(settled);
  const found = useQuery({
    queryKey: ["orders-search", settled, restaurantId],
    queryFn: () => opsApi.GET("/api/operator/orders", { query: { q: settled, restaurantId: restaurantId ?? undefined } }),
    enabled,
    gcTime: 0,
  });
  return { ...found, enabled, settled };
}
