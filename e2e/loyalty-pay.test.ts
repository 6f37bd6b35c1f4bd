// Paying with loyalty points in the browser (issue 26): a customer whose earlier order was completed
// by staff (the operator API) has points; at the checkout the switch "Pay with points: up to N"
// takes N off the total and the button, the order is placed with them, and the tracker shows the
// points beside the total charged. At 390 px in Russian and 1280 px in English, with screenshots.
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { maxPointsPayable } from "../src/domain/loyalty";
import { formatMoney } from "../src/domain/money";
import { products, stopList } from "../server/db/seed/menu";
import { restaurants } from "../server/db/seed/restaurants";
import { seriousViolations } from "./support/axe";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./support/browser";
import { seedPickupCart } from "./support/cart-seed";
import { customerWithPoints, loyaltyOf, signedIn } from "./support/loyalty";
import { type Lang, say, text } from "./support/text";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
const mirabad = restaurants.find((r) => r.id === "mirabad")!;
const plain = products.find((p) => p.modifiers.length === 0 && !p.variants?.length && !stopList.some((s) => s.productId === p.id))!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const cases: { lang: Lang; view: BrowserContextOptions; width: number; phone: string }[] = [
  { lang: "ru", view: PHONE, width: 390, phone: "+998905550061" },
  { lang: "en", view: DESKTOP, width: 1280, phone: "+998905550062" },
];

describe("paying with points at the checkout", () => {
  for (const { lang, view, width, phone } of cases) {
    it(`${width} px, ${lang}: the switch takes the points off the total; the tracker shows them`, async () => {
      // Points from an earlier order, completed by staff.
      const { who } = await customerWithPoints({ baseUrl, logFile: serverLog }, phone, mirabad.id, "points e2e");
      const before = await loyaltyOf(baseUrl, who.cookie);
      expect(before.balance).toBeGreaterThan(0);
      const subtotal = 2 * plain.price;
      const most = maxPointsPayable(before, before.balance, subtotal);
      expect(most).toBeGreaterThan(0);
      const money = (n: number) => formatMoney(n, lang);

      const { page, context, errors } = await openPage(browser, { ...view, locale: lang === "en" ? "en-US" : "ru-RU" });
      await signedIn(context, baseUrl, who.cookie);
      await seedPickupCart(page, mirabad, plain, 2, lang);
      await page.goto(`${baseUrl}${lang === "en" ? "/en" : ""}/order`);
      const toggle = page.getByRole("switch", { name: text(lang, "Pay with points: up to {most}", { most: money(most) }) as string });
      await toggle.waitFor();
      expect(await page.locator(".order-summary .totals__total dd").textContent()).toBe(money(subtotal));
      expect(await page.getByTestId("totals-points").count()).toBe(0);
      await toggle.check();
      await page.getByTestId("totals-points").waitFor();
      expect(await page.getByTestId("totals-points").textContent()).toBe(`${say(lang, "Paid with points")}−${money(most)}`);
      expect(await page.locator(".order-summary .totals__total dd").textContent()).toBe(money(subtotal - most));
      const place = page.getByRole("button", { name: text(lang, "Place order · {total}", { total: money(subtotal - most) }) });
      expect(await place.textContent()).toContain(money(subtotal - most));
      await page.getByLabel(say(lang, "Name"), { exact: true }).fill("Aziza");
      await page.getByLabel(say(lang, "Phone"), { exact: true }).fill(phone.slice(4));
      await page.getByTestId("points-switch").scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `docs/screenshots/checkout-points-${width}-${lang}.png` });
      await place.click();
      await page.waitForURL(/\/tracker\/\d+$/, { timeout: 20_000 });
      const orderId = Number(page.url().split("/").pop());

      // The tracker: the points beside the total charged; the order and the balance agree.
      await page.getByTestId("totals-points").waitFor();
      expect(await page.getByTestId("totals-points").textContent()).toBe(`${say(lang, "Paid with points")}−${money(most)}`);
      expect(await page.locator(".totals__total dd").textContent()).toBe(money(subtotal - most));
      const detail = await page.evaluate(async (id) => {
        const { token } = await (await fetch("/api/token")).json();
        return (await fetch(`/api/delivery/Get?orderId=${id}`, { headers: { Authorization: `Bearer ${token}` } })).json();
      }, orderId);
      expect(detail).toMatchObject({ subtotal, pointsSpent: most, total: subtotal - most });
      const after = await loyaltyOf(baseUrl, who.cookie);
      expect(after.balance).toBe(before.balance - most);
      expect(after.moves[0]).toMatchObject({ orderId, move: "spend", points: -most });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
