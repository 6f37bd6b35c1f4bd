// The staff console stays out of the customer's way: a visit to the storefront downloads no
// telegram-ui (nor the console's code), while the console's page (/ops) brings its kit, is never
// cached and never indexed. The same split `npm run bundle-size` checks in the build's manifest.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, waitForMenu } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function recordAssets(page: Page) {
  const assets: { url: string; body: string }[] = [];
  page.on("response", async (res) => {
    if (/\.(js|css)$/.test(new URL(res.url()).pathname)) assets.push({ url: res.url(), body: await res.text().catch(() => "") });
  });
  return assets;
}

const TELEGRAM_UI = /tgui-|--tgui--/;

describe("the staff console's own bundle", () => {
  it("is not part of what a customer downloads", async () => {
    const { page, context } = await openPage(browser, PHONE);
    const assets = recordAssets(page);
    await page.goto(`${baseUrl}/`);
    await waitForMenu(page);
    await page.waitForLoadState("networkidle");
    expect(assets.length).toBeGreaterThan(0);
    for (const { url, body } of assets) {
      expect(body, url).not.toMatch(TELEGRAM_UI);
      expect(body, url).not.toMatch(/\/api\/operator\//);
    }
    await context.close();
  });

  it("comes with the console's page, which is never cached or indexed", async () => {
    const { page, context } = await openPage(browser, PHONE);
    const assets = recordAssets(page);
    const answer = await page.goto(`${baseUrl}/ops`);
    expect(answer?.headers()["cache-control"]).toBe("no-store");
    expect(answer?.headers()["x-robots-tag"]).toContain("noindex");
    await page.getByLabel("Номер телефона").waitFor();
    await page.waitForLoadState("networkidle");
    expect(assets.some(({ body }) => TELEGRAM_UI.test(body))).toBe(true);
    await context.close();
  });
});
