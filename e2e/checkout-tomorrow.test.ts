// Late at night the checkout offers tomorrow. A server of its own whose business clock starts at
// 23:30 in Tashkent, and pages whose clock matches: Mirabad (10:00–23:00) is closed, so "as soon
// as possible" is disabled, the time slots are tomorrow's, labelled with the date in the page's
// language, and an order for one of them goes through, in ru, en and uz.
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stopList } from "../server/db/seed/menu";
import { restaurants } from "../server/db/seed/restaurants";
import { DESKTOP, PHONE, launchBrowser } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { codeFromLog } from "./support/sign-in";
import { escapeRegExp, type Lang, say, text } from "./support/text";
import { msUntilTashkent, tashkentIsoDate } from "../src/domain/tashkent-time";

/** From now to the next 23:30 in Tashkent (UTC+5). */
const lateNightOffset = (now = Date.now()): number => msUntilTashkent("23:30", now);

const offset = lateNightOffset();
const businessNow = () => Date.now() + offset;
/** Tomorrow's date in Tashkent as the slot labels write it. */
const tomorrow = new Date(tashkentIsoDate(businessNow() + 86_400_000));
const MONTHS = {
  ru: ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  uz: ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avgust", "sentabr", "oktabr", "noyabr", "dekabr"],
};
const dateOf = (lang: Lang) => {
  const [day, month] = [tomorrow.getUTCDate(), MONTHS[lang][tomorrow.getUTCMonth()]];
  return lang === "uz" ? `${day}-${month}` : `${day}\u00a0${month}`;
};

const mirabad = restaurants.find((r) => r.id === "mirabad")!;
const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  if (mirabad.opensAt !== "10:00" || mirabad.closesAt !== "23:00")
    throw new Error("The demo data changed: Mirabad no longer works 10:00–23:00");
  server = await startServer({ CLOCK_START: new Date(businessNow()).toISOString() });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  { lang: "ru", prefix: "", options: PHONE, phone: "+998907770041" },
  { lang: "en", prefix: "/en", options: DESKTOP, phone: "+998907770042" },
  { lang: "uz", prefix: "/uz", options: PHONE, phone: "+998907770043" },
] as { lang: Lang; prefix: string; options: BrowserContextOptions; phone: string }[])(
  "checkout at 23:30 in $lang",
  ({ lang, prefix, options, phone }) => {
    it("offers tomorrow's slots with their date, refuses 'as soon as possible', and places an order for tomorrow", async () => {
      const context = await browser.newContext({ locale: "ru-RU", ...options });
      await context.clock.install({ time: businessNow() });
      await context.request.post(`${server.baseUrl}/api/auth/code`, { data: { phone } });
      await context.request.post(`${server.baseUrl}/api/auth/verify`, { data: { phone, code: await codeFromLog(server.logFile, phone) } });
      const page = await context.newPage();
      const location = { RestaurantId: mirabad.id, RegionId: mirabad.regionId, Longitude: 69.281, Latitude: 41.303 };
      const cart = {
        version: 1,
        lines: [{ id: 1, amount: 1, cartProdId: plain.id, modifiers: [], name: plain.name[lang], imageUrl: "", price: plain.price }],
      };
      await page.addInitScript(
        ([loc, basket]) => {
          localStorage.setItem("location", JSON.stringify(loc));
          localStorage.setItem("delivery", "0");
          localStorage.setItem("cart", JSON.stringify(basket));
        },
        [location, cart] as const,
      );
      await page.goto(`${server.baseUrl}${prefix}/order`);
      const field = (label: string) => page.getByLabel(say(lang, label), { exact: true });
      await field("Street").waitFor();

      expect(await page.getByRole("radio", { name: new RegExp(`^${escapeRegExp(say(lang, "As soon as possible"))}`) }).isDisabled()).toBe(
        true,
      );
      const slot = field("Time");
      await slot.waitFor();
      const labels = await slot.getByRole("option").allTextContents();
      const tomorrowLabel = text(lang, "Tomorrow, {date}", { date: dateOf(lang) }) as string;
      const offered = labels.slice(1);
      expect(offered.length).toBeGreaterThan(10);
      for (const label of offered) expect(label).toMatch(new RegExp(`^${escapeRegExp(tomorrowLabel)}, \\d{2}:\\d{2}`));
      expect(offered[0]).toMatch(/, 10:00/);

      await field("Street").fill("Shahrisabz");
      await field("House").fill("16");
      await field("Name").fill("Aziza");
      await field("Phone").fill(phone.slice(4));
      await slot.selectOption({ index: 3 });
      const chosen = (labels[3] ?? "").match(/(\d{2}:\d{2}) - (\d{2}:\d{2})$/);
      expect(chosen).not.toBeNull();
      await page.getByRole("button", { name: text(lang, "Place order · {total}") }).click();
      await page.waitForURL(new RegExp(`${prefix}/tracker/\\d+$`), { timeout: 20_000 });
      // The tracker shows the chosen slot as a range, as long as the restaurant's deliveryDuration.
      const when = page.locator(".tracker-facts dd").nth(1);
      await when.waitFor();
      expect(await when.textContent()).toContain(`${chosen?.[1]}–${chosen?.[2]}`);
      await context.close();
    });
  },
);
