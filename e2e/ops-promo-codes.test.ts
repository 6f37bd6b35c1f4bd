// The console's promo codes section in a browser (issue 26): at 1280 px in English the admin creates
// a percent code with a minimum order and dates, edits it to a limit of uses, and after a customer's
// order with the code sees it used once in the list; a manager has no such section (nor its API);
// at 390 px in Russian the list and the form read. Screenshots: ops-promo-codes-1280-en.png,
// ops-promo-code-edit-390-ru.png.
import { describe, expect, it } from "vitest";
import { toTashkentInput } from "../src/domain/tashkent-time";
import { formatMoney } from "../src/domain/money";
import { date } from "../src/ops/format";
import { products } from "../server/db/seed/menu";
import { openConsole, signIn, toast } from "./ops-admin-kit";
import { DESKTOP, openPage, PHONE } from "./support/browser";
import { businessNow } from "./support/clock";
import { type Customer, customer, DEMO_MANAGER, postPickup } from "./support/ops";
import { ownServerOnBusinessClock } from "./support/own-server";

const DAY = 24 * 60 * 60_000;
const sticks = products.find((p) => p.id === "cheese-sticks")!;

const own = ownServerOnBusinessClock();
/** Signed in once: a second sign-in of the phone would race the first's code in the log. */
let who: Customer | undefined;

/** A customer's pickup order of mozzarella sticks at Mirabad with a code; answers the status. */
async function orderWith(code: string, count: number): Promise<number> {
  who ??= await customer(own.server.baseUrl, own.server.logFile, "+998907770081");
  const order = {
    restaurantId: "mirabad",
    products: [{ id: sticks.id, count }],
    name: "Aziza",
    phone: "+998 90 777 00 81",
    promoCode: code,
  };
  return (await postPickup(own.server.baseUrl, who, order)).status;
}

describe("the console's promo codes section", () => {
  it("an admin creates a percent code with a minimum and dates, edits its limit and sees its uses (1280 px, en)", async () => {
    const { page, context, errors } = await openConsole(own.browser, own.server, "promo-codes", DESKTOP);
    await page.getByTestId("promo-form").waitFor();
    const starts = toTashkentInput(new Date(businessNow() - 2 * DAY).toISOString());
    const ends = toTashkentInput(new Date(businessNow() + 30 * DAY).toISOString());
    await page.getByTestId("promo-code").fill("summer25");
    await page.getByTestId("promo-percent").fill("25");
    await page.getByTestId("promo-min").fill("100000");
    await page.getByTestId("promo-starts").fill(starts);
    // An end before the start is said beside the field, and Create stays off.
    await page.getByTestId("promo-ends").fill(toTashkentInput(new Date(businessNow() - 3 * DAY).toISOString()));
    await page.getByText("Must be after the start").waitFor();
    expect(await page.getByTestId("promo-save").isDisabled()).toBe(true);
    await page.getByTestId("promo-ends").fill(ends);
    await page.getByTestId("promo-save").click();
    await toast(page, "Promo code SUMMER25 saved").waitFor();
    const row = page.getByTestId("promo-row-SUMMER25");
    await row.waitFor();
    // The month by name ("26 December 2026"), as every console date (src/ops/format.ts).
    const until = date(`${ends}:00+05:00`, "en");
    expect(until).toMatch(/^\d+\u00a0[A-Z][a-z]+ \d{4}$/);
    expect(await row.textContent()).toContain("25% off");
    expect(await row.textContent()).toContain(`from ${formatMoney(100000, "en")}`);
    expect(await row.textContent()).toContain(`until ${until}`);
    expect(await row.textContent()).toContain("Used 0 times");

    // The edit: its code is fixed, the dates come back as saved, a limit of 50 uses.
    await page.getByRole("button", { name: "Edit SUMMER25" }).click();
    expect(await page.getByTestId("promo-code").isDisabled()).toBe(true);
    expect(await page.getByTestId("promo-starts").inputValue()).toBe(starts);
    expect(await page.getByTestId("promo-ends").inputValue()).toBe(ends);
    await page.getByTestId("promo-total-limit").fill("50");
    await page.getByTestId("promo-save").click();
    await toast(page, "Promo code SUMMER25 saved").last().waitFor();
    await expect.poll(() => row.textContent()).toContain("Used 0 of 50");

    // A customer's order below the minimum is refused; one above it uses the code.
    expect(sticks.price).toBeLessThan(100000);
    expect(await orderWith("SUMMER25", 1)).toBe(422);
    expect(await orderWith("SUMMER25", Math.ceil(100000 / sticks.price))).toBe(201);
    await page.reload();
    await row.waitFor();
    expect(await row.textContent()).toContain("Used 1 of 50");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: "docs/screenshots/ops-promo-codes-1280-en.png" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a manager has no promo codes section, nor its API", async () => {
    const { page, context } = await openPage(own.browser, { ...DESKTOP, locale: "en-US" });
    await signIn(context, own.server.baseUrl, own.server.logFile, DEMO_MANAGER);
    await page.goto(`${own.server.baseUrl}/en/ops/promo-codes`);
    await page.getByTestId("ops-who").waitFor();
    const tabs = await page.locator(".ops-tabbar button").allTextContents();
    expect(tabs.length).toBeGreaterThan(0);
    expect(tabs.join("|")).not.toContain("Promo codes");
    expect(await page.getByTestId("promo-codes-section").count()).toBe(0);
    const api = await page.request.get(`${own.server.baseUrl}/api/operator/promo-codes`);
    expect(api.status()).toBe(403);
    await context.close();
  });

  it("reads in Russian on a phone: the list and a code's edit (390 px)", async () => {
    const { page, context, errors } = await openConsole(own.browser, own.server, "promo-codes", { ...PHONE, lang: "ru" });
    const row = page.getByTestId("promo-row-SUMMER25");
    await row.waitFor();
    expect(await row.textContent()).toContain("Использован 1 из 50");
    await page.getByRole("button", { name: "Изменить: SUMMER25" }).click();
    expect(await page.getByTestId("promo-total-limit").inputValue()).toBe("50");
    // Nothing wider than the phone; the fields' names whole (not cut with "…").
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByText("Минимальный заказ, сум", { exact: true }).waitFor();
    expect(await page.getByTestId("promo-customer-limit").getAttribute("placeholder")).toBe("Без ограничения");
    await page.getByTestId("promo-min").evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.evaluate(() => window.scrollBy(0, -160));
    await page.screenshot({ path: "docs/screenshots/ops-promo-code-edit-390-ru.png" });
    expect(errors).toEqual([]);
    await context.close();
  });
});
