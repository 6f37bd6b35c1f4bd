// The feed's subscription to every order (the operators' board) when notifications are lost: the
// slow poll still reports new orders and new statuses, each order it saw.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OrdersKit, ordersKit } from "../operator/orders-test-kit";
import { sql } from "drizzle-orm";
import { announceOrder, orderStatusFeed } from "./status-feed";

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKit();
});
afterAll(() => k.t.close());

describe("subscribeAll", () => {
  it("reports new orders and their moves by the slow poll when no notification arrives", async () => {
    const before = await k.placed(200);
    const deaf = orderStatusFeed({ db: k.t.database.db, listen: async () => async () => {} }, 100);
    const woken: number[] = [];
    const stop = deaf.subscribeAll((id) => woken.push(id));
    // What happened before the subscription is not reported.
    await new Promise((r) => setTimeout(r, 400));
    expect(woken).not.toContain(before);
    const placed = await k.placed(200);
    await expect.poll(() => woken.filter((id) => id === placed).length, { timeout: 3_000 }).toBe(1);
    await k.call(`/orders/${placed}/advance`, "token", { method: "POST" });
    await expect.poll(() => woken.filter((id) => id === placed).length, { timeout: 3_000 }).toBe(2);
    stop();
    await deaf.close();
  });
});

describe("announceOrder", () => {
  it("brings a newly paid online order to an open board", async () => {
    const id = await k.placed(200);
    await k.makeOnlineUnpaid(id);
    const res = await k.call("/orders/events", "admin");
    const reader = res.body?.getReader();
    if (!reader) throw new Error("no stream");
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: ready")) text += decoder.decode((await reader.read()).value, { stream: true });
    await k.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update orders set paid_at = now() where id = ${id}`);
      await announceOrder(tx, id);
    });
    while (!text.includes(`"orderId":${id},`)) text += decoder.decode((await reader.read()).value, { stream: true });
    expect(text).toMatch(new RegExp(`"orderId":${id},[^\\n]*"paymentType":"online","paid":true`));
    await reader.cancel();
  });
});
