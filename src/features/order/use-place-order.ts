// Placing the order: at most one call in flight (a second tap gets the same promise), and one
// Idempotency-Key per body, reused on a retry and replaced when the cart or form changes.
import { useCallback, useRef, useState } from "react";
import type { OrderCreated, TgOrderCreated } from "../../contract/order";
import { useLocale } from "../../i18n/use-locale";
import { createOrder } from "./api/create-order";
import { type KeyState, keyFor, randomKey } from "./idempotency";
import type { OrderBody } from "./order-body";

export function usePlaceOrder() {
  const locale = useLocale();
  const key = useRef<KeyState | null>(null);
  const inFlight = useRef<Promise<OrderCreated | TgOrderCreated> | null>(null);
  const [pending, setPending] = useState(false);

  const place = useCallback(
    (body: OrderBody) => {
      if (inFlight.current) return inFlight.current;
      // The client adds `language` to the body, so it is part of what the key stands for.
      key.current = keyFor(key.current, JSON.stringify([body, locale]), randomKey);
      const call = createOrder(body, key.current.key)
        .then((result) => {
          // An order waiting for its online payment keeps its key: paying again (the same body)
          // gets the same order and a new invoice link instead of a second order.
          if (!("invoiceUrl" in result && result.invoiceUrl)) key.current = null;
          return result;
        })
        .finally(() => {
          inFlight.current = null;
          setPending(false);
        });
      inFlight.current = call;
      setPending(true);
      return call;
    },
    [locale],
  );

  /** The order is done with (paid): the next one gets a new key. */
  const settle = useCallback(() => {
    key.current = null;
  }, []);

  return { place, pending, settle };
}
