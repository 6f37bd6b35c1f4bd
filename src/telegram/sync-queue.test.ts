import { describe, expect, it } from "vitest";
import { createSyncQueue } from "./sync-queue";

/** A send whose calls the test answers one by one. */
function controlledSend() {
  const calls: { value: number[]; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const send = (value: number[]) => new Promise<void>((resolve, reject) => calls.push({ value, resolve, reject }));
  return { calls, send };
}

const same = (a: number[], b: number[]) => a.join() === b.join();
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("basket sync queue", () => {
  it("sends one change at a time, in order, coalescing what changed meanwhile into the newest state", async () => {
    const { calls, send } = controlledSend();
    const queue = createSyncQueue({ send, same });
    queue.push([1]);
    queue.push([1, 2]);
    queue.push([1, 2, 3]);
    expect(calls.map((c) => c.value)).toEqual([[1]]);
    calls[0].resolve();
    await tick();
    expect(calls.map((c) => c.value)).toEqual([[1], [1, 2, 3]]);
    calls[1].resolve();
    await queue.idle();
    expect(calls).toHaveLength(2);
  });

  it("sends nothing the server already has", async () => {
    const { calls, send } = controlledSend();
    const queue = createSyncQueue({ send, same });
    queue.acknowledge([5]);
    queue.push([5]);
    expect(calls).toHaveLength(0);
    queue.push([5, 6]);
    queue.push([5]);
    calls[0].resolve();
    await tick();
    // Back to [5], which the server no longer has after [5, 6]: sent again.
    expect(calls.map((c) => c.value)).toEqual([[5, 6], [5]]);
  });

  it("retries a failure with growing pauses, reporting each attempt, and sends the newest state when it recovers", async () => {
    const { calls, send } = controlledSend();
    const pauses: number[] = [];
    const failures: number[] = [];
    const successes: number[][] = [];
    const queue = createSyncQueue({
      send,
      same,
      delays: [10, 20, 40],
      sleep: async (ms) => void pauses.push(ms),
      onFailure: (_e, attempt) => failures.push(attempt),
      onSuccess: (v) => successes.push(v),
    });
    queue.push([1]);
    queue.push([1, 2]);
    calls[0].reject(new Error("offline"));
    await tick();
    calls[1].reject(new Error("offline"));
    await tick();
    calls[2].resolve();
    await queue.idle();
    expect(calls.map((c) => c.value)).toEqual([[1], [1, 2], [1, 2]]);
    expect(pauses).toEqual([10, 20]);
    expect(failures).toEqual([0, 1]);
    expect(successes).toEqual([[1, 2]]);
  });

  it("gives up after the last pause, and on a refusal no retry can fix, until the next change", async () => {
    const { calls, send } = controlledSend();
    const queue = createSyncQueue({ send, same, delays: [1], sleep: async () => {}, retryable: (e) => e !== "bad request" });
    queue.push([1]);
    calls[0].reject("bad request");
    await queue.idle();
    expect(calls).toHaveLength(1);
    queue.push([2]);
    calls[1].reject("offline");
    await tick();
    calls[2].reject("offline");
    await queue.idle();
    expect(calls).toHaveLength(3);
    queue.push([2]);
    calls[3].resolve();
    await queue.idle();
    expect(calls.map((c) => c.value)).toEqual([[1], [2], [2], [2]]);
  });

  it("stops sending once stopped", async () => {
    const { calls, send } = controlledSend();
    const queue = createSyncQueue({ send, same });
    queue.stop();
    queue.push([1]);
    expect(calls).toHaveLength(0);
  });
});
