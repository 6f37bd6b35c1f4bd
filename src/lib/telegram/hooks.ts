// Hooks any page may call to use Telegram's native controls. Outside the mini-app they do nothing
// and cost nothing: they only write the small stores of state.ts, which the Telegram chunk reads.
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { mainButtonRequests, messengerError, swipeLocks, telegram } from "./state";

export interface MainButtonOptions {
  text: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
}

/**
 * Makes Telegram's MainButton this page's main action while the component is mounted (the last
 * caller wins; when it unmounts, the shell's default comes back: the cart on the menu, "Checkout"
 * in the cart). `null` asks for nothing. A no-op on the web.
 */
export function useMainButton(options: MainButtonOptions | null): void {
  const onClick = useRef(options?.onClick);
  useLayoutEffect(() => {
    onClick.current = options?.onClick;
  });
  const text = options?.text;
  const disabled = Boolean(options?.disabled);
  const loading = Boolean(options?.loading);
  useEffect(() => {
    if (!telegram.active || text === undefined) return;
    // The click goes through the ref, so a new handler each render does not re-post the button.
    const request = { text, disabled, loading, onClick: () => onClick.current?.() };
    mainButtonRequests.set([...mainButtonRequests.get(), request]);
    return () => mainButtonRequests.set(mainButtonRequests.get().filter((r) => r !== request));
  }, [text, disabled, loading]);
}

/** Turns Telegram's swipe-down-to-close off while `active` (a map that pans vertically). */
export function useDisableSwipes(active: boolean): void {
  useEffect(() => {
    if (!telegram.active || !active) return;
    swipeLocks.set(swipeLocks.get() + 1);
    return () => swipeLocks.set(swipeLocks.get() - 1);
  }, [active]);
}

/** The messenger error flag, for a page that wants to show it its own way. */
export function useMessengerError() {
  return useSyncExternalStore(messengerError.subscribe, messengerError.get, () => null);
}
