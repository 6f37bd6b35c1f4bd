// Paying online on the website (docs/payments.md): the server runs with a fake Payme and a fake
// Click (loopback servers speaking the providers' protocols, each with its own pay page). The
// checkout offers both; placing the order goes to the provider's page in the same tab, paying there
// calls our server as the provider would and sends the customer back to the tracker, which says
// "paid". An order left unpaid waits on its tracker with a Pay button that resumes the same payment,
// and the payment shows there without a reload.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { products, stopList } from "../server/db/seed/menu";
import { type FakeClick, startFakeClick } from "../server/payments/click/test/fake-click";
import { postTo } from "../server/payments/click/test/click-emulator";
import { type FakePayme, startFakePayme } from "../server/payments/payme/test/fake-payme";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./support/browser";
import { businessNow, clockEnv } from "./support/clock";
import { type RunningServer, startServer } from "./support/server";
import { codeFromLog } from "./support/sign-in";
import { fillCheckout, orderableLocation } from "./support/telegram";
import { type Lang, say, text } from "./support/text";

const CLICK = { serviceId: "31337", merchantId: "12001", merchantUserId: "40001", secretKey: "e2e-click-secret" };
const PAYME = { merchantId: "65f0e2e0a1b2c3d4e5f60718", key: "e2e-payme-key" };

let browser: Browser;
let server: RunningServer;
let click: FakeClick;
let payme: FakePayme;
beforeAll(async () => {
  // The fakes call the server, which is started after them (it needs their addresses).
  const merchant = () => server.baseUrl;
  click = await startFakeClick({ ...CLICK, merchant: (stage, form) => postTo(merchant())(stage, form) });
  // Payme's clock is the server's: both run on the run's business clock (support/clock.ts). On the
  // real clock Payme's transaction time was up to a day behind the server's, which took it for a
  // transaction past Payme's 12 hours (-31008) whenever Tashkent's afternoon ran the tests.
  payme = await startFakePayme({ key: PAYME.key, now: businessNow });
  server = await startServer({
    ...clockEnv(inject("clockOffset")),
    PAYME_MERCHANT_ID: PAYME.merchantId,
    PAYME_KEY: PAYME.key,
    PAYME_CHECKOUT_URL: payme.checkoutUrl,
    CLICK_SERVICE_ID: CLICK.serviceId,
    CLICK_MERCHANT_ID: CLICK.merchantId,
    CLICK_MERCHANT_USER_ID: CLICK.merchantUserId,
    CLICK_SECRET_KEY: CLICK.secretKey,
    CLICK_PAY_URL: click.payUrl,
    CLICK_API_URL: click.apiUrl,
  });
  payme.setMerchantUrl(server.baseUrl);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await click?.close();
  await payme?.close();
});

const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;
const cart = {
  version: 1,
  lines: [{ id: 1, amount: 2, cartProdId: plain.id, modifiers: [], name: plain.name.ru, imageUrl: "", price: plain.price }],
};
const cartLines = async (page: Page) =>
  ((await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "null"))) as { lines: unknown[] } | null)?.lines ?? [];

/** A signed-in customer on /order with a delivery point and a cart, the form filled. */
async function atCheckout(lang: Lang, prefix: string, phone: string, options = DESKTOP) {
  const { page, context, errors } = await openPage(browser, { ...options, locale: lang });
  await page.addInitScript(
    ([loc, basket]) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("location", JSON.stringify(loc));
      localStorage.setItem("delivery", "0");
      localStorage.setItem("cart", JSON.stringify(basket));
    },
    [orderableLocation(), cart] as const,
  );
  await page.goto(`${server.baseUrl}${prefix}/order`);
  const sheet = page.getByRole("dialog");
  await sheet.getByLabel(say(lang, "Phone number"), { exact: true }).fill(phone.slice(4));
  await sheet.getByRole("button", { name: say(lang, "Get the code"), exact: true }).click();
  await sheet.getByLabel(say(lang, "Code"), { exact: true }).fill(await codeFromLog(server.logFile, phone));
  await sheet.waitFor({ state: "detached" });
  await fillCheckout(page);
  return { page, context, errors };
}

/** The order a Payme checkout link is for: its last segment is base64 of "m=…;ac.order_id=<id>;a=…;…". */
const paymeOrderId = (url: string) =>
  Number(/(?:^|;)ac\.order_id=(\d+)/.exec(Buffer.from(new URL(url).pathname.split("/").pop() ?? "", "base64").toString("utf8"))?.[1]);

/** The order's card in the profile's history. */
const historyCard = (page: Page, lang: Lang, orderId: number) =>
  page
    .getByRole("region", { name: say(lang, "My orders") })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: text(lang, "Order No. {number}", { number: String(orderId) }), exact: true }) });

const method = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
const placeButton = (page: Page, lang: Lang) => page.getByRole("button", { name: text(lang, "Place order · {total}") });
const headline = (page: Page) => page.getByRole("heading", { level: 1 });
const trackerUrl = (prefix: string) => new RegExp(`${prefix}/tracker/(\\d+)$`);

/**
 * Waits until the page is at the URL (its answer arrived; a loaded machine can hold the page's
 * "load" event back for long). A page left elsewhere says where it is and what it shows.
 */
async function arrives(page: Page, url: Parameters<Page["waitForURL"]>[0]) {
  try {
    await page.waitForURL(url, { waitUntil: "commit" });
  } catch (err) {
    const shown =
      (await page
        .locator("body")
        .textContent({ timeout: 2000 })
        .catch(() => "")) ?? "";
    throw new Error(`Still at ${page.url()}, showing ${JSON.stringify(shown.trim().slice(0, 300))}: ${(err as Error).message}`);
  }
}

describe("paying online on the website", () => {
  it("Click: the checkout offers it, its page takes the payment, and the tracker says paid", async () => {
    const { page, context } = await atCheckout("en", "/en", "+998907770101");
    // Every way to pay is a radio of one group named by the section.
    const group = page.getByRole("radiogroup", { name: say("en", "Payment") });
    await method(page, "Click").waitFor();
    expect(await group.getByRole("radio").evaluateAll((rs) => rs.map((r) => (r as HTMLInputElement).value))).toEqual([
      "cash",
      "card",
      "payme",
      "click",
    ]);
    await method(page, "Click").check();
    await page.getByText(say("en", "Next you pay on the Click page; the order goes to the kitchen once it is paid.")).waitFor();
    await placeButton(page, "en").click();

    // Click's page, in the same tab: pay there, come back to the tracker.
    await arrives(page, (url) => url.href.startsWith(click.payUrl));
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await arrives(page, trackerUrl("/en"));
    const orderId = Number(trackerUrl("/en").exec(page.url())?.[1]);
    expect(click.paid.map((run) => Number(run.orderId))).toEqual([orderId]);
    await page.getByText(text("en", "Paid online with {method}", { method: "Click" }) as string).waitFor();
    expect(await headline(page).getAttribute("data-payment")).toBe("paid");
    // Back on our site the order is placed: the cart is empty.
    expect(await cartLines(page)).toEqual([]);

    // The order history says how it was paid; the unnamed profile took the order's name before
    // the page left for Click's.
    await page.goto(`${server.baseUrl}/en/profile`);
    await expect.poll(() => page.getByLabel(say("en", "Name"), { exact: true }).inputValue()).toBe("Dilnoza");
    const card = historyCard(page, "en", orderId);
    await card.getByText(text("en", "{name}: paid", { name: "Click" }) as string, { exact: true }).waitFor();
    await context.close();
  });

  it("Payme: an order left unpaid waits for its payment; placing it again and Pay resume the same payment, which shows without a reload", async () => {
    const { page, context } = await atCheckout("ru", "", "+998907770102", PHONE);
    await method(page, "Payme").check();
    await placeButton(page, "ru").click();
    await arrives(page, (url) => url.href.startsWith(payme.checkoutUrl));
    const firstPayUrl = page.url();

    // Back without paying: the cart and the form are still there; placing again gives the same payment.
    // (Once the provider's page has loaded: going back while Chromium is still swapping in the other
    // origin's page fails with "Not attached to an active page".)
    await page.waitForLoadState("load");
    await page.goBack();
    await placeButton(page, "ru").waitFor();
    expect(await cartLines(page)).toHaveLength(1);
    expect(await page.locator("#order-name").inputValue()).toBe("Dilnoza");
    await placeButton(page, "ru").click();
    await arrives(page, (url) => url.href.startsWith(payme.checkoutUrl));
    expect(page.url()).toBe(firstPayUrl);
    const orderId = paymeOrderId(firstPayUrl);

    // The order history shows it waiting for payment, and leads to its tracker to pay.
    await page.goto(`${server.baseUrl}/profile`);
    const card = historyCard(page, "ru", orderId);
    await card.getByText(say("ru", "Waiting for payment"), { exact: true }).waitFor();
    await card.getByRole("link", { name: say("ru", "Pay for the order"), exact: true }).click();

    // The tracker: waiting for payment, with a deadline and a Pay button to the same page.
    await arrives(page, `${server.baseUrl}/tracker/${orderId}`);
    await expect.poll(() => headline(page).getAttribute("data-payment")).toBe("awaiting");
    expect(await headline(page).textContent()).toBe(say("ru", "Waiting for payment"));
    await page
      .getByText(text("ru", "Pay by {due}: the restaurant gets the order once it is paid. Unpaid, it is cancelled and nothing is charged."))
      .waitFor();
    const pay = page.getByRole("link", { name: text("ru", "Pay with {method}", { method: "Payme" }) as string });
    expect(await pay.getAttribute("href")).toBe(firstPayUrl);

    // Paid elsewhere (another tab): this tracker shows it without a reload.
    const other = await context.newPage();
    await other.goto(firstPayUrl);
    await other.getByRole("button", { name: "Pay", exact: true }).click();
    await arrives(other, trackerUrl(""));
    await expect.poll(() => headline(page).getAttribute("data-payment")).toBe("paid");
    await page.getByText(text("ru", "Paid online with {method}", { method: "Payme" }) as string).waitFor();
    expect(await page.getByRole("link", { name: text("ru", "Pay with {method}", { method: "Payme" }) as string }).count()).toBe(0);
    await context.close();
  });

  it("an unpaid order whose deadline passes says the payment time ran out, offers no Pay button and leads back to the menu", async () => {
    const { page, context } = await atCheckout("en", "/en", "+998907770103");
    await method(page, "Click").check();
    await placeButton(page, "en").click();
    await arrives(page, (url) => url.href.startsWith(click.payUrl));
    const orderId = Number(new URL(page.url()).searchParams.get("transaction_param"));
    await page.goto(`${server.baseUrl}/en/tracker/${orderId}`);
    await expect.poll(() => headline(page).getAttribute("data-payment")).toBe("awaiting");
    const pay = page.getByRole("link", { name: text("en", "Pay with {method}", { method: "Click" }) as string });
    await pay.waitFor();

    // The page's clock moves past the payment window (20 minutes by default).
    await page.clock.fastForward("21:00");
    await expect.poll(() => headline(page).getAttribute("data-payment")).toBe("expired");
    expect(await headline(page).textContent()).toBe(say("en", "Payment time ran out"));
    await page
      .getByText(say("en", "The order was not paid in time, so it was cancelled. Nothing was charged: you can order again from the menu."))
      .waitFor();
    expect(await pay.count()).toBe(0);
    await page.getByRole("link", { name: say("en", "Back to the menu"), exact: true }).click();
    await arrives(page, /\/en\/?$/);
    await context.close();
  });
});
