// Error reporting end to end: the production app and server with SENTRY_DSN pointing at a local
// receiver; an error thrown in the page arrives there. Without a DSN nothing is loaded.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, waitForMenu } from "./support/browser";
import { startErrorReceiver } from "./support/error-receiver";
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

describe("error reporting", () => {
  it("sends an error thrown in the app to the DSN, with replays masking the page", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${server.baseUrl}/`);
    await waitForMenu(page);
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error("e2e-app-error");
      }),
    );
    const envelope = await receiver.waitFor("e2e-app-error");
    expect(envelope).toContain('"type":"Error"');
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
