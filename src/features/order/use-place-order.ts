// Placing the order: at most one call in flight (a second tap gets the same promise), and one
// Idempotency-Key per body, reused on a retry and replaced when the cart or form changes. The key
// is kept in sessionStorage, so a customer who went to Payme or Click and came back to the form
// (or reloaded it after a failed call) places the same order again, not a second one.
import { useCallback, useRef, useState } from "react";
import type { OrderCreated, TgOrderCreated } from "../../contract/order";
import { useLocale } from "../../i18n/use-locale";
import { createOrder } from "./api/create-order";
import { type KeyState, keyFor, loadKeyState, randomKey, storeKeyState } from "./idempotency";
import type { OrderBody } from "./order-body";

/** An answer that leaves the order waiting for its payment: Telegram's invoice or a provider's page. */
export const awaitsPayment = (result: OrderCreated | TgOrderCreated): boolean =>
  ("invoiceUrl" in result && Boolean(result.invoiceUrl)) || ("paymentUrl" in result && Boolean(result.paymentUrl));

export function usePlaceOrder() {
  const locale = useLocale();
  const key = useRef<KeyState | null>(null);
  const inFlight = useRef<Promise<OrderCreated | TgOrderCreated> | null>(null);
  const [pending, setPending] = useState(false);

  const place = useCallback(
    (body: OrderBody) => {
      if (inFlight.current) return inFlight.current;
      // The client adds `language` to the body, so it is part of what the key stands for.
      key.current = keyFor(key.current ?? loadKeyState(), JSON.stringify([body, locale]), randomKey);
      storeKeyState(key.current);
      const call = createOrder(body, key.current.key)
        .then((result) => {
          // An order waiting for its online payment keeps its key: paying again (the same body)
          // gets the same order and its payment link instead of a second order.
          if (!awaitsPayment(result)) {
            key.current = null;
            storeKeyState(null);
          }
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

  /** The order is done with (paid, or its tracker reached): the next one gets a new key. */
  const settle = useCallback(() => {
    key.current = null;
    storeKeyState(null);
  }, []);

  return { place, pending, settle };
}
