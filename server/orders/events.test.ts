// Live order streams: woken by the database's notification (not a per-stream poll), capped per
// customer and per process, and still correct when notifications are lost (the feed's slow poll).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stopList } from "../db/seed/menu";
import { restaurants } from "../db/seed/restaurants";
import { createTestApp } from "../test/test-app";
import { orderStatusFeed } from "./status-feed";

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: Awaited<ReturnType<typeof t.signIn>>;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: "op-secret", EVENT_STREAMS_PER_PROCESS: "8" });
  customer = await t.signIn("+998901000031");
});
afterAll(() => t.close());

const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;
const mirabad = restaurants.find((r) => r.id === "mirabad")!;
let n = 0;
async function place(auth: Record<string, string>) {
  const res = await t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `ev-${++n}`, ...auth },
    body: JSON.stringify({
      orderTypeId: 200,
      restaurantId: mirabad.id,
      address: null,
      products: [{ id: plain.id, count: 1, modifiers: [] }],
      name: "C",
      phone: "+998901000031",
      paymentType: "card",
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: number }).orderId;
}
const advance = (id: number) =>
  t.app.request(`/api/operator/orders/${id}/advance`, { method: "POST", headers: { Authorization: "Bearer op-secret" } });

/** Opens a stream; `next()` resolves with the next status event's code. */
async function open(id: number, auth = customer.auth) {
  const controller = new AbortController();
  const res = await t.get(`/api/delivery/Events?orderId=${id}`, { headers: auth, signal: controller.signal });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    res,
    async next(): Promise<number> {
      for (;;) {
        const match = /event: status\ndata: (.*)\n[\s\S]*?\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return (JSON.parse(match[1]) as { statusCode: number }).statusCode;
        }
        const { done, value } = await reader!.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value, { stream: true });
      }
    },
    async close() {
      await reader?.cancel().catch(() => {});
      controller.abort();
      // The server notices the closed stream on its next tick.
      await new Promise((r) => setTimeout(r, 50));
    },
  };
}

describe("live order streams", () => {
  it("send a status change as soon as it is stored, well before the fallback poll (10 s)", async () => {
    const id = await place(customer.auth);
    const stream = await open(id);
    expect(await stream.next()).toBe(0);
    const changed = Date.now();
    await advance(id);
    expect(await stream.next()).toBe(1);
    expect(Date.now() - changed).toBeLessThan(5_000);
    await stream.close();
  });

  it("refuse a sixth stream of one customer with 429, and open again once one closes", async () => {
    const id = await place(customer.auth);
    const streams = [];
    for (let i = 0; i < 5; i++) {
      const s = await open(id);
      expect(s.res.status).toBe(200);
      expect(await s.next()).toBe(0);
      streams.push(s);
    }
    const sixth = await t.get(`/api/delivery/Events?orderId=${id}`, { headers: customer.auth });
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { code: string }).code).toBe("too_many_streams");
    expect(sixth.headers.get("retry-after")).toBeTruthy();

    // Another customer is not affected by this one's streams.
    const other = await t.signIn("+998901000032");
    const theirs = await open(await place(other.auth), other.auth);
    expect(theirs.res.status).toBe(200);
    await theirs.close();

    await streams.pop()!.close();
    const again = await open(id);
    expect(again.res.status).toBe(200);
    await again.close();
    for (const s of streams) await s.close();
  });

  it("refuse streams beyond the process's cap with 503", async () => {
    const customers = await Promise.all([1, 2].map((i) => t.signIn(`+99890100004${i}`)));
    const open8 = [];
    for (const c of customers) {
      const id = await place(c.auth);
      for (let i = 0; i < 4; i++) open8.push(await open(id, c.auth));
    }
    expect(open8.every((s) => s.res.status === 200)).toBe(true);
    const third = await t.signIn("+998901000043");
    const refused = await t.get(`/api/delivery/Events?orderId=${await place(third.auth)}`, { headers: third.auth });
    expect(refused.status).toBe(503);
    for (const s of open8) await s.close();
  });

  it("notice a change by the slow poll when no notification arrives", async () => {
    const id = await place(customer.auth);
    const deaf = orderStatusFeed({ db: t.database.db, listen: async () => async () => {} }, 200);
    let woken = 0;
    const stop = deaf.subscribe(id, () => woken++);
    await new Promise((r) => setTimeout(r, 500));
    expect(woken).toBe(0);
    await advance(id);
    await expect.poll(() => woken, { timeout: 3_000 }).toBeGreaterThan(0);
    stop();
    await deaf.close();
  });
});
