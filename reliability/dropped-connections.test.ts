// 2. A proxy cuts a third of the connections after the request reached the server (before or
// while the answer comes back, or just after the request went through). Customers place orders
// through it with one Idempotency-Key each and retry on every connection error with the same key:
// every order must exist exactly once, none missing, none twice.
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Customer, newKey, orderFactory, placeWithRetry, request, signIn } from "./support/client";
import { recordFigures } from "./support/figures";
import { integrityProblems, readPglite, storedOrders } from "./support/integrity";
import { type DropProxy, startDropProxy } from "./support/proxy";
import { removeTempDirs, type ServerProcess, startServer } from "./support/server";

const CUSTOMERS = 7;
// 10 each: even if every retry raced its first attempt (both count against the limit), a customer
// stays within the 20 orders per 10 minutes the server allows.
const ORDERS_EACH = 10;
let server: ServerProcess;
let proxy: DropProxy;
let customers: Customer[];

beforeAll(async () => {
  server = await startServer({ env: { TOKEN_TTL: "3600" } });
  proxy = await startDropProxy(server.port, { dropFraction: 0.35, seed: Number(process.env.RELIABILITY_SEED ?? 7) });
  customers = [];
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await signIn(server.baseUrl, server.logFile));
});
afterAll(async () => {
  await proxy?.close();
  await server?.stop();
  removeTempDirs();
});

it(`${CUSTOMERS * ORDERS_EACH} orders through a connection-dropping proxy, retried with their key: each exactly once`, async () => {
  const makeOrder = await orderFactory(server.baseUrl);
  const placed = new Map<string, { customer: Customer; orderId: number; attempts: number; count: number }>();
  const started = performance.now();
  await Promise.all(
    customers.map(async (customer, c) => {
      for (let i = 0; i < ORDERS_EACH; i++) {
        const key = newKey();
        const body = makeOrder(`drop-${c}-${i}-${key}`);
        const result = await placeWithRetry(proxy.baseUrl, customer, key, body, { attempts: 15, deadlineMs: 60_000 });
        placed.set(body.comment, { customer, orderId: result.orderId, attempts: result.attempts, count: body.products[0].count });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // Through the API: each customer sees exactly their orders, once each, and the same ids the
  // retries were answered with.
  for (const customer of customers) {
    const list = await request(server.baseUrl, `/api/delivery/List?customerId=${customer.customerId}&take=50`, { headers: customer.auth });
    expect(list.status).toBe(200);
    const ids = (list.json as { order: { orderId: number } }[]).map((o) => o.order.orderId).sort((a, b) => a - b);
    const expected = [...placed.values()]
      .filter((p) => p.customer === customer)
      .map((p) => p.orderId)
      .sort((a, b) => a - b);
    expect(ids).toEqual(expected);
  }
  const retried = [...placed.values()].filter((p) => p.attempts > 1).length;
  const dropped = Object.values(proxy.stats.dropped).reduce((a, b) => a + b, 0);
  recordFigures("dropped-connections", {
    orders: placed.size,
    connections: proxy.stats.connections,
    dropped: proxy.stats.dropped,
    ordersRetried: retried,
    maxAttempts: Math.max(...[...placed.values()].map((p) => p.attempts)),
    seconds: Math.round(seconds * 10) / 10,
  });
  // The faults really happened, also after the server had stored the order.
  expect(dropped).toBeGreaterThanOrEqual(15);
  expect(proxy.stats.dropped.beforeAnswer + proxy.stats.dropped.midAnswer).toBeGreaterThanOrEqual(8);

  // In the database: one order per submission, each whole.
  await server.stop();
  const db = await readPglite(server.dataDir);
  try {
    expect(await integrityProblems(db.query)).toEqual([]);
    const stored = await storedOrders(db.query);
    expect(stored.size).toBe(placed.size);
    for (const [tag, p] of placed) {
      expect(stored.get(tag), tag).toMatchObject({ id: p.orderId, lines: 1, count: p.count, history: 1, total: p.count * 35_000 });
    }
  } finally {
    await db.close();
  }
});
