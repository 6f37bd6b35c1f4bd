// A closed restaurant says so on the menu, before anything is in the cart (issue 25): late at night
// (a server of its own whose business clock starts at 23:30 in Tashkent, pages on the same clock)
// the menu of Mirabad (10:00–23:00) says it is closed now and takes orders for tomorrow from
// 10:00, in ru on a 390 px phone and en on a 1280 px desktop. At the suite's midday it says nothing.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { restaurants } from "../server/db/seed/restaurants";
import { msUntilTashkent } from "../src/domain/tashkent-time";
import { seriousViolations } from "./support/axe";
import { DESKTOP, launchBrowser, openPage, PHONE, waitForMenu } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { type Lang, say, text } from "./support/text";
import { nextFrames } from "./support/waits";

const offset = msUntilTashkent("23:30");
const lateNight = () => Date.now() + offset;
const mirabad = restaurants.find((r) => r.id === "mirabad")!;
const location = { RestaurantId: mirabad.id, RegionId: mirabad.regionId, Longitude: 69.281, Latitude: 41.303 };

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  if (mirabad.opensAt !== "10:00" || mirabad.closesAt !== "23:00")
    throw new Error("The demo data changed: Mirabad no longer works 10:00–23:00");
  server = await startServer({ CLOCK_START: new Date(lateNight()).toISOString() });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const chooseMirabad = (page: Page) =>
  page.addInitScript((loc) => {
    localStorage.setItem("location", JSON.stringify(loc));
    localStorage.setItem("delivery", "0");
  }, location);

/** Layout shifts of the page not caused by input (what CLS counts), collected from the start. */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shifts.push(e.value);
    }).observe({ type: "layout-shift", buffered: true });
  });

const notice = (page: Page) => page.getByRole("status").filter({ has: page.locator("strong") });

describe.each([
  { lang: "ru", prefix: "", width: "390 px", options: PHONE },
  { lang: "en", prefix: "/en", width: "1280 px", options: DESKTOP },
] as { lang: Lang; prefix: string; width: string; options: BrowserContextOptions }[])(
  "the menu of a closed restaurant in $lang at $width",
  ({ lang, prefix, options }) => {
    it("says it is closed now and takes orders for tomorrow from 10:00, with the cart empty", async () => {
      const context = await browser.newContext({ locale: "ru-RU", ...options });
      await context.clock.install({ time: lateNight() });
      const page = await context.newPage();
      await chooseMirabad(page);
      await watchShifts(page);
      await page.goto(`${server.baseUrl}${prefix}/`);
      await waitForMenu(page);
      const shown = notice(page);
      await shown.waitFor();
      await nextFrames(page);
      // It floats over the page's foot: its late arrival moves nothing of the prerendered menu.
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      expect(await shown.locator("strong").textContent()).toBe(say(lang, "Closed now"));
      expect(await shown.textContent()).toContain(text(lang, "Order for tomorrow from {time}", { time: "10:00" }) as string);
      expect(await page.evaluate(() => localStorage.getItem("cart"))).toBeNull();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  },
);

it("says nothing while the restaurant is open (the suite's midday)", async () => {
  const { page, context } = await openPage(browser, PHONE);
  await chooseMirabad(page);
  // The notice is a chunk of its own: once it has arrived and rendered, its absence is meaningful.
  const loaded = page.waitForResponse(/\/assets\/closed-notice-[^/]*\.js$/);
  await page.goto(`${inject("baseUrl")}/`);
  await waitForMenu(page);
  await loaded;
  await nextFrames(page);
  expect(await page.getByTestId("closed-notice").count()).toBe(0);
  await context.close();
});
