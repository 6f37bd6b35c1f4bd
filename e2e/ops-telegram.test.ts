// The staff console inside Telegram (e2e/support/telegram.ts plays Telegram's side: init data
// signed with the test bot token, the native bridge): a staff member whose Telegram id is on the
// staff list (added through POST /api/operator/staff with the OPERATOR_TOKEN) is signed in at once
// and the console wears Telegram's theme; a Telegram user who is not on the list is told so.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE } from "./support/browser";
import { clockEnv } from "./support/clock";
import { DIST, E2E_OPERATOR_TOKEN, type RunningServer, startServer } from "./support/server";
import { DEV_BOT_TOKEN, installTelegramMock, launchHash, signInitData, THEMES } from "./support/telegram";

let browser: Browser;
let server: RunningServer;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "dist-ops-telegram-"));
  fs.cpSync(DIST, dist, { recursive: true });
  server = await startServer({ ...clockEnv(inject("clockOffset")), DIST_DIR: dist, TELEGRAM_BOT_TOKEN: DEV_BOT_TOKEN });
  browser = await launchBrowser();
  const added = await fetch(`${server.baseUrl}/api/operator/staff`, {
    method: "POST",
    headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Kitchen tablet", role: "manager", restaurantId: "mirabad", tgId: 7301 }),
  });
  expect(added.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function openConsole(userId: number, theme: "light" | "dark") {
  const tab = await openPage(browser, { ...PHONE, locale: "en-US" });
  await installTelegramMock(tab.page, { theme });
  const initData = signInitData({ id: userId, first_name: "Aziz", language_code: "en" });
  await tab.page.goto(`${server.baseUrl}/en/ops${launchHash(initData, { theme })}`);
  return tab;
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

describe("the staff console in Telegram", () => {
  it("signs a listed staff member in by the init data alone, in Telegram's dark theme", async () => {
    const { page, context } = await openConsole(7301, "dark");
    await page.getByTestId("ops-who").waitFor();
    expect(await page.getByTestId("ops-who").textContent()).toBe("Kitchen tablet");
    await page.getByText("Manager · Lazzat Pizza Mirabad").waitFor();
    // No phone form was ever needed.
    expect(await page.getByLabel("Phone number").count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.tgTheme)).toBe("dark");
    const background = await page.locator(".ops-root").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe(rgb(THEMES.dark.secondary_bg_color));
    await context.close();
  });

  it("tells a Telegram user who is not on the staff list so, with a way out", async () => {
    const { page, context } = await openConsole(7302, "light");
    await page.getByText("This account is not on the staff list").waitFor();
    expect(await page.getByRole("button", { name: "Sign out" }).count()).toBe(1);
    const background = await page.locator(".ops-root").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe(rgb(THEMES.light.secondary_bg_color));
    await context.close();
  });
});
