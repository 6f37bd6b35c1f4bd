// The board's clock and each restaurant's limits (GET /api/operator/board/sla), for the rows' age
// and SLA colour (src/domain/order-sla.ts). The clock ticks every TICK_MS so colours change on time.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { BoardSla } from "../../contract/operator";
import { DEFAULT_SLA, type SlaLimits } from "../../domain/order-sla";
import { opsApi } from "../api";

export const TICK_MS = 15_000;
/** Until the limits have loaded: the defaults with a usual delivery time. */
const FALLBACK: SlaLimits = { ...DEFAULT_SLA, deliveryMinutes: 45 };

export const SLA_KEY = ["board-sla"] as const;

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The limits of a restaurant by id. */
export function useSlaLimits(): { limitsOf: (restaurantId: string) => SlaLimits; list: BoardSla[] | undefined } {
  const limits = useQuery({ queryKey: SLA_KEY, queryFn: () => opsApi.GET("/api/operator/board/sla") });
  const byId = new Map((limits.data ?? []).map((l) => [l.restaurantId, l]));
  return { limitsOf: (id) => byId.get(id) ?? FALLBACK, list: limits.data };
}
