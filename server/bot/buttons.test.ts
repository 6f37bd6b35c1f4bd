// The operators' buttons: the restaurant's manager or an admin move the order (the message follows
// through the outbox); strangers, another restaurant's manager, and the restaurant's cook and
// courier (who have their own screens) get an alert and nothing moves.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STATUS } from "../../src/domain/order-status";
import { auditLog, orders } from "../db/schema";
import { type BotTestApp, botTestApp, OPERATORS, TG } from "./test/harness";

let t: BotTestApp;
let customer: string;
beforeAll(async () => {
  t = await botTestApp();
  customer = await t.telegramCustomer(7201);
});
afterAll(() => t.close());
beforeEach(() => t.fake.clear());

const statusOf = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const answers = () => t.fake.of("answerCallbackQuery").map((c) => c.params);

describe("operators' buttons", () => {
  it("the restaurant's manager accepts, moves on and the operators' message follows", async () => {
    const id = await t.placeOrder(customer);
    await t.service.outbox.runOnce();
    await t.send(t.press(TG.manager, `adv:${id}:0`));
    expect((await statusOf(id)).statusCode).toBe(STATUS.confirmed);
    expect(answers().at(-1)).toMatchObject({ text: "Готово: подтверждён" });
    await t.send(t.press(TG.admin, `adv:${id}:1`));
    expect((await statusOf(id)).statusCode).toBe(STATUS.cooking);
    await t.service.outbox.runOnce();
    const edits = t.fake.of("editMessageText").filter((c) => c.params.chat_id === OPERATORS);
    expect(edits.at(-1)?.params.text).toMatch(/готовится/);
    expect(JSON.stringify(edits.at(-1)?.params.reply_markup)).toContain(`adv:${id}:2`);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit.map((a) => a.actor)).toEqual(["Mirabad bot manager", "Bot admin"]);
  });

  it.each([
    ["a stranger", TG.stranger],
    ["another restaurant's manager", TG.otherManager],
    ["the restaurant's cook", TG.cook],
    ["the restaurant's courier", TG.courier],
  ])("%s gets an alert and nothing changes", async (_, who) => {
    const id = await t.placeOrder(customer);
    for (const data of [`adv:${id}:0`, `cx:${id}`, `cy:${id}`]) await t.send(t.press(who, data, 1, "en"));
    expect((await statusOf(id)).statusCode).toBe(STATUS.received);
    expect(answers()).toHaveLength(3);
    for (const a of answers()) expect(a).toMatchObject({ show_alert: true, text: "This button is for this restaurant's staff only." });
    expect(t.fake.of("editMessageReplyMarkup")).toHaveLength(0);
  });

  it("cancel asks why first; an older message's 'yes, cancel' cancels with the restaurant's reason in the order's language", async () => {
    const id = await t.placeOrder(customer, { language: 1 });
    await t.send(t.press(TG.manager, `cx:${id}`));
    expect((await statusOf(id)).statusCode).toBe(STATUS.received);
    expect(JSON.stringify(t.fake.of("editMessageReplyMarkup")[0].params.reply_markup)).toContain(`cr:${id}:4`);
    await t.send(t.press(TG.manager, `cy:${id}`));
    const order = await statusOf(id);
    expect([order.statusCode, order.cancelReason]).toEqual([STATUS.cancelled, "restoran tomonidan bekor qilindi"]);
    await t.service.outbox.runOnce();
    const customerMessage = t.fake
      .of("sendMessage")
      .filter((c) => c.params.chat_id === 7201)
      .at(-1);
    expect(customerMessage?.params.text).toContain("Sabab: restoran tomonidan bekor qilindi");
  });

  it("a button pressed after the order moved elsewhere says so and moves nothing twice", async () => {
    const id = await t.placeOrder(customer);
    await t.send(t.press(TG.manager, `adv:${id}:0`));
    await t.send(t.press(TG.admin, `adv:${id}:0`)); // the same old button, pressed late
    expect((await statusOf(id)).statusCode).toBe(STATUS.confirmed);
    expect(answers().at(-1)).toMatchObject({ show_alert: true, text: expect.stringContaining("уже изменился") });
  });

  it("an unpaid online order cannot be accepted", async () => {
    const id = await t.placeOrder(customer);
    await t.database.db.update(orders).set({ paymentType: "online" }).where(eq(orders.id, id));
    await t.send(t.press(TG.admin, `adv:${id}:0`));
    expect((await statusOf(id)).statusCode).toBe(STATUS.received);
    expect(answers().at(-1)).toMatchObject({ show_alert: true, text: expect.stringContaining("не оплачен") });
  });
});
