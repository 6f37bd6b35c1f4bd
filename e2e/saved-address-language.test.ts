// Saved addresses speak the page's language: one saved while the app was in Russian reads in
// English after the switch (the header, the saved-address chip and its full line) and in Russian
// again after switching back; ones saved by an older app (no language kept) read in Uzbek on a
// phone; a title the customer gave stays as written (marked as renamed, or not the start of the
// line as a geocoder's title would be). The names are the server's (GET /api/address
// in each language). Map tiles are blocked, as on a closed network.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, PHONE, waitForMenu } from "./support/browser";
import { chilanzar, clickMapAt, open, seed } from "./support/location";
import { escapeRegExp, type Lang, say } from "./support/text";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A point in Chilanzar's zone that the gazetteer names in each language. */
const POINT: [number, number] = [69.2018, 41.2765];
const MIRABAD = seed("mirabad");
const YUNUSABAD = seed("yunusabad");
const LANGUAGE_CODE: Record<Lang, number> = { uz: 1, ru: 2, en: 3 };

interface Name {
  address: string;
  street: string | null;
}

/** The server's name of a point in a language, and the title a saved address gets from it. */
async function nameOf([longitude, latitude]: [number, number], lang: Lang) {
  const res = await fetch(`${baseUrl}/api/address?longitude=${longitude}&latitude=${latitude}&Language=${LANGUAGE_CODE[lang]}`);
  expect(res.status).toBe(200);
  const name = (await res.json()) as Name;
  return { address: name.address, title: name.street?.trim() || name.address };
}

/** The header's "where to" button in a language. */
const locationButton = (page: Page, lang: Lang) =>
  page.getByRole("button", {
    name: new RegExp(`^(${["Choose address", "Delivery:", "Pickup:"].map((m) => escapeRegExp(say(lang, m))).join("|")})`),
  });

async function openSheet(page: Page, lang: Lang) {
  await locationButton(page, lang).click();
  await page.getByRole("dialog", { name: say(lang, "Where to?") }).waitFor();
}

/** The chip of a saved address in the open sheet, by its shown title. */
const chip = (page: Page, lang: Lang, title: string) =>
  page.getByRole("region", { name: say(lang, "Saved addresses") }).getByRole("button", { name: title, exact: true });

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("addresses") ?? "[]"));

describe("saved addresses in the page's language", () => {
  it("an address saved in Russian reads in English after the switch, and in Russian again", async () => {
    const [ru, en] = [await nameOf(POINT, "ru"), await nameOf(POINT, "en")];
    expect(en.title).not.toBe(ru.title);
    const { page, context, realErrors } = await open(browser, baseUrl, DESKTOP, "/");
    await waitForMenu(page);
    await openSheet(page, "ru");
    await clickMapAt(page, POINT);
    await page.getByRole("button", { name: say("ru", "Deliver here") }).click();
    await expect.poll(() => locationButton(page, "ru").textContent()).toContain(ru.title);
    const saved = await stored(page);
    expect(saved).toMatchObject([{ title: ru.title, address: ru.address }]);

    await page.getByRole("button", { name: "English" }).click();
    await page.waitForURL(`${baseUrl}/en`);
    await expect.poll(() => locationButton(page, "en").textContent()).toContain(en.title);
    await openSheet(page, "en");
    expect(await chip(page, "en", en.title).getAttribute("title")).toBe(en.address);
    await page.keyboard.press("Escape");
    // Shown, not rewritten: the stored address is as it was saved, with the language of its name.
    expect(await stored(page)).toEqual(saved);
    expect(saved[0].lang).toBe("ru");

    // A reload in English asks for the name again (or finds it cached) and shows it.
    await page.reload();
    await waitForMenu(page);
    await expect.poll(() => locationButton(page, "en").textContent()).toContain(en.title);

    await page.getByRole("button", { name: "Русский" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => locationButton(page, "ru").textContent()).toContain(ru.title);
    await openSheet(page, "ru");
    expect(await chip(page, "ru", ru.title).getAttribute("title")).toBe(ru.address);
    expect(realErrors()).toEqual([]);
    await context.close();
  });

  it("an address saved by an older app reads in Uzbek on a phone; the customer's own title stays", async () => {
    const mirabad: [number, number] = [MIRABAD.longitude, MIRABAD.latitude];
    const yunusabad: [number, number] = [YUNUSABAD.longitude, YUNUSABAD.latitude];
    const [ru, uz, mirabadRu, mirabadUz, yunusabadRu, yunusabadUz] = [
      await nameOf(POINT, "ru"),
      await nameOf(POINT, "uz"),
      await nameOf(mirabad, "ru"),
      await nameOf(mirabad, "uz"),
      await nameOf(yunusabad, "ru"),
      await nameOf(yunusabad, "uz"),
    ];
    expect(uz.title).not.toBe(ru.title);
    const { page, context, realErrors } = await open(browser, baseUrl, PHONE, "/uz");
    await waitForMenu(page);
    const addresses = [
      // Saved before the language was kept: in Russian, as the app then was.
      { id: "old", coordinates: POINT, title: ru.title, address: ru.address, iconSrc: "pin" },
      { id: "mine", coordinates: mirabad, title: "Ишхона", address: mirabadRu.address, iconSrc: "pin", lang: "ru", renamed: true },
      // Renamed by an older app (no mark): a title that does not start its line is the customer's.
      { id: "older", coordinates: yunusabad, title: "Уй", address: yunusabadRu.address, iconSrc: "pin" },
    ];
    const location = { RestaurantId: chilanzar.id, RegionId: chilanzar.regionId, Longitude: POINT[0], Latitude: POINT[1] };
    await page.evaluate(
      ([a, l]) => {
        localStorage.setItem("addresses", JSON.stringify(a));
        localStorage.setItem("location", JSON.stringify(l));
        localStorage.setItem("delivery", "0");
      },
      [addresses, location] as const,
    );
    await page.reload();
    await waitForMenu(page);
    await expect.poll(() => locationButton(page, "uz").getAttribute("title")).toContain(uz.title);
    await openSheet(page, "uz");
    expect(await chip(page, "uz", uz.title).getAttribute("title")).toBe(uz.address);
    expect(await chip(page, "uz", "Ишхона").getAttribute("title")).toBe(mirabadUz.address);
    expect(await chip(page, "uz", "Уй").getAttribute("title")).toBe(yunusabadUz.address);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await stored(page)).toEqual(addresses);
    expect(realErrors()).toEqual([]);
    await context.close();
  });
});
