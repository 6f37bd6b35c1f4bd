// GET /api/orders/{id}/courier: where the courier of the customer's order is, with an ETA, while it
// is on the way. Asked every 10 s while the order is on the way; a 404 (no position yet, or no
// longer on the way) is "not on the map", not a failure.
import { useEffect, useState } from "react";
import type { CourierPosition } from "../../contract/courier";
import { api } from "../../lib/http/api";
import { HttpError } from "../../lib/http/http-error";

export const COURIER_POLL_MS = 10_000;

export const getCourierPosition = (orderId: number, signal?: AbortSignal): Promise<CourierPosition> =>
  api.GET("main", "/api/orders/{id}/courier", { path: { id: String(orderId) }, signal });

/** The courier's last position, renewed every 10 s while `on`; null when there is none to show. */
export function useCourierPosition(orderId: number, on: boolean): CourierPosition | null {
  const [position, setPosition] = useState<CourierPosition | null>(null);
  useEffect(() => {
    if (!on) {
      setPosition(null);
      return;
    }
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        setPosition(await getCourierPosition(orderId, abort.signal));
      } catch (err) {
        if (abort.signal.aborted) return;
        if (err instanceof HttpError && err.status === 404) setPosition(null);
      }
      if (!abort.signal.aborted) timer = setTimeout(ask, COURIER_POLL_MS);
    };
    void ask();
    return () => {
      abort.abort();
      if (timer) clearTimeout(timer);
    };
  }, [orderId, on]);
  return position;
}
