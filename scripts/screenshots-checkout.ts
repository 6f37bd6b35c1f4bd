// Checkout views for `npm run screenshots`, at phone width in ru, en and uz: the address step (street
// and house, prefilled as the geocoder named Mirabad's point) at midday, and tomorrow's time slots
// at 23:30, when the restaurant (10:00–23:00) is closed. Each clock has a server of its own, signed
// in as a test customer with a delivery to Mirabad and one product in the cart.
import path from "node:path";
import type { Browser } from "playwright-core";
import { products, stopList } from "../server/db/seed/menu";
import { PHONE } from "../e2e/support/browser";
import { middayOffset } from "../e2e/support/clock";
import { startServer } from "../e2e/support/server";
import { codeFromLog } from "../e2e/support/sign-in";
import { msUntilTashkent } from "../src/domain/tashkent-time";

/** From now to the next 23:30 in Tashkent (UTC+5). */
const lateNightOffset = (now = Date.now()): number => msUntilTashkent("23:30", now);

const LOCALES = [
  { locale: "ru", prefix: "" },
  { locale: "en", prefix: "/en" },
  { locale: "uz", prefix: "/uz" },
] as const;

const POINT: [number, number] = [69.281, 41.303];
const product = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id));

export const CHECKOUT_VIEWS = ["checkout-address", "checkout-tomorrow"] as const;

async function shoot(browser: Browser, out: string, view: (typeof CHECKOUT_VIEWS)[number], offset: number) {
  const now = () => Date.now() + offset;
  const server = await startServer({ CLOCK_START: new Date(now()).toISOString() });
  try {
    let n = 0;
    for (const { locale, prefix } of LOCALES) {
      const context = await browser.newContext({ ...PHONE, locale });
      await context.clock.install({ time: now() });
      const phone = `+99890555${String(7000 + ++n)}`;
      await context.request.post(`${server.baseUrl}/api/auth/code`, { data: { phone } });
      await context.request.post(`${server.baseUrl}/api/auth/verify`, { data: { phone, code: await codeFromLog(server.logFile, phone) } });
      const name = (await (
        await context.request.get(
          `${server.baseUrl}/api/address?latitude=${POINT[1]}&longitude=${POINT[0]}&Language=${{ uz: 1, ru: 2, en: 3 }[locale]}`,
        )
      ).json()) as {
        address: string;
        street: string;
        house?: string;
      };
      const saved = {
        id: "a1",
        coordinates: POINT,
        title: name.street,
        address: name.address,
        iconSrc: "pin",
        street: name.street,
        house: name.house,
      };
      const line = product && {
        id: 1,
        amount: 1,
        cartProdId: product.id,
        modifiers: [],
        name: product.name[locale],
        imageUrl: "",
        price: product.price,
      };
      const page = await context.newPage();
      await page.addInitScript(
        ([address, cartLine, point]) => {
          localStorage.setItem(
            "location",
            JSON.stringify({ RestaurantId: "mirabad", RegionId: 1, Longitude: point[0], Latitude: point[1] }),
          );
          localStorage.setItem("delivery", "0");
          localStorage.setItem("addresses", JSON.stringify([address]));
          localStorage.setItem("cart", JSON.stringify({ version: 1, lines: [cartLine] }));
          localStorage.setItem("order-contact", JSON.stringify({ name: "Aziza", phone: "+998905557001" }));
        },
        [saved, line, POINT] as const,
      );
      await page.goto(`${server.baseUrl}${prefix}/order`);
      await page.locator("#order-house").waitFor({ timeout: 20_000 });
      if (view === "checkout-tomorrow") {
        const select = page.locator('select[name="slot"]');
        await select.selectOption({ index: 1 });
        await select.evaluate((el) => el.closest("section")?.scrollIntoView({ block: "center" }));
      }
      await page.waitForLoadState("networkidle");
      const file = path.join(out, `${view}-${locale}-phone.png`);
      await page.screenshot({ path: file });
      console.log(file);
      await context.close();
    }
  } finally {
    await server.stop();
  }
}

/** The checkout views asked for (all of them by default). */
export async function checkoutScreenshots(browser: Browser, out: string, only: (name: string) => boolean) {
  if (only("checkout-address")) await shoot(browser, out, "checkout-address", middayOffset());
  if (only("checkout-tomorrow")) await shoot(browser, out, "checkout-tomorrow", lateNightOffset());
}
