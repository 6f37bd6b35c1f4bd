// @vitest-environment happy-dom
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const cola = { cartProdId: "cola", name: "Cola", imageUrl: "/c.svg", price: 12000, modifiers: [] };

async function freshAtoms() {
  vi.resetModules();
  return import("./atoms");
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe("cart atoms", () => {
  it("mark a product as adding for 500 ms", async () => {
    // The module is loaded before the clock is faked: loading it under fake timers can stall.
    const { addToCartAtom, addingAtom } = await freshAtoms();
    vi.useFakeTimers();
    const store = createStore();
    store.set(addToCartAtom, cola);
    expect(store.get(addingAtom).has("cola")).toBe(true);
    vi.advanceTimersByTime(499);
    expect(store.get(addingAtom).has("cola")).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.get(addingAtom).has("cola")).toBe(false);
  });

  it("keep the cart in localStorage under `cart`, versioned, across a reload", async () => {
    const first = await freshAtoms();
    const store = createStore();
    store.set(first.addToCartAtom, cola);
    store.set(first.addToCartAtom, cola);
    expect(JSON.parse(localStorage.getItem("cart")!)).toMatchObject({ version: 1, lines: [{ cartProdId: "cola", amount: 2 }] });
    const reloaded = await freshAtoms();
    expect(createStore().get(reloaded.cartLinesAtom)).toMatchObject([{ cartProdId: "cola", amount: 2 }]);
  });

  it("reset a damaged cart and say so once", async () => {
    localStorage.setItem("cart", '{"version":1,"lines":[{"id":"x"}]}');
    const { cartLinesAtom, cartWasResetAtom } = await freshAtoms();
    const store = createStore();
    expect(store.get(cartLinesAtom)).toEqual([]);
    expect(store.get(cartWasResetAtom)).toBe(true);
    expect(localStorage.getItem("cart")).toBeNull();
  });

  it("remove a line whose amount goes below 1", async () => {
    const { addToCartAtom, cartLinesAtom, setAmountAtom } = await freshAtoms();
    const store = createStore();
    store.set(addToCartAtom, cola);
    const [line] = store.get(cartLinesAtom);
    store.set(setAmountAtom, { lineId: line.id, amount: 0 });
    expect(store.get(cartLinesAtom)).toEqual([]);
    expect(JSON.parse(localStorage.getItem("cart")!).lines).toEqual([]);
  });
});
