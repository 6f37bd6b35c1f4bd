// Both ways a customer's phone reaches the store. On the web: phone → code (read from the server
// log, as the demo sender writes it) → signed in, the sheet saying where the code went; with a
// Telegram Gateway answer it offers "send by SMS instead" after the pause, and a code no sender could
// deliver (503) says so and keeps the number. Inside the mini-app: checkout asks Telegram for the
// number (requestPhoneAccess), Telegram posts the user's own contact to the bot's webhook, and the
// phone field fills once the server has linked it; declining leaves the field to type in.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeBotApi } from "../server/bot/test/fake-bot-api";
import { products, stopList } from "../server/db/seed/menu";
import { DESKTOP, launchBrowser, openPage } from "./support/browser";
import type { RunningServer } from "./support/server";
import { codeFromLog } from "./support/sign-in";
import { emitTelegramEvent, openMiniApp, telegramEvents } from "./support/telegram";
import { startTelegramServer, type TelegramServer } from "./support/telegram-server";
import { say, text } from "./support/text";

const WEBHOOK_SECRET = "e2e-webhook-secret-0123456789";

let browser: Browser;
let telegram: TelegramServer;
let server: RunningServer;
let fake: FakeBotApi;
beforeAll(async () => {
  telegram = await startTelegramServer("sign-in", { TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET });
  ({ server, fake } = telegram);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await telegram?.stop();
});

const shown = (phone: string) =>
  `+998\u00a0${phone.slice(4, 6)}\u00a0${phone.slice(6, 9)}\u00a0${phone.slice(9, 11)}\u00a0${phone.slice(11)}`;

async function openSheet(page: Page, lang: "en" | "ru" | "uz") {
  // The profile opens the sheet by itself for a visitor who arrives signed out.
  await page.goto(`${server.baseUrl}${lang === "ru" ? "" : `/${lang}`}/profile`);
  const sheet = page.getByRole("dialog");
  await sheet.getByRole("heading", { name: say(lang, "Sign in"), exact: true }).waitFor();
  return sheet;
}

describe("signing in on the web", () => {
  it("phone → the code from the server log → signed in; the sheet says where the code went", async () => {
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, locale: "en-US" });
    const phone = "+998907770301";
    const sheet = await openSheet(page, "en");
    await sheet.getByLabel("Phone number", { exact: true }).fill(phone.slice(4));
    await sheet.getByRole("button", { name: "Get the code", exact: true }).click();
    await sheet
      .getByText(text("en", "Demo: the code for {shown} is in the server log, not on the phone.", { shown: shown(phone) }))
      .waitFor();
    // The demo's log sender offers no SMS; the pause counts down.
    expect(await sheet.getByRole("button", { name: "Send by SMS instead" }).count()).toBe(0);
    await sheet.getByRole("button", { name: /^Send a new code in 0:\d\d$/ }).waitFor();
    await sheet.getByLabel("Code", { exact: true }).fill(await codeFromLog(server.logFile, phone));
    await sheet.waitFor({ state: "detached" });
    await page.locator("[data-sonner-toast]").getByText("You are signed in").waitFor();
    const me = await page.evaluate(async () => (await fetch("/api/me")).json());
    expect(me).toMatchObject({ phone });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("in Telegram first, then by SMS when asked after the pause; a code nobody could send keeps the number", async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, locale: "ru-RU" });
    const phone = "+998907770302";
    const bodies: Record<string, unknown>[] = [];
    let answer: { status: number; body: unknown } = { status: 503, body: { error: "down", code: "code_not_sent" } };
    // The server's answers as a production sender chain gives them (Telegram Gateway, then Eskiz).
    await page.route("**/api/auth/code", async (route) => {
      bodies.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.fulfill({ status: answer.status, contentType: "application/json", body: JSON.stringify(answer.body) });
    });
    const sheet = await openSheet(page, "ru");
    const phoneField = sheet.getByLabel(say("ru", "Phone number"), { exact: true });
    await phoneField.fill(phone.slice(4));
    await sheet.getByRole("button", { name: say("ru", "Get the code"), exact: true }).click();
    await sheet.getByText(say("ru", "We could not send the code just now. Please try again in a minute.")).waitFor();
    expect(await phoneField.inputValue()).toBe("+998 90 777 03 02");

    answer = { status: 200, body: { channel: "telegram", resendAfterSeconds: 2, smsAvailable: true } };
    await sheet.getByRole("button", { name: say("ru", "Get the code"), exact: true }).click();
    await sheet.getByText(text("ru", "We sent the code in Telegram to {shown}.", { shown: shown(phone) })).waitFor();
    const bySms = sheet.getByRole("button", { name: say("ru", "Send by SMS instead"), exact: true });
    await bySms.waitFor({ timeout: 5_000 });
    await sheet.getByRole("button", { name: say("ru", "Send a new code"), exact: true }).waitFor();

    answer = { status: 200, body: { channel: "sms", resendAfterSeconds: 60, smsAvailable: true } };
    await bySms.click();
    await sheet.getByText(text("ru", "We sent the code by SMS to {shown}.", { shown: shown(phone) })).waitFor();
    expect(bodies.map((b) => b.via ?? null)).toEqual([null, null, "sms"]);
    expect(await bySms.count()).toBe(0);
    await context.close();
  });
});

describe("inside the mini-app", () => {
  it("checkout takes the phone Telegram shares: declined first, then shared through the bot's webhook", async () => {
    const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id));
    if (!plain) throw new Error("no plain product in the demo menu");
    const user = { id: 7601, first_name: "Dilnoza", language_code: "ru" };
    const { page, context, goCheckout } = await openMiniApp(browser, server.baseUrl, "/", {
      user,
      basket: [{ id: plain.id, count: 1, modifiers: [] }],
      delivery: true,
    });
    await goCheckout();
    const phoneField = page.locator('.order-page input[name="phone"]');
    await phoneField.waitFor();
    expect(await phoneField.inputValue()).toBe("");
    const share = page.getByRole("button", { name: say("ru", "Share my number from Telegram"), exact: true });

    // Declined: the field stays for typing.
    await share.click();
    await expect.poll(async () => (await telegramEvents(page, "web_app_request_phone")).length).toBe(1);
    await emitTelegramEvent(page, "phone_requested", { status: "cancelled" });
    await page.getByText(say("ru", "No problem: type the number instead.")).waitFor();

    // Shared: Telegram answers "sent" and posts the user's own contact to the webhook.
    await share.click();
    await expect.poll(async () => (await telegramEvents(page, "web_app_request_phone")).length).toBe(2);
    await emitTelegramEvent(page, "phone_requested", { status: "sent" });
    await page.getByRole("button", { name: say("ru", "Waiting for Telegram…") }).waitFor();
    const webhook = (update: unknown, secret = WEBHOOK_SECRET) =>
      fetch(`${server.baseUrl}/api/telegram/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Telegram-Bot-Api-Secret-Token": secret },
        body: JSON.stringify(update),
      });
    const contactUpdate = (updateId: number, userId: number, phone: string) => ({
      update_id: updateId,
      message: {
        message_id: updateId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: user.id, type: "private", first_name: user.first_name },
        from: { id: user.id, is_bot: false, first_name: user.first_name, language_code: "ru" },
        contact: { phone_number: phone, first_name: user.first_name, user_id: userId },
      },
    });
    // A forged update (wrong secret) and a forwarded contact (someone else's) link nothing.
    expect((await webhook(contactUpdate(900001, user.id, "998907779999"), "wrong")).status).toBe(401);
    expect((await webhook(contactUpdate(900002, 424242, "998907779998"))).status).toBe(200);
    expect((await webhook(contactUpdate(900003, user.id, "998907770303"))).status).toBe(200);

    await expect.poll(() => phoneField.inputValue(), { timeout: 15_000 }).toBe("+998 90 777 03 03");
    expect(await share.count()).toBe(0);
    const me = await page.evaluate(async () => (await fetch("/api/me")).json());
    expect(me).toMatchObject({ phone: "+998907770303", tgId: user.id });
    // The bot confirmed in the chat, in the user's language.
    await expect
      .poll(() => fake.of("sendMessage").map((c) => String(c.params.text)))
      .toContainEqual(expect.stringContaining("+998 90 777 03 03"));
    await context.close();
  });
});
