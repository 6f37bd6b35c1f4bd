// Choosing an address in any city the chain serves (issue 25, "Where"): a street and house typed
// for a second city finds that house, the sheet's city follows it, and the pin lands inside that
// city's zone; an explicitly chosen city is searched first, and a street whose house the data does
// not know asks for the house before "Deliver here"; pickup lists the chosen city first, open now.
// At 390 px (and the address step's screenshots: docs/screenshots/address-390.png, address-house-390.png,
// address-1280.png). Map tiles are blocked.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isInZone, type LonLat } from "../src/domain/zones";
import { DESKTOP, PHONE, launchBrowser, waitForMenu } from "./support/browser";
import { locationButton, locationSheet, open as openWith, openSheet, seed } from "./support/location";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const open = (options: BrowserContextOptions) => openWith(browser, baseUrl, options);
const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), key);
const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search for a street or place" });
const city = (page: Page, name: string) => locationSheet(page).getByRole("group", { name: "City" }).getByRole("button", { name });
const university = seed("samarkand-university");
const bukhara = seed("bukhara-center");

/** Types into the search and picks the first address offered. */
async function searchAndPick(page: Page, typed: string, expected: string) {
  const box = searchBox(page);
  await box.fill("");
  await box.pressSequentially(typed);
  const option = page.getByRole("listbox", { name: "Addresses found" }).getByRole("option").first();
  await expect.poll(() => option.textContent()).toBe(expected);
  await option.click();
  await expect.poll(() => box.inputValue()).toBe(expected);
}

describe("an address with a house in another city", () => {
  it("finds the house, follows it to its city and lands inside its zone (390 px)", async () => {
    const { page, context, realErrors } = await open(PHONE);
    await waitForMenu(page);
    await openSheet(page);
    // A new customer's sheet starts in the first city.
    expect(await city(page, "Tashkent").getAttribute("aria-pressed")).toBe("true");

    await searchAndPick(page, "University 17", "University Boulevard, 17, New City, Samarkand");
    await expect.poll(() => city(page, "Samarkand").getAttribute("aria-pressed")).toBe("true");
    const result = locationSheet(page).locator(".location-result");
    await expect.poll(() => result.textContent()).toContain(`Delivered by ${university.name.en}`);
    // The house is known: nothing more to ask.
    expect(await page.getByRole("textbox", { name: "House" }).count()).toBe(0);
    await page.screenshot({ path: "docs/screenshots/address-390.png" });

    await page.getByRole("button", { name: "Deliver here" }).click();
    await expect.poll(() => locationButton(page).textContent()).toMatch(/^Delivery: /);
    const location = await stored(page, "location");
    expect(location).toMatchObject({ RestaurantId: university.id, RegionId: 2 });
    expect(isInZone(university.zone as LonLat[], location.Longitude, location.Latitude)).toBe(true);
    expect((await stored(page, "addresses"))[0]).toMatchObject({
      address: "University Boulevard, 17, New City, Samarkand",
      street: "University Boulevard",
      house: "17",
    });
    expect(realErrors()).toEqual([]);
    await context.close();
  });
});

describe("a chosen city and a house the data does not know", () => {
  it("searches the chosen city first and asks for the house before Deliver here", async () => {
    const { page, context, realErrors } = await open(PHONE);
    await waitForMenu(page);
    await openSheet(page);
    await city(page, "Bukhara").click();
    expect(await city(page, "Bukhara").getAttribute("aria-pressed")).toBe("true");
    // Tashkent has a Mustaqillik Avenue too; the chosen city's street comes first.
    await searchAndPick(page, "Mustaqillik 99", "Mustaqillik Street, New City, Bukhara");
    const result = locationSheet(page).locator(".location-result");
    await expect.poll(() => result.textContent()).toContain(`Delivered by ${bukhara.name.en}`);
    const house = page.getByRole("textbox", { name: "House" });
    // Prefilled with the number typed in the search.
    await expect.poll(() => house.inputValue()).toBe("99");
    await house.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "docs/screenshots/address-house-390.png" });

    await house.fill("");
    await page.getByRole("button", { name: "Deliver here" }).click();
    await page.getByRole("alert").filter({ hasText: "Enter the house number to deliver here" }).waitFor();
    expect(await house.getAttribute("aria-invalid")).toBe("true");
    expect(await house.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await locationSheet(page).count()).toBe(1);

    await house.fill("12А");
    await page.getByRole("button", { name: "Deliver here" }).click();
    await expect.poll(() => locationButton(page).textContent()).toMatch(/^Delivery: /);
    const location = await stored(page, "location");
    expect(location).toMatchObject({ RestaurantId: bukhara.id, RegionId: 3 });
    expect(isInZone(bukhara.zone as LonLat[], location.Longitude, location.Latitude)).toBe(true);
    expect((await stored(page, "addresses"))[0]).toMatchObject({
      address: "Mustaqillik Street, 12А, New City, Bukhara",
      street: "Mustaqillik Street",
      house: "12А",
    });
    expect(realErrors()).toEqual([]);
    await context.close();
  });
});

describe("pickup in the chosen city", () => {
  it("lists that city's restaurants first, nearest first, each saying it is open now (midday)", async () => {
    const { page, context, realErrors } = await open(PHONE);
    await waitForMenu(page);
    await openSheet(page);
    await city(page, "Samarkand").click();
    await locationSheet(page).getByRole("button", { name: "Pickup", exact: true }).click();
    const items = page.getByRole("list", { name: "Restaurants" }).getByRole("listitem");
    await items.first().waitFor();
    const names = await items.locator(".pickup-item__name").allTextContents();
    expect(names.slice(0, 2).sort()).toEqual([seed("samarkand-registan").name.en, university.name.en].sort());
    expect(names.length).toBeGreaterThan(2);
    // The browser's clock is at midday in Tashkent: every listed restaurant is open.
    expect(await items.locator(".pickup-item__open").allTextContents()).toEqual(names.map(() => "Open now"));
    expect(realErrors()).toEqual([]);
    await context.close();
  });
});

describe("the address step at 1280 px", () => {
  it("shows the city choice, the found street and the house asked for", async () => {
    const { page, context, realErrors } = await open(DESKTOP);
    await waitForMenu(page);
    await openSheet(page);
    await searchAndPick(page, "Bunyodkor 999", "Bunyodkor Avenue, Chilanzar, Tashkent");
    const house = page.getByRole("textbox", { name: "House" });
    await expect.poll(() => house.inputValue()).toBe("999");
    await page.screenshot({ path: "docs/screenshots/address-1280.png" });
    expect(realErrors()).toEqual([]);
    await context.close();
  });
});
