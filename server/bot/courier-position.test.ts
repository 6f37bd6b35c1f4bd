// The road in the chat: while an order is on the way, the customer's status message says how far
// the courier is, re-rendered (an edit, not a new message) through the outbox when the courier's
// position changes, at most once a minute per order; the line goes with the next status.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Actor } from "../../src/domain/staff-roles";
import { deliverOrder, pickUpOrder, takeOrder } from "../couriers/deliveries";
import { recordLocation } from "../couriers/positions";
import { botMessages, botOutbox, customers, staff } from "../db/schema";
import { TOKEN_ACTOR } from "../operator/staff-auth";
import { advanceOrder } from "../orders/transitions";
import { type BotTestApp, botTestApp, mirabad, TG } from "./test/harness";

let t: BotTestApp;
let customer: string;
let courier: Actor;
const TG_USER = 7301;
/** 4.2 km along the streets from Mirabad, about 11 min (server/bot/courier-distance.test.ts). */
const far = { latitude: mirabad.latitude - 0.027, longitude: mirabad.longitude };
const near = { latitude: mirabad.latitude - 0.009, longitude: mirabad.longitude };

beforeAll(async () => {
  t = await botTestApp();
  customer = await t.telegramCustomer(TG_USER);
  const [row] = await t.database.db.select().from(staff).where(eq(staff.tgId, TG.courier));
  courier = { staffId: row.id, name: row.name, role: "courier", restaurantId: "mirabad" };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.service.outbox.runOnce();
  t.fake.clear();
});

const at = () => new Date(t.now());
const sends = () => t.fake.of("sendMessage").filter((c) => c.params.chat_id === TG_USER);
const edits = () => t.fake.of("editMessageText").filter((c) => c.params.chat_id === TG_USER);
const locate = (id: number, point: { latitude: number; longitude: number }) => recordLocation(t.database.db, courier, id, point, at());
/** The customer's message the outbox keeps editing for the order. */
const keptMessage = async (id: number) =>
  Number(
    (
      await t.database.db
        .select()
        .from(botMessages)
        .where(and(eq(botMessages.orderId, id), eq(botMessages.target, "customer")))
    )[0]?.messageId,
  );
const positionRows = (id: number) =>
  t.database.db
    .select()
    .from(botOutbox)
    .where(and(eq(botOutbox.orderId, id), eq(botOutbox.kind, "position")));

/** A delivery for `customerId`, taken and picked up by the courier: its "on the way" message sent. */
async function onTheWay(customerId: string): Promise<number> {
  const id = await t.placeOrder(customerId);
  for (let i = 0; i < 3; i++) await advanceOrder(t.database.db, TOKEN_ACTOR, id, at()); // confirmed, cooking, ready
  await takeOrder(t.database.db, courier, id, at());
  await pickUpOrder(t.database.db, courier, id, at());
  await t.service.outbox.runOnce();
  t.fake.clear();
  return id;
}

describe("the courier's distance in the customer's chat", () => {
  it("edits the 'on the way' message with the distance, at most once a minute, and drops it on delivery", async () => {
    const id = await t.placeOrder(customer);
    for (let i = 0; i < 3; i++) await advanceOrder(t.database.db, TOKEN_ACTOR, id, at());
    await takeOrder(t.database.db, courier, id, at());
    await pickUpOrder(t.database.db, courier, id, at());
    await t.service.outbox.runOnce();
    expect(sends().at(-1)?.params.text).toMatch(new RegExp(`^Заказ №${id}: в пути\nИтого`));
    t.fake.clear();

    await locate(id, far);
    await t.service.outbox.runOnce();
    expect(sends()).toHaveLength(0);
    expect(edits()).toHaveLength(1);
    const [first] = edits();
    expect(first.params.message_id).toBe(await keptMessage(id));
    expect(first.params.text).toMatch(new RegExp(`^Заказ №${id}: в пути\nКурьер в 4,2 км от вас, примерно 11 мин\nИтого`));
    expect(JSON.stringify(first.params.reply_markup)).toContain(`/tracker/${id}`);

    // 15 s and 45 s later: the positions are kept, the message is not touched.
    for (const wait of [15_000, 15_000, 15_000]) {
      t.advance(wait);
      await locate(id, near);
    }
    await t.service.outbox.runOnce();
    expect(edits()).toHaveLength(1);
    expect(await positionRows(id)).toHaveLength(1);

    // A minute after the first: the message says the new distance.
    t.advance(15_000);
    await locate(id, near);
    await t.service.outbox.runOnce();
    expect(edits()).toHaveLength(2);
    expect(edits()[1].params.message_id).toBe(first.params.message_id);
    expect(edits()[1].params.text).toMatch(/\nКурьер в 1,4 км от вас, примерно \d+ мин\n/);

    await deliverOrder(t.database.db, courier, id, at());
    await t.service.outbox.runOnce();
    const last = edits().at(-1);
    expect(last?.params.text).toMatch(new RegExp(`^Заказ №${id}: выполнен\nИтого`));
    expect(last?.params.text).not.toContain("Курьер");
  });

  it("a position queued just before delivery is dropped, not sent over the delivered message", async () => {
    const id = await onTheWay(customer);
    await locate(id, far);
    await deliverOrder(t.database.db, courier, id, at());
    await t.service.outbox.runOnce();
    // No new message about the order: only the rating's ask after it was completed (ratings.ts).
    expect(sends().map((c) => c.params.text)).toEqual([`Как вам заказ №${id}? Оцените от 1 до 5.`]);
    expect(edits().map((c) => c.params.text?.toString().split("\n")[0])).toEqual([`Заказ №${id}: выполнен`]);
    expect(edits().some((c) => c.params.text?.toString().includes("Курьер"))).toBe(false);
    const [row] = await positionRows(id);
    expect(row.sentAt).not.toBeNull();
    expect(row.lastError).toBe("no longer on the way");
  });

  it("while one re-render waits (Telegram failing), positions queue no second one", async () => {
    const id = await onTheWay(customer);
    t.fake.fail("editMessageText", { kind: "5xx" });
    await locate(id, far);
    await t.service.outbox.runOnce();
    t.advance(60_000);
    await locate(id, near);
    expect(await positionRows(id)).toHaveLength(1);
    await t.service.outbox.runOnce();
    expect(edits().at(-1)?.params.text).toMatch(/Курьер в 1,4 км/);
    expect((await positionRows(id)).every((r) => r.sentAt)).toBe(true);
  });

  it("queues nothing for a customer who did not come from Telegram", async () => {
    await t.database.db.insert(customers).values({ id: "web-road", phone: "+998907770011" });
    const id = await onTheWay("web-road");
    await locate(id, far);
    expect(await positionRows(id)).toHaveLength(0);
  });
});
