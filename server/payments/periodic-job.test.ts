// The payments' timer: a run now and one per period, a tick during a run skipped, a failure
// reported and the next period tried again, close() stopping the timer after the run under way.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPeriodicJob } from "./periodic-job";

/** A job whose runs the test ends one by one. */
function heldRuns() {
  const ends: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  const run = () =>
    new Promise<void>((resolve, reject) => {
      ends.push({ resolve, reject });
    });
  return { ends, run };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("startPeriodicJob", () => {
  it("runs now and once a period, skipping a tick while a run is under way", async () => {
    const { ends, run } = heldRuns();
    const job = startPeriodicJob(run, 1000, () => {});
    expect(ends).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2500); // two ticks while the first run is still going
    expect(ends).toHaveLength(1);
    ends[0].resolve();
    await vi.advanceTimersByTimeAsync(500); // the next tick, run at 3000
    expect(ends).toHaveLength(2);
    ends[1].resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(ends).toHaveLength(3);
    ends[2].resolve();
    await job.close();
  });

  it("reports a failed run and tries again the next period", async () => {
    const { ends, run } = heldRuns();
    const failures: unknown[] = [];
    const job = startPeriodicJob(run, 1000, (err) => failures.push(err));
    const boom = new Error("database away");
    ends[0].reject(boom);
    await vi.advanceTimersByTimeAsync(1000);
    expect(failures).toEqual([boom]);
    expect(ends).toHaveLength(2);
    ends[1].resolve();
    await job.close();
  });

  it("close() waits for the run under way, and no run starts after it", async () => {
    const { ends, run } = heldRuns();
    const job = startPeriodicJob(run, 1000, () => {});
    let closed = false;
    const closing = job.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    ends[0].resolve();
    await closing;
    expect(closed).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(ends).toHaveLength(1);
  });
});
