// The /delivery-map page, and the map's code staying out of the first load and failing softly.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, openPage, waitForMenu } from "./support/browser";
import { active, locationButton, open as openWith, openSheet, seed } from "./support/location";

const baseUrl = inject("baseUrl");
/** The restaurants listed beside the delivery map. */
const legendItems = (page: Page) => page.getByRole("region", { name: "Restaurants and their zones" }).getByRole("listitem");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const open = (options: BrowserContextOptions, path?: string) => openWith(browser, baseUrl, options, path);

describe("the map", () => {
  it("is not part of the menu's first load", async () => {
    const { page, context } = await openPage(browser, PHONE);
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto(`${baseUrl}/en`);
    await waitForMenu(page);
    expect(scripts.some((u) => /leaflet|location-panel/.test(u))).toBe(false);
    await context.close();
  });

  it("/delivery-map draws one zone per active restaurant with a zone, and its legend", async () => {
    const { page, context, realErrors } = await open(PHONE, "/en/delivery-map");
    const withZone = active.filter((r) => r.zone);
    await expect.poll(() => page.locator("path.zone-polygon").count()).toBe(withZone.length);
    expect(await page.locator("path.zone-polygon--yashnobod").count()).toBe(0);
    const legend = legendItems(page);
    const names = await legend.getByRole("button").allTextContents();
    expect(names.sort()).toEqual(active.map((r) => r.name.en).sort());
    expect(await legend.filter({ hasText: seed("yunusabad").name.en }).textContent()).toContain("12,000\u00a0UZS");
    // Choosing a restaurant of another city shows its zone.
    const registan = legend.getByRole("button", { name: seed("samarkand-registan").name.en, exact: true });
    await registan.click();
    await expect.poll(() => registan.getAttribute("aria-pressed")).toBe("true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(realErrors()).toEqual([]);
    await context.close();
  });

  it("when its code cannot be loaded, says so and the lists still work", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.route(/\/assets\/leaflet-map-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}/en`);
    await waitForMenu(page);
    await page.evaluate(() => ((window as unknown as { sameVisit: boolean }).sameVisit = true));
    await openSheet(page);
    await page.getByText("The map could not be loaded").waitFor();
    // A failed map sets its status to error (docs/product-rules.md §10); unlike other chunks it does not reload the page.
    expect(await page.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit)).toBe(true);
    await page.getByRole("button", { name: "Choose a restaurant to pick up from instead" }).click();
    const first = page.locator(".pickup-item").first();
    await first.waitFor();
    const name = await first.locator(".pickup-item__name").textContent();
    await first.getByRole("button", { name: "Pick up here" }).click();
    await expect.poll(() => locationButton(page).textContent()).toBe(`Pickup: ${name}`);

    await page.goto(`${baseUrl}/en/delivery-map`);
    await page.getByText("The map could not be loaded").waitFor();
    expect(await legendItems(page).count()).toBe(active.length);
    await context.close();
  });
});
