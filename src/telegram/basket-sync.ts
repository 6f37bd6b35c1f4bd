// The server basket: once the Telegram customer is verified,
// the local cart is replaced by GET /api/tg_basket (named and priced by the menu on screen), and
// from then on every change is saved with PUT /api/tg_basket through the sync queue. A failure
// says so once (toast `error.cart-sync-error`), sets the error flag and keeps the local cart.
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useAtomValue, useStore } from "jotai";
import { useEffect, useState } from "react";
import { toast } from "../lib/toast";
import { cartLinesAtom } from "../features/cart/atoms";
import { shopQueryAtom } from "../features/shop/api/get-shop";
import { api } from "../lib/http/api";
import { HttpError } from "../lib/http/http-error";
import { type BasketProduct, basketToLines, linesToBasket, parseBasket, sameBasket } from "./basket";
import type { IdentityState } from "./identity";
import { quietly } from "./native";
import { withTelegramAuth } from "../lib/telegram/order";
import { messengerError, storedTgId } from "../lib/telegram/state";
import { createSyncQueue } from "./sync-queue";

// Descriptors read in the active language when shown, so the effects need no `t` (a language
// switch must not load or replace the basket again).
const FETCH_ERROR = msg({ id: "error.fetch-error", message: "Could not load the data. Please try again." });
const CART_SYNC_ERROR = msg({ id: "error.cart-sync-error", message: "Could not save the cart. We will try again." });

/** Worth another try: the network, the server's own trouble, a rate limit. Not a refused basket. */
export const retryable = (err: unknown) => !(err instanceof HttpError) || err.status >= 500 || err.status === 408 || err.status === 429;

export function useBasketSync(identity: IdentityState): void {
  const store = useStore();
  const menuReady = useAtomValue(shopQueryAtom).data !== undefined;
  const [server, setServer] = useState<BasketProduct[] | null>(null);

  // 1. The server basket, once the session is the verified customer's.
  useEffect(() => {
    const tgId = storedTgId();
    if (identity !== "ok" || tgId <= 0) return;
    let live = true;
    withTelegramAuth(() => api.GET("tg", "/api/tg_basket", { query: { tgId } })).then(
      (answer) => live && setServer(parseBasket(answer)),
      (err: unknown) => {
        console.error("Could not load the Telegram basket", err);
        if (!live) return;
        // Without the server's basket the local one must not overwrite it: no syncing this visit.
        toast.error(i18n._(FETCH_ERROR));
        messengerError.set("basket");
      },
    );
    return () => {
      live = false;
    };
  }, [identity]);

  // 2. Replace the cart, then follow it.
  useEffect(() => {
    if (!server || !menuReady) return;
    const tgId = storedTgId();
    const menu = () => store.get(shopQueryAtom).data;
    const queue = createSyncQueue<BasketProduct[]>({
      send: (products) => withTelegramAuth(() => api.PUT("tg", "/api/tg_basket", { body: { tgId, products } })),
      same: sameBasket,
      retryable,
      onFailure: (err, attempt) => {
        console.warn("Telegram basket not saved", err);
        messengerError.set("basket");
        if (attempt === 0) toast.error(i18n._(CART_SYNC_ERROR));
      },
      onSuccess: () => {
        if (messengerError.get() === "basket") messengerError.set(null);
      },
    });
    queue.acknowledge(server);
    const current = menu();
    if (current) quietly(() => store.set(cartLinesAtom, basketToLines(server, current, Date.now())));
    const off = store.sub(cartLinesAtom, () => queue.push(linesToBasket(store.get(cartLinesAtom), menu())));
    return () => {
      off();
      queue.stop();
    };
  }, [server, menuReady, store]);
}
