// The menu page arrives with its markup (server-rendered with the app's components), so it paints
// before the app's scripts run; the app then takes its place without moving anything.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { folders, products } from "../server/db/seed/menu";
import { launchBrowser, openPage, PHONE, waitForMenu } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("prerendered menu", () => {
  it.each([
    { path: "/", lang: "ru", browserLocale: "ru-RU" },
    { path: "/uz", lang: "uz", browserLocale: "ru-RU" },
    // "/" for an English browser: the app will move to /en, so the page comes in English.
    { path: "/", lang: "en", browserLocale: "en-US" },
  ] as const)("$path ($browserLocale browser) shows the menu in $lang without any script", async ({ path, lang, browserLocale }) => {
    const { page, context } = await openPage(browser, { ...PHONE, javaScriptEnabled: false, locale: browserLocale });
    await page.goto(`${baseUrl}${path}`);
    expect(await page.getAttribute("html", "lang")).toBe(lang);
    expect(await page.locator("#root").getAttribute("inert")).not.toBeNull();
    expect(await page.locator(".menu__folder-title").first().textContent()).toBe(folders[0].name[lang]);
    const firstCard = page.locator(".product-card").first();
    expect(await firstCard.locator(".product-card__name").textContent()).toBe(products[0].name[lang]);
    expect(await firstCard.isVisible()).toBe(true);
    // Links in the markup point into the language the page is in.
    const menuLink = await page.locator(".brand").getAttribute("href");
    expect(menuLink).toBe(lang === "ru" ? "/" : `/${lang}/`);
    await context.close();
  });

  it("the app takes over the same page: no layout shift, no errors, the menu works", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!e.hadRecentInput) (window as unknown as { shifts: number }).shifts += e.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The app's start chunk is held back until the server's markup has been measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/app-start-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/`);
    await page.locator("#root[data-prerendered] .product-card").first().waitFor();
    const before = await page.locator(".product-card").first().boundingBox();
    expect(before).not.toBeNull();
    release();
    await waitForMenu(page);
    expect(await page.locator("#root").getAttribute("inert")).toBeNull();
    expect(await page.locator(".product-card").first().boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.02);
    // The app's own buttons answer: the first product opens in its sheet.
    await page.locator(".product-card__open").first().click();
    await page.locator("dialog[open]").waitFor();
    expect(await page.locator("dialog[open]").textContent()).toContain(products[0].name.ru);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("other pages come without markup, with the app's chunks preloaded", async () => {
    const html = await (await fetch(`${baseUrl}/en/contacts`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/app-start-[\w-]+\.js">/);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/app-start-[\w-]+\.css">/);
  });
});
