// The order on the tracker, kept current without a reload: GET /api/delivery/Get once, then the
// status stream (GET /api/delivery/Events, read with fetch since it needs the Bearer header). A
// stream that fails, or keeps ending at once, gives way to polling Get every 10 s. Everything
// stops when the order is finished or the page is left. While an online payment is awaited the order
// is also asked for every 5 s and whenever the page comes back into view (the customer returns from
// the provider's page or the phone's browser): the status stream carries statuses, not payments.
import { useEffect, useState } from "react";
import { isActiveStatus } from "../../domain/order-status";
import { HttpError } from "../../lib/http/http-error";
import { stream } from "../../lib/http/stream";
import type { StatusEvent } from "../../contract/order";
import { getOrder, type OrderDetail } from "./api/get-order";
import { awaitingPayment } from "./payment-view";

export const POLL_MS = 10_000;
export const PAYMENT_POLL_MS = 5_000;
const RECONNECT_MS = 3_000;
/** A stream that ends sooner than this, this many times in a row, is not working. */
const SHORT_STREAM_MS = 5_000;
const MAX_SHORT_STREAMS = 3;

export type LiveMode = "stream" | "polling" | "finished";

export type LiveOrder = { state: "loading" } | { state: "ready"; order: OrderDetail; mode: LiveMode } | { state: "failed"; error: unknown };

export function useLiveOrder(orderId: number, identity: string | null): LiveOrder {
  const [live, setLive] = useState<LiveOrder>({ state: "loading" });

  useEffect(() => {
    const abort = new AbortController();
    const { signal } = abort;
    let order: OrderDetail | null = null;
    let timer: number | undefined;
    let paymentTimer: number | undefined;
    let shortStreams = 0;
    let shownMode: LiveMode = "stream";

    const show = (next: OrderDetail, mode: LiveMode) => {
      order = next;
      shownMode = mode;
      setLive({ state: "ready", order: next, mode: isActiveStatus(next.statusCode) ? mode : "finished" });
      if (awaitingPayment(next) && paymentTimer === undefined) paymentTimer = window.setTimeout(checkPayment, PAYMENT_POLL_MS);
    };
    const checkPayment = async () => {
      window.clearTimeout(paymentTimer);
      paymentTimer = undefined;
      try {
        const next = await getOrder(orderId, signal);
        if (!signal.aborted) show(next, shownMode);
      } catch {
        // The next check (or the stream) carries on.
        if (!signal.aborted && order && awaitingPayment(order)) paymentTimer = window.setTimeout(checkPayment, PAYMENT_POLL_MS);
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible" && order && awaitingPayment(order)) void checkPayment();
    };
    document.addEventListener("visibilitychange", onVisible);
    const later = (fn: () => void, ms: number) => {
      timer = window.setTimeout(fn, ms);
    };

    const poll = async () => {
      try {
        show(await getOrder(orderId, signal), "polling");
      } catch (err) {
        if (signal.aborted) return;
        if (err instanceof HttpError && (err.status === 403 || err.status === 404)) return setLive({ state: "failed", error: err });
      }
      if (order && isActiveStatus(order.statusCode)) later(poll, POLL_MS);
    };

    const listen = async () => {
      const started = Date.now();
      try {
        await stream("/api/delivery/Events", {
          query: { orderId },
          signal,
          onEvent: (e) => {
            if (e.event !== "status" || !order) return;
            const data = JSON.parse(e.data) as StatusEvent;
            if (data.statusCode !== null) show({ ...order, statusCode: data.statusCode, statusHistory: data.statusHistory }, "stream");
            // A change while the payment is awaited may be the payment's: the order is read again.
            if (awaitingPayment(order)) void checkPayment();
          },
        });
      } catch (err) {
        if (signal.aborted) return;
        if (err instanceof HttpError && (err.status === 403 || err.status === 404)) return setLive({ state: "failed", error: err });
        return later(poll, 0);
      }
      if (signal.aborted || !order || !isActiveStatus(order.statusCode)) return;
      // The server ends a stream after a while (or a proxy cut it): open a new one.
      shortStreams = Date.now() - started < SHORT_STREAM_MS ? shortStreams + 1 : 0;
      later(shortStreams >= MAX_SHORT_STREAMS ? poll : listen, shortStreams >= MAX_SHORT_STREAMS ? 0 : RECONNECT_MS);
    };

    setLive({ state: "loading" });
    getOrder(orderId, signal).then(
      (first) => {
        show(first, "stream");
        if (isActiveStatus(first.statusCode)) void listen();
      },
      (error) => {
        if (!signal.aborted) setLive({ state: "failed", error });
      },
    );
    return () => {
      abort.abort();
      window.clearTimeout(timer);
      window.clearTimeout(paymentTimer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [orderId, identity]);

  return live;
}
