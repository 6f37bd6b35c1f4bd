// Deployment detection against a server of its own (with its own copy of dist/), so changing the
// build id does not disturb the other browser tests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, waitForMenu } from "./support/browser";
import { clockEnv } from "./support/clock";
import { DIST, type RunningServer, startServer } from "./support/server";

let browser: Browser;
let server: RunningServer;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "dist-copy-"));
  fs.cpSync(DIST, dist, { recursive: true });
  server = await startServer({ ...clockEnv(inject("clockOffset")), DIST_DIR: dist });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("deployment detection", () => {
  it("a new build id reloads the page once, and not again within 10 s", async () => {
    const { page, context } = await openPage(browser, PHONE);
    let loads = 0;
    page.on("load", () => loads++);
    await page.goto(`${server.baseUrl}/`);
    await waitForMenu(page);
    expect(loads).toBe(1);
    // Deploy: the server now serves another build than the page runs.
    fs.writeFileSync(path.join(dist, "build.json"), JSON.stringify({ buildId: "next-build" }));
    const becomeVisible = () =>
      page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      });
    await becomeVisible();
    await expect.poll(() => loads).toBe(2);
    await waitForMenu(page);
    // Still a different build (the old assets are what this server has), but within 10 s: no reload.
    // The app's answer comes after its check of the build, however long that takes here.
    const checked = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/build");
    await becomeVisible();
    await checked;
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    await context.close();
  });
});
