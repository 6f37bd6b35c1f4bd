// Debian's Chromium driven by playwright-core. The flags keep it off the (closed) network.
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { installClock } from "./clock";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** A page whose console errors and failed requests are collected for assertions. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ locale: "ru-RU", ...options });
  await installClock(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return { context, page, errors };
}

/** The app's menu: rendered by the app itself, not the server's (inert) prerendered markup. */
export async function waitForMenu(page: Page) {
  await page.locator("#root:not([data-prerendered])").getByRole("article").first().waitFor({ timeout: 20_000 });
}
