// The board's stream reconnects after errors with growing pauses and reports each order event.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openBoardStream, RECONNECT_MS } from "./events";
import { FakeSource } from "./test/fake-event-source";

beforeEach(() => {
  FakeSource.all = [];
  vi.useFakeTimers();
  vi.stubGlobal("EventSource", FakeSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the board's live stream", () => {
  it("passes order rows on, and after errors reconnects after 1, 2, 5… s, the pause reset by a good connection", () => {
    const seen: number[] = [];
    const opened = vi.fn();
    const down = vi.fn();
    const stop = openBoardStream("mirabad", { onOrder: (o) => seen.push(o.orderId), onOpen: opened, onDown: down });
    expect(FakeSource.all[0].url).toBe("/api/operator/orders/events?restaurantId=mirabad");
    FakeSource.all[0].emit("open");
    FakeSource.all[0].emit("order", JSON.stringify({ orderId: 7 }));
    FakeSource.all[0].emit("order", "not json");
    expect(seen).toEqual([7]);
    expect(opened).toHaveBeenCalledTimes(1);

    FakeSource.all[0].emit("error");
    expect(FakeSource.all[0].closed).toBe(true);
    expect(down).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RECONNECT_MS[0] - 1);
    expect(FakeSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSource.all).toHaveLength(2);
    FakeSource.all[1].emit("error");
    vi.advanceTimersByTime(RECONNECT_MS[1] - 1);
    expect(FakeSource.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSource.all).toHaveLength(3);
    // A connection that opens resets the pause to the first one.
    FakeSource.all[2].emit("open");
    FakeSource.all[2].emit("error");
    vi.advanceTimersByTime(RECONNECT_MS[0]);
    expect(FakeSource.all).toHaveLength(4);

    stop();
    expect(FakeSource.all[3].closed).toBe(true);
    FakeSource.all[3].emit("error");
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.all).toHaveLength(4);
  });
});
