// The console's promo code list on a phone (390 px): a used code with a limit, its conditions and its
// Edit and Switch off buttons, reads its uses ("Used 1 of 50", "Использован 1 из 50", "50 tadan 1 tasi
// ishlatilgan") on one line in each language, and nothing scrolls sideways. Screenshot:
// ops-promo-codes-row-390-ru.png.
import { describe, expect, it } from "vitest";
import { products } from "../server/db/seed/menu";
import { openConsole, operator } from "./ops-admin-kit";
import { PHONE } from "./support/browser";
import { businessNow } from "./support/clock";
import { customer, postPickup } from "./support/ops";
import { ownServerOnBusinessClock } from "./support/own-server";

const DAY = 24 * 60 * 60_000;
const sticks = products.find((p) => p.id === "cheese-sticks");

const own = ownServerOnBusinessClock(async ({ server }) => {
  if (!sticks) throw new Error("The demo menu has no cheese sticks");
  await operator(server.baseUrl, "/promo-codes", {
    method: "POST",
    body: {
      code: "AUTUMN25",
      kind: "percent",
      percent: 25,
      minOrder: 30000,
      firstOrderOnly: false,
      perCustomerLimit: 2,
      totalLimit: 50,
      endsAt: new Date(businessNow() + 30 * DAY).toISOString(),
    },
  });
  // One customer's pickup order with the code: it is used once.
  const who = await customer(server.baseUrl, server.logFile, "+998907770093");
  const res = await postPickup(server.baseUrl, who, {
    restaurantId: "mirabad",
    products: [{ id: sticks.id, count: 1 }],
    name: "Nodira",
    phone: "+998 90 777 00 93",
    promoCode: "AUTUMN25",
  });
  if (res.status !== 201) throw new Error(`The order with the code answered ${res.status}: ${await res.text()}`);
});

describe("the promo code list on a phone", () => {
  it.each([
    ["ru", "Использован 1 из 50"],
    ["en", "Used 1 of 50"],
    ["uz", "50 tadan 1 tasi ishlatilgan"],
  ] as const)("in %s, a code's uses read on one line (390 px)", async (lang, uses) => {
    const { page, context, errors } = await openConsole(own.browser, own.server, "promo-codes", { ...PHONE, lang });
    const row = page.getByTestId("promo-row-AUTUMN25");
    const text = row.getByText(uses, { exact: true });
    await text.waitFor();
    // The text's line boxes: one when it does not wrap.
    const lines = await text.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (lang === "ru") {
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: "docs/screenshots/ops-promo-codes-row-390-ru.png" });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
