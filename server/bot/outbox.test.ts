// The outbox: an order's life reaches the customer's and the operators' chats once per change,
// through 429s, 5xx, dropped connections, a crashed sender and two senders on one database.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TOKEN_ACTOR } from "../operator/staff-auth";
import { advanceOrder, cancelOrder } from "../orders/transitions";
import { botOutbox, customers } from "../db/schema";
import { claimRow, createOutboxWorker } from "./outbox";
import { type BotTestApp, botTestApp, OPERATORS, SITE } from "./test/harness";

let t: BotTestApp;
let customer: string;
const TG_USER = 7001;
beforeAll(async () => {
  t = await botTestApp();
  customer = await t.telegramCustomer(TG_USER);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.service.outbox.runOnce();
  t.fake.clear();
});

const sends = (chat: number) => t.fake.of("sendMessage").filter((c) => c.params.chat_id === chat);
const edits = (chat: number) => t.fake.of("editMessageText").filter((c) => c.params.chat_id === chat);
const advance = (id: number) => advanceOrder(t.database.db, TOKEN_ACTOR, id, new Date());
/** Rows not yet sent nor given up (of one order, or all). */
const pending = async (orderId?: number) =>
  (await t.database.db.select().from(botOutbox)).filter(
    (r) => !r.sentAt && !r.failedAt && (orderId === undefined || r.orderId === orderId),
  );

describe("an order's life in the chats", () => {
  it("tells the operators of a new order and the customer at each step, one message edited or a new one where it matters", async () => {
    const id = await t.placeOrder(customer);
    await t.service.outbox.runOnce();
    const [ops] = sends(OPERATORS);
    expect(ops.params.text).toContain(`№${id}`);
    expect(ops.params.text).toMatch(/2 × .+ — /);
    expect(ops.params.text).toContain("Amir Temur 1");
    expect(ops.params.text).toMatch(/Доставка · Время: как можно скорее/);
    expect(JSON.stringify(ops.params.reply_markup)).toContain(`adv:${id}:0`);
    const [received] = sends(TG_USER);
    expect(received.params.text).toMatch(new RegExp(`^Заказ №${id}: принят\nИтого: [\\d\u00a0]+\u00a0сум$`));
    expect(received.params.reply_markup).toEqual({
      inline_keyboard: [[{ text: "Открыть заказ", web_app: { url: `${SITE}/tracker/${id}` } }]],
    });

    for (let i = 0; i < 5; i++) await advance(id); // confirmed, cooking, ready, on the way, completed
    await t.service.outbox.runOnce();
    // New messages for confirmed and on the way; cooking, ready and completed edit the last one;
    // completed then asks for a rating in a message of its own (./ratings.ts).
    expect(sends(TG_USER).map((c) => c.params.text?.toString().split("\n")[0])).toEqual([
      `Заказ №${id}: принят`,
      `Заказ №${id}: подтверждён`,
      `Заказ №${id}: в пути`,
      `Как вам заказ №${id}? Оцените от 1 до 5.`,
    ]);
    expect(edits(TG_USER).map((c) => c.params.text?.toString().split("\n")[0])).toEqual([
      `Заказ №${id}: готовится`,
      `Заказ №${id}: готов`,
      `Заказ №${id}: выполнен`,
    ]);
    // The operators' one message is edited at every step, ending without buttons.
    expect(sends(OPERATORS)).toHaveLength(1);
    const opsEdits = edits(OPERATORS);
    expect(opsEdits).toHaveLength(5);
    expect(new Set(opsEdits.map((c) => c.params.message_id)).size).toBe(1);
    expect(opsEdits.at(-1)?.params.text).toMatch(/выполнен/);
    expect(opsEdits.at(-1)?.params.reply_markup).toEqual({ inline_keyboard: [] });
    expect(await pending()).toHaveLength(0);
  });

  it("tells the customer of a cancel with its reason, in the order's language", async () => {
    const id = await t.placeOrder(customer, { language: 3 });
    await cancelOrder(t.database.db, TOKEN_ACTOR, id, "We ran out of dough", new Date());
    await t.service.outbox.runOnce();
    const last = sends(TG_USER).at(-1);
    expect(last?.params.text).toMatch(new RegExp(`^Order #${id}: cancelled\nReason: We ran out of dough\n`));
    expect(JSON.stringify(last?.params.reply_markup)).toContain(`${SITE}/en/tracker/${id}`);
    expect(edits(OPERATORS).at(-1)?.params.text).toContain("Причина: We ran out of dough");
  });

  it("says nothing to a customer without Telegram, but tells the operators", async () => {
    await t.database.db.insert(customers).values({ id: "web-1", phone: "+998907770000" });
    const id = await t.placeOrder("web-1");
    await advance(id);
    await t.service.outbox.runOnce();
    expect(sends(OPERATORS)).toHaveLength(1);
    expect(t.fake.calls.filter((c) => c.params.chat_id !== OPERATORS)).toHaveLength(0);
  });
});

describe("delivery through faults", () => {
  it("waits a 429's retry_after, then sends once", async () => {
    const id = await t.placeOrder(customer);
    t.fake.fail("sendMessage", { kind: "429", retryAfter: 30 });
    await t.service.outbox.runOnce();
    // The operators' message got the 429; the customer's went out (another chat).
    expect(sends(OPERATORS)).toHaveLength(1);
    t.advance(29_000);
    await t.service.outbox.runOnce();
    expect(sends(OPERATORS)).toHaveLength(1);
    t.advance(1_000);
    await t.service.outbox.runOnce();
    expect(sends(OPERATORS)).toHaveLength(2);
    expect(sends(OPERATORS)[1].params.text).toContain(`№${id}`);
    expect(await pending()).toHaveLength(0);
  });

  it("backs off after 5xx and a dropped connection, and keeps one order's messages in order", async () => {
    const id = await t.placeOrder(customer);
    t.fake.fail("sendMessage", { kind: "5xx" });
    t.fake.fail("sendMessage", { kind: "drop" });
    await t.service.outbox.runOnce(); // operators: 502; customer: dropped
    await advance(id); // confirmed: must wait for "received" in each chat
    await t.service.outbox.runOnce();
    expect(t.fake.of("sendMessage")).toHaveLength(2);
    t.advance(5_000);
    await t.service.outbox.runOnce();
    expect(sends(TG_USER).map((c) => c.params.text?.toString().split("\n")[0])).toEqual([
      `Заказ №${id}: принят`,
      `Заказ №${id}: принят`,
      `Заказ №${id}: подтверждён`,
    ]);
    expect(sends(OPERATORS)).toHaveLength(2);
    expect(edits(OPERATORS)).toHaveLength(1);
    expect(await pending()).toHaveLength(0);
  });

  it("gives up after a day of failures, with the reason kept", async () => {
    const id = await t.placeOrder(customer);
    t.fake.fail("sendMessage", { kind: "5xx" }, 1000);
    for (let hour = 0; hour < 23; hour++) {
      await t.service.outbox.runOnce();
      t.advance(3600_000);
    }
    expect(await pending(id)).toHaveLength(2);
    t.advance(3600_000);
    await t.service.outbox.runOnce();
    const rows = await t.database.db.select().from(botOutbox).where(eq(botOutbox.orderId, id));
    expect(rows.map((r) => [r.failedAt !== null, r.lastError])).toEqual([
      [true, "Bad Gateway"],
      [true, "Bad Gateway"],
    ]);
    t.fake.clear();
  });

  it("a refusal (the customer blocked the bot) fails the row at once", async () => {
    const id = await t.placeOrder(customer);
    t.fake.fail("sendMessage", { kind: "400", description: "Forbidden: bot was blocked by the user" }, 2);
    await t.service.outbox.runOnce();
    expect(t.fake.of("sendMessage")).toHaveLength(2);
    expect(await pending(id)).toHaveLength(0);
    t.advance(3600_000);
    await t.service.outbox.runOnce();
    expect(t.fake.of("sendMessage")).toHaveLength(2);
  });

  it("a customer who blocked the bot (403) is marked, so broadcasts leave them out", async () => {
    const tg = 7099;
    const blocker = await t.telegramCustomer(tg);
    t.fake.refuseChat(tg, { kind: "403", description: "Forbidden: bot was blocked by the user" });
    await t.placeOrder(blocker);
    await t.service.outbox.runOnce();
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, blocker));
    expect(row.botBlockedAt).not.toBeNull();
    const [other] = await t.database.db.select().from(customers).where(eq(customers.id, customer));
    expect(other.botBlockedAt).toBeNull();
  });
});

describe("crashes and several senders", () => {
  it("a sender that died holding a row: another picks it up once the lease has expired", async () => {
    const id = await t.placeOrder(customer);
    // The crashed process leased the first row and never finished it.
    const crashed = await claimRow(t.database.db, new Date(t.now()), 60_000);
    expect(crashed?.order_id).toBe(id);
    const restarted = createOutboxWorker({
      database: t.database,
      api: t.service.bot.api,
      config: t.config,
      clock: () => new Date(t.now()),
      leaseMs: 60_000,
    });
    await restarted.runOnce();
    const before = t.fake.of("sendMessage").length;
    expect(before).toBe(1); // the other chat's row only
    t.advance(60_000);
    await restarted.runOnce();
    expect(t.fake.of("sendMessage")).toHaveLength(2);
    expect(await pending(id)).toHaveLength(0);
  });

  it("two senders on one database send every message exactly once", async () => {
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await t.placeOrder(customer));
    for (const id of ids.slice(0, 3)) await advance(id);
    const make = () =>
      createOutboxWorker({ database: t.database, api: t.service.bot.api, config: t.config, clock: () => new Date(t.now()) });
    const [a, b] = [make(), make()];
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    // 6 operator messages + 6 "received" + 3 "confirmed" for the customer; 3 operator edits.
    expect(sends(OPERATORS)).toHaveLength(6);
    expect(new Set(sends(OPERATORS).map((c) => c.params.text)).size).toBe(6);
    expect(sends(TG_USER)).toHaveLength(9);
    expect(edits(OPERATORS)).toHaveLength(3);
    expect(await pending()).toHaveLength(0);
  });
});

describe("statuses", () => {
  it("ready for pickup is a new message for a pickup order", async () => {
    const id = await t.placeOrder(customer, { orderTypeId: 200, address: null });
    for (let i = 0; i < 3; i++) await advance(id); // confirmed, cooking, ready
    await t.service.outbox.runOnce();
    expect(sends(TG_USER).at(-1)?.params.text).toMatch(new RegExp(`^Заказ №${id}: готов, можно забирать`));
  });
});
