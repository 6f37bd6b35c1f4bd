// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "../../lib/http/http-error";
import type { OrderDetail } from "./api/get-order";
import { DELIVERY } from "../../domain/order-type";

const getOrder = vi.fn();
const stream = vi.fn();
vi.mock("./api/get-order", () => ({ getOrder: (...args: unknown[]) => getOrder(...args) }));
vi.mock("../../lib/http/stream", () => ({ stream: (...args: unknown[]) => stream(...args) }));

const { PAYMENT_POLL_MS, POLL_MS, useLiveOrder } = await import("./use-live-order");

const order = (statusCode: number): OrderDetail =>
  ({ orderId: 7, statusCode, statusHistory: [{ statusCode, at: "2026-11-21T14:00:00.000Z" }], orderTypeId: DELIVERY }) as OrderDetail;

beforeEach(() => {
  vi.useFakeTimers();
  getOrder.mockReset();
  stream.mockReset();
});
afterEach(() => vi.useRealTimers());

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe("the tracker's live order", () => {
  it("applies status events from the stream", async () => {
    getOrder.mockResolvedValue(order(0));
    stream.mockImplementation(async (_path: string, { onEvent }: { onEvent: (e: { event: string; data: string }) => void }) => {
      onEvent({ event: "status", data: JSON.stringify({ statusCode: 1, statusHistory: [] }) });
      return new Promise(() => {});
    });
    const { result } = renderHook(() => useLiveOrder(7, "c1"));
    await flush();
    expect(result.current).toMatchObject({ state: "ready", mode: "stream", order: { statusCode: 1 } });
    expect(stream.mock.calls[0][1].query).toEqual({ orderId: 7 });
  });

  it("falls back to polling every 10 s when the stream fails, and stops once the order is finished", async () => {
    getOrder.mockResolvedValueOnce(order(0)).mockResolvedValueOnce(order(2)).mockResolvedValueOnce(order(201));
    stream.mockRejectedValue(new TypeError("network"));
    const { result } = renderHook(() => useLiveOrder(7, "c1"));
    await flush();
    expect(result.current).toMatchObject({ mode: "polling", order: { statusCode: 2 } });
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(result.current).toMatchObject({ mode: "finished", order: { statusCode: 201 } });
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(getOrder).toHaveBeenCalledTimes(3);
  });

  it("reports another customer's order and does not open a stream for a finished one", async () => {
    getOrder.mockRejectedValueOnce(new HttpError(403, "This order belongs to another customer", "forbidden", null));
    const { result } = renderHook(() => useLiveOrder(7, "c1"));
    await flush();
    expect(result.current.state).toBe("failed");
    getOrder.mockResolvedValueOnce(order(255));
    const second = renderHook(() => useLiveOrder(8, "c1"));
    await flush();
    expect(second.result.current).toMatchObject({ mode: "finished" });
    expect(stream).not.toHaveBeenCalled();
  });

  it("asks for an order awaiting its payment every 5 s and when the page comes back into view, until it is paid", async () => {
    const payment = (state: string) => ({ state, method: "payme", url: "https://pay", dueAt: null, receiptUrl: null, refund: null });
    const awaiting = { ...order(0), paymentType: "payme", payment: payment("awaiting") } as unknown as OrderDetail;
    const paid = { ...awaiting, payment: payment("paid") } as unknown as OrderDetail;
    getOrder.mockResolvedValueOnce(awaiting).mockResolvedValueOnce(awaiting).mockResolvedValueOnce(awaiting).mockResolvedValue(paid);
    stream.mockReturnValue(new Promise(() => {}));
    const { result } = renderHook(() => useLiveOrder(7, "c1"));
    await flush();
    expect(result.current).toMatchObject({ mode: "stream", order: { payment: { state: "awaiting" } } });
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(getOrder).toHaveBeenCalledTimes(2);
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(getOrder).toHaveBeenCalledTimes(3);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(result.current).toMatchObject({ mode: "stream", order: { payment: { state: "paid" } } });
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3));
    expect(getOrder).toHaveBeenCalledTimes(4);
  });
});
