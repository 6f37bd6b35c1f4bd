// Every hint written inside a field (its placeholder) fits the field on a 390 px phone, in the
// longest of the languages, Uzbek: the checkout, the sign-in sheet, the profile and the vacancy form.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { products, stopList } from "../server/db/seed/menu";
import { restaurants } from "../server/db/seed/restaurants";
import { PHONE, launchBrowser, openPage, waitForMenu } from "./support/browser";
import { codeFromLog } from "./support/sign-in";
import { say } from "./support/text";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;
const mirabad = restaurants.find((r) => r.id === "mirabad")!;

/** The one-line fields on screen whose placeholder is wider than the room inside them, by name. */
function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas").getContext("2d")!;
    // A textarea wraps its placeholder over its rows; a one-line field cuts it.
    const fields = [...document.querySelectorAll<HTMLInputElement>("input[placeholder]")];
    return fields
      .filter((field) => field.getClientRects().length > 0)
      .filter((field) => {
        const style = getComputedStyle(field);
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return canvas.measureText(field.placeholder).width > room + 0.5;
      })
      .map((field) => `${field.labels?.[0]?.textContent ?? field.getAttribute("aria-label") ?? field.name}: "${field.placeholder}"`);
  });
}

describe("placeholders in Uzbek at 390 px", () => {
  it("the sign-in sheet, the checkout and the profile show their hints whole", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.addInitScript(
      ({ cart, location }) => {
        if (sessionStorage.getItem("seeded")) return;
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("cart", cart);
        localStorage.setItem("location", location);
        localStorage.setItem("delivery", "0");
      },
      {
        cart: JSON.stringify({
          version: 1,
          lines: [
            { id: 1, amount: 1, cartProdId: plain.id, modifiers: [], name: plain.name.uz, imageUrl: plain.imageUrl, price: plain.price },
          ],
        }),
        location: JSON.stringify({ RestaurantId: mirabad.id, RegionId: mirabad.regionId, Longitude: 69.281, Latitude: 41.303 }),
      },
    );
    await page.goto(`${baseUrl}/uz/order`);
    const sheet = page.getByRole("dialog");
    const phone = sheet.getByLabel(say("uz", "Phone number"), { exact: true });
    await phone.waitFor();
    expect(await cutPlaceholders(page)).toEqual([]);
    await phone.fill("907770091");
    await sheet.getByRole("button", { name: say("uz", "Get the code"), exact: true }).click();
    const code = sheet.getByLabel(say("uz", "Code"), { exact: true });
    await code.waitFor();
    expect(await cutPlaceholders(page)).toEqual([]);
    await code.fill(await codeFromLog(serverLog, "+998907770091"));
    await sheet.waitFor({ state: "detached" });
    await page.getByRole("textbox", { name: say("uz", "For the courier") }).waitFor();
    expect(await cutPlaceholders(page)).toEqual([]);

    await page.goto(`${baseUrl}/uz/profile`);
    await page.getByRole("main").getByRole("textbox").first().waitFor();
    expect(await cutPlaceholders(page)).toEqual([]);
    await context.close();
  });

  it("the vacancy form and the menu show their hints whole", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/uz/vacancies/form`);
    await page.getByRole("main").getByRole("textbox").first().waitFor();
    expect(await cutPlaceholders(page)).toEqual([]);
    await page.goto(`${baseUrl}/uz`);
    await waitForMenu(page);
    expect(await cutPlaceholders(page)).toEqual([]);
    await context.close();
  });
});
