// The profile as a signed-in customer sees it: details and saved addresses, edits kept after a reload.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, openPage } from "./support/browser";
import { codeFromLog } from "./support/sign-in";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("profile", () => {
  it("shows the customer's phone, keeps an edited name and a renamed address after a reload", async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, locale: "en-US" });
    const phone = "+998905550011";
    await context.request.post(`${baseUrl}/api/auth/code`, { data: { phone } });
    await context.request.post(`${baseUrl}/api/auth/verify`, { data: { phone, code: await codeFromLog(serverLog, phone) } });
    await page.addInitScript(() => {
      if (!localStorage.getItem("addresses")) {
        localStorage.setItem(
          "addresses",
          // Saved in English (its name is then shown as stored on the English page).
          JSON.stringify([
            { id: "a1", coordinates: [69.281, 41.303], title: "Home", address: "Shahrisabz St 16", iconSrc: "pin", lang: "en" },
          ]),
        );
      }
    });
    await page.goto(`${baseUrl}/en/profile`);
    await page.getByText("+998 90 555 00 11").waitFor();
    await page.getByLabel("Name", { exact: true }).fill("Aziza");
    await page.getByRole("button", { name: "Save" }).click();
    await page.locator("[data-sonner-toast]").first().waitFor();
    const address = page.getByLabel("Name of the address Shahrisabz St 16");
    await address.fill("Office");
    await address.blur();
    await page.reload();
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue()).toBe("Aziza");
    expect(await page.getByLabel("Name of the address Shahrisabz St 16").inputValue()).toBe("Office");
    await page.getByRole("button", { name: "Remove" }).first().click();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("addresses") ?? "[]").length)).toBe(0);
    await context.close();
  });
});
