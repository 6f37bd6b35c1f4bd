// Online payment inside the mini-app: the server has a payment provider and a (fake) Bot API;
// checkout offers "Online in Telegram", tg_order answers an invoice link, the app opens it with the
// SDK (web_app_open_invoice) and Telegram's answer (invoice_closed) decides: cancelled keeps the
// page and the cart, paid goes on to the tracker — and paying again paid the same order.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeBotApi } from "../server/bot/test/fake-bot-api";
import { products, stopList } from "../server/db/seed/menu";
import { launchBrowser } from "./support/browser";
import type { RunningServer } from "./support/server";
import { cartLines, emitTelegramEvent, fillCheckout, openMiniApp, telegramEvents } from "./support/telegram";
import { startTelegramServer, type TelegramServer } from "./support/telegram-server";

let browser: Browser;
let telegram: TelegramServer;
let server: RunningServer;
let fake: FakeBotApi;
beforeAll(async () => {
  telegram = await startTelegramServer("telegram-pay", { TELEGRAM_PAYMENT_PROVIDER_TOKEN: "398062629:TEST:e2e" });
  ({ server, fake } = telegram);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await telegram?.stop();
});

const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id));
const invoiceSlugs = async (page: Page) => (await telegramEvents(page, "web_app_open_invoice")).map(([, data]) => String(data?.slug));

describe("paying online inside Telegram", () => {
  it("a cancelled invoice keeps the checkout and the cart; paying again pays the same order and opens its tracker", async () => {
    if (!plain) throw new Error("no plain product in the demo menu");
    const user = { id: 7401, first_name: "Dilnoza", language_code: "ru" };
    const { page, context, goCheckout } = await openMiniApp(browser, server.baseUrl, "/", {
      user,
      basket: [{ id: plain.id, count: 1, modifiers: [] }],
      delivery: true,
    });
    await goCheckout();
    await fillCheckout(page);
    await page.getByText("Онлайн в Telegram").click();

    await emitTelegramEvent(page, "main_button_pressed");
    await expect.poll(() => invoiceSlugs(page)).toHaveLength(1);
    const [slug] = await invoiceSlugs(page);
    expect(slug).toMatch(/^invoice-\d+$/);
    await emitTelegramEvent(page, "invoice_closed", { slug, status: "cancelled" });
    await page.getByText("Оплата отменена").waitFor();
    expect(new URL(page.url()).pathname).toBe("/order");
    expect(await cartLines(page)).toHaveLength(1);

    await emitTelegramEvent(page, "main_button_pressed");
    await expect.poll(() => invoiceSlugs(page)).toHaveLength(2);
    const second = (await invoiceSlugs(page))[1];
    expect(second).toBe(slug); // the same order, so the same payload
    const invoices = fake.of("createInvoiceLink");
    expect(invoices.map((c) => c.params.payload)).toEqual([slug.replace("invoice-", ""), slug.replace("invoice-", "")]);
    expect(invoices[0].params).toMatchObject({ currency: "UZS", provider_token: "398062629:TEST:e2e" });
    await emitTelegramEvent(page, "invoice_closed", { slug, status: "paid" });
    await page.waitForURL(new RegExp(`/tracker/${slug.replace("invoice-", "")}$`), { timeout: 20_000 });
    await context.close();
  });
});
