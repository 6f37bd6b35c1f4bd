// The storefront as a customer sees it: the menu in three languages, the language switch, the
// 404 page, a failing menu call, accessibility.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { folders, products } from "../server/db/seed/menu";
import { DESKTOP, PHONE, launchBrowser, openPage, waitForMenu } from "./support/browser";
import { addButton } from "./support/menu";

const baseUrl = inject("baseUrl");
/** The title of the menu's first folder (its section is the anchor of its chip). */
const firstFolderTitle = (page: Page) => page.locator(`#folder-${folders[0].id}`).getByRole("heading", { level: 2 });
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const cases = [
  { path: "/", lang: "ru", currency: "сум" },
  { path: "/en", lang: "en", currency: "UZS" },
  { path: "/uz", lang: "uz", currency: "so‘m" },
] as const;

describe("menu in three languages", () => {
  it.each(cases)("$path shows the demo menu in $lang", async ({ path, lang, currency }) => {
    const { page, context, errors } = await openPage(browser, PHONE);
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response!.status()).toBe(200);
    await waitForMenu(page);
    expect(await page.getAttribute("html", "lang")).toBe(lang);
    await expect.poll(() => firstFolderTitle(page).textContent()).toBe(folders[0].name[lang]);
    const firstCard = page.getByRole("article").first();
    expect(await firstCard.getByRole("heading").textContent()).toBe(products[0].name[lang]);
    expect(await addButton(page, lang, products[0]).textContent()).toContain(currency);
    const pictures = () =>
      page
        .getByRole("article")
        .locator("img")
        .evaluateAll((imgs) => (imgs as HTMLImageElement[]).slice(0, 2).map((i) => i.complete && i.naturalWidth > 0));
    await expect.poll(pictures).toEqual([true, true]);
    // Nothing sticks out sideways on a 390 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("switching language keeps the page, sets the cookie, and / then follows the choice", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl}/contacts`);
    await page.getByRole("button", { name: "English" }).click();
    await page.waitForURL(`${baseUrl}/en/contacts`);
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("en");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Contacts");
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.value).toBe("en");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/en`);
    await waitForMenu(page);
    expect(await firstFolderTitle(page).textContent()).toBe(folders[0].name.en);
    await page.getByRole("button", { name: "Русский" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => firstFolderTitle(page).textContent()).toBe(folders[0].name.ru);
    await context.close();
  });

  it("a first visit to / follows the browser's language", async () => {
    const { page, context } = await openPage(browser, { ...PHONE, locale: "uz-UZ" });
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/uz`);
    await waitForMenu(page);
    expect(await page.getAttribute("html", "lang")).toBe("uz");
    await context.close();
  });
});

describe("first paint", () => {
  it("the menu arrives with the page: no /api/shop request on a cold load", async () => {
    const { page, context } = await openPage(browser, PHONE);
    const shopCalls: string[] = [];
    page.on("request", (r) => r.url().includes("/api/shop") && shopCalls.push(r.url()));
    await page.goto(`${baseUrl}/en`);
    await waitForMenu(page);
    expect(await firstFolderTitle(page).textContent()).toBe(folders[0].name.en);
    expect(shopCalls).toEqual([]);
    await context.close();
  });
});

describe("errors", () => {
  it("an unknown path answers HTTP 404 and shows the error page", async () => {
    const { page, context } = await openPage(browser, PHONE);
    const response = await page.goto(`${baseUrl}/en/no-such-page`);
    expect(response!.status()).toBe(404);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Page Not Found");
    expect(await page.getByText("404", { exact: true }).count()).toBe(1);
    expect(await page.getByText("There is nothing at /no-such-page: the link may be old or mistyped.", { exact: true }).count()).toBe(1);
    await context.close();
  });

  it("a failing menu call shows the server's message in a toast", async () => {
    const { page, context } = await openPage(browser, PHONE);
    // Pickup is not what the page's own payload answers, so the menu is asked for.
    await page.addInitScript(() => localStorage.setItem("delivery", "200"));
    await page.route("**/api/shop**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Кухня временно закрыта", code: "x" }) }),
    );
    await page.goto(`${baseUrl}/`);
    const toast = page.locator("[data-sonner-toast]");
    await toast.first().waitFor();
    expect(await toast.first().textContent()).toContain("Кухня временно закрыта");
    await context.close();
  });

  it("a catalogue that fails to load is logged and the page stays usable", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl}/`);
    await waitForMenu(page);
    await page.route("**/assets/messages-*.js", (route) => route.abort());
    await page.getByRole("button", { name: "O‘zbekcha" }).click();
    await expect.poll(() => errors.some((e) => e.includes("Failed locale loading"))).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/`);
    expect(await firstFolderTitle(page).textContent()).toBe(folders[0].name.ru);
    await context.close();
  });
});

describe("accessibility", () => {
  const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
    ["phone, dark", { ...PHONE, colorScheme: "dark" }],
  ] as const)("axe finds no serious or critical violation on the menu (%s)", async (_name, options) => {
    const { page, context } = await openPage(browser, options);
    await page.goto(`${baseUrl}/`);
    await waitForMenu(page);
    // Evaluated rather than added as a <script>: the page's CSP rightly refuses inline scripts.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }
      ).axe.run();
      return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.nodes.length})`);
    });
    expect(violations).toEqual([]);
    await context.close();
  });
});
