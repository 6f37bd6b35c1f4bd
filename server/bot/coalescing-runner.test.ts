// The runner under the bot's outbox and the broadcast sender: one pass at a time, once more when
// woken during a pass, a failed pass reported and the runner free again.
import { describe, expect, it } from "vitest";
import { coalescingRunner } from "./coalescing-runner";

/** A promise and the hand that settles it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A pass whose rounds the test ends one by one, counting how many were started. */
function heldPasses() {
  const rounds: ReturnType<typeof deferred<number>>[] = [];
  const pass = () => {
    const round = deferred<number>();
    rounds.push(round);
    return round.promise;
  };
  /** Lets the runner reach its next await (a pass started after the last one ended). */
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return { rounds, pass, settle };
}

describe("coalescingRunner", () => {
  it("runs one pass and resolves with its count", async () => {
    const failures: unknown[] = [];
    const runner = coalescingRunner(
      async () => 3,
      (err) => failures.push(err),
    );
    expect(await runner.run()).toBe(3);
    expect(failures).toEqual([]);
  });

  it("joins a pass under way and runs it once more for every wake-up meanwhile, not once each", async () => {
    const { rounds, pass, settle } = heldPasses();
    const runner = coalescingRunner(pass, () => {});
    const first = runner.run();
    const second = runner.run();
    const third = runner.run();
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(rounds).toHaveLength(1);
    rounds[0].resolve(2);
    await settle();
    expect(rounds).toHaveLength(2); // woken meanwhile: one more round
    rounds[1].resolve(5);
    expect(await first).toBe(7);
    expect(rounds).toHaveLength(2); // not woken during the second round: done
  });

  it("starts a fresh pass after one has ended", async () => {
    let passes = 0;
    const runner = coalescingRunner(
      async () => ++passes,
      () => {},
    );
    expect(await runner.run()).toBe(1);
    expect(await runner.run()).toBe(2);
  });

  it("reports a failed pass, resolves with what earlier rounds counted, and is free again", async () => {
    const { rounds, pass, settle } = heldPasses();
    const failures: unknown[] = [];
    const runner = coalescingRunner(pass, (err) => failures.push(err));
    const run = runner.run();
    runner.run();
    rounds[0].resolve(4);
    await settle();
    const boom = new Error("database away");
    rounds[1].reject(boom);
    expect(await run).toBe(4);
    expect(failures).toEqual([boom]);
    const next = runner.run();
    expect(next).not.toBe(run);
    expect(rounds).toHaveLength(3);
    rounds[2].resolve(1);
    expect(await next).toBe(1);
  });

  it("idle() waits for the pass under way, and is at once when none is", async () => {
    const { rounds, pass } = heldPasses();
    const runner = coalescingRunner(pass, () => {});
    await runner.idle();
    const run = runner.run();
    let idle = false;
    const waiting = runner.idle().then(() => {
      idle = true;
    });
    await Promise.resolve();
    expect(idle).toBe(false);
    rounds[0].resolve(0);
    await waiting;
    expect(idle).toBe(true);
    expect(await run).toBe(0);
  });
});
