// The sheets open now, newest last: the page's messages show inside the top one (a modal dialog
// makes everything outside it inert and hidden behind its backdrop), and a closing sheet gives
// focus back sensibly.
import { useSyncExternalStore } from "react";

let dialogs: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function set(next: readonly HTMLDialogElement[]) {
  dialogs = next;
  for (const listener of listeners) listener();
}

/** Records an open sheet; the returned function forgets it. */
export function registerOpenDialog(dialog: HTMLDialogElement): () => void {
  set([...dialogs.filter((d) => d !== dialog), dialog]);
  return () => set(dialogs.filter((d) => d !== dialog));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The top open sheet's <dialog>, or null. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => dialogs.at(-1) ?? null,
    () => null,
  );
}

/**
 * After a sheet has closed, focus goes back to what had it before the sheet opened (the product
 * card's button, the cart button); when that is gone (a sign-in that replaced the button), to the
 * page's heading; only when focus already went somewhere on purpose is it left alone.
 */
export function restoreFocus(opener: Element | null): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected && !active.closest("dialog:not([open])")) return;
  if (opener instanceof HTMLElement && opener.isConnected && !opener.closest("[inert]") && opener.getClientRects().length > 0) {
    opener.focus();
    return;
  }
  const heading = document.querySelector<HTMLElement>("#main h1");
  if (heading) {
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    heading.focus();
  }
}
