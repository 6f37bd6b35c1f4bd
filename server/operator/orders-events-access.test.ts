// The board's stream carries customers' names, phones and addresses: it ends as soon as its
// reader loses access. Removal and sign-out in this process end it at once; a change made
// elsewhere (another process, the database) is noticed at the stream's next wake or heartbeat.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OrdersKit, ordersKit } from "./orders-test-kit";

let k: OrdersKit;
let n = 0;
beforeAll(async () => {
  k = await ordersKit();
});
afterAll(() => k.t.close());

/** A new staff member, signed in: their id and session cookie. */
async function newStaff(role: "admin" | "manager", restaurantId?: string) {
  const phone = `+99890100${4100 + ++n}`;
  const res = await k.call("/staff", "token", { method: "POST", body: { phone, name: `Staff ${n}`, role, restaurantId } });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, phone, cookie: (await k.t.signIn(phone)).cookie };
}

/** Opens the board's stream with cookie; `ended()` resolves with what it sent until it ended. */
async function openBoard(cookie: string, query = "") {
  const res = await k.t.app.request(`/api/operator/orders/events${query}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const first = await reader.read();
  text += decoder.decode(first.value, { stream: true });
  expect(text).toContain("event: ready");
  let done = false;
  const ended = (async () => {
    for (;;) {
      const { done: over, value } = await reader.read();
      if (over) {
        done = true;
        return text;
      }
      text += decoder.decode(value, { stream: true });
    }
  })();
  return {
    ended,
    get done() {
      return done;
    },
    close: () => reader.cancel().catch(() => {}),
  };
}

/** Resolves with ms taken, or rejects after `ms`. */
async function within(promise: Promise<unknown>, ms: number) {
  const started = Date.now();
  await Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms))]);
  return Date.now() - started;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the board's stream ends with its reader's access", () => {
  it("a removed staff member's open stream ends at once", async () => {
    const person = await newStaff("admin");
    const stream = await openBoard(person.cookie);
    await pause(50);
    expect(stream.done).toBe(false);
    const removed = await k.call(`/staff/${person.id}`, "admin", { method: "DELETE" });
    expect(removed.status).toBe(204);
    expect(await within(stream.ended, 2_000)).toBeLessThan(2_000);
    // And a new one is refused.
    expect((await k.t.app.request("/api/operator/orders/events", { headers: { Cookie: person.cookie } })).status).toBe(403);
  });

  it("a signed-out staff member's open stream ends at once; their other sessions' streams stay", async () => {
    const person = await newStaff("manager", "mirabad");
    const other = await k.t.signIn(person.phone);
    const signedOut = await openBoard(person.cookie);
    const stays = await openBoard(other.cookie);
    const res = await k.t.app.request("/api/auth/logout", { method: "POST", headers: { Cookie: person.cookie } });
    expect(res.status).toBe(204);
    await within(signedOut.ended, 2_000);
    await pause(100);
    expect(stays.done).toBe(false);
    await stays.close();
  });

  it("a removal made elsewhere (no message to this process) ends the stream at its next wake, before any row is sent", async () => {
    const person = await newStaff("admin");
    const stream = await openBoard(person.cookie);
    await k.t.database.db.execute(sql`delete from staff where id = ${person.id}`);
    const id = await k.placed(0);
    await within(stream.ended, 5_000);
    const text = await stream.ended;
    expect(text).not.toContain(`"orderId":${id}`);
  });

  it("a session ended elsewhere ends the stream at its next wake", async () => {
    const person = await newStaff("admin");
    const stream = await openBoard(person.cookie);
    await k.t.database.db.execute(sql`delete from sessions where customer_id = (select id from customers where phone = ${person.phone})`);
    const id = await k.placed(0);
    expect(await within(stream.ended, 5_000).then(() => stream.ended)).not.toContain(`"orderId":${id}`);
  });

  it("a manager moved to another restaurant loses that restaurant's stream; an admin made a manager loses the whole board's", async () => {
    const manager = await newStaff("manager", "mirabad");
    const admin = await newStaff("admin");
    const mirabadStream = await openBoard(manager.cookie);
    const wholeBoard = await openBoard(admin.cookie);
    await k.t.database.db.execute(sql`update staff set restaurant_id = 'chilanzar' where id = ${manager.id}`);
    await k.t.database.db.execute(sql`update staff set role = 'manager', restaurant_id = 'mirabad' where id = ${admin.id}`);
    const id = await k.placed(0);
    for (const stream of [mirabadStream, wholeBoard])
      expect(await within(stream.ended, 5_000).then(() => stream.ended)).not.toContain(`"orderId":${id}`);
  });

  it("a change that keeps access keeps the stream: a manager made an admin still gets their restaurant's orders", async () => {
    const manager = await newStaff("manager", "mirabad");
    const stream = await openBoard(manager.cookie);
    await k.t.database.db.execute(sql`update staff set role = 'admin', restaurant_id = null where id = ${manager.id}`);
    await k.placed(0);
    await pause(500);
    expect(stream.done).toBe(false);
    await stream.close();
  });
});
