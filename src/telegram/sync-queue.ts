// Sends the latest basket to the server: one request at a time, so the server sees changes in the
// order they were made; changes made meanwhile are coalesced into the newest state; nothing is sent
// when the server already has it; failures are retried with growing pauses, and a refusal that no
// retry can fix (a 400, say) waits for the next change.

export interface SyncQueueOptions<T> {
  send(value: T): Promise<unknown>;
  same(a: T, b: T): boolean;
  /** Each failed attempt; `attempt` is 0 for the first failure of a streak. */
  onFailure?(error: unknown, attempt: number): void;
  /** Each successful send. */
  onSuccess?(value: T): void;
  /** Whether trying again may help (network, 5xx); default: always. */
  retryable?(error: unknown): boolean;
  /** Pauses before the 1st, 2nd, … retry; after the last one the queue waits for a change. */
  delays?: readonly number[];
  sleep?(ms: number): Promise<void>;
}

export const DEFAULT_DELAYS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export function createSyncQueue<T>(options: SyncQueueOptions<T>) {
  const delays = options.delays ?? DEFAULT_DELAYS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let acknowledged: { value: T } | null = null;
  let latest: { value: T } | null = null;
  let draining: Promise<void> | null = null;
  let stopped = false;

  /** The newest state when it still has to be sent, else null. */
  const pending = () => (!stopped && latest !== null && !(acknowledged && options.same(latest.value, acknowledged.value)) ? latest : null);

  async function drain(): Promise<void> {
    let attempt = 0;
    try {
      for (let next = pending(); next !== null; next = pending()) {
        const value = next.value;
        try {
          await options.send(value);
          acknowledged = { value };
          attempt = 0;
          options.onSuccess?.(value);
        } catch (error) {
          options.onFailure?.(error, attempt);
          if (!(options.retryable?.(error) ?? true) || attempt >= delays.length) return;
          await sleep(delays[attempt++]);
        }
      }
    } finally {
      // Cleared in the same step as the last check, so a push can never fall between the two.
      draining = null;
    }
  }

  return {
    /** What the server is known to hold (after loading it), so an equal state is not sent back. */
    acknowledge(value: T) {
      acknowledged = { value };
    },
    /** The newest state to be saved. */
    push(value: T) {
      latest = { value };
      if (!draining && pending()) draining = drain();
    },
    /** Resolves when nothing is in flight. */
    idle: (): Promise<void> => draining ?? Promise.resolve(),
    stop() {
      stopped = true;
    },
  };
}
