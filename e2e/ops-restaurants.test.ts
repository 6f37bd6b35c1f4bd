// Restaurants in the console: the demo manager changes their restaurant's closing time (and sees
// no zone editor nor delivery price), an admin adds a corner to a zone on the map and saves it.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./support/browser";
import { DEMO_ADMIN, DEMO_MANAGER, signInToConsole } from "./support/ops";
import { E2E_OPERATOR_TOKEN } from "./support/server";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Row {
  id: string;
  closesAt: string;
  zone: [number, number][] | null;
}
const restaurant = async (id: string): Promise<Row | undefined> => {
  const res = await fetch(`${baseUrl}/api/operator/restaurants`, { headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}` } });
  return ((await res.json()) as Row[]).find((r) => r.id === id);
};

describe("restaurants in the console", () => {
  it("the manager changes their own restaurant's hours and gets no zone or price fields", async () => {
    const { page, context } = await openPage(browser, { ...PHONE, locale: "en-US" });
    await page.goto(`${baseUrl}/en/ops/restaurants`);
    await signInToConsole(page, serverLog, DEMO_MANAGER);
    const form = page.locator("form[data-restaurant]");
    await form.first().waitFor();
    expect(await form.evaluateAll((forms) => forms.map((f) => f.getAttribute("data-restaurant")))).toEqual(["mirabad"]);
    expect(await page.getByRole("button", { name: "Delivery zone" }).count()).toBe(0);
    expect(await page.getByLabel("Delivery price").count()).toBe(0);
    await page.getByLabel("Closes").fill("22:30");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(async () => (await restaurant("mirabad"))?.closesAt, { timeout: 10_000 }).toBe("22:30");
    await page.getByLabel("Closes").fill("23:00");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(async () => (await restaurant("mirabad"))?.closesAt, { timeout: 10_000 }).toBe("23:00");
    await context.close();
  });

  it("an admin adds a corner at a side's midpoint on the map and saves the zone as [lon, lat] pairs", async () => {
    const before = await restaurant("sergeli");
    const corners = (before?.zone?.length ?? 1) - 1;
    const { page, context } = await openPage(browser, { ...DESKTOP, locale: "en-US" });
    await page.goto(`${baseUrl}/en/ops/restaurants`);
    await signInToConsole(page, serverLog, DEMO_ADMIN);
    await page.locator('form[data-restaurant="sergeli"]').getByRole("button", { name: "Delivery zone" }).click();
    const map = page.locator(".ops-zone__map");
    await map.locator(".ops-midpoint").first().waitFor();
    expect(await map.getAttribute("data-corners")).toBe(String(corners));
    await map.locator(".ops-midpoint").first().click();
    expect(await map.getAttribute("data-corners")).toBe(String(corners + 1));
    await page.getByRole("button", { name: "Save zone" }).click();
    await expect.poll(async () => (await restaurant("sergeli"))?.zone?.length, { timeout: 10_000 }).toBe(corners + 2);
    const after = (await restaurant("sergeli"))?.zone ?? [];
    // The wire keeps [longitude, latitude]: Tashkent's longitudes are near 69, latitudes near 41.
    expect(after.every(([lon, lat]) => lon > 60 && lon < 75 && lat > 35 && lat < 45)).toBe(true);
    expect(after[0]).toEqual(after[after.length - 1]);
    expect(after[1]).toEqual([
      Math.round(((before!.zone![0][0] + before!.zone![1][0]) / 2) * 1e6) / 1e6,
      Math.round(((before!.zone![0][1] + before!.zone![1][1]) / 2) * 1e6) / 1e6,
    ]);
    await context.close();
  });
});
