// Holds back one of the app's scripts until the test lets it through, so a test can act while the
// page is known to be without it (no timing guesses): `held` resolves when the browser has asked
// for a matching script, `release()` sends it.
import type { Page } from "playwright-core";

export async function holdScript(page: Page, matches: (url: string, text: string) => boolean) {
  let reached = () => {};
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (matches(route.request().url(), body)) {
      reached();
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { held, release };
}

/** The error-reporting SDK's chunk: it names itself "sentry.javascript…" in what it sends. */
export const isReporterChunk = (_url: string, text: string) => /sentry\.javascript/.test(text);
