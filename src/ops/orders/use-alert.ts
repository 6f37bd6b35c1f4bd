// A new order's alert: a beep at once, repeated every ALERT_REPEAT_MS while any order on the board
// is still unaccepted (until someone confirms it), and a system notification (Notification API)
// while the console's tab is in the background, once staff have allowed them.
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import type { OperatorOrder } from "../../contract/operator";
import { beep } from "./beep";

export const ALERT_REPEAT_MS = 30_000;

const notifications = () => (typeof window !== "undefined" && "Notification" in window ? window.Notification : null);

/** Whether the browser lets the console show system notifications, and asking for that (on a click). */
export function useNotificationPermission(): { state: NotificationPermission | "unsupported"; ask: () => void } {
  const api = notifications();
  const [state, setState] = useState<NotificationPermission | "unsupported">(api ? api.permission : "unsupported");
  const ask = useCallback(() => {
    if (!api) return;
    void api.requestPermission().then(setState, () => setState(api.permission));
  }, [api]);
  return { state, ask };
}

/** Beeps while `unaccepted` > 0; answers the function to call when a new order arrives. */
export function useNewOrderAlert(unaccepted: number): (order: OperatorOrder) => void {
  const { t } = useLingui();
  const waiting = unaccepted > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(beep, ALERT_REPEAT_MS);
    return () => clearInterval(timer);
  }, [waiting]);
  return useCallback(
    (order: OperatorOrder) => {
      beep();
      const api = notifications();
      if (!api || api.permission !== "granted" || document.visibilityState === "visible") return;
      try {
        const shown = new api(t`New order No. ${order.orderId}`, { body: `${order.name} · ${order.phone}`, tag: `order-${order.orderId}` });
        shown.onclick = () => {
          window.focus();
          shown.close();
        };
      } catch {
        // Some browsers (Android Chrome) only notify from a service worker: the beep and the title remain.
      }
    },
    [t],
  );
}
