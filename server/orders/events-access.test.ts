// A customer's order stream ends with their sign-in: at once on sign-out when the stream came with
// the session's cookie, and, whatever the stream came with, when its token expires (a signed-out
// customer cannot get a new one; the tracker reconnects with a fresh token otherwise).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stopList } from "../db/seed/menu";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ TOKEN_TTL: "10" });
});
afterAll(() => t.close());

const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;
let n = 0;
async function place(auth: Record<string, string>, phone: string) {
  const res = await t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `ea-${++n}`, ...auth },
    body: JSON.stringify({
      orderTypeId: 200,
      restaurantId: "mirabad",
      address: null,
      products: [{ id: plain.id, count: 1, modifiers: [] }],
      name: "C",
      phone,
      paymentType: "card",
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: number }).orderId;
}

/** Opens the order's stream; `ended` resolves once the server ends it. */
async function open(orderId: number, headers: Record<string, string>) {
  const res = await t.get(`/api/delivery/Events?orderId=${orderId}`, { headers });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  let text = new TextDecoder().decode((await reader.read()).value);
  expect(text).toContain("event: status");
  let done = false;
  const ended = (async () => {
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      text += new TextDecoder().decode(next.value);
    }
    done = true;
    return text;
  })();
  return {
    ended,
    get done() {
      return done;
    },
    close: () => reader.cancel().catch(() => {}),
  };
}

const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms))]);

describe("a customer's order stream and their sign-in", () => {
  it("ends at once when the customer signs out of the session it came with; another customer's stays", async () => {
    const phone = "+998901004201";
    const me = await t.signIn(phone);
    const other = await t.signIn("+998901004202");
    const mine = await open(await place(me.auth, phone), { ...me.auth, Cookie: me.cookie });
    const theirs = await open(await place(other.auth, "+998901004202"), { ...other.auth, Cookie: other.cookie });
    const out = await t.app.request("/api/auth/logout", { method: "POST", headers: { Cookie: me.cookie } });
    expect(out.status).toBe(204);
    await within(mine.ended, 2_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(theirs.done).toBe(false);
    await theirs.close();
  });

  it("ends when its token expires, so a signed-out customer without the cookie stops receiving within the token's life", async () => {
    const phone = "+998901004203";
    const me = await t.signIn(phone);
    const id = await place(me.auth, phone);
    const started = Date.now();
    const stream = await open(id, me.auth);
    await within(stream.ended, 15_000);
    expect(Date.now() - started).toBeGreaterThan(5_000);
  }, 20_000);
});
