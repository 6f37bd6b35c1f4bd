// 3. SIGKILL in the middle of a stream of orders, then a restart on the same data: every order
// that was acknowledged (201) is there and whole, none is half-written, and the ones cut off
// before their answer, retried with their key, are placed exactly once.
import { afterAll, describe, expect, it } from "vitest";
import { type Customer, newKey, orderFactory, type OrderBody, placeWithRetry, request, signIn, sleep } from "./support/client";
import { recordFigures } from "./support/figures";
import { integrityProblems, type Reader, readPglite, readPostgres, storedOrders } from "./support/integrity";
import { clusterUnavailable, createDatabase, startCluster, type Cluster } from "./support/postgres";
import { removeTempDirs, type ServerProcess, startServer, tempDir } from "./support/server";

const CUSTOMERS = 6;
const MAX_EACH = 18; // under the 20 orders per 10 minutes a customer may place
const KILL_AFTER_ACKS = 40;

interface Sent {
  customer: Customer;
  key: string;
  body: OrderBody;
  orderId?: number;
}

async function killMidStream(label: string, start: () => Promise<ServerProcess>, reader: () => Promise<Reader>) {
  let server = await start();
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await signIn(server.baseUrl, server.logFile));
  const makeOrder = await orderFactory(server.baseUrl);
  const sent = new Map<string, Sent>();
  const acked = () => [...sent.values()].filter((s) => s.orderId !== undefined);
  let cutStreams = 0;
  const unexpected: string[] = [];
  const streams = customers.map(async (customer, c) => {
    for (let i = 0; i < MAX_EACH; i++) {
      const key = newKey();
      const body = makeOrder(`kill-${label}-${c}-${i}-${key}`);
      const item: Sent = { customer, key, body };
      sent.set(body.comment, item);
      try {
        const res = await request(server.baseUrl, "/api/delivery/Create", {
          method: "POST",
          headers: { ...customer.auth, "Idempotency-Key": key },
          body,
        });
        if (res.status !== 201) return void unexpected.push(`${res.status} ${res.text}`);
        item.orderId = (res.json as { orderId: number }).orderId;
      } catch {
        cutStreams++;
        return; // the server is gone
      }
    }
  });
  const killAt = Date.now() + 8_000;
  while (acked().length < KILL_AFTER_ACKS && Date.now() < killAt) await sleep(5);
  const ackedAtKill = acked().length;
  await server.kill();
  await Promise.all(streams);
  expect(unexpected).toEqual([]);
  expect(cutStreams, "streams cut by the kill").toBeGreaterThan(0);

  const restartedAt = performance.now();
  server = await start();
  const restartMs = Math.round(performance.now() - restartedAt);
  try {
    // Every acknowledged order reads back whole through the API.
    for (const s of acked()) {
      const res = await request(server.baseUrl, `/api/delivery/Get?orderId=${s.orderId}&Language=3`, { headers: s.customer.auth });
      expect(res.status, s.body.comment).toBe(200);
      const order = res.json as {
        comment: string;
        statusCode: number;
        statusHistory: unknown[];
        products: { count: number; total: number }[];
        subtotal: number;
        total: number;
      };
      expect(order).toMatchObject({
        comment: s.body.comment,
        statusCode: 0,
        subtotal: s.body.products[0].count * 35_000,
        total: s.body.products[0].count * 35_000,
      });
      expect(order.statusHistory).toHaveLength(1);
      expect(order.products.map((p) => p.count)).toEqual([s.body.products[0].count]);
    }
    // The ones cut off before their answer: retried with their key, placed once.
    const unanswered = [...sent.values()].filter((s) => s.orderId === undefined);
    for (const s of unanswered) s.orderId = (await placeWithRetry(server.baseUrl, s.customer, s.key, s.body)).orderId;
    recordFigures(`sigkill-${label}`, {
      ackedBeforeKill: acked().length - unanswered.length,
      ackedWhenKillSent: ackedAtKill,
      unansweredRetried: unanswered.length,
      restartMs,
    });
  } finally {
    await server.stop();
  }
  const db = await reader();
  try {
    expect(await integrityProblems(db.query)).toEqual([]);
    const stored = await storedOrders(db.query);
    for (const s of sent.values())
      expect(stored.get(s.body.comment), s.body.comment).toMatchObject({ id: s.orderId, lines: 1, history: 1 });
    expect(stored.size).toBe(sent.size);
  } finally {
    await db.close();
  }
}

afterAll(() => removeTempDirs());

describe("SIGKILL mid-stream", () => {
  it("PGlite: every acknowledged order survives whole, nothing half-written", async () => {
    const dataDir = tempDir("kill");
    await killMidStream(
      "pglite",
      () => startServer({ dataDir, env: { TOKEN_TTL: "3600" } }),
      () => readPglite(dataDir),
    );
  });

  const givenUrl = process.env.DATABASE_URL || null;
  const skip = givenUrl ? null : clusterUnavailable();
  let cluster: Cluster | undefined;
  afterAll(async () => cluster?.destroy());
  it.skipIf(skip !== null)(`PostgreSQL (${givenUrl ? "DATABASE_URL" : skip ? `skipped: ${skip}` : "own cluster"}): the same`, async () => {
    if (!givenUrl) cluster = await startCluster();
    const database = await createDatabase(givenUrl ?? cluster!.url);
    try {
      await killMidStream(
        "postgres",
        () => startServer({ env: { TOKEN_TTL: "3600", DATABASE_URL: database.url } }),
        () => readPostgres(database.url),
      );
    } finally {
      await database.drop();
    }
  });
});
