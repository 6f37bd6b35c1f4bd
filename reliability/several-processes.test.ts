// 6. Two server processes on one PostgreSQL database, as behind a load balancer: whichever process
// a customer's next request lands on, it sees the same sign-in, basket, orders, idempotency keys,
// rate-limit counters and order status. A and B start together on an empty database (migrations
// and seeding serialised by the start-up lock), with the same environment; the signing secrets are
// the ones both find in the database (TOKEN_SECRET empty, as by default).
import http from "node:http";
import { sign } from "@telegram-apps/init-data-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeFromLog } from "../e2e/support/sign-in";
import { type Answer, type Customer, newKey, randomPhone, request, signIn } from "./support/client";
import { recordFigures } from "./support/figures";
import { integrityProblems, readPostgres } from "./support/integrity";
import { type Cluster, clusterUnavailable, createDatabase, startCluster } from "./support/postgres";
import { OPERATOR_TOKEN, removeTempDirs, type ServerProcess, startServer, tail } from "./support/server";
import { tashkentDayAt } from "../src/domain/tashkent-time";

// The server of DATABASE_URL when given (a fresh database is made on it), else a cluster of our own.
const givenUrl = process.env.DATABASE_URL || null;
const skip = givenUrl ? null : clusterUnavailable();
if (skip) console.log(`[reliability] several-processes skipped: ${skip}`);
const BOT_TOKEN = "123456:reliability-bot-token-for-init-data";
// The business clock of both processes starts at noon (Tashkent) today: every demo restaurant is open.
const NOON = tashkentDayAt("12:00");
// New orders per customer per 10 minutes, on both processes. Not lower than BURST: a request that
// races another with the same key spends a unit of the limit too (docs/reliability.md, known limits).
const ORDER_LIMIT = 10;
const BURST = 10;
// How long a change may take to show on the other process's event stream (it polls every second).
const STREAM_WAIT_MS = 5_000;
const operator = { Authorization: `Bearer ${OPERATOR_TOKEN}` };

let cluster: Cluster | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let databaseUrl = "";
let A: ServerProcess;
let B: ServerProcess;
const servers: ServerProcess[] = [];
const figures: Record<string, unknown> = {};
/** Every order id answered with a 201, on either process. */
const acknowledged = new Set<number>();
const remember = (res: Answer) => {
  if (res.status === 201) acknowledged.add((res.json as { orderId: number }).orderId);
  return res;
};

/** A pickup order at Chilanzar (open at noon), as soon as possible; `tag` is its comment. */
const orderBody = (tag: string, count = 1) => ({
  orderTypeId: 200,
  restaurantId: "chilanzar",
  address: null,
  slot: null,
  products: [{ id: "cheese-sticks", count, modifiers: [] }],
  name: "Several processes",
  phone: "+998 90 123 45 67",
  paymentType: "cash",
  comment: tag,
  language: 3,
});

const create = async (server: ServerProcess, customer: Customer, key: string, body: unknown) =>
  remember(
    await request(server.baseUrl, "/api/delivery/Create", { method: "POST", headers: { ...customer.auth, "Idempotency-Key": key }, body }),
  );

const show = (res: Answer) => `${res.status} ${res.text.slice(0, 300)}`;

async function activeOrders(server: ServerProcess): Promise<{ orderId: number; statusCode: number }[]> {
  const res = await request(server.baseUrl, "/api/operator/orders", { headers: operator });
  expect(res.status, show(res)).toBe(200);
  return res.json as { orderId: number; statusCode: number }[];
}

async function orderIdsOf(server: ServerProcess, customer: Customer): Promise<number[]> {
  const res = await request(server.baseUrl, `/api/delivery/List?customerId=${customer.customerId}&take=50`, { headers: customer.auth });
  expect(res.status, show(res)).toBe(200);
  return (res.json as { order: { orderId: number } }[]).map((o) => o.order.orderId).sort((a, b) => a - b);
}

const cookieOf = (res: Answer) => String(([] as string[]).concat(res.headers["set-cookie"] ?? [])[0] ?? "").split(";")[0];

interface StatusEvent {
  statusCode: number;
  statusHistory: { statusCode: number; at: string }[];
}

/** GET /api/delivery/Events read as a customer's tracker would, event by event. */
interface EventStream {
  events: StatusEvent[];
  /** The first event (seen or to come) that `test` accepts; rejects after `timeoutMs`. */
  waitFor(test: (e: StatusEvent) => boolean, timeoutMs?: number): Promise<StatusEvent>;
  /** Resolves when the server ends the stream; rejects after `timeoutMs`. */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

function openEvents(name: string, server: ServerProcess, customer: Customer, orderId: number): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.baseUrl}/api/delivery/Events?orderId=${orderId}`, {
      agent: false,
      headers: { ...customer.auth, Accept: "text/event-stream" },
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer from ${name}'s event stream within 10 s`)));
    req.on("error", reject);
    req.on("response", (res) => {
      req.setTimeout(0);
      res.setEncoding("utf8");
      if (res.statusCode !== 200) {
        // Refused before the stream starts (401, 403, 404…): the JSON error, as the test's failure.
        let text = "";
        res.on("data", (c: string) => (text += c));
        res.on("end", () => reject(new Error(`${name}'s event stream answered ${res.statusCode}: ${text}`)));
        return;
      }
      const events: StatusEvent[] = [];
      let buffer = "";
      let done = false;
      const listeners = new Set<() => void>();
      const notify = () => {
        for (const l of listeners) l();
      };
      res.on("data", (chunk: string) => {
        buffer += chunk.replace(/\r\n/g, "\n");
        for (let at = buffer.indexOf("\n\n"); at >= 0; at = buffer.indexOf("\n\n")) {
          const lines = buffer.slice(0, at).split("\n");
          buffer = buffer.slice(at + 2);
          const event = lines
            .find((l) => l.startsWith("event:"))
            ?.slice(6)
            .trim();
          const data = lines
            .filter((l) => l.startsWith("data:"))
            .map((l) => l.slice(5).trim())
            .join("\n");
          if (event === "status" && data) events.push(JSON.parse(data) as StatusEvent);
        }
        notify();
      });
      const finish = () => {
        done = true;
        notify();
      };
      res.on("end", finish);
      res.on("close", finish);
      res.on("error", finish);
      /** Resolves with check()'s first defined value, re-checked on every chunk; bounded in time. */
      const bounded = <T>(what: string, timeoutMs: number, check: () => T | undefined) =>
        new Promise<T>((ok, fail) => {
          const timer = setTimeout(() => {
            listeners.delete(listener);
            fail(
              new Error(
                `${what} within ${timeoutMs} ms on ${name}'s stream; status events so far: ${JSON.stringify(events.map((e) => e.statusCode))}${done ? " (stream ended)" : ""}`,
              ),
            );
          }, timeoutMs);
          const listener = () => {
            const found = check();
            if (found === undefined) return;
            clearTimeout(timer);
            listeners.delete(listener);
            ok(found);
          };
          listeners.add(listener);
          listener();
        });
      resolve({
        events,
        waitFor: (test, timeoutMs = STREAM_WAIT_MS) => bounded("no such status event", timeoutMs, () => events.find(test)),
        ended: (timeoutMs = STREAM_WAIT_MS) =>
          bounded("the stream did not end", timeoutMs, () => (done ? true : undefined)).then(() => undefined),
        close: () => req.destroy(),
      });
    });
    req.end();
  });
}

describe.skipIf(skip !== null)(`Two server processes on one PostgreSQL${skip ? ` (skipped: ${skip})` : ""}`, () => {
  beforeAll(async () => {
    if (!givenUrl) cluster = await startCluster();
    const database = await createDatabase(givenUrl ?? cluster!.url);
    databaseUrl = database.url;
    dropDatabase = database.drop;
    const env = {
      DATABASE_URL: database.url,
      TOKEN_TTL: "3600",
      CLOCK_START: NOON,
      ORDER_LIMIT_PER_10_MIN: String(ORDER_LIMIT),
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    };
    const started = performance.now();
    // Both at once on the empty database: one migrates and seeds, the other waits for it.
    const results = await Promise.allSettled([startServer({ env }), startServer({ env })]);
    for (const r of results) if (r.status === "fulfilled") servers.push(r.value);
    for (const r of results) if (r.status === "rejected") throw r.reason;
    [A, B] = servers;
    figures.startMs = Math.round(performance.now() - started);
  });
  afterAll(async () => {
    if (Object.keys(figures).length) recordFigures("several-processes", figures);
    await Promise.all(servers.map((s) => s.stop()));
    await dropDatabase?.().catch(() => {});
    await cluster?.destroy();
    removeTempDirs();
  });

  it("sign-in through A holds on B: the session cookie, the tokens, the code, signing out", async () => {
    // A customer signs in on A; the session cookie works on B, and so do the tokens of either.
    const phone = randomPhone();
    expect((await request(A.baseUrl, "/api/auth/code", { method: "POST", body: { phone } })).status).toBe(200);
    const verified = await request(A.baseUrl, "/api/auth/verify", {
      method: "POST",
      body: { phone, code: await codeFromLog(A.logFile, phone) },
    });
    expect(verified.status, show(verified)).toBe(200);
    const { customerId } = verified.json as { customerId: string };
    const cookie = cookieOf(verified);
    expect(cookie).toMatch(/^sid=./);

    const me = await request(B.baseUrl, "/api/me", { headers: { Cookie: cookie } });
    expect(me.status, show(me)).toBe(200);
    expect(me.json).toMatchObject({ customerId, phone });
    const tokenA = await request(A.baseUrl, "/api/token", { headers: { Cookie: cookie } });
    const tokenB = await request(B.baseUrl, "/api/token", { headers: { Cookie: cookie } });
    expect(tokenB.json).toMatchObject({ customerId });
    for (const [token, server] of [
      [tokenA, B],
      [tokenB, A],
    ] as const) {
      const bearer = { Authorization: `Bearer ${(token.json as { token: string }).token}` };
      const list = await request(server.baseUrl, `/api/delivery/List?customerId=${customerId}`, { headers: bearer });
      expect(list.status, show(list)).toBe(200);
      expect(list.json).toEqual([]);
    }

    // Asking for a code on A and typing it in on B (the next request landed elsewhere) works, and
    // a second code asked on B right after the first one on A is refused as too soon.
    const other = randomPhone();
    expect((await request(A.baseUrl, "/api/auth/code", { method: "POST", body: { phone: other } })).status).toBe(200);
    const again = await request(B.baseUrl, "/api/auth/code", { method: "POST", body: { phone: other } });
    expect(again.status, show(again)).toBe(429);
    expect(again.json).toMatchObject({ code: "too_soon" });
    const elsewhere = await request(B.baseUrl, "/api/auth/verify", {
      method: "POST",
      body: { phone: other, code: await codeFromLog(A.logFile, other) },
    });
    expect(elsewhere.status, show(elsewhere)).toBe(200);
    const meOther = await request(A.baseUrl, "/api/me", { headers: { Cookie: cookieOf(elsewhere) } });
    expect(meOther.json).toMatchObject({ phone: other, customerId: (elsewhere.json as { customerId: string }).customerId });

    // Signing out on B ends the session on A too.
    expect((await request(B.baseUrl, "/api/auth/logout", { method: "POST", headers: { Cookie: cookie } })).status).toBe(204);
    const gone = await request(A.baseUrl, "/api/me", { headers: { Cookie: cookie } });
    expect(gone.status, show(gone)).toBe(401);
    expect(gone.json).toMatchObject({ code: "sign_in_required" });
    expect((await request(A.baseUrl, "/api/token", { headers: { Cookie: cookie } })).json).toMatchObject({ customerId: null });
  });

  it("the Telegram basket: written on A reads the same on B, and the other way round", async () => {
    const tgId = 700_000 + Math.floor(Math.random() * 100_000);
    const initData = sign(
      { user: { id: tgId, first_name: "Dilnoza", last_name: "K", language_code: "en" }, query_id: "q1" },
      BOT_TOKEN,
      new Date(),
    );
    const signedIn = await request(A.baseUrl, "/api/auth/telegram", { method: "POST", headers: { Authorization: `tma ${initData}` } });
    expect(signedIn.status, show(signedIn)).toBe(200);
    const cookie = cookieOf(signedIn);
    // The bot API's header handed out by each process, accepted by the other.
    const headerOf = async (server: ServerProcess) => {
      const res = await request(server.baseUrl, "/api/hash", { headers: { Cookie: cookie } });
      expect(res.status, show(res)).toBe(200);
      return { "X-Telegram-Auth": (res.json as Record<string, string>)["X-Telegram-Auth"] };
    };
    const fromA = await headerOf(A);
    const fromB = await headerOf(B);
    const basket = async (server: ServerProcess, headers: Record<string, string>) => {
      const res = await request(server.baseUrl, `/api/tg_basket?tgId=${tgId}`, { headers });
      expect(res.status, show(res)).toBe(200);
      return (res.json as { result: { products: unknown[] } }).result.products;
    };

    const first = [
      {
        id: "margherita",
        count: 2,
        modifiers: [{ id: "margherita:extra-mozzarella", count: 2 }],
        variantId: "35/thin",
        removed: ["basil"],
        half: null,
      },
      { id: "cheese-sticks", count: 1, modifiers: [], variantId: null, removed: [], half: null },
    ];
    const put1 = await request(A.baseUrl, "/api/tg_basket", { method: "PUT", headers: fromA, body: { tgId, products: first } });
    expect(put1.status, show(put1)).toBe(200);
    expect(await basket(B, fromA)).toEqual(first);
    expect(await basket(B, fromB)).toEqual(first);

    const second = [{ id: "cheese-sticks", count: 3, modifiers: [], variantId: null, removed: [], half: null }];
    const put2 = await request(B.baseUrl, "/api/tg_basket", { method: "PUT", headers: fromB, body: { tgId, products: second } });
    expect(put2.status, show(put2)).toBe(200);
    expect(await basket(A, fromB)).toEqual(second);
    expect(await basket(A, fromA)).toEqual(second);

    // Ordering on B empties the basket that A shows.
    const order = await request(B.baseUrl, "/api/tg_order", {
      method: "POST",
      headers: { ...fromB, "Idempotency-Key": newKey() },
      body: orderBody(`several-tg-${tgId}`, 3),
    });
    expect(remember(order).status, show(order)).toBe(201);
    expect(await basket(A, fromA)).toEqual([]);
  });

  it("one Idempotency-Key across A and B: the same order, a changed body refused, a concurrent burst stored once", async () => {
    const customer = await signIn(A.baseUrl, A.logFile);
    const key = newKey();
    const body = orderBody(`several-key-${key}`, 2);
    const before = (await activeOrders(A)).length;
    const first = await create(A, customer, key, body);
    expect(first.status, show(first)).toBe(201);
    const { orderId } = first.json as { orderId: number };

    // The retry lands on B: the same order, nothing new.
    const retry = await create(B, customer, key, body);
    expect(retry.status, show(retry)).toBe(201);
    expect(retry.json).toEqual({ orderId });
    // Written differently but the same order (other key order, another spelling of the phone).
    const respelled = await create(B, customer, key, { ...Object.fromEntries(Object.entries(body).reverse()), phone: "998901234567" });
    expect(respelled.status, show(respelled)).toBe(201);
    expect(respelled.json).toEqual({ orderId });
    // The same key with another body, on B: refused.
    const changed = await create(B, customer, key, orderBody(`several-key-${key}`, 3));
    expect(changed.status, show(changed)).toBe(422);
    expect(changed.json).toMatchObject({ code: "idempotency_key_reused" });
    expect(await orderIdsOf(A, customer)).toEqual([orderId]);
    expect(await orderIdsOf(B, customer)).toEqual([orderId]);
    const after = await activeOrders(B);
    expect(after).toHaveLength(before + 1);
    expect(after.filter((o) => o.orderId === orderId)).toHaveLength(1);

    // BURST requests with one new key, all at once, alternating A and B: one order, every answer it.
    const racer = await signIn(B.baseUrl, B.logFile);
    const burstKey = newKey();
    const burstBody = orderBody(`several-burst-${burstKey}`);
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => create(i % 2 ? B : A, racer, burstKey, burstBody)));
    expect(
      answers.map((a) => a.status),
      answers.map(show).join("\n"),
    ).toEqual(Array(BURST).fill(201));
    const ids = new Set(answers.map((a) => (a.json as { orderId: number }).orderId));
    expect([...ids], "order ids answered to the burst").toHaveLength(1);
    const [burstId] = ids;
    expect(await orderIdsOf(A, racer)).toEqual([burstId]);
    expect(await orderIdsOf(B, racer)).toEqual([burstId]);
    const afterBurst = await activeOrders(A);
    expect(afterBurst).toHaveLength(before + 2);
    expect(afterBurst.filter((o) => o.orderId === burstId)).toHaveLength(1);
  });

  it(`the order rate limit (${ORDER_LIMIT} per 10 minutes) counts a customer's orders on A and B together`, async () => {
    const customer = await signIn(A.baseUrl, A.logFile);
    const placed: { key: string; body: ReturnType<typeof orderBody>; orderId: number }[] = [];
    for (let i = 0; i < ORDER_LIMIT; i++) {
      const key = newKey();
      const body = orderBody(`several-limit-${i}-${key}`);
      const res = await create(i % 2 ? B : A, customer, key, body);
      expect(res.status, `order ${i + 1} on ${i % 2 ? "B" : "A"}: ${show(res)}`).toBe(201);
      placed.push({ key, body, orderId: (res.json as { orderId: number }).orderId });
    }
    // One more is refused whichever process gets it.
    for (const [name, server] of [
      ["A", A],
      ["B", B],
    ] as const) {
      const key = newKey();
      const res = await create(server, customer, key, orderBody(`several-limit-over-${name}-${key}`));
      expect(res.status, `order ${ORDER_LIMIT + 1} on ${name}: ${show(res)}`).toBe(429);
      expect(res.json).toMatchObject({ code: "rate_limited" });
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    // A retry of an order already placed is still answered, on the other process than its first.
    const [on1, on2] = [placed[0], placed[1]];
    expect((await create(B, customer, on1.key, on1.body)).json).toEqual({ orderId: on1.orderId });
    expect((await create(A, customer, on2.key, on2.body)).json).toEqual({ orderId: on2.orderId });
    expect(await orderIdsOf(B, customer)).toEqual(placed.map((p) => p.orderId).sort((a, b) => a - b));
  });

  it("live tracking: a status changed through one process reaches the event stream on the other", async () => {
    const customer = await signIn(A.baseUrl, A.logFile);
    const created = await create(A, customer, newKey(), orderBody(`several-track-${newKey()}`));
    expect(created.status, show(created)).toBe(201);
    const { orderId } = created.json as { orderId: number };
    const onA = await openEvents("A", A, customer, orderId);
    const onB = await openEvents("B", B, customer, orderId).catch((err) => {
      onA.close();
      throw err;
    });
    try {
      await onA.waitFor((e) => e.statusCode === 0);
      await onB.waitFor((e) => e.statusCode === 0);
      const advance = async (server: ServerProcess, expected: number) => {
        const res = await request(server.baseUrl, `/api/operator/orders/${orderId}/advance`, { method: "POST", headers: operator });
        expect(res.status, show(res)).toBe(200);
        expect(res.json).toMatchObject({ orderId, statusCode: expected });
      };
      // Confirmed through A: B's stream (and A's) brings it.
      const changed = performance.now();
      await advance(A, 1);
      const seen = await onB.waitFor((e) => e.statusCode === 1);
      figures.streamDelayMs = Math.round(performance.now() - changed);
      expect(seen.statusHistory.map((h) => h.statusCode)).toEqual([0, 1]);
      await onA.waitFor((e) => e.statusCode === 1);
      const read = await request(B.baseUrl, `/api/delivery/Get?orderId=${orderId}`, { headers: customer.auth });
      expect(read.status, show(read)).toBe(200);
      expect(read.json).toMatchObject({ orderId, statusCode: 1 });
      expect((read.json as StatusEvent).statusHistory.map((h) => h.statusCode)).toEqual([0, 1]);

      // Cooking, through B: A's stream brings it.
      await advance(B, 2);
      await onA.waitFor((e) => e.statusCode === 2);
      await onB.waitFor((e) => e.statusCode === 2);

      // Cancelled through A: B's stream brings it and then ends, as for any finished order.
      const cancel = await request(A.baseUrl, `/api/operator/orders/${orderId}/cancel`, {
        method: "POST",
        headers: operator,
        body: { reason: "Out of dough" },
      });
      expect(cancel.status, show(cancel)).toBe(200);
      const last = await onB.waitFor((e) => e.statusCode === 255);
      expect(last.statusHistory.map((h) => h.statusCode)).toEqual([0, 1, 2, 255]);
      await onB.ended();
      await onA.ended();
      expect(onB.events.map((e) => e.statusCode)).toEqual([0, 1, 2, 255]);
      const final = await request(B.baseUrl, `/api/delivery/Get?orderId=${orderId}`, { headers: customer.auth });
      expect(final.json).toMatchObject({ orderId, statusCode: 255 });
      expect((await activeOrders(B)).some((o) => o.orderId === orderId)).toBe(false);
    } finally {
      onA.close();
      onB.close();
    }
  });

  it("afterwards: both processes healthy, every order in the shared database whole and stored once", async () => {
    for (const server of [A, B]) {
      expect(
        server.child.exitCode ?? server.child.signalCode,
        `${server.baseUrl} exited; its log ends with:\n${tail(server.logFile, 2000)}`,
      ).toBeNull();
      const health = await request(server.baseUrl, "/api/health");
      expect(health.status, show(health)).toBe(200);
      expect(health.json).toMatchObject({ database: { kind: "postgres", status: "ok" } });
    }
    const db = await readPostgres(databaseUrl);
    try {
      expect(await integrityProblems(db.query)).toEqual([]);
      // Exactly the orders some answer acknowledged: none lost, none extra (e.g. from the burst).
      const stored = (await db.query("select id from orders order by id")).map((r) => Number(r.id));
      figures.orders = stored.length;
      expect(stored).toEqual([...acknowledged].sort((a, b) => a - b));
    } finally {
      await db.close();
    }
  });
});
