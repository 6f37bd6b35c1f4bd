// One pass at a time, and another when woken meanwhile: the bot's outbox and the broadcast sender
// are woken by a timer (and the outbox by NOTIFY) while a pass may still be sending. A wake-up
// during a pass joins it and makes it go round once more, so nothing woken for is left until the
// next tick, and two passes never claim rows side by side.

export interface CoalescingRunner {
  /** Starts a pass, or joins the one under way (which then runs again); resolves with what the pass counted. */
  run(): Promise<number>;
  /** Resolves when no pass is under way (at once when none is). */
  idle(): Promise<void>;
}

/**
 * Runs `pass` (resolving with how much it handled) one at a time; a pass that throws is handed to
 * `failed` and the run resolves with what the earlier rounds counted.
 */
export function coalescingRunner(pass: () => Promise<number>, failed: (err: unknown) => void): CoalescingRunner {
  let running: Promise<number> | null = null;
  let again = false;

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await pass();
        } while (again);
      } catch (err) {
        failed(err);
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  return {
    run,
    async idle() {
      await running;
    },
  };
}
