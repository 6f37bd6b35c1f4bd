// A test app with the bot switched on against the fake Bot API, a clock the test moves, and
// helpers to place orders for a Telegram customer and to send Telegram's updates to the webhook.
import { randomUUID } from "node:crypto";
import { orderBody } from "../../../src/contract/order";
import { customers, staff } from "../../db/schema";
import { products, stopList } from "../../db/seed/menu";
import { restaurants } from "../../db/seed/restaurants";
import { orderPlacer } from "../../orders/place-order";
import { createTestApp, TEST_NOW } from "../../test/test-app";
import { type BotService, botService } from "../service";
import { FAKE_TOKEN, startFakeBotApi } from "./fake-bot-api";

export const SECRET = "test-webhook-secret-0123456789";
export const OPERATORS = -1001234567890;
export const SITE = "https://pizza.example";
/** Telegram ids of the test staff and a stranger. */
export const TG = { admin: 9001, manager: 9002, otherManager: 9003, cook: 9004, courier: 9005, stranger: 9999 } as const;

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The demo chain has no ${what}`);
  return value;
}

export const mirabad = found(
  restaurants.find((r) => r.id === "mirabad"),
  "Mirabad",
);
export const plain = found(
  products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id)),
  "product without modifiers",
);

export async function botTestApp(env: Record<string, string> = {}) {
  const fake = await startFakeBotApi();
  let now = TEST_NOW.getTime();
  const t = await createTestApp(
    {
      TELEGRAM_BOT_TOKEN: FAKE_TOKEN,
      TELEGRAM_WEBHOOK_SECRET: SECRET,
      TELEGRAM_API_ROOT: fake.apiRoot,
      TELEGRAM_OPERATOR_CHAT_ID: String(OPERATORS),
      PUBLIC_URL: SITE,
      ...env,
    },
    () => new Date(now),
  );
  const service = botService(t.database) as BotService;
  const db = t.database.db;
  await db.insert(staff).values([
    { name: "Bot admin", role: "admin", tgId: TG.admin },
    { name: "Mirabad bot manager", role: "manager", restaurantId: "mirabad", tgId: TG.manager },
    { name: "Other manager", role: "manager", restaurantId: "chilanzar", tgId: TG.otherManager },
    { name: "Mirabad cook", role: "cook", restaurantId: "mirabad", tgId: TG.cook },
    { name: "Mirabad courier", role: "courier", restaurantId: "mirabad", tgId: TG.courier },
  ]);
  const place = orderPlacer(db);
  let updateId = 1;

  const post = (body: unknown, secret: string | null = SECRET) =>
    t.app.request("/api/telegram/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(secret === null ? {} : { "X-Telegram-Bot-Api-Secret-Token": secret }) },
      body: JSON.stringify(body),
    });

  return {
    ...t,
    fake,
    service,
    post,
    now: () => now,
    /** Moves the test clock on. */
    advance: (ms: number) => {
      now += ms;
    },
    /** A customer who signed in from Telegram (tgId), speaking `language` (1 uz, 2 ru, 3 en). */
    async telegramCustomer(tgId: number) {
      const id = randomUUID();
      await db.insert(customers).values({ id, tgId, name: "Dilnoza" });
      return id;
    },
    async placeOrder(customerId: string, over: Record<string, unknown> = {}) {
      const { orderId } = await place({
        customerId,
        channel: "telegram",
        key: randomUUID(),
        now: new Date(now),
        body: orderBody.parse({
          orderTypeId: 0,
          restaurantId: mirabad.id,
          address: {
            longitude: mirabad.longitude,
            latitude: mirabad.latitude,
            address: "Amir Temur 1",
            entrance: "",
            floor: "",
            apartment: "",
            doorCode: "",
            comment: "",
          },
          slot: null,
          products: [{ id: plain.id, count: 2, modifiers: [] }],
          name: "Dilnoza",
          phone: "+998901234567",
          paymentType: "cash",
          comment: "",
          language: 2,
          ...over,
        }),
      });
      return orderId;
    },
    /** Posts an update (a new update_id unless given) and waits until it is handled. */
    async send(update: Record<string, unknown>) {
      const res = await post({ update_id: updateId++, ...update });
      await service.idle();
      return res;
    },
    text: (from: number, text: string, languageCode = "ru") => ({
      message: {
        message_id: updateId,
        date: 0,
        chat: { id: from, type: "private" },
        from: { id: from, is_bot: false, first_name: "User", language_code: languageCode },
        text,
        ...(text.startsWith("/") ? { entities: [{ type: "bot_command", offset: 0, length: text.split(" ")[0].length }] } : {}),
      },
    }),
    press: (from: number, data: string, messageId = 1, languageCode = "ru") => ({
      callback_query: {
        id: `cb-${updateId}`,
        from: { id: from, is_bot: false, first_name: "Staff", language_code: languageCode },
        chat_instance: "ops",
        message: { message_id: messageId, date: 0, chat: { id: OPERATORS, type: "supergroup", title: "Ops" }, text: "order" },
        data,
      },
    }),
    async close() {
      await service.close();
      await t.close();
      await fake.close();
    },
  };
}

export type BotTestApp = Awaited<ReturnType<typeof botTestApp>>;
