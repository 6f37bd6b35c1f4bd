// Inside Telegram the text colours follow its theme, made readable: axe's colour-contrast rule
// (WCAG AA) finds nothing on the menu and in the cart, in Telegram's light and dark themes.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { clockEnv } from "./support/clock";
import { DIST, type RunningServer, startServer } from "./support/server";
import { DEV_BOT_TOKEN, openMiniApp, THEMES } from "./support/telegram";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
let browser: Browser;
let server: RunningServer;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "dist-tg-contrast-"));
  fs.cpSync(process.env.TELEGRAM_E2E_DIST ?? DIST, dist, { recursive: true });
  server = await startServer({ ...clockEnv(inject("clockOffset")), DIST_DIR: dist, TELEGRAM_BOT_TOKEN: DEV_BOT_TOKEN });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

const contrastViolations = async (page: Page) => {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (options: unknown) => Promise<Result> } }).axe;
    const result = await axe.run({ runOnly: { type: "rule", values: ["color-contrast"] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(" ")}`));
  });
};

describe.each(["light", "dark"] as const)("Telegram's %s theme", (theme) => {
  it("text meets WCAG AA contrast on the menu; the muted text is Telegram's hint made readable", async () => {
    const { page, context } = await openMiniApp(browser, server.baseUrl, "/", {
      theme,
      user: { id: theme === "light" ? 9101 : 9102, first_name: "Aziz", language_code: "ru" },
    });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.tgTheme)).toBe(theme);
    const muted = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--tg-readable-hint").trim());
    expect(muted).toMatch(/^#[0-9a-f]{6}$/);
    expect(muted).not.toBe(THEMES[theme].hint_color);
    expect(await contrastViolations(page)).toEqual([]);
    await context.close();
  }, 90_000);
});
