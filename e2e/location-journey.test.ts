// "Where to?" as a customer walks through it: looking at the other tab changes nothing, an address
// found by typing, and a temporarily closed restaurant shown as such (pickup, contacts, zones map
// and a tap in its former zone). Map tiles are blocked, as on a closed network.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, waitForMenu } from "./support/browser";
import { clickMapAt, locationButton, locationSheet, open as openWith, openSheet, seed } from "./support/location";
import { say, type Lang } from "./support/text";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const open = (options: BrowserContextOptions, path?: string) => openWith(browser, baseUrl, options, path);
const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), key);
const tab = (page: Page, name: "Delivery" | "Pickup") => locationSheet(page).getByRole("button", { name, exact: true });
const yashnobod = seed("yashnobod");
/** The middle of the closed restaurant's former zone. */
const FORMER_ZONE: [number, number] = [69.342, 41.29];

describe("the tabs are only a view", () => {
  it("looking at pickup and closing keeps the delivery; looking at delivery and closing keeps the pickup", async () => {
    const { page, context, realErrors } = await open(DESKTOP);
    await waitForMenu(page);
    await openSheet(page);
    await clickMapAt(page, [69.2018, 41.2765]);
    await page.getByRole("button", { name: "Deliver here" }).click();
    await expect.poll(() => locationButton(page).textContent()).toMatch(/^Delivery: /);
    const delivery = await locationButton(page).textContent();
    const location = await stored(page, "location");

    await openSheet(page);
    expect(await tab(page, "Delivery").getAttribute("aria-pressed")).toBe("true");
    await tab(page, "Pickup").click();
    await page.getByRole("list", { name: "Restaurants" }).getByRole("listitem").first().waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => locationSheet(page).count()).toBe(0);
    expect(await locationButton(page).textContent()).toBe(delivery);
    expect(await stored(page, "delivery")).toBe(0);
    expect(await stored(page, "location")).toEqual(location);

    // Now a pickup, explicitly; then a look at the delivery tab changes nothing either.
    await openSheet(page);
    await tab(page, "Pickup").click();
    const mirabad = page
      .getByRole("list", { name: "Restaurants" })
      .getByRole("listitem")
      .filter({ hasText: seed("mirabad").name.en });
    await mirabad.getByRole("button", { name: "Pick up here" }).click();
    await expect.poll(() => locationButton(page).textContent()).toBe(`Pickup: ${seed("mirabad").name.en}`);
    await openSheet(page);
    expect(await tab(page, "Pickup").getAttribute("aria-pressed")).toBe("true");
    await tab(page, "Delivery").click();
    await page.getByRole("region", { name: "Saved addresses" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => locationSheet(page).count()).toBe(0);
    expect(await locationButton(page).textContent()).toBe(`Pickup: ${seed("mirabad").name.en}`);
    expect(await stored(page, "delivery")).toBe(200);
    expect(await stored(page, "location")).toMatchObject({
      RestaurantId: "mirabad",
      Longitude: seed("mirabad").longitude,
      Latitude: seed("mirabad").latitude,
    });
    expect(realErrors()).toEqual([]);
    await context.close();
  });
});

describe("address search", () => {
  const box = (page: Page, lang: Lang) => page.getByRole("combobox", { name: say(lang, "Search for a street or place") });

  it("finds a street as it is typed, picks it with the keyboard and moves the pin there", async () => {
    const { page, context, realErrors } = await open(DESKTOP);
    await waitForMenu(page);
    await openSheet(page);
    const search = box(page, "en");
    expect(await search.getAttribute("aria-expanded")).toBe("false");
    const asked: string[] = [];
    page.on("request", (r) => r.url().includes("/api/address/search?") && asked.push(new URL(r.url()).searchParams.get("query") ?? ""));
    await search.pressSequentially("bunyod", { delay: 30 });
    const list = page.getByRole("listbox", { name: say("en", "Addresses found") });
    const option = list.getByRole("option", { name: /^Bunyodkor Avenue, Chilanzar, Tashkent$/ });
    await option.waitFor();
    // Debounced: one request for the whole word, not one per letter.
    expect(asked).toEqual(["bunyod"]);
    expect(await search.getAttribute("aria-expanded")).toBe("true");
    expect(await search.getAttribute("aria-controls")).toBe(await list.getAttribute("id"));
    await search.press("ArrowDown");
    expect(await search.getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"));
    expect(await option.getAttribute("aria-selected")).toBe("true");
    await search.press("Enter");
    await expect.poll(() => search.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.locator(".location-result").textContent()).toContain("Delivered by Lazzat Pizza Chilanzar");
    expect(await search.inputValue()).toBe("Bunyodkor Avenue, Chilanzar, Tashkent");

    // Escape closes the list first, then (a second time) the sheet.
    await search.fill("");
    await search.pressSequentially("chorsu");
    await list.getByRole("option").first().waitFor();
    await search.press("Escape");
    await expect.poll(() => search.getAttribute("aria-expanded")).toBe("false");
    expect(await locationSheet(page).count()).toBe(1);
    expect(realErrors()).toEqual([]);
    await context.close();
  });

  it("answers in the page's language and forgives a missing apostrophe (Uzbek, phone)", async () => {
    const { page, context, realErrors } = await open(PHONE, "/uz");
    await waitForMenu(page);
    await page.getByRole("button", { name: /^(Manzilni tanlang|Yetkazib berish: |Olib ketish: )/ }).click();
    const search = box(page, "uz");
    await search.pressSequentially("kokaldosh");
    const option = page.getByRole("listbox").getByRole("option", { name: /^Ko‘kaldosh madrasasi, Shayxontohur, Toshkent$/ });
    await option.click();
    await expect.poll(() => search.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.locator(".location-result__address").textContent()).toContain("Ko‘kaldosh");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(realErrors()).toEqual([]);
    await context.close();
  });
});

describe("a temporarily closed restaurant", () => {
  const note = yashnobod.closedNote?.en ?? "(no note in the seed)";

  it("is listed as closed, with its note, in pickup, and a tap in its former zone says so", async () => {
    const { page, context, realErrors } = await open(DESKTOP);
    await waitForMenu(page);
    await openSheet(page);
    await clickMapAt(page, FORMER_ZONE);
    await page.getByText("This area's restaurant is temporarily closed").waitFor();
    expect(await page.locator(".location-result").textContent()).toContain(note);
    expect(await page.getByText("We don't deliver here yet").count()).toBe(0);
    // The nearest open restaurant is still offered for pickup.
    await page.getByRole("button", { name: "Pick up from here" }).waitFor();

    await tab(page, "Pickup").click();
    const closed = page.getByRole("list", { name: "Temporarily closed" }).getByRole("listitem");
    await closed.first().waitFor();
    expect(await closed.count()).toBe(1);
    expect(await closed.textContent()).toContain(yashnobod.name.en);
    expect(await closed.textContent()).toContain(note);
    expect(await closed.getByRole("button", { name: "Pick up here" }).count()).toBe(0);
    expect(await page.getByRole("list", { name: "Restaurants" }).getByRole("listitem").filter({ hasText: yashnobod.name.en }).count()).toBe(
      0,
    );
    expect(realErrors()).toEqual([]);
    await context.close();
  });

  it("shows as temporarily closed with its note on the contacts page and beside the zones map", async () => {
    const { page, context, realErrors } = await open(PHONE, "/en/contacts");
    const card = page.getByRole("article", { name: yashnobod.name.en });
    await card.waitFor();
    expect(await card.textContent()).toContain("Temporarily closed");
    expect(await card.textContent()).toContain(note);
    expect(await card.textContent()).not.toContain("Open now");

    await page.goto(`${baseUrl}/en/delivery-map`);
    const closed = page.getByRole("region", { name: "Temporarily closed" }).getByRole("listitem");
    await closed.first().waitFor();
    expect(await closed.count()).toBe(1);
    expect(await closed.textContent()).toContain(yashnobod.name.en);
    expect(await closed.textContent()).toContain(note);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(realErrors()).toEqual([]);
    await context.close();
  });
});
