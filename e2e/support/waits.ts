// How long the browser tests wait for something to happen. The machines that run them are shared
// (load averages of 8–14 on two cores are normal), so a state the page reaches in 300 ms when the
// machine is idle can take several seconds. A wait that passes later is fine; an assertion is
// never loosened: these only bound how long the tests wait for a state, and what the state must be
// stays exact.
//
// - `expect.poll` waits WAIT_MS by default (vitest.config.ts, project e2e), not Vitest's 1 s.
// - Playwright's own waits (`locator.waitFor`, actions, `waitForURL`) keep its 30 s default.
// - A hand-written wait (a log line, a file, a count) uses `waitUntil`.
// - "Has it stopped moving?" (a smooth scroll, a sliding toast) uses `untilStill`: the same value
//   across rendered frames, not across a fixed number of milliseconds, which a busy machine can
//   spend without drawing a frame.
import type { Page } from "playwright-core";

/** The longest a test waits for a state before failing. */
export const WAIT_MS = 20_000;
/** How often polls look again. */
export const POLL_INTERVAL_MS = 100;

/**
 * Calls `check` until it returns something other than `undefined`, `null` or `false`, and returns
 * that; fails after `timeoutMs`, saying what it waited for.
 */
export async function waitUntil<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((r) => setTimeout(r, POLL_INTERVAL_MS));
  }
}

/** Resolves after the page has rendered two more frames. (This file is also read by vitest.config.ts,
 * type-checked without the DOM's names: hence `globalThis` with the one function it needs.) */
export const nextFrames = (page: Page) =>
  page.evaluate(() => {
    const { requestAnimationFrame: frame } = globalThis as unknown as { requestAnimationFrame: (callback: () => void) => number };
    return new Promise<void>((resolve) => frame(() => frame(() => resolve())));
  });

/**
 * Reads `read` until it gives the same value twice in a row with at least two rendered frames and
 * POLL_INTERVAL_MS between the readings (a smooth scroll or a transition moves something every
 * frame), and returns that value. Fails after `timeoutMs`.
 */
export async function untilStill<T>(page: Page, read: () => Promise<T>, what: string, timeoutMs = WAIT_MS): Promise<T> {
  const same = (a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);
  let last = await read();
  return waitUntil(
    async () => {
      await Promise.all([nextFrames(page), new Promise((r) => setTimeout(r, POLL_INTERVAL_MS))]);
      const now = await read();
      const still = same(now, last);
      last = now;
      return still ? { value: now } : undefined;
    },
    `${what} to stop moving`,
    timeoutMs,
  ).then(({ value }) => value);
}
