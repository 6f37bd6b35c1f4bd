// "Where to?": choosing a delivery address on the map or a restaurant to pick up from, the header
// and the menu following the choice, saved addresses. Map tiles are blocked (as on a closed
// network): the map works without them.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, waitForMenu } from "./support/browser";
import {
  OUTSIDE,
  active,
  chilanzar,
  clickMapAt,
  locationButton,
  locationSheet,
  open as openWith,
  openSheet,
  seed,
  shopRequest,
} from "./support/location";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const open = (options: BrowserContextOptions, path?: string) => openWith(browser, baseUrl, options, path);

describe("delivery", () => {
  it("a tap inside a zone names the place and its restaurant; Deliver here updates the header and the menu; the address is offered after a reload", async () => {
    const { page, context, realErrors } = await open(DESKTOP);
    await waitForMenu(page);
    await expect.poll(() => locationButton(page).textContent()).toBe("Choose address");
    await openSheet(page);

    const addressResponse = page.waitForResponse((r) => r.url().includes("/api/address?"));
    await clickMapAt(page, [69.2018, 41.2765]);
    const result = page.locator(".location-result");
    await expect.poll(() => result.textContent()).toContain("Delivered by Lazzat Pizza Chilanzar");
    expect(await result.textContent()).toContain("10,000\u00a0UZS");
    expect(await result.textContent()).toContain("10:00–23:00");
    const answer = await addressResponse;
    expect(answer.status()).toBe(200);
    const name = (await answer.json()) as { address: string; street: string };
    await expect.poll(() => page.locator(".location-result__address").textContent()).toBe(name.address);

    const reload = shopRequest(page, (q) => q.has("Latitude") && q.has("Longitude") && q.get("OrderTypeId") === "0");
    await page.getByRole("button", { name: "Deliver here" }).click();
    await reload;
    const title = name.street || name.address;
    await expect.poll(() => locationButton(page).textContent()).toBe(`Delivery: ${title}`);
    expect(await locationSheet(page).count()).toBe(0);

    await page.reload();
    await waitForMenu(page);
    await expect.poll(() => locationButton(page).textContent()).toBe(`Delivery: ${title}`);
    await openSheet(page);
    const savedAddresses = page.getByRole("region", { name: "Saved addresses" }).getByRole("listitem");
    const saved = savedAddresses.filter({ hasText: title }).getByRole("button", { name: title, exact: true });
    await saved.waitFor();
    expect(await saved.getAttribute("aria-current")).not.toBeNull();
    // Choosing it re-checks the zone (GetByLocation, cached for a minute) and closes the sheet.
    await saved.click();
    await expect.poll(() => locationSheet(page).count()).toBe(0);
    await openSheet(page);
    // Removing the current address resets the location.
    await page.getByRole("button", { name: `Remove ${title}` }).click();
    expect(await savedAddresses.count()).toBe(0);
    await page.keyboard.press("Escape");
    await expect.poll(() => locationButton(page).textContent()).toBe("Choose address");
    expect(realErrors()).toEqual([]);
    await context.close();
  });

  it("a tap outside every zone says so and offers the nearest restaurant for pickup", async () => {
    const { page, context, realErrors } = await open(PHONE);
    await waitForMenu(page);
    await openSheet(page);
    // The nearest restaurant to the point the tap landed on (a tap is a pixel: near OUTSIDE, which
    // lies almost as far from Chilanzar as from Sergeli), as the server names it for that point.
    const pickupAsked = page.waitForRequest(
      (r) => r.url().includes("/api/restaurants/GetByLocation") && new URL(r.url()).searchParams.get("orderTypeId") === "200",
    );
    await clickMapAt(page, OUTSIDE);
    await page.getByText("We don't deliver here yet").waitFor();
    const tapped = new URL((await pickupAsked).url()).searchParams;
    expect(Math.abs(Number(tapped.get("longitude")) - OUTSIDE[0])).toBeLessThan(0.01);
    expect(Math.abs(Number(tapped.get("latitude")) - OUTSIDE[1])).toBeLessThan(0.01);
    const nearest = (await (
      await fetch(
        `${baseUrl}/api/restaurants/GetByLocation?longitude=${tapped.get("longitude")}&latitude=${tapped.get("latitude")}&orderTypeId=200&Language=3`,
      )
    ).json()) as { id: string; name: string }[];
    const offer = page.locator(".location-offer");
    await expect.poll(() => offer.locator(".location-offer__name").textContent()).toBe(nearest[0].name);

    const reload = shopRequest(page, (q) => q.get("RestaurantId") === nearest[0].id && q.get("OrderTypeId") === "200");
    await offer.getByRole("button", { name: "Pick up from here" }).click();
    await reload;
    await expect.poll(() => locationButton(page).textContent()).toBe(`Pickup: ${nearest[0].name}`);
    // Nothing sticks out sideways on a phone, with the button in the header.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(realErrors()).toEqual([]);
    await context.close();
  });

  it("the pin can be dragged into a zone", async () => {
    const { page, context, realErrors } = await open(DESKTOP);
    await openSheet(page);
    await clickMapAt(page, OUTSIDE);
    await page.getByText("We don't deliver here yet").waitFor();
    const pin = (await page.locator(".map-pin").boundingBox())!;
    const zone = (await page.locator("path.zone-polygon--chilanzar").boundingBox())!;
    // The pin's tip is the bottom centre of its icon.
    await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height - 12);
    await page.mouse.down();
    await page.mouse.move(zone.x + zone.width / 2, zone.y + zone.height / 2 - 12, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => page.locator(".location-result").textContent()).toContain(`Delivered by ${chilanzar.name.en}`);
    expect(realErrors()).toEqual([]);
    await context.close();
  });

  it("My location puts the pin where the device is; a refusal is said in a toast", async () => {
    const mirabad = seed("mirabad");
    const allowed = await open({
      ...DESKTOP,
      geolocation: { longitude: mirabad.longitude, latitude: mirabad.latitude },
      permissions: ["geolocation"],
    });
    await openSheet(allowed.page);
    await allowed.page.getByRole("button", { name: "My location" }).click();
    await expect.poll(() => allowed.page.locator(".location-result").textContent()).toContain(`Delivered by ${mirabad.name.en}`);
    await allowed.context.close();

    const refused = await open(DESKTOP);
    await openSheet(refused.page);
    await refused.page.getByRole("button", { name: "My location" }).click();
    await expect.poll(() => refused.page.locator("[data-sonner-toast]").first().textContent()).toMatch(/refused|not available/);
    await refused.context.close();
  });
});

describe("accessibility", () => {
  const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

  it.each([
    ["light", "light"],
    ["dark", "dark"],
  ] as const)("axe finds no serious or critical violation in the open sheet (%s)", async (_name, colorScheme) => {
    // The page's CSP forbids inline scripts; axe is injected as one.
    const { page, context } = await open({ ...PHONE, colorScheme, bypassCSP: true });
    await waitForMenu(page);
    await openSheet(page);
    await clickMapAt(page, [69.2018, 41.2765]);
    await page.getByRole("button", { name: "Deliver here" }).waitFor();
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as { axe: { run: (el: Element) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }
      ).axe.run(document.querySelector("dialog[open]")!);
      return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.nodes.length})`);
    });
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe("pickup", () => {
  it("lists the active restaurants with their hours and picks one", async () => {
    const { page, context, realErrors } = await open(DESKTOP);
    await waitForMenu(page);
    await openSheet(page);
    await page.getByRole("button", { name: "Pickup", exact: true }).click();
    const items = page.getByRole("list", { name: "Restaurants" }).getByRole("listitem");
    await expect.poll(() => items.count()).toBe(active.length);
    expect(await items.filter({ hasText: seed("yashnobod").name.en }).count()).toBe(0);
    expect(await items.filter({ hasText: seed("yunusabad").name.en }).textContent()).toContain("10:00–03:00");
    // The markers are on the map too, and tapping one selects its restaurant.
    expect(await page.locator(".zone-marker.leaflet-interactive").count()).toBe(active.length);
    await page.locator(`.zone-marker[title="${seed("mirabad").name.en}"]`).click();
    const mirabad = items.filter({ hasText: seed("mirabad").name.en });
    await expect.poll(() => mirabad.getAttribute("data-selected")).not.toBeNull();

    const reload = shopRequest(page, (q) => q.get("RestaurantId") === "mirabad" && q.get("OrderTypeId") === "200");
    await mirabad.getByRole("button", { name: "Pick up here" }).click();
    await reload;
    await expect.poll(() => locationButton(page).textContent()).toBe(`Pickup: ${seed("mirabad").name.en}`);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("delivery") ?? "null"))).toBe(200);
    expect(realErrors()).toEqual([]);
    await context.close();
  });
});
