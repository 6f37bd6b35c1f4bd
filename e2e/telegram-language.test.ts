// The mini-app's first start at "/" without the bot's `language`: the page takes the Telegram
// user's own language_code (ru, en, uz; any other → Russian), not the phone's browser language.
// A server of its own, which checks the really signed init data with the test bot token.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, waitForMenu } from "./support/browser";
import { clockEnv } from "./support/clock";
import { type RunningServer, startServer } from "./support/server";
import { DEV_BOT_TOKEN, installTelegramMock, launchHash, signInitData } from "./support/telegram";

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ ...clockEnv(inject("clockOffset")), TELEGRAM_BOT_TOKEN: DEV_BOT_TOKEN });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  { languageCode: "uz", path: "/uz", lang: "uz", id: 7301 },
  { languageCode: "en-GB", path: "/en", lang: "en", id: 7302 },
  { languageCode: "de", path: "/", lang: "ru", id: 7303 },
])("a first start of a Telegram user with language_code $languageCode", ({ languageCode, path, lang, id }) => {
  it(`opens the menu in ${lang}`, async () => {
    // The phone's browser speaks English: only the Telegram account's language may decide.
    const { page, context, errors } = await openPage(browser, { ...PHONE, locale: lang === "en" ? "ru-RU" : "en-US" });
    await installTelegramMock(page);
    const initData = signInitData({ id, first_name: "Dilnoza", language_code: languageCode });
    await page.goto(`${server.baseUrl}/${launchHash(initData)}`);
    await waitForMenu(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe(path);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe(lang);
    expect(new URL(page.url()).hash).toContain("tgWebAppData=");
    expect(errors).toEqual([]);
    await context.close();
  });
});
