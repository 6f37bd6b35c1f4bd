// Ratings and "stop" (issue 26): a completed order's customer is asked for 1–5 stars through the
// outbox, only they may rate it, once; the next message is the comment; a low rating tells the
// restaurant's own chat (else the chain's), waiting a while for the comment to carry it. "stop" in ru/en/uz unsubscribes and /start resubscribes.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customers, orderRatings, restaurants } from "../db/schema";
import { TOKEN_ACTOR } from "../operator/staff-auth";
import { advanceOrder } from "../orders/transitions";
import { ALERT_WAIT_MS } from "./ratings";
import { isStopWord } from "./subscription";
import { type BotTestApp, botTestApp, OPERATORS } from "./test/harness";

let t: BotTestApp;
let customer: string;
const TG_USER = 7301;
const OTHER = 7302;
const MIRABAD_CHAT = -1009990001;
beforeAll(async () => {
  t = await botTestApp();
  customer = await t.telegramCustomer(TG_USER);
  await t.telegramCustomer(OTHER);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.service.outbox.runOnce();
  t.fake.clear();
});

const sends = (chat: number) => t.fake.of("sendMessage").filter((c) => c.params.chat_id === chat);
async function completedOrder(language = 2) {
  const id = await t.placeOrder(customer, { language });
  for (let i = 0; i < 5; i++) await advanceOrder(t.database.db, TOKEN_ACTOR, id, new Date());
  await t.service.outbox.runOnce();
  return id;
}
const press = (from: number, data: string) => ({
  callback_query: {
    id: `cb-${data}-${from}`,
    from: { id: from, is_bot: false, first_name: "User", language_code: "ru" },
    chat_instance: "private",
    message: { message_id: 5, date: 0, chat: { id: from, type: "private" }, text: "rate" },
    data,
  },
});
const rating = async (orderId: number) => (await t.database.db.select().from(orderRatings).where(eq(orderRatings.orderId, orderId)))[0];

describe("ratings", () => {
  it("asks the customer once the order is completed, with five buttons, in the order's language", async () => {
    const id = await completedOrder(3);
    const ask = sends(TG_USER).at(-1);
    expect(ask?.params.text).toBe(`How was order #${id}? Rate it from 1 to 5.`);
    expect(ask?.params.reply_markup).toEqual({
      inline_keyboard: [[1, 2, 3, 4, 5].map((n) => ({ text: `${n}⭐`, callback_data: `rt:${id}:${n}` }))],
    });
  });

  it("takes the owner's stars once and the next message as the comment; nobody else's", async () => {
    const id = await completedOrder();
    await t.send(press(OTHER, `rt:${id}:1`));
    expect(await rating(id)).toBeUndefined();
    expect(t.fake.of("answerCallbackQuery").at(-1)?.params).toMatchObject({ show_alert: true });

    await t.send(press(TG_USER, `rt:${id}:5`));
    await t.send(press(TG_USER, `rt:${id}:3`)); // a second press does not change it
    expect(await rating(id)).toMatchObject({ stars: 5, comment: null });
    expect(t.fake.of("editMessageText").at(-1)?.params.text).toContain(`Заказ №${id}: ⭐⭐⭐⭐⭐`);

    await t.send(t.text(TG_USER, "Very tasty, thank you"));
    expect(await rating(id)).toMatchObject({ stars: 5, comment: "Very tasty, thank you" });
    expect(sends(TG_USER).at(-1)?.params.text).toBe("Спасибо за комментарий — ресторан его прочитает.");
    // A later message is plain text again, not a second comment.
    await t.send(t.text(TG_USER, "hello?"));
    expect((await rating(id)).comment).toBe("Very tasty, thank you");
    expect(sends(TG_USER).at(-1)?.params.text).toMatch(/^Я не читаю сообщения здесь/);
    // A good rating alerts nobody.
    await t.service.outbox.runOnce();
    expect(sends(OPERATORS).filter((c) => String(c.params.text).includes("Низкая оценка"))).toHaveLength(0);
  });

  it("a low rating tells the restaurant's own chat with the comment, else the chain's", async () => {
    const first = await completedOrder();
    await t.send(press(TG_USER, `rt:${first}:2`));
    await t.send(t.text(TG_USER, "Cold pizza"));
    await t.service.outbox.runOnce();
    const alert = sends(OPERATORS).at(-1);
    expect(alert?.params.text).toMatch(
      new RegExp(`^⚠️ Низкая оценка: заказ №${first} · .+ · ⭐⭐ 2/5\nDilnoza, \\+998901234567\nКомментарий: Cold pizza$`),
    );

    await t.database.db.update(restaurants).set({ operatorChatId: MIRABAD_CHAT }).where(eq(restaurants.id, "mirabad"));
    try {
      const second = await completedOrder();
      t.fake.clear();
      await t.send(press(TG_USER, `rt:${second}:1`));
      await t.service.outbox.runOnce();
      // No comment yet: the alert waits for one, then goes without it.
      expect(sends(MIRABAD_CHAT)).toHaveLength(0);
      t.advance(ALERT_WAIT_MS);
      await t.service.outbox.runOnce();
      expect(sends(MIRABAD_CHAT).map((c) => c.params.text)).toEqual([
        expect.stringMatching(new RegExp(`^⚠️ Низкая оценка: заказ №${second} .+ ⭐ 1/5`)),
      ]);
      expect(sends(OPERATORS)).toHaveLength(0);
      expect(sends(MIRABAD_CHAT)[0].params.text).not.toContain("Комментарий");
    } finally {
      await t.database.db.update(restaurants).set({ operatorChatId: null }).where(eq(restaurants.id, "mirabad"));
    }
  });
});

describe("a low rating's alert and the comment", () => {
  const alerts = (id: number) => sends(OPERATORS).filter((c) => String(c.params.text).includes(`Низкая оценка: заказ №${id} `));

  it("waits for the comment: sent the moment it comes, with it, and only once", async () => {
    const id = await completedOrder();
    await t.send(press(TG_USER, `rt:${id}:1`));
    await t.service.outbox.runOnce();
    expect(alerts(id)).toHaveLength(0);
    t.advance(ALERT_WAIT_MS / 2);
    await t.service.outbox.runOnce();
    expect(alerts(id)).toHaveLength(0);
    await t.send(t.text(TG_USER, "Late and cold"));
    await t.service.outbox.runOnce();
    expect(alerts(id).map((c) => c.params.text)).toEqual([expect.stringMatching(/⭐ 1\/5\n.+\nКомментарий: Late and cold$/)]);
    t.advance(ALERT_WAIT_MS);
    await t.service.outbox.runOnce();
    expect(alerts(id)).toHaveLength(1);
  });

  it("a waiting alert holds back no later message of the same order to the same chat", async () => {
    const id = await completedOrder();
    await t.send(press(TG_USER, `rt:${id}:1`));
    // Another message of the order for the operators' chat, written after the alert (as the
    // payments ledger writes a refund's): it goes now, not when the alert stops waiting.
    const inserted = (await t.database.db.execute(
      sql`insert into bot_outbox (order_id, target, kind, status_code) values (${id}, 'operator', 'status', 201) returning id`,
    )) as unknown as { rows: { id: number }[] };
    const later = inserted.rows[0];
    await t.service.outbox.runOnce();
    const state = async (rowId: number) => {
      const found = (await t.database.db.execute(sql`select sent_at from bot_outbox where id = ${rowId}`)) as unknown as {
        rows: { sent_at: unknown }[];
      };
      return found.rows[0].sent_at;
    };
    expect(await state(later.id)).not.toBeNull();
    expect(alerts(id)).toHaveLength(0);
    t.advance(ALERT_WAIT_MS);
    await t.service.outbox.runOnce();
    expect(alerts(id)).toHaveLength(1);
  });

  it("a comment after the alert went without one sends it again, now with the comment", async () => {
    const id = await completedOrder();
    await t.send(press(TG_USER, `rt:${id}:2`));
    t.advance(ALERT_WAIT_MS);
    await t.service.outbox.runOnce();
    expect(alerts(id).map((c) => c.params.text)).toEqual([expect.not.stringContaining("Комментарий")]);
    await t.send(t.text(TG_USER, "The courier was rude"));
    await t.service.outbox.runOnce();
    expect(alerts(id).map((c) => c.params.text)).toEqual([
      expect.not.stringContaining("Комментарий"),
      expect.stringMatching(/Комментарий: The courier was rude$/),
    ]);
  });
});

describe("stop and /start", () => {
  it.each(["stop", "/stop", "Стоп", "to'xtatish", "To‘xtatish!", "STOP."])("%s means stop", (word) => {
    expect(isStopWord(word)).toBe(true);
  });
  it.each(["stop it", "стопка", "hello"])("%s does not", (word) => expect(isStopWord(word)).toBe(false));

  it("unsubscribes with a confirmation in the user's language, and /start subscribes again", async () => {
    const state = async () => (await t.database.db.select().from(customers).where(eq(customers.id, customer)))[0];
    await t.send(t.text(TG_USER, "to'xtatish", "uz"));
    expect((await state()).unsubscribedAt).not.toBeNull();
    expect(sends(TG_USER).at(-1)?.params.text).toMatch(/^Tayyor: endi sizga yangiliklar/);
    await t.send(t.text(TG_USER, "/stop", "en"));
    expect(sends(TG_USER).at(-1)?.params.text).toMatch(/^Done: we will not send you news/);
    await t.database.db.update(customers).set({ botBlockedAt: new Date() }).where(eq(customers.id, customer));
    await t.send(t.text(TG_USER, "/start", "ru"));
    expect(await state()).toMatchObject({ unsubscribedAt: null, botBlockedAt: null });
  });
});
