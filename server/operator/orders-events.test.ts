import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperatorOrder } from "../../src/contract/operator";
import { OTHER, type OrdersKit, ordersKit, type Who } from "./orders-test-kit";

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKit();
});
afterAll(() => k.t.close());

/** A board stream as `who`: read events until one matches, and close it. */
async function openBoard(who: Who, query = "") {
  const res = await k.call(`/orders/events${query}`, who);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  const body = res.body;
  if (!body) throw new Error("no stream body");
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const seen: OperatorOrder[] = [];
  /** Every event so far, then more until `until` holds for the last. */
  async function readUntil(until: (row: OperatorOrder) => boolean) {
    for (;;) {
      const blocks = buffer.split("\n\n");
      buffer = blocks.pop() ?? "";
      for (const block of blocks) {
        const match = /^event: order\ndata: (.*)$/m.exec(block);
        if (!match) continue;
        const row = JSON.parse(match[1]) as OperatorOrder;
        seen.push(row);
        if (until(row)) return seen;
      }
      const { done, value } = await reader.read();
      if (done) throw new Error("the stream ended");
      buffer += decoder.decode(value, { stream: true });
    }
  }
  // The stream says when it listens, so nothing placed after this is missed.
  const { value } = await reader.read();
  buffer += decoder.decode(value, { stream: true });
  expect(buffer).toContain("event: ready");
  return { readUntil, seen, close: () => reader.cancel() };
}

describe("the board's live events", () => {
  it("an admin's stream gets a new order and each of its moves", async () => {
    const stream = await openBoard("admin");
    const id = await k.placed(0);
    const placed = await stream.readUntil((r) => r.orderId === id);
    expect(placed.at(-1)).toMatchObject({ orderId: id, statusCode: 0, restaurantId: "mirabad", lineCount: 1 });
    await k.call(`/orders/${id}/advance`, "token", { method: "POST" });
    await stream.readUntil((r) => r.orderId === id && r.statusCode === 1);
    await k.call(`/orders/${id}/cancel`, "manager", { method: "POST", body: { reason: "Oven broke" } });
    const cancelled = await stream.readUntil((r) => r.orderId === id && r.statusCode === 255);
    expect(cancelled.at(-1)?.cancelReason).toBe("Oven broke");
    await stream.close();
  }, 20_000);

  it("a manager's stream does not get another restaurant's orders", async () => {
    const stream = await openBoard("manager");
    const other = await k.placed(200, OTHER);
    const own = await k.placed(200);
    const seen = await stream.readUntil((r) => r.orderId === own);
    expect(seen.map((r) => r.orderId)).not.toContain(other);
    expect(seen.every((r) => r.restaurantId === "mirabad")).toBe(true);
    await stream.close();

    const refused = await k.call(`/orders/events?restaurantId=${OTHER}`, "manager");
    expect(refused.status).toBe(403);
  }, 20_000);

  it("an admin's stream of one restaurant gets that restaurant's orders only", async () => {
    const stream = await openBoard("token", `?restaurantId=${OTHER}`);
    const mirabads = await k.placed(200);
    const others = await k.placed(200, OTHER);
    const seen = await stream.readUntil((r) => r.orderId === others);
    expect(seen.map((r) => r.orderId)).not.toContain(mirabads);
    await stream.close();
  }, 20_000);

  it("caps open streams per staff member, and frees a slot when a client goes", async () => {
    const open = [];
    for (let i = 0; i < 5; i++) open.push(await openBoard("manager"));
    const sixth = await k.call("/orders/events", "manager");
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ code: "too_many_streams" });
    // Another staff member is not held back by the manager's streams.
    const admins = await openBoard("admin");
    await admins.close();
    await open[0].close();
    let again = await k.call("/orders/events", "manager");
    // The slot is freed when the stream's loop notices the client left.
    for (let i = 0; i < 50 && again.status === 429; i++) {
      await new Promise((r) => setTimeout(r, 20));
      again = await k.call("/orders/events", "manager");
    }
    expect(again.status).toBe(200);
    await again.body?.cancel();
    for (const s of open.slice(1)) await s.close();
  }, 20_000);

  it("refuses strangers and nobody", async () => {
    expect((await k.call("/orders/events", "stranger")).status).toBe(403);
    expect((await k.call("/orders/events", "nobody")).status).toBe(401);
    expect((await k.call("/orders/events?restaurantId=atlantis", "admin")).status).toBe(404);
  });
});
