// Cart state: the lines (kept in localStorage, shared between tabs), the 500 ms "adding" marker,
// and the cart reconciled with the current menu. The rules themselves live in src/domain/cart*.
import { atom } from "jotai";
import { addingExceedsMax, addToCart, removeLine, restoreLine, setAmount, type CartLine, type NewLine } from "../../domain/cart";
import type { CartTotals } from "../../domain/cart-reconcile";
import { isSavedLocation } from "../../domain/location";
import { whenIdle } from "../../lib/idle";
import { deliveryTypeAtom, locationAtom } from "../delivery/atoms";
import { shopQueryAtom } from "../shop/api/get-shop";
import { CART_KEY, parseStoredCart, serialiseCart } from "./storage";

export const ADDING_MS = 500;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const initial = parseStoredCart(storage()?.getItem(CART_KEY) ?? null);
if (initial.damaged) storage()?.removeItem(CART_KEY);

/** True once when the stored cart could not be read and was emptied. */
export const cartWasResetAtom = atom(initial.damaged);

const linesBaseAtom = atom<CartLine[]>(initial.lines);
linesBaseAtom.onMount = (set) => {
  // Another tab changed the cart.
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_KEY) set(parseStoredCart(e.newValue).lines);
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
};

export const cartLinesAtom = atom(
  (get) => get(linesBaseAtom),
  (_get, set, lines: CartLine[]) => {
    set(linesBaseAtom, lines);
    try {
      storage()?.setItem(CART_KEY, serialiseCart(lines));
    } catch {
      // Private mode or a full quota: the cart still works for this visit.
    }
  },
);

/** Product ids added within the last 500 ms (docs/product-rules.md §4: "marked as adding"). */
export const addingAtom = atom<ReadonlySet<string>>(new Set<string>());

// The reconciliation (with the pizza builder's and the modifiers' rules) is not part of the menu's
// first load: it loads at once when the stored cart has lines, on the first "add", or else once
// the start is over. Until it is there the cart reads as before the menu arrives (known: false):
// its count from the lines, no total.
type Reconciler = Pick<typeof import("../../domain/cart-reconcile"), "reconcileCart" | "cartTotals">;
let reconcilerLoad: Promise<Reconciler> | undefined;
export const loadReconciler = () => (reconcilerLoad ??= import("../../domain/cart-reconcile"));

const reconcilerAtom = atom<Reconciler | null>(null);
reconcilerAtom.onMount = (set) => {
  let live = true;
  const take = () => void loadReconciler().then((r) => live && set(r));
  const cancel = initial.lines.length > 0 ? (take(), () => {}) : whenIdle(take);
  return () => {
    live = false;
    cancel();
  };
};

/** Adds a product; false (and nothing changes) when its line is already at the most allowed. */
export const addToCartAtom = atom(null, (get, set, item: NewLine): boolean => {
  if (addingExceedsMax(get(cartLinesAtom), item)) return false;
  if (!get(reconcilerAtom)) void loadReconciler().then((r) => set(reconcilerAtom, r));
  set(cartLinesAtom, addToCart(get(cartLinesAtom), item, Date.now()));
  set(addingAtom, new Set([...get(addingAtom), item.cartProdId]));
  setTimeout(() => {
    const next = new Set(get(addingAtom));
    next.delete(item.cartProdId);
    set(addingAtom, next);
  }, ADDING_MS);
  return true;
});

/** A line taken out of the cart and where it was, to put it back (undo). */
export interface RemovedLine {
  line: CartLine;
  index: number;
}

/** Sets a line's amount; at 0 the line goes and is returned for an undo. */
export const setAmountAtom = atom(null, (get, set, { lineId, amount }: { lineId: number; amount: number }): RemovedLine | null => {
  const lines = get(cartLinesAtom);
  const index = lines.findIndex((l) => l.id === lineId);
  set(cartLinesAtom, setAmount(lines, lineId, amount));
  return amount < 1 && index >= 0 ? { line: lines[index], index } : null;
});

export const removeLineAtom = atom(null, (get, set, lineId: number): RemovedLine | null => {
  const lines = get(cartLinesAtom);
  const index = lines.findIndex((l) => l.id === lineId);
  set(cartLinesAtom, removeLine(lines, lineId));
  return index >= 0 ? { line: lines[index], index } : null;
});

export const restoreLineAtom = atom(null, (get, set, { line, index }: RemovedLine) =>
  set(cartLinesAtom, restoreLine(get(cartLinesAtom), line, index)),
);

const NO_TOTALS: CartTotals = { subtotal: 0, delivery: null, deliveryPending: false, total: 0, count: 0 };

/** The cart against the menu on screen: statuses, current prices, totals. */
export const reconciledCartAtom = atom((get) => {
  const lines = get(cartLinesAtom);
  const menu = get(shopQueryAtom).data;
  const orderType = get(deliveryTypeAtom);
  const reconciler = get(reconcilerAtom);
  if (!menu || !reconciler) {
    const view = lines.map((line) => ({ line, status: "ok" as const, unitPrice: 0, lineTotal: 0 }));
    return { known: false, view, changed: false, lines, totals: NO_TOTALS };
  }
  const { reconcileCart, cartTotals } = reconciler;
  const result = reconcileCart(lines, menu);
  const addressChosen = isSavedLocation(get(locationAtom));
  return { known: true, ...result, totals: cartTotals(result.view, orderType, menu.priceOfDelivery, addressChosen) };
});

/** Whether the cart panel is open. */
export const cartOpenAtom = atom(false);
