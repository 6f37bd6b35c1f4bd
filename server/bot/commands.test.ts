// /start with its payloads (promo-CODE: the menu with that code in the cart), /menu, /orders, /help:
// the user's language and the mini-app's address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotTestApp, botTestApp, SITE } from "./test/harness";

let t: BotTestApp;
let ownOrder: number;
const OWNER = 7101;
const OTHER = 7102;
beforeAll(async () => {
  t = await botTestApp();
  ownOrder = await t.placeOrder(await t.telegramCustomer(OWNER));
  await t.telegramCustomer(OTHER);
});
afterAll(() => t.close());

/** The reply to one message: its text and the web_app button's text and address. */
async function replyTo(from: number, text: string, languageCode: string) {
  t.fake.clear();
  expect((await t.send(t.text(from, text, languageCode))).status).toBe(200);
  const [call] = t.fake.of("sendMessage");
  const button = (call.params.reply_markup as { inline_keyboard: { text: string; web_app: { url: string } }[][] } | undefined)
    ?.inline_keyboard[0][0];
  return { chat: call.params.chat_id, text: call.params.text as string, button: button?.text, url: button?.web_app.url };
}

describe("/start", () => {
  it.each([
    ["ru", "/start folder-12", "Открываем нужный раздел меню", "Открыть меню", `${SITE}/?tgWebAppStartParam=folder-12`],
    ["en-GB", "/start folder-12", "Opening that part of the menu", "Open the menu", `${SITE}/en?tgWebAppStartParam=folder-12`],
    ["uz", "/start folder-12", "Menyuning kerakli bo‘limini", "Menyuni ochish", `${SITE}/uz?tgWebAppStartParam=folder-12`],
    ["en", "/start tag-spicy", "Here is a selection", "Open the menu", `${SITE}/en?tag=spicy`],
    ["uz", "/start tag-spicy", "saralangan", "Menyuni ochish", `${SITE}/uz?tag=spicy`],
    ["de", "/start", "Здравствуйте! Меню", "Открыть меню", `${SITE}/`],
    ["en", "/start something-else", "Hello! The menu", "Open the menu", `${SITE}/en`],
    ["ru", "/start promo-spring15", "SPRING15", "Заказать с кодом SPRING15", `${SITE}/?promo=SPRING15`],
    ["en", "/start promo-SPRING15", "your promo code SPRING15", "Order with code SPRING15", `${SITE}/en?promo=SPRING15`],
    ["uz", "/start promo_Spring-15", "SPRING-15", "SPRING-15 kodi bilan buyurtma berish", `${SITE}/uz?promo=SPRING-15`],
  ])("in %s, %s greets and opens the right place", async (lang, text, greeting, button, url) => {
    const reply = await replyTo(OWNER, text, lang);
    expect(reply).toMatchObject({ chat: OWNER, button, url });
    expect(reply.text).toContain(greeting);
  });

  it.each([
    ["ru", "Открыть заказ", `/tracker/`],
    ["en", "Open the order", `/en/tracker/`],
    ["uz", "Buyurtmani ochish", `/uz/tracker/`],
  ])("in %s, order-<id> opens the owner's tracker", async (lang, button, path) => {
    const reply = await replyTo(OWNER, `/start order-${ownOrder}`, lang);
    expect(reply).toMatchObject({ button, url: `${SITE}${path}${ownOrder}` });
  });

  it("order-<id> of someone else's order is a plain greeting with the menu", async () => {
    const reply = await replyTo(OTHER, `/start order-${ownOrder}`, "en");
    expect(reply).toMatchObject({ button: "Open the menu", url: `${SITE}/en` });
    expect(reply.text).not.toContain("follow your order");
    const stranger = await replyTo(424242, `/start order-${ownOrder}`, "ru");
    expect(stranger.url).toBe(`${SITE}/`);
  });
});

describe("/menu, /orders, /help", () => {
  it("open the menu, the profile's orders and list the commands", async () => {
    expect(await replyTo(OWNER, "/menu", "uz")).toMatchObject({ button: "Menyuni ochish", url: `${SITE}/uz` });
    expect(await replyTo(OWNER, "/orders", "en")).toMatchObject({ button: "My orders", url: `${SITE}/en/profile` });
    const help = await replyTo(OWNER, "/help", "ru");
    expect(help.text).toContain("/orders — мои заказы");
  });
});

describe("without PUBLIC_URL", () => {
  it("replies without a button and says the app is not available", async () => {
    const bare = await botTestApp({ PUBLIC_URL: "" });
    try {
      await bare.send(bare.text(OWNER, "/start folder-3", "en"));
      const [call] = bare.fake.of("sendMessage");
      expect(call.params.reply_markup).toBeUndefined();
      expect(call.params.text).toContain("The app is not available yet");
    } finally {
      await bare.close();
    }
  });
});
