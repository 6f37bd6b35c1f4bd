// Restaurants in the console: the demo manager changes their restaurant's closing time (and sees
// no zone editor nor delivery price), an admin adds a corner to a zone on the map and saves it; on a
// production-like empty store (no demo data) the first admin adds a city and a restaurant with its
// zone, and the storefront's delivery map shows it.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./support/browser";
import { addStaff, signInToConsole } from "./support/ops";
import { E2E_OPERATOR_TOKEN, type RunningServer, startServer } from "./support/server";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
let browser: Browser;
let admin: string;
let manager: string;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await addStaff(baseUrl, { name: "Zones admin", role: "admin" });
  manager = await addStaff(baseUrl, { name: "Hours manager", role: "manager", restaurantId: "mirabad" });
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
    await signInToConsole(page, serverLog, manager);
    const form = page.locator("form[data-restaurant]");
    await form.first().waitFor();
    expect(await form.evaluateAll((forms) => forms.map((f) => f.getAttribute("data-restaurant")))).toEqual(["mirabad"]);
    expect(await page.getByRole("button", { name: "Delivery zone" }).count()).toBe(0);
    expect(await page.getByLabel("Delivery price").count()).toBe(0);
    await page.getByLabel("Closes").fill("22:30");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(async () => (await restaurant("mirabad"))?.closesAt).toBe("22:30");
    await page.getByLabel("Closes").fill("23:00");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(async () => (await restaurant("mirabad"))?.closesAt).toBe("23:00");
    await context.close();
  });

  it("an admin adds a corner at a side's midpoint on the map and saves the zone as [lon, lat] pairs", async () => {
    const before = await restaurant("sergeli");
    const corners = (before?.zone?.length ?? 1) - 1;
    const { page, context } = await openPage(browser, { ...DESKTOP, locale: "en-US" });
    await page.goto(`${baseUrl}/en/ops/restaurants`);
    await signInToConsole(page, serverLog, admin);
    await page.locator('form[data-restaurant="sergeli"]').getByRole("button", { name: "Delivery zone" }).click();
    const map = page.locator(".ops-zone__map");
    await map.locator(".ops-midpoint").first().waitFor();
    expect(await map.getAttribute("data-corners")).toBe(String(corners));
    await map.locator(".ops-midpoint").first().click();
    expect(await map.getAttribute("data-corners")).toBe(String(corners + 1));
    await page.getByRole("button", { name: "Save zone" }).click();
    await expect.poll(async () => (await restaurant("sergeli"))?.zone?.length).toBe(corners + 2);
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

describe("a chain's first day in the console (no demo data)", () => {
  const FIRST_ADMIN = "+998900000031";
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: "false" });
    // The first admin, as docs/deployment.md says: with the operator token.
    const res = await fetch(`${server.baseUrl}/api/operator/staff`, {
      method: "POST",
      headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ phone: FIRST_ADMIN, name: "First admin", role: "admin" }),
    });
    if (res.status !== 201) throw new Error(`POST /api/operator/staff answered ${res.status}`);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("an admin adds a city and a restaurant with a delivery zone; the storefront's delivery map shows it", async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, locale: "en-US" });
    await page.goto(`${server.baseUrl}/en/ops/restaurants`);
    await signInToConsole(page, server.logFile, FIRST_ADMIN);
    await page.getByText("No restaurants yet").waitFor();

    await page.getByRole("button", { name: "Add city" }).click();
    await page.getByTestId("city-name-ru").fill("Навои");
    await page.getByTestId("city-name-en").fill("Navoi");
    await page.getByTestId("city-name-uz").fill("Navoiy");
    await page.getByTestId("save-city").click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Navoi: saved" }).first().waitFor();
    await page.getByRole("button", { name: "← Restaurants" }).click();
    await page.getByRole("button", { name: "Navoi (0)" }).waitFor();

    await page.getByRole("button", { name: "Add restaurant" }).click();
    const editor = page.getByTestId("restaurant-editor");
    await page.getByTestId("restaurant-name-ru").fill("Lazzat Pizza Навои");
    await page.getByTestId("restaurant-name-en").fill("Lazzat Pizza Navoi");
    await page.getByTestId("restaurant-name-uz").fill("Lazzat Pizza Navoiy");
    // The id follows the English name until it is typed.
    expect(await editor.getByLabel("Id", { exact: true }).inputValue()).toBe("lazzat-pizza-navoi");
    await page.getByTestId("restaurant-address-ru").fill("Навои, ул. Галаба, 12");
    await page.getByTestId("restaurant-address-en").fill("12 Galaba Street, Navoi");
    await page.getByTestId("restaurant-address-uz").fill("Navoiy, G‘alaba ko‘chasi, 12");
    await editor.getByLabel("Phone").fill("79 223 00 11");
    // A click on the map puts the pin there and fills the coordinates; typed ones move it.
    const picker = page.getByTestId("point-picker");
    await picker.waitFor();
    await picker.click();
    await expect.poll(() => picker.getAttribute("data-point")).not.toBe("");
    expect(Number(await editor.getByLabel("Latitude").inputValue())).toBeGreaterThan(30);
    await editor.getByLabel("Latitude").fill("40.1039");
    await editor.getByLabel("Longitude").fill("65.3792");
    expect(await picker.getAttribute("data-point")).toBe("65.3792,40.1039");
    await editor.getByLabel("Opens").fill("09:00");
    await editor.getByLabel("Delivery price").fill("9000");
    await page.getByTestId("save-restaurant").click();

    // Saved: the zone editor opens on it with a starting square; saving it makes it deliver.
    const map = page.locator(".ops-zone__map");
    await map.locator(".ops-vertex").first().waitFor();
    expect(await page.getByTestId("pickup-only").count()).toBe(1);
    await page.getByRole("button", { name: "Save zone" }).click();
    await expect.poll(() => page.getByTestId("pickup-only").count()).toBe(0);
    const rows = (await (
      await fetch(`${server.baseUrl}/api/operator/restaurants`, { headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}` } })
    ).json()) as (Row & { latitude: number; phone: string; opensAt: string; priceOfDelivery: number })[];
    expect(rows).toEqual([
      expect.objectContaining({
        id: "lazzat-pizza-navoi",
        latitude: 40.1039,
        phone: "+998 79 223 00 11",
        opensAt: "09:00",
        priceOfDelivery: 9000,
      }),
    ]);
    expect(rows[0].zone).toHaveLength(5);

    // The chain's only admin cannot make themselves anything else.
    await page.getByRole("link", { name: "Staff" }).click();
    await page.getByTestId("staff-section").waitFor();
    await page.getByRole("button", { name: "Edit First admin" }).click();
    const self = page.getByRole("form", { name: "Edit First admin" });
    expect(await self.getByTestId("edit-staff-role").isDisabled()).toBe(true);
    await self.getByText("The chain's only admin stays an admin").waitFor();
    await context.close();

    // The storefront: its zone on the delivery map, and a delivery to its own door finds it.
    const shop = await openPage(browser, { ...DESKTOP, locale: "en-US" });
    await shop.page.goto(`${server.baseUrl}/en/delivery-map`);
    await shop.page.locator(".delivery-map__list").getByText("Lazzat Pizza Navoi").waitFor();
    await expect.poll(() => shop.page.locator("path.zone-polygon--lazzat-pizza-navoi").count()).toBe(1);
    expect(await shop.page.locator(".delivery-map__list").textContent()).toContain("12 Galaba Street, Navoi");
    const here = await fetch(`${server.baseUrl}/api/restaurants/GetByLocation?longitude=65.3792&latitude=40.1039&orderTypeId=0&Language=3`);
    expect(((await here.json()) as { id: string }[]).map((r) => r.id)).toEqual(["lazzat-pizza-navoi"]);
    await shop.context.close();
  });
});
