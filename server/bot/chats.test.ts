// The operators' chats (issue 24): each restaurant's own chat gets its restaurant's orders and the
// chain's chat keeps getting all, each once; nothing for an unpaid online order; a new order reads
// "new"; cancelling in the chat asks why from presets; plain text to the bot gets a helpful answer.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STATUS } from "../../src/domain/order-status";
import { orders, restaurants } from "../db/schema";
import { TOKEN_ACTOR } from "../operator/staff-auth";
import { advanceOrder } from "../orders/transitions";
import { type BotTestApp, botTestApp, OPERATORS, SITE, TG } from "./test/harness";

const MIRABAD_CHAT = -1009000000001;
const TG_USER = 7301;
let t: BotTestApp;
let customer: string;
beforeAll(async () => {
  t = await botTestApp({ PAYME_MERCHANT_ID: "chats-merchant", PAYME_KEY: "chats-key", CHAIN_PHONE: "+998 71 200 00 00" });
  customer = await t.telegramCustomer(TG_USER);
  await t.database.db.update(restaurants).set({ operatorChatId: MIRABAD_CHAT }).where(eq(restaurants.id, "mirabad"));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.service.outbox.runOnce();
  t.fake.clear();
});

const sends = (chat: number) => t.fake.of("sendMessage").filter((c) => c.params.chat_id === chat);
const edits = (chat: number) => t.fake.of("editMessageText").filter((c) => c.params.chat_id === chat);
const about = (id: number) => (c: { params: Record<string, unknown> }) => String(c.params.text).startsWith(`Заказ №${id} `);
const order = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe("a restaurant's own operators' chat", () => {
  it("gets its restaurant's orders, and the chain's chat all of them, each change once per chat", async () => {
    const id = await t.placeOrder(customer);
    const other = await t.placeOrder(customer, { restaurantId: "chilanzar", orderTypeId: 200, address: null });
    await t.service.outbox.runOnce();
    await t.service.outbox.runOnce(); // a second pass sends nothing again
    expect(sends(OPERATORS).filter(about(id))).toHaveLength(1);
    expect(sends(OPERATORS).filter(about(other))).toHaveLength(1);
    expect(sends(MIRABAD_CHAT).filter(about(id))).toHaveLength(1);
    expect(sends(MIRABAD_CHAT).filter(about(other))).toHaveLength(0);
    // Both carry the buttons.
    expect(JSON.stringify(sends(MIRABAD_CHAT)[0].params.reply_markup)).toContain(`adv:${id}:0`);

    await advanceOrder(t.database.db, TOKEN_ACTOR, id, new Date(t.now()));
    await advanceOrder(t.database.db, TOKEN_ACTOR, id, new Date(t.now()));
    await t.service.outbox.runOnce();
    for (const chat of [OPERATORS, MIRABAD_CHAT]) {
      expect(sends(chat).filter(about(id))).toHaveLength(1);
      const changes = edits(chat).filter(about(id));
      expect(changes).toHaveLength(2);
      expect(new Set(changes.map((c) => c.params.message_id)).size).toBe(1);
      expect(String(changes.at(-1)?.params.text)).toMatch(/готовится/);
    }
  });

  it("a restaurant whose chat is the chain's: that chat hears once", async () => {
    await t.database.db.update(restaurants).set({ operatorChatId: OPERATORS }).where(eq(restaurants.id, "mirabad"));
    const id = await t.placeOrder(customer);
    await t.service.outbox.runOnce();
    expect(sends(OPERATORS).filter(about(id))).toHaveLength(1);
    await t.database.db.update(restaurants).set({ operatorChatId: MIRABAD_CHAT }).where(eq(restaurants.id, "mirabad"));
  });

  it("says nothing of an unpaid online order in any chat, and tells both once it is paid", async () => {
    const id = await t.placeOrder(customer, { paymentType: "payme" });
    await t.service.outbox.runOnce();
    expect(t.fake.of("sendMessage").filter(about(id))).toHaveLength(0);
    await t.database.db
      .update(orders)
      .set({ paidAt: new Date(t.now()) })
      .where(eq(orders.id, id));
    await t.service.outbox.runOnce();
    for (const chat of [OPERATORS, MIRABAD_CHAT]) {
      const [message] = sends(chat).filter(about(id));
      expect(String(message?.params.text)).toMatch(/Payme · Оплачен онлайн/);
    }
  });

  it("an unpaid online order's expiry (cancelled unpaid) reaches no chat either", async () => {
    const id = await t.placeOrder(customer, { paymentType: "payme" });
    await t.database.db.transaction(async (tx) => {
      await tx.update(orders).set({ statusCode: STATUS.cancelled, cancelReason: "payment_expired" }).where(eq(orders.id, id));
    });
    await t.service.outbox.runOnce();
    expect(t.fake.calls.filter((c) => String(c.params.text ?? "").includes(`№${id}`))).toHaveLength(0);
  });
});

describe("the operators' message", () => {
  it('reads "new" for a new order, not "accepted"', async () => {
    const id = await t.placeOrder(customer);
    await t.service.outbox.runOnce();
    const [message] = sends(OPERATORS).filter(about(id));
    expect(String(message.params.text).split("\n")[0]).toMatch(/ · новый$/);
    expect(String(message.params.text)).not.toMatch(/принят/);
  });

  it("cancel asks why from presets and records the one chosen as the order's reason", async () => {
    const id = await t.placeOrder(customer, { language: 3 });
    await t.send(t.press(TG.manager, `cx:${id}`));
    const markup = JSON.stringify(t.fake.of("editMessageReplyMarkup").at(-1)?.params.reply_markup);
    for (let n = 0; n < 5; n++) expect(markup).toContain(`cr:${id}:${n}`);
    expect(markup).toContain("Нет курьера");
    expect(markup).toContain(`bk:${id}`);
    expect(t.fake.of("answerCallbackQuery").at(-1)?.params.text).toBe(`Почему отменить №${id}?`);
    expect((await order(id)).statusCode).toBe(STATUS.received);

    await t.send(t.press(TG.manager, `cr:${id}:2`));
    expect(await order(id)).toMatchObject({ statusCode: STATUS.cancelled, cancelReason: "no courier is available" });
    await t.service.outbox.runOnce();
    expect(String(sends(TG_USER).at(-1)?.params.text)).toContain("Reason: no courier is available");
    expect(String(edits(OPERATORS).filter(about(id)).at(-1)?.params.text)).toContain("Причина: no courier is available");
  });

  it("a reason out of the presets' range moves nothing", async () => {
    const id = await t.placeOrder(customer);
    await t.send(t.press(TG.manager, `cr:${id}:9`));
    expect((await order(id)).statusCode).toBe(STATUS.received);
  });
});

describe("plain text to the bot", () => {
  it("answers in the user's language with the menu button and the chain's phone", async () => {
    await t.send(t.text(TG_USER, "Hello, where is my pizza?", "en"));
    const [reply] = sends(TG_USER);
    expect(reply.params.text).toBe(
      "I cannot read messages here. The menu and your orders are in the app (the button below); to talk to us, call +998 71 200 00 00.",
    );
    expect(reply.params.reply_markup).toEqual({ inline_keyboard: [[{ text: "Open the menu", web_app: { url: `${SITE}/en` } }]] });
    await t.send(t.text(TG_USER, "Салом", "uz"));
    expect(String(sends(TG_USER).at(-1)?.params.text)).toContain("+998 71 200 00 00");
    expect(String(sends(TG_USER).at(-1)?.params.text)).not.toContain("I cannot");
  });

  it("a command gets its own answer only, and a group's chatter none", async () => {
    await t.send(t.text(TG_USER, "/menu", "ru"));
    expect(sends(TG_USER)).toHaveLength(1);
    expect(String(sends(TG_USER)[0].params.text)).not.toContain("+998");
    await t.send({
      message: {
        message_id: 5,
        date: 0,
        chat: { id: OPERATORS, type: "supergroup", title: "Ops" },
        from: { id: TG.manager, is_bot: false, first_name: "Staff" },
        text: "who takes #12?",
      },
    });
    expect(sends(OPERATORS)).toHaveLength(0);
  });
});
