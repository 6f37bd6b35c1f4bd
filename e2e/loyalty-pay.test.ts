// Paying with loyalty points in the browser (issue 26): a customer whose earlier order was completed
// by staff (the operator API) has points; at the checkout the switch "Pay with points: up to N"
// takes N off the total and the button, the order is placed with them, and the tracker shows the
// points beside the total charged. At 390 px in Russian and 1280 px in English, with screenshots.
import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Loyalty } from "../src/contract/loyalty";
import { maxPointsPayable } from "../src/domain/loyalty";
import { formatMoney } from "../src/domain/money";
import { products, stopList } from "../server/db/seed/menu";
import { restaurants } from "../server/db/seed/restaurants";
import { seriousViolations } from "./support/axe";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./support/browser";
import { customer, placeOrder } from "./support/ops";
import { E2E_OPERATOR_TOKEN } from "./support/server";
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

async function completeAsStaff(orderId: number) {
  for (let step = 0; step < 8; step++) {
    const res = await fetch(`${baseUrl}/api/operator/orders/${orderId}/advance`, {
      method: "POST",
      headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    });
    const body = (await res.json()) as { statusCode?: number };
    if (res.status !== 200) throw new Error(`advance answered ${res.status}: ${JSON.stringify(body)}`);
    if (body.statusCode === 201) return;
  }
  throw new Error("the order did not reach completed");
}

async function signedIn(context: BrowserContext, cookie: string) {
  const at = cookie.indexOf("=");
  await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl }]);
}

const loyaltyOf = async (cookie: string) =>
  (await (await fetch(`${baseUrl}/api/loyalty`, { headers: { Cookie: cookie } })).json()) as Loyalty;

const cases: { lang: Lang; view: BrowserContextOptions; width: number; phone: string }[] = [
  { lang: "ru", view: PHONE, width: 390, phone: "+998905550061" },
  { lang: "en", view: DESKTOP, width: 1280, phone: "+998905550062" },
];

describe("paying with points at the checkout", () => {
  for (const { lang, view, width, phone } of cases) {
    it(`${width} px, ${lang}: the switch takes the points off the total; the tracker shows them`, async () => {
      // Points from an earlier order, completed by staff.
      const who = await customer(baseUrl, serverLog, phone);
      await completeAsStaff(await placeOrder(baseUrl, who, mirabad.id, "points e2e"));
      const before = await loyaltyOf(who.cookie);
      expect(before.balance).toBeGreaterThan(0);
      const subtotal = 2 * plain.price;
      const most = maxPointsPayable(before, before.balance, subtotal);
      expect(most).toBeGreaterThan(0);
      const money = (n: number) => formatMoney(n, lang);

      const { page, context, errors } = await openPage(browser, { ...view, locale: lang === "en" ? "en-US" : "ru-RU" });
      await signedIn(context, who.cookie);
      const location = { RestaurantId: mirabad.id, RegionId: mirabad.regionId, Longitude: mirabad.longitude, Latitude: mirabad.latitude };
      const cart = {
        version: 1,
        lines: [{ id: 1, amount: 2, cartProdId: plain.id, modifiers: [], name: plain.name[lang], imageUrl: "", price: plain.price }],
      };
      await page.addInitScript(
        ([loc, basket]) => {
          if (sessionStorage.getItem("e2e-seeded")) return;
          sessionStorage.setItem("e2e-seeded", "1");
          localStorage.setItem("location", JSON.stringify(loc));
          localStorage.setItem("delivery", "200");
          localStorage.setItem("cart", JSON.stringify(basket));
        },
        [location, cart] as const,
      );
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
      const after = await loyaltyOf(who.cookie);
      expect(after.balance).toBe(before.balance - most);
      expect(after.moves[0]).toMatchObject({ orderId, move: "spend", points: -most });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
