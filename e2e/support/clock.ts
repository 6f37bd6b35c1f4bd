// The clock of the browser tests. The server checks opening hours and delivery slots against its
// business clock and the app offers slots by the browser's, so a checkout run late at night in
// Tashkent would find nothing to order. Both clocks are moved to the next midday in Tashkent and
// then run in real time. Ahead, never behind: tokens expire by the real clock, and a page that
// thinks it is later than it is only renews them sooner (one that thought it earlier would keep
// sending expired ones). The shift is computed once per run (global setup) and reaches the tests
// by `inject`, so every server and every page of the run share one clock.
import type { BrowserContext } from "playwright-core";
import { inject } from "vitest";
import { msUntilTashkent } from "../../src/domain/tashkent-time";

declare module "vitest" {
  export interface ProvidedContext {
    /** Milliseconds from real time to the business clock of this run. */
    clockOffset: number;
  }
}

/** From now to the next 12:00 in Tashkent (UTC+5, no daylight saving). */
export const middayOffset = (now = Date.now()): number => msUntilTashkent("12:00", now);

/** The server's setting that starts its business clock at the run's shifted time. */
export const clockEnv = (offset: number) => ({ CLOCK_START: new Date(Date.now() + offset).toISOString() });

/** The business clock's time now, in the tests' process. */
export const businessNow = () => Date.now() + inject("clockOffset");

/** Pages of this context see the business clock (Date, timers), running from the current shifted time. */
export const installClock = (context: BrowserContext) => context.clock.install({ time: businessNow() });
