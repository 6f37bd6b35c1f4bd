// Folder navigation on the menu: the sticky folder bar, scroll tracking, folder deep links next to
// Telegram's launch parameters, the tag filter, and folders that mount their products late.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { folders, products } from "../server/db/seed/menu";
import { DESKTOP, PHONE, launchBrowser, openPage, waitForMenu } from "./support/browser";
import { folderBar, folderSections } from "./support/menu";
import { untilStill } from "./support/waits";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DESSERTS = folders[6];
const LAST = folders[folders.length - 1];
const current = (page: Page) => folderBar(page).locator('[aria-current="true"]');
const chip = (page: Page, name: string) => folderBar(page).getByRole("link", { name, exact: true });
/** A folder's section, by the anchor its chip and the address's hash lead to. */
const section = (page: Page, id: number) => page.locator(`#folder-${id}`);
const productNames = (page: Page) => page.getByRole("article").getByRole("heading").allTextContents();

/** How far the folder's top is from the bottom of the sticky bars (0 = right below them). */
async function gapBelowBars(page: Page, id: number): Promise<number> {
  const [bars, folder] = await Promise.all([folderBar(page).boundingBox(), section(page, id).boundingBox()]);
  return Math.round(folder!.y - (bars!.y + bars!.height));
}

/** Waits until the folder sits right under the bars and the page has stopped scrolling there. */
async function landsUnderBars(page: Page, id: number) {
  await expect.poll(async () => Math.abs(await gapBelowBars(page, id))).toBeLessThanOrEqual(2);
  await settled(page);
  expect(Math.abs(await gapBelowBars(page, id))).toBeLessThanOrEqual(2);
}

/** Waits until the page has stopped scrolling (smooth scrolls take a few hundred ms, more on a busy
 * machine, which can also go 150 ms without drawing a frame: stillness is counted in frames). */
async function settled(page: Page) {
  await untilStill(page, () => page.evaluate(() => window.scrollY), "the page's scroll");
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as [string, BrowserContextOptions][])("folder navigation (%s)", (_size, device) => {
  it.each([
    { path: "/", lang: "ru" },
    { path: "/en", lang: "en" },
  ] as const)("a cold $path#<folder> opens on that folder ($lang)", async ({ path, lang }) => {
    const { page, context, errors } = await openPage(browser, device);
    await page.goto(`${baseUrl}${path}#${DESSERTS.id}`);
    await waitForMenu(page);
    await expect.poll(() => current(page).textContent()).toBe(DESSERTS.name[lang]);
    await landsUnderBars(page, DESSERTS.id);
    expect(await section(page, DESSERTS.id).getByRole("heading", { level: 2 }).textContent()).toBe(DESSERTS.name[lang]);
    expect(await section(page, DESSERTS.id).getByRole("article").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an unknown folder or Telegram's parameters alone leave the first folder current at the top", async () => {
    const { page, context } = await openPage(browser, device);
    for (const hash of ["#999", "#tgWebAppData=x&tgWebAppVersion=7.0"]) {
      await page.goto(`${baseUrl}/${hash}`);
      await waitForMenu(page);
      expect(await current(page).textContent()).toBe(folders[0].name.ru);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    await context.close();
  });

  it("scrolling makes the folder under the bars current, down and back up", async () => {
    const { page, context } = await openPage(browser, device);
    await page.goto(`${baseUrl}/`);
    await waitForMenu(page);
    expect(await current(page).textContent()).toBe(folders[0].name.ru);
    for (const folder of [folders[1], folders[2], folders[0]]) {
      // Bring the folder's top 40 px under the bars, the way a reader scrolls past its title.
      const by = (await gapBelowBars(page, folder.id)) + 40;
      await page.mouse.wheel(0, by);
      await expect.poll(() => current(page).textContent()).toBe(folder.name.ru);
    }
    await context.close();
  });

  it("a tapped chip scrolls to its folder and puts it in the hash next to Telegram's parameters", async () => {
    const { page, context } = await openPage(browser, device);
    await page.goto(`${baseUrl}/en#tgWebAppData=x&tgWebAppVersion=7.0`);
    await waitForMenu(page);
    const historyLength = await page.evaluate(() => history.length);
    await chip(page, folders[4].name.en).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#tgWebAppData=x&tgWebAppVersion=7.0&folder=${folders[4].id}`);
    expect(await current(page).textContent()).toBe(folders[4].name.en);
    await landsUnderBars(page, folders[4].id);
    expect(await current(page).textContent()).toBe(folders[4].name.en);

    // The last chip: on a phone the row scrolls sideways to show it whole.
    await chip(page, LAST.name.en).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#tgWebAppData=x&tgWebAppVersion=7.0&folder=${LAST.id}`);
    await landsUnderBars(page, LAST.id);
    expect(await current(page).textContent()).toBe(LAST.name.en);
    const chipInRow = () =>
      current(page).evaluate((chip) => {
        const row = chip.closest("ul")!.getBoundingClientRect();
        const box = chip.getBoundingClientRect();
        return box.left >= row.left - 1 && box.right <= row.right + 1;
      });
    await expect.poll(chipInRow).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(page.url()).toBe(`${baseUrl}/en#tgWebAppData=x&tgWebAppVersion=7.0&folder=${LAST.id}`);
    await context.close();
  });

  it("a hash changed on the open page scrolls to its folder", async () => {
    const { page, context } = await openPage(browser, device);
    await page.goto(`${baseUrl}/`);
    await waitForMenu(page);
    await page.evaluate((id) => (location.hash = `#${id}`), DESSERTS.id);
    await expect.poll(() => current(page).textContent()).toBe(DESSERTS.name.ru);
    await landsUnderBars(page, DESSERTS.id);
    await context.close();
  });

  it("?tag=spicy shows only spicy products, and the chip's ✕ brings the whole menu back", async () => {
    const spicy = products.filter((p) => p.tags.includes("spicy"));
    const spicyFolders = folders.filter((f) => spicy.some((p) => p.folderId === f.id));
    const { page, context, errors } = await openPage(browser, device);
    await page.goto(`${baseUrl}/?tag=spicy#tgWebAppData=x`);
    await waitForMenu(page);
    expect(await page.getByText("Показано: Острая", { exact: true }).count()).toBe(1);
    expect(await folderSections(page, "ru").count()).toBe(spicyFolders.length);
    expect(await folderBar(page).getByRole("link").allTextContents()).toEqual(spicyFolders.map((f) => f.name.ru));
    await expect.poll(() => productNames(page)).toEqual(spicy.map((p) => p.name.ru));

    await page.getByRole("button", { name: "Показать всё меню", exact: true }).click();
    await page.waitForURL(`${baseUrl}/#tgWebAppData=x`);
    await expect.poll(() => folderSections(page, "ru").count()).toBe(folders.length);
    expect(await page.getByText(/^Показано:/).count()).toBe(0);
    expect(await section(page, folders[0].id).getByRole("article").count()).toBe(
      products.filter((p) => p.folderId === folders[0].id).length,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an unknown tag is shown as it is, with nothing to list", async () => {
    const { page, context } = await openPage(browser, device);
    await page.goto(`${baseUrl}/en?tag=gluten-free`);
    await page.getByText("Showing: gluten-free", { exact: true }).waitFor();
    expect(await folderSections(page, "en").count()).toBe(0);
    await page.getByRole("button", { name: "Show the whole menu" }).first().click();
    await page.waitForURL(`${baseUrl}/en`);
    await waitForMenu(page);
    await context.close();
  });

  it("a far folder mounts its products and loads its pictures only when it comes near", async () => {
    const { page, context } = await openPage(browser, device);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const lastPictures = products.filter((p) => p.folderId === LAST.id).map((p) => `/images/products/${p.id}.svg`);
    await page.goto(`${baseUrl}/`);
    await waitForMenu(page);
    await page.waitForLoadState("networkidle");
    expect(await section(page, LAST.id).getByRole("article").count()).toBe(0);
    // Its placeholder keeps the page as long as it will be.
    expect((await section(page, LAST.id).boundingBox())!.height).toBeGreaterThan(300);
    expect(requested.filter((p) => lastPictures.includes(p))).toEqual([]);

    await section(page, LAST.id).scrollIntoViewIfNeeded();
    await expect.poll(() => section(page, LAST.id).getByRole("article").count()).toBe(lastPictures.length);
    await expect.poll(() => requested.filter((p) => lastPictures.includes(p)).length).toBeGreaterThan(0);
    await context.close();
  });
});
