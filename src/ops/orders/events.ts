// The board's live stream (GET /api/operator/orders/events, server-sent events): each `order`
// event carries the order's board row. After an error the stream is closed and opened again after
// a growing pause (1, 2, 5, 10, 30 s), and every (re)connection reloads the list, so nothing that
// happened while it was down is missed.
import type { OperatorOrder } from "../../contract/operator";

export const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export interface StreamHandlers {
  onOrder: (order: OperatorOrder) => void;
  onOpen: () => void;
  onDown: () => void;
}

export function openBoardStream(restaurantId: string | null, handlers: StreamHandlers): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let closed = false;
  const url = `/api/operator/orders/events${restaurantId ? `?restaurantId=${encodeURIComponent(restaurantId)}` : ""}`;

  const connect = () => {
    if (closed) return;
    source = new EventSource(url, { withCredentials: true });
    source.addEventListener("open", () => {
      failures = 0;
      handlers.onOpen();
    });
    source.addEventListener("order", (e) => {
      try {
        handlers.onOrder(JSON.parse((e as MessageEvent<string>).data) as OperatorOrder);
      } catch (err) {
        console.warn("A board event could not be read", err);
      }
    });
    source.addEventListener("error", () => {
      source?.close();
      source = null;
      handlers.onDown();
      const pause = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)];
      failures++;
      timer = setTimeout(connect, pause);
    });
  };
  connect();
  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
}
