// An order placed to be paid on the provider's page (Payme, Click): the web checkout leaves for
// that page with the cart, the form and the Idempotency-Key still in place — a customer who comes
// back without paying places the same order again. The order's tracker, reached from the
// provider's page (or from the mini-app at once), finishes the checkout: the cart is emptied, the
// time and comment of the form cleared, the key dropped.
import { atom } from "jotai";
import { cartLinesAtom } from "../cart/atoms";
import { draftAtom } from "./draft";
import { storeKeyState } from "./idempotency";

export const LEFT_TO_PAY_KEY = "order-left-to-pay";

/** Remembers, for this tab, the order the checkout left to pay. */
export function markLeftToPay(orderId: number): void {
  try {
    sessionStorage.setItem(LEFT_TO_PAY_KEY, String(orderId));
  } catch {
    // No storage: the cart stays until the customer empties it.
  }
}

/** True (once) when this is the order the checkout left to pay. */
export function claimLeftToPay(orderId: number): boolean {
  try {
    if (sessionStorage.getItem(LEFT_TO_PAY_KEY) !== String(orderId)) return false;
    sessionStorage.removeItem(LEFT_TO_PAY_KEY);
    return true;
  } catch {
    return false;
  }
}

/** The checkout is done with: an empty cart, the form's time and comment cleared, a new key next time. */
export const finishCheckoutAtom = atom(null, (get, set) => {
  const draft = get(draftAtom);
  if (draft) set(draftAtom, { ...draft, form: { ...draft.form, when: "asap", slot: null, comment: "" } });
  set(cartLinesAtom, []);
  storeKeyState(null);
});
