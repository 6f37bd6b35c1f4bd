// The payments' background jobs (expiring unpaid orders, Click's reversals and checks) run in this
// process on a timer: now, then every `everyMs`, never two runs at once (a tick while one runs is
// skipped: the next tick picks up what is left). A failed run goes to `failed`; the next tries again.

export interface PeriodicJob {
  /** Stops the timer and waits for the run under way. */
  close(): Promise<void>;
}

export function startPeriodicJob(run: () => Promise<unknown>, everyMs: number, failed: (err: unknown) => void): PeriodicJob {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .catch(failed)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
