// A test file's own server (a fresh database, so what it changes touches no other file's menu) and
// a browser, started before the file's tests and stopped after them.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { launchBrowser } from "./browser";
import { clockEnv } from "./clock";
import { type RunningServer, startServer } from "./server";

export interface OwnServer {
  server: RunningServer;
  browser: Browser;
}

/**
 * Registers the file's beforeAll (server and browser started side by side, then `prepare`, say
 * uploads the tests expect) and afterAll; the answer is filled in before the first test runs.
 * `env`, read when the server starts, is its extra settings.
 */
export function ownServerAndBrowser(prepare?: (own: OwnServer) => Promise<void>, env?: () => Record<string, string>): OwnServer {
  const own = {} as OwnServer;
  beforeAll(async () => {
    [own.server, own.browser] = await Promise.all([startServer(env?.()), launchBrowser()]);
    await prepare?.(own);
  }, 180_000);
  afterAll(async () => {
    await own.browser?.close();
    await own.server?.stop();
  });
  return own;
}

/** The same, the server on the run's business clock (e2e/support/clock.ts): its restaurants are open. */
export const ownServerOnBusinessClock = (prepare?: (own: OwnServer) => Promise<void>): OwnServer =>
  ownServerAndBrowser(prepare, () => clockEnv(inject("clockOffset")));
