// 4. PostgreSQL stopped and started again under traffic: meanwhile every answer that needs the
// database is a quick 503 with a JSON `error` (never a 500, never a hang), full service returns
// within seconds of the restart, and nothing acknowledged before or after is lost.
import { afterAll, expect, it } from "vitest";
import { type Answer, type Customer, newKey, orderFactory, type OrderBody, placeWithRetry, request, signIn, sleep } from "./support/client";
import { recordFigures } from "./support/figures";
import { integrityProblems, readPostgres, storedOrders } from "./support/integrity";
import { type Cluster, clusterUnavailable, createDatabase, startCluster } from "./support/postgres";
import { removeTempDirs, type ServerProcess, startServer, tail } from "./support/server";

const skip = clusterUnavailable();
const SLOW_MS = 5_000;
const ORDERS_EACH = 15; // a customer may place 20 orders in 10 minutes
let cluster: Cluster | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  await cluster?.destroy();
  removeTempDirs();
});

type Phase = "up" | "stopping" | "down" | "starting" | "after";

it.skipIf(skip !== null)(
  `PostgreSQL stopped and started under traffic: 503 meanwhile, then full service, nothing lost${skip ? ` (skipped: ${skip})` : ""}`,
  async () => {
    cluster = await startCluster();
    const database = await createDatabase(cluster.url);
    server = await startServer({ env: { TOKEN_TTL: "3600", DATABASE_URL: database.url } });
    const base = server.baseUrl;
    const customers: Customer[] = [];
    for (let i = 0; i < 4; i++) customers.push(await signIn(base, server.logFile));
    const makeOrder = await orderFactory(base);

    let phase: Phase = "up";
    const answers: { phase: Phase; what: string; status: number | string; ms: number; body?: Answer["json"] }[] = [];
    const placed = new Map<string, { customer: Customer; key: string; body: OrderBody; orderId?: number }>();
    const deadline = Date.now() + 90_000;
    const ordersBy = [0, 0, 0, 0];
    const worker = async (w: number) => {
      for (let i = 0; i < 5_000 && phase !== "after" && Date.now() < deadline; i++) {
        const at = phase;
        const started = performance.now();
        // At most ORDERS_EACH distinct orders per customer (each worker has its own): the rate limit.
        const kind = i % 4 === 2 && ordersBy[w] >= ORDERS_EACH ? 3 : i % 4;
        const customer = customers[w % customers.length];
        let what = ["GET /api/shop", "GET /api/restaurants/List", "POST /api/delivery/Create", "GET /api/health"][kind];
        try {
          let res: Answer;
          if (kind === 2) {
            const key = newKey();
            const body = makeOrder(`outage-${w}-${i}-${key}`);
            const entry = { customer, key, body, orderId: undefined as number | undefined };
            ordersBy[w]++;
            placed.set(body.comment, entry);
            res = await request(base, "/api/delivery/Create", {
              method: "POST",
              headers: { ...customer.auth, "Idempotency-Key": key },
              body,
              timeoutMs: 15_000,
            });
            if (res.status === 201) entry.orderId = (res.json as { orderId: number }).orderId;
          } else {
            res = await request(base, what.slice(4), { timeoutMs: 15_000 });
          }
          answers.push({ phase: at, what, status: res.status, ms: performance.now() - started, body: res.json });
        } catch (err) {
          what += ` (${(err as Error).message})`;
          answers.push({ phase: at, what, status: (err as { code?: string }).code ?? "error", ms: performance.now() - started });
        }
        await sleep(20);
      }
    };
    const workers = [0, 1, 2, 3].map(worker);

    await sleep(2_000);
    phase = "stopping";
    await cluster.stop();
    phase = "down";
    await sleep(4_000);
    phase = "starting";
    await cluster.start();
    const restartedAt = performance.now();
    // Full service: a menu and an order both work again.
    let recoveryMs = -1;
    const probeKey = newKey();
    const probe = makeOrder(`outage-probe-${probeKey}`);
    for (let i = 0; i < 200; i++) {
      const shop = await request(base, "/api/shop", { timeoutMs: 5_000 }).catch(() => null);
      if (shop?.status === 200) {
        // One key for all probes: at most one probe order is stored.
        const body = probe;
        const order = await request(base, "/api/delivery/Create", {
          method: "POST",
          headers: { ...customers[0].auth, "Idempotency-Key": probeKey },
          body,
        }).catch(() => null);
        if (order?.status === 201) {
          recoveryMs = Math.round(performance.now() - restartedAt);
          placed.set(body.comment, { customer: customers[0], key: probeKey, body, orderId: (order.json as { orderId: number }).orderId });
          break;
        }
      }
      await sleep(100);
    }
    phase = "after";
    await Promise.all(workers);
    // A client that loses its database between two queries must not take the process down.
    const exited = server.child.exitCode ?? server.child.signalCode;
    expect(exited, `the server process died during the outage; its log ends with:\n${tail(server.logFile, 2500)}`).toBeNull();
    // Traffic after the recovery must be all 2xx.
    const afterAnswers: typeof answers = [];
    for (let i = 0; i < 40; i++) {
      const what = ["/api/shop", "/api/restaurants/List", "/api/health"][i % 3];
      const res = await request(base, what);
      afterAnswers.push({ phase: "after", what, status: res.status, ms: res.ms });
    }

    const down = answers.filter((a) => a.phase === "down");
    const count = (list: typeof answers, test: (a: (typeof answers)[number]) => boolean) => list.filter(test).length;
    recordFigures("database-outage", {
      requests: answers.length,
      duringOutage: down.length,
      outage503: count(down, (a) => a.status === 503),
      outageMaxMs: Math.round(Math.max(0, ...down.map((a) => a.ms))),
      recoveryMs,
      ordersAcknowledged: [...placed.values()].filter((p) => p.orderId !== undefined).length,
    });
    const describe = (a: (typeof answers)[number]) =>
      `${a.phase} ${a.what} → ${a.status} in ${Math.round(a.ms)} ms ${JSON.stringify(a.body ?? "").slice(0, 160)}`;
    // Never a 5xx other than 503, never a dropped connection, never slow.
    expect(answers.filter((a) => typeof a.status !== "number" || (a.status >= 500 && a.status !== 503)).map(describe)).toEqual([]);
    expect(answers.filter((a) => a.ms > SLOW_MS).map(describe)).toEqual([]);
    // While the database is down: 503 with a readable JSON error for everything that needs it.
    expect(down.length).toBeGreaterThan(20);
    const needsDb = down.filter((a) => a.status !== 200);
    expect(needsDb.length).toBeGreaterThan(10);
    for (const a of needsDb) {
      expect(a.status, describe(a)).toBe(503);
      expect(a.body, describe(a)).toMatchObject({ code: "database_unavailable", error: expect.stringMatching(/database/i) });
    }
    expect(recoveryMs, "ms until a menu and an order work again").toBeGreaterThanOrEqual(0);
    expect(recoveryMs).toBeLessThan(10_000);
    expect(afterAnswers.filter((a) => a.status !== 200).map(describe)).toEqual([]);

    // Orders refused or cut during the outage, retried with their key, are placed once.
    for (const p of placed.values())
      if (p.orderId === undefined) p.orderId = (await placeWithRetry(base, p.customer, p.key, p.body)).orderId;
    await server.stop();
    server = undefined;
    const db = await readPostgres(database.url);
    try {
      expect(await integrityProblems(db.query)).toEqual([]);
      const stored = await storedOrders(db.query);
      for (const [tag, p] of placed) expect(stored.get(tag), tag).toMatchObject({ id: p.orderId, lines: 1, history: 1 });
      expect(stored.size).toBe(placed.size);
    } finally {
      await db.close();
    }
  },
);
