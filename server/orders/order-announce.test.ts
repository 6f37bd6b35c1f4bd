// A new order is announced after its commit, not from inside it (order-statements.ts, migration
// 0008): the order's own statement notifies nobody, the placer then announces it once on
// "order_status" and wakes "bot_outbox"; other changes (a status move) still notify from triggers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OrdersKit, ordersKit, plain } from "../operator/orders-test-kit";
import { ORDER_STATUS_CHANNEL } from "./status-feed";
import { writeOrder } from "./order-statements";

let k: OrdersKit;
const heard: { channel: string; payload: string }[] = [];
const stops: (() => Promise<void>)[] = [];
beforeAll(async () => {
  k = await ordersKit();
  for (const channel of [ORDER_STATUS_CHANNEL, "bot_outbox"])
    stops.push(await k.t.database.listen(channel, (payload) => heard.push({ channel, payload })));
});
afterAll(async () => {
  for (const stop of stops) await stop();
  await k.t.close();
});

const on = (channel: string) => heard.filter((h) => h.channel === channel);

describe("announcing a new order", () => {
  it("announces a placed order once on order_status and wakes the bot's outbox", async () => {
    heard.length = 0;
    const id = await k.placed(200);
    await expect.poll(() => on(ORDER_STATUS_CHANNEL).map((h) => h.payload), { timeout: 3_000 }).toEqual([String(id)]);
    await expect.poll(() => on("bot_outbox").length, { timeout: 3_000 }).toBeGreaterThan(0);
    // Its retry stores and announces nothing more.
    await new Promise((r) => setTimeout(r, 300));
    expect(on(ORDER_STATUS_CHANNEL)).toHaveLength(1);
  });

  it("sends nothing from the order's own statement; a status move still notifies from its trigger", async () => {
    const [{ id: customerId }] = (await k.t.database.db.query.customers.findMany({ limit: 1 })) as { id: string }[];
    heard.length = 0;
    const now = new Date();
    const written = await writeOrder(
      k.t.database.db,
      {
        customerId,
        key: `silent-${Date.now()}`,
        requestHash: "h",
        restaurantId: "mirabad",
        orderTypeId: 200,
        channel: "web",
        address: null,
        slot: null,
        name: "Quiet",
        phone: "+998901000009",
        paymentType: "cash",
        paymentDueAt: null,
        comment: "",
        changeFrom: null,
        contactless: false,
        cutlery: 0,
        language: 0,
        subtotal: 1000,
        priceOfDelivery: 0,
        lines: [
          {
            productId: plain.id,
            name: { ru: "x" },
            basePrice: 1000,
            priceWithModifiers: 1000,
            count: 1,
            modifiers: [],
            variant: null,
            removed: [],
            half: null,
          },
        ],
        now,
      },
      { key: `order:${customerId}`, max: 1000, windowMs: 600_000 },
    );
    expect(written.orderId).not.toBeNull();
    await new Promise((r) => setTimeout(r, 500));
    expect(heard).toEqual([]);
    // The setting that silenced it lasted only for that statement's transaction.
    await k.call(`/orders/${written.orderId}/advance`, "token", { method: "POST" });
    await expect.poll(() => on(ORDER_STATUS_CHANNEL).map((h) => h.payload), { timeout: 3_000 }).toEqual([String(written.orderId)]);
  });
});
