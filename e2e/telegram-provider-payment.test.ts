// Paying with Click from inside the mini-app: the checkout offers Click (the restaurant takes it),
// tg_order answers its page, the app hands the page to the phone's browser with the SDK's openLink
// (web_app_open_link) and shows the tracker waiting for the payment, whose Pay button opens the same
// page again. Paid in "the browser" (another tab), the mini-app's tracker shows it without a reload.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stopList } from "../server/db/seed/menu";
import { postTo } from "../server/payments/click/test/click-emulator";
import { type FakeClick, startFakeClick } from "../server/payments/click/test/fake-click";
import { launchBrowser, openPage } from "./support/browser";
import type { RunningServer } from "./support/server";
import { emitTelegramEvent, fillCheckout, openMiniApp, telegramEvents } from "./support/telegram";
import { startTelegramServer, type TelegramServer } from "./support/telegram-server";
import { say, text } from "./support/text";

const CLICK = { serviceId: "31338", merchantId: "12002", merchantUserId: "40002", secretKey: "e2e-click-secret-tg" };

let browser: Browser;
let telegram: TelegramServer;
let server: RunningServer;
let click: FakeClick;
beforeAll(async () => {
  click = await startFakeClick({ ...CLICK, merchant: (stage, form) => postTo(server.baseUrl)(stage, form) });
  telegram = await startTelegramServer("telegram-click", {
    CLICK_SERVICE_ID: CLICK.serviceId,
    CLICK_MERCHANT_ID: CLICK.merchantId,
    CLICK_MERCHANT_USER_ID: CLICK.merchantUserId,
    CLICK_SECRET_KEY: CLICK.secretKey,
    CLICK_PAY_URL: click.payUrl,
    CLICK_API_URL: click.apiUrl,
  });
  server = telegram.server;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await telegram?.stop();
  await click?.close();
});

const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;
const openedLinks = async (page: Page) => (await telegramEvents(page, "web_app_open_link")).map(([, data]) => String(data?.url));

describe("paying with Click inside Telegram", () => {
  it("opens Click's page in the phone's browser, waits on the tracker, and shows the payment made there without a reload", async () => {
    const user = { id: 7402, first_name: "Jasur", language_code: "ru" };
    const { page, context, goCheckout } = await openMiniApp(browser, server.baseUrl, "/", {
      user,
      basket: [{ id: plain.id, count: 1, modifiers: [] }],
      delivery: true,
    });
    await goCheckout();
    await fillCheckout(page);
    await page.getByRole("radio", { name: "Click", exact: true }).check();

    await emitTelegramEvent(page, "main_button_pressed");
    await expect.poll(() => openedLinks(page)).toHaveLength(1);
    const [payUrl] = await openedLinks(page);
    expect(payUrl.startsWith(click.payUrl)).toBe(true);
    const orderId = new URL(payUrl).searchParams.get("transaction_param");
    await page.waitForURL(new RegExp(`/tracker/${orderId}$`));
    const headline = page.getByRole("heading", { level: 1 });
    await expect.poll(() => headline.getAttribute("data-payment")).toBe("awaiting");
    expect(await headline.textContent()).toBe(say("ru", "Waiting for payment"));

    // The Pay button opens the same page in the browser again (a button: the mini-app stays).
    await page.getByRole("button", { name: text("ru", "Pay with {method}", { method: "Click" }) as string }).click();
    await expect.poll(() => openedLinks(page)).toEqual([payUrl, payUrl]);

    // The customer pays in the phone's browser.
    const phoneBrowser = await openPage(browser);
    await phoneBrowser.page.goto(payUrl);
    await phoneBrowser.page.getByRole("button", { name: "Pay", exact: true }).click();
    await phoneBrowser.page.waitForURL(new RegExp(`/tracker/${orderId}$`));
    await expect.poll(() => headline.getAttribute("data-payment")).toBe("paid");
    await page.getByText(text("ru", "Paid online with {method}", { method: "Click" }) as string).waitFor();
    await phoneBrowser.context.close();
    await context.close();
  });
});
