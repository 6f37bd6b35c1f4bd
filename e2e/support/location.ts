// Helpers of the "Where to?" browser tests: a page with map tiles blocked, the header's location
// button, the sheet, and clicking a geographic point of the map.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { restaurants } from "../../server/db/seed/restaurants";
import { openPage } from "./browser";

export const seed = (id: string) => restaurants.find((r) => r.id === id)!;
export const chilanzar = seed("chilanzar");
export const active = restaurants.filter((r) => r.isActive);
/** A point outside every zone (south-east of Chilanzar). */
export const OUTSIDE: [number, number] = [69.25, 41.26];

/** A page of the English site with tiles blocked; errors other than failed requests are collected. */
export async function open(browser: Browser, baseUrl: string, options: BrowserContextOptions, path = "/en") {
  const { page, context, errors } = await openPage(browser, options);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto(`${baseUrl}${path}`);
  // A blocked tile is a failed request, which the console reports; anything else is a real error.
  const realErrors = () => errors.filter((e) => !e.startsWith("Failed to load resource"));
  return { page, context, realErrors };
}

/** The header's button that says where the order goes (its text is its name). */
export const locationButton = (page: Page) => page.getByRole("button", { name: /^(Choose address|Delivery: |Pickup: )/ });

/** The "Where to?" sheet. */
export const locationSheet = (page: Page) => page.getByRole("dialog", { name: "Where to?" });

export async function openSheet(page: Page) {
  await locationButton(page).click();
  await locationSheet(page).getByRole("group", { name: "How to get the order" }).waitFor();
}

/** Clicks a point of the map, placed by the Chilanzar zone's drawn box (its geographic box is known). */
export async function clickMapAt(page: Page, [lon, lat]: [number, number]) {
  const path = page.locator("path.zone-polygon--chilanzar");
  await path.waitFor();
  const box = (await path.boundingBox())!;
  const lons = chilanzar.zone!.map((p) => p[0]);
  const lats = chilanzar.zone!.map((p) => p[1]);
  const [west, east, south, north] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  await page.mouse.click(box.x + ((lon - west) / (east - west)) * box.width, box.y + ((north - lat) / (north - south)) * box.height);
}

export const shopRequest = (page: Page, check: (params: URLSearchParams) => boolean) =>
  page.waitForRequest((r) => r.url().includes("/api/shop?") && check(new URL(r.url()).searchParams));
