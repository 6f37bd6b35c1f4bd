// The checkout's delivery details and ordering ahead (issue 25), as a customer goes through them:
// cash with change from 200 000 (a quick pick), contactless delivery, two sets of cutlery and a
// slot of tomorrow from the "Tomorrow" tab at midday; all of it survives a reload, the order is
// placed with it, and the tracker shows it. In Russian at 390 px, English at 1280 px and Uzbek at
// 390 px, on the suite's business clock (midday in Tashkent: today and tomorrow both have slots).
// Screenshots: docs/screenshots/checkout-details-ru-390-light.png and -dark.png.
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatMoney } from "../src/domain/money";
import { tashkentIsoDate } from "../src/domain/tashkent-time";
import { products, stopList } from "../server/db/seed/menu";
import { restaurants } from "../server/db/seed/restaurants";
import { DESKTOP, PHONE, launchBrowser } from "./support/browser";
import { businessNow, installClock } from "./support/clock";
import { startingWith } from "./support/menu";
import { codeFromLog } from "./support/sign-in";
import { escapeRegExp, type Lang, say, text } from "./support/text";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
const mirabad = restaurants.find((r) => r.id === "mirabad")!;
const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;
const NOTE = 200_000;

let browser: Browser;
beforeAll(async () => {
  if (plain.price + mirabad.priceOfDelivery >= NOTE) throw new Error("The demo data changed: the plain dish costs more than the note");
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The <dd> of the tracker's fact named `term`. */
const fact = (page: Page, term: string): Locator =>
  page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator("xpath=following-sibling::dd");

async function signedInPage(lang: Lang, prefix: string, options: BrowserContextOptions, phone: string) {
  const context = await browser.newContext({ locale: "ru-RU", ...options });
  await installClock(context);
  await context.request.post(`${baseUrl}/api/auth/code`, { data: { phone } });
  await context.request.post(`${baseUrl}/api/auth/verify`, { data: { phone, code: await codeFromLog(serverLog, phone) } });
  const page = await context.newPage();
  const location = { RestaurantId: mirabad.id, RegionId: mirabad.regionId, Longitude: 69.281, Latitude: 41.303 };
  const cart = {
    version: 1,
    lines: [{ id: 1, amount: 1, cartProdId: plain.id, modifiers: [], name: plain.name[lang], imageUrl: "", price: plain.price }],
  };
  await page.addInitScript(
    ([loc, basket]) => {
      if (sessionStorage.getItem("e2e-seeded")) return;
      sessionStorage.setItem("e2e-seeded", "1");
      localStorage.setItem("location", JSON.stringify(loc));
      localStorage.setItem("delivery", "0");
      localStorage.setItem("cart", JSON.stringify(basket));
    },
    [location, cart] as const,
  );
  await page.goto(`${baseUrl}${prefix}/order`);
  return { context, page };
}

describe.each([
  { lang: "ru", prefix: "", options: PHONE, phone: "+998907770051", shoot: true },
  { lang: "en", prefix: "/en", options: DESKTOP, phone: "+998907770052", shoot: false },
  { lang: "uz", prefix: "/uz", options: PHONE, phone: "+998907770053", shoot: false },
] as { lang: Lang; prefix: string; options: BrowserContextOptions; phone: string; shoot: boolean }[])(
  "checkout details in $lang",
  ({ lang, prefix, options, phone, shoot }) => {
    it("takes change from 200 000, contactless, 2 sets of cutlery and tomorrow's slot; the tracker shows them", async () => {
      const { context, page } = await signedInPage(lang, prefix, options, phone);
      const field = (label: string) => page.getByLabel(say(lang, label), { exact: true });
      await field("Street").waitFor();
      await field("Street").fill("Shahrisabz");
      await field("House").fill("16");
      await field("Name").fill("Aziza");
      await field("Phone").fill(phone.slice(4));

      // Tomorrow's slots at midday: the second day tab.
      await page.getByRole("radio", { name: startingWith(say(lang, "At a time")) }).check();
      const tabs = page.getByRole("tablist", { name: say(lang, "Day") }).getByRole("tab");
      expect(await tabs.count()).toBe(2);
      expect(await tabs.first().textContent()).toMatch(new RegExp(`^${escapeRegExp(say(lang, "Today"))} \\d`));
      expect(await tabs.nth(1).textContent()).toMatch(new RegExp(`^${escapeRegExp(say(lang, "Tomorrow"))} \\d`));
      expect(await tabs.first().getAttribute("aria-selected")).toBe("true");
      const tomorrowDate = tashkentIsoDate(businessNow() + 86_400_000);
      await tabs.nth(1).click();
      expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
      const slot = field("Time");
      const starts = await slot
        .getByRole("option")
        .evaluateAll((options) => (options as HTMLOptionElement[]).map((o) => o.value).filter(Boolean));
      expect(starts.length).toBeGreaterThan(10);
      for (const start of starts) expect(start.startsWith(tomorrowDate)).toBe(true);
      const chosen = starts[3];
      await slot.selectOption(chosen);

      // Cash (the default): change from a quick pick of 200 000.
      expect(await page.getByRole("radio", { name: say(lang, "Cash"), exact: true }).isChecked()).toBe(true);
      const note = formatMoney(NOTE, lang);
      const pick = page.getByRole("button", { name: note, exact: true });
      expect(await page.getByRole("button", { name: say(lang, "Without change"), exact: true }).getAttribute("aria-pressed")).toBe("true");
      await pick.click();
      expect(await pick.getAttribute("aria-pressed")).toBe("true");
      expect((await field("Change from").inputValue()).replace(/\D/g, "")).toBe(String(NOTE));

      // Contactless, and two sets of cutlery (none at first, with the note about nature).
      const contactless = page.getByRole("switch", { name: say(lang, "Contactless delivery") });
      expect(await contactless.isChecked()).toBe(false);
      await contactless.check();
      const cutlery = page.getByRole("group", { name: say(lang, "Cutlery") });
      await cutlery.getByText(say(lang, "No cutlery — thank you for caring about nature")).waitFor();
      const more = page.getByRole("button", { name: say(lang, "More sets of cutlery") });
      await more.click();
      await more.click();
      const count = page.getByRole("status", { name: say(lang, "Sets of cutlery") });
      await expect.poll(() => count.textContent()).toBe("2");

      if (shoot) {
        await page.evaluate(() => window.scrollTo(0, 0));
        const top = await page.getByRole("heading", { name: say(lang, "Delivery time") }).boundingBox();
        const bottom = await pick.boundingBox();
        if (!top || !bottom) throw new Error("The checkout's details are not on the page");
        const clip = { x: 0, y: top.y - 24, width: 390, height: bottom.y + bottom.height - top.y + 140 };
        await page.screenshot({ path: "docs/screenshots/checkout-details-ru-390-light.png", fullPage: true, clip });
        await page.emulateMedia({ colorScheme: "dark" });
        await page.screenshot({ path: "docs/screenshots/checkout-details-ru-390-dark.png", fullPage: true, clip });
        await page.emulateMedia({ colorScheme: "light" });
      }

      // Everything survives a reload.
      await page.reload();
      await field("Street").waitFor();
      expect(await field("Time").inputValue()).toBe(chosen);
      expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
      expect(await page.getByRole("button", { name: note, exact: true }).getAttribute("aria-pressed")).toBe("true");
      expect(await contactless.isChecked()).toBe(true);
      expect(await count.textContent()).toBe("2");

      await page.getByRole("button", { name: text(lang, "Place order · {total}") }).click();
      await page.waitForURL(new RegExp(`${prefix}/tracker/\\d+$`), { timeout: 20_000 });
      const orderId = page.url().split("/").pop();

      // The tracker's facts, and the order as stored.
      await expect.poll(() => fact(page, say(lang, "Change")).textContent(), { timeout: 15_000 }).toBe(text(lang, "From {note}", { note }));
      expect(await fact(page, say(lang, "Contactless delivery")).count()).toBe(1);
      expect(await fact(page, say(lang, "Cutlery")).textContent()).toMatch(/^2\D/);
      const detail = await page.evaluate(async (id) => {
        const { token } = await (await fetch("/api/token")).json();
        return (await fetch(`/api/delivery/Get?orderId=${id}`, { headers: { Authorization: `Bearer ${token}` } })).json();
      }, orderId);
      expect(detail).toMatchObject({ paymentType: "cash", changeFrom: NOTE, contactless: true, cutlery: 2 });
      expect(Date.parse(detail.slot as string)).toBe(Date.parse(chosen));
      await context.close();
    });
  },
);
