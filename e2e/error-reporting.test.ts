// Error reporting end to end: the production app and server with SENTRY_DSN pointing at a local
// receiver; an error thrown in the page arrives there, whether the reporter's SDK is already up,
// still on its way, or the app itself has not started yet. Without a DSN nothing is loaded.
//
// The errors are thrown from a microtask, a real uncaught error. Not from `setTimeout`: the tests'
// clock (support/clock.ts, Playwright's) runs the page's timers in a loop of its own that catches
// what a callback throws and only logs it, so the page never sees it as uncaught; such an error
// reached the receiver only when the SDK, already loaded, had wrapped `setTimeout` first (the
// flake of a loaded machine, where the SDK's chunk came after the throw).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, waitForMenu } from "./support/browser";
import { startErrorReceiver } from "./support/error-receiver";
import { holdScript, isReporterChunk } from "./support/hold-script";
import { type RunningServer, startServer } from "./support/server";

let browser: Browser;
let server: RunningServer;
let receiver: Awaited<ReturnType<typeof startErrorReceiver>>;
beforeAll(async () => {
  receiver = await startErrorReceiver();
  server = await startServer({ SENTRY_DSN: receiver.dsn });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await receiver?.close();
});

/** Throws `message` in the page as an uncaught error (see the top of this file). */
const throwInPage = (page: Page, message: string) =>
  page.evaluate((m) => {
    queueMicrotask(() => {
      throw new Error(m);
    });
  }, message);

/** The SDK's global, there once it has loaded. */
const sdkLoaded = (page: Page) => page.evaluate(() => "__SENTRY__" in window);

describe("error reporting", () => {
  it("sends an error thrown in the app to the DSN", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${server.baseUrl}/`);
    await waitForMenu(page);
    await throwInPage(page, "e2e-app-error");
    const envelope = await receiver.waitFor("e2e-app-error");
    expect(envelope).toContain('"type":"Error"');
    await context.close();
  });

  it("sends an error thrown before the SDK arrived once it has", async () => {
    const { page, context } = await openPage(browser, PHONE);
    const sdk = await holdScript(page, isReporterChunk);
    await page.goto(`${server.baseUrl}/`);
    await waitForMenu(page);
    await sdk.held;
    expect(await sdkLoaded(page)).toBe(false);
    await throwInPage(page, "e2e-error-before-sdk");
    sdk.release();
    expect(await receiver.waitFor("e2e-error-before-sdk")).toContain('"type":"Error"');
    await context.close();
  });

  it("sends an error thrown before the app started", async () => {
    const { page, context } = await openPage(browser, PHONE);
    // The menu is prerendered: its page asks for the app's start chunk only from main.tsx, so
    // when that request is held, the page's entry has run and the app has not started.
    const appStart = await holdScript(page, (url) => /\/app-start-[^/]*\.js$/.test(url));
    await page.goto(`${server.baseUrl}/`, { waitUntil: "commit" });
    await appStart.held;
    await throwInPage(page, "e2e-error-before-app");
    appStart.release();
    await waitForMenu(page);
    expect(await receiver.waitFor("e2e-error-before-app")).toContain('"type":"Error"');
    await context.close();
  });

  it("loads nothing of the reporter when no DSN is configured", async () => {
    const { page, context } = await openPage(browser, PHONE);
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto(`${inject("baseUrl")}/`);
    await waitForMenu(page);
    await page.waitForTimeout(2000);
    const sources = await Promise.all(scripts.map((u) => page.evaluate((url) => fetch(url).then((r) => r.text()), u)));
    // The SDK names itself "sentry.javascript…" in what it sends; the app only knows the setting name.
    expect(sources.some((s) => /sentry\.javascript/.test(s))).toBe(false);
    await context.close();
  });
});
