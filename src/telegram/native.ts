// Telegram-native touches driven by the app's state: haptics when something goes into the cart
// (and when a messenger order succeeds or fails), the "close anyway?" confirmation while the cart
// has something in it, vertical swipes off while a map is open, ready() after the first paint,
// and keeping a focused field visible when the keyboard shrinks the viewport.
import { closingBehavior, hapticFeedback, miniApp, swipeBehavior, viewport } from "@telegram-apps/sdk-react";
import { useAtomValue, useStore } from "jotai";
import { useEffect, useSyncExternalStore } from "react";
import { cartCount } from "../domain/cart";
import { cartLinesAtom } from "../features/cart/atoms";
import { orderOutcome, swipeLocks } from "../lib/telegram/state";

let quiet = 0;

/** Runs a cart change the customer did not make (the server basket arriving): no haptics. */
export function quietly(change: () => void): void {
  quiet++;
  try {
    change();
  } finally {
    quiet--;
  }
}

/** A light tap for every item that goes into the cart (a card's "+", the sheet's add, "+" in the cart). */
export function useCartHaptics(): void {
  const store = useStore();
  useEffect(() => {
    let before = cartCount(store.get(cartLinesAtom));
    const offCart = store.sub(cartLinesAtom, () => {
      const now = cartCount(store.get(cartLinesAtom));
      if (now > before && quiet === 0 && hapticFeedback.impactOccurred.isAvailable()) hapticFeedback.impactOccurred("light");
      before = now;
    });
    const offOrder = orderOutcome.subscribe(() => {
      const outcome = orderOutcome.get();
      if (outcome && hapticFeedback.notificationOccurred.isAvailable())
        hapticFeedback.notificationOccurred(outcome.ok ? "success" : "error");
    });
    return () => {
      offCart();
      offOrder();
    };
  }, [store]);
}

/** Closing the mini-app with something in the cart asks first. */
export function useClosingConfirmation(): void {
  const filled = useAtomValue(cartLinesAtom).length > 0;
  useEffect(() => {
    if (!closingBehavior.isMounted()) return;
    if (filled) closingBehavior.enableConfirmation();
    else closingBehavior.disableConfirmation();
  }, [filled]);
}

/** Telegram's swipe-down-to-close fights a map's panning: off while any useDisableSwipes(true) is mounted. */
export function useSwipeLocks(): void {
  const locks = useSyncExternalStore(swipeLocks.subscribe, swipeLocks.get);
  useEffect(() => {
    if (!swipeBehavior.isMounted()) return;
    if (locks > 0) swipeBehavior.disableVertical();
    else swipeBehavior.enableVertical();
  }, [locks]);
}

/** Hides Telegram's loading placeholder once the first screen has been painted. */
export function useReady(): void {
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      // The second frame: the first one's content has been painted by then.
      frame = requestAnimationFrame(() => {
        if (miniApp.ready.isAvailable()) miniApp.ready();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
}

/** iOS: the keyboard covers the page's bottom; Telegram reports the height it leaves visible. */
export function useKeyboardFollow(): void {
  useEffect(() => {
    let before = viewport.height();
    return viewport.height.sub(() => {
      const visible = viewport.height();
      const field = document.activeElement;
      if (visible < before && field instanceof HTMLElement && field.matches("input, textarea, select")) {
        // Inside a scrolling sheet first, then the page: the field's middle to the visible part's middle.
        field.scrollIntoView({ block: "nearest" });
        const { top, bottom } = field.getBoundingClientRect();
        if (bottom > visible || top < 0) window.scrollBy({ top: (top + bottom) / 2 - visible / 2 });
      }
      before = visible;
    });
  }, []);
}
