// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { OrderBody } from "./order-body";

const createOrder = vi.fn();
vi.mock("./api/create-order", () => ({ createOrder: (...args: unknown[]) => createOrder(...args) }));
const { usePlaceOrder } = await import("./use-place-order");

const body = { restaurantId: "mirabad", products: [{ id: "cola", count: 1, modifiers: [] }] } as unknown as OrderBody;

beforeEach(() => {
  createOrder.mockReset();
  sessionStorage.clear();
});

describe("placing an order", () => {
  it("sends one request for two taps at once", async () => {
    let answer!: (v: { orderId: number }) => void;
    createOrder.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => usePlaceOrder());
    let first!: Promise<{ orderId: number }>, second!: Promise<{ orderId: number }>;
    act(() => {
      first = result.current.place(body);
      second = result.current.place(body);
    });
    expect(first).toBe(second);
    expect(result.current.pending).toBe(true);
    await act(async () => answer({ orderId: 5 }));
    expect(await first).toEqual({ orderId: 5 });
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(false);
  });

  it("retries a failed submission with the same key, and uses a new key for a changed order or after success", async () => {
    createOrder.mockRejectedValueOnce(new TypeError("network")).mockResolvedValue({ orderId: 9 });
    const { result } = renderHook(() => usePlaceOrder());
    await act(async () => {
      await result.current.place(body).catch(() => {});
    });
    await act(async () => {
      await result.current.place(body);
    });
    const [firstKey, retryKey] = createOrder.mock.calls.map((c) => c[1]);
    expect(retryKey).toBe(firstKey);
    await act(async () => {
      await result.current.place(body);
    });
    expect(createOrder.mock.calls[2][1]).not.toBe(firstKey);
    createOrder.mockRejectedValueOnce(new TypeError("network"));
    await act(async () => {
      await result.current.place(body).catch(() => {});
    });
    await act(async () => {
      await result.current.place({ ...body, comment: "changed" });
    });
    expect(createOrder.mock.calls[4][1]).not.toBe(createOrder.mock.calls[3][1]);
  });

  it("keeps the key of an order waiting for its online payment, so paying again pays the same order; settle() ends it", async () => {
    createOrder.mockResolvedValue({ orderId: 11, invoiceUrl: "https://t.me/$invoice-11" });
    const { result } = renderHook(() => usePlaceOrder());
    for (let i = 0; i < 2; i++) {
      await act(async () => {
        await result.current.place(body);
      });
    }
    const [first, again] = createOrder.mock.calls.map((c) => c[1]);
    expect(again).toBe(first);
    act(() => result.current.settle());
    await act(async () => {
      await result.current.place(body);
    });
    expect(createOrder.mock.calls[2][1]).not.toBe(first);
  });

  it("keeps the key of an order left to pay on Payme's page across page loads; a paid-at-the-door order drops it", async () => {
    createOrder.mockResolvedValue({ orderId: 12, paymentUrl: "https://checkout.paycom.uz/abc" });
    const before = renderHook(() => usePlaceOrder());
    await act(async () => {
      await before.result.current.place(body);
    });
    before.unmount();
    // The customer comes back from the provider's page: a new page, the same form.
    const after = renderHook(() => usePlaceOrder());
    await act(async () => {
      await after.result.current.place(body);
    });
    const [first, again] = createOrder.mock.calls.map((c) => c[1]);
    expect(again).toBe(first);
    createOrder.mockResolvedValue({ orderId: 13 });
    await act(async () => {
      await after.result.current.place({ ...body, paymentType: "cash" });
    });
    expect(sessionStorage.getItem("order-key")).toBeNull();
    const fresh = renderHook(() => usePlaceOrder());
    await act(async () => {
      await fresh.result.current.place(body);
    });
    expect(createOrder.mock.calls[3][1]).not.toBe(first);
  });
});
