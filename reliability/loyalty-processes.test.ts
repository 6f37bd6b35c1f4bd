// 8. Loyalty points exactly once on two server processes sharing one PostgreSQL (issue 26), as
// behind a load balancer: one customer's orders land on A and on B at the same moment. In rounds:
// (a) two orders at once, one on each process, each spending the whole balance: exactly one is
// placed, the other 422 points_not_enough, the balance is 0 and never below; retried with the same
// keys on the other process, the placed one answers the same order and the refused one is refused
// again; (b) the placed order completed through both processes at once: one 'earn' move, the balance
// up once; (c) an order spending the new balance cancelled through both at once: one 'refund_spend'
// move, the balance back once. Every check reads the database's rows, not only the answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointsEarned } from "../src/domain/loyalty";
import { tashkentDayAt } from "../src/domain/tashkent-time";
import { type Answer, type Customer, newKey, request, signIn } from "./support/client";
import { recordFigures } from "./support/figures";
import { integrityProblems, type Reader, readPostgres } from "./support/integrity";
import { type Cluster, clusterUnavailable, createDatabase, startCluster } from "./support/postgres";
import { OPERATOR_TOKEN, removeTempDirs, type ServerProcess, startServer, tail } from "./support/server";

const givenUrl = process.env.DATABASE_URL || null;
const skip = givenUrl ? null : clusterUnavailable();
if (skip) console.log(`[reliability] loyalty-processes skipped: ${skip}`);
const NOON = tashkentDayAt("12:00");
const ROUNDS = 3;
/** Pieces per order: big enough that the chain's share of the items (30 %) covers a whole balance. */
const PIECES = 20;
/** The demo chain's loyalty settings (migration 0018's defaults). */
const SETTINGS = { cashbackPercent: 5, maxPayPercent: 30 };
const operator = { Authorization: `Bearer ${OPERATOR_TOKEN}` };

let cluster: Cluster | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let A: ServerProcess;
let B: ServerProcess;
const servers: ServerProcess[] = [];
let db: Reader | undefined;
let customer: Customer;
const figures: Record<string, unknown> = { rounds: 0, placedOnA: 0, placedOnB: 0 };

const show = (res: Answer) => `${res.status} ${res.text.slice(0, 300)}`;
const code = (res: Answer) => (res.json as { code?: string } | undefined)?.code;

const orderBody = (tag: string, pointsToSpend: number) => ({
  orderTypeId: 200,
  restaurantId: "chilanzar",
  address: null,
  slot: null,
  products: [{ id: "cheese-sticks", count: PIECES, modifiers: [] }],
  name: "Loyalty processes",
  phone: "+998 90 123 45 67",
  paymentType: "cash",
  comment: tag,
  language: 3,
  ...(pointsToSpend ? { pointsToSpend } : {}),
});

const place = (server: ServerProcess, key: string, body: unknown) =>
  request(server.baseUrl, "/api/delivery/Create", { method: "POST", headers: { ...customer.auth, "Idempotency-Key": key }, body });

const advance = (server: ServerProcess, orderId: number, from?: number) =>
  request(server.baseUrl, `/api/operator/orders/${orderId}/advance${from === undefined ? "" : `?from=${from}`}`, {
    method: "POST",
    headers: operator,
  });

const cancel = (server: ServerProcess, orderId: number) =>
  request(server.baseUrl, `/api/operator/orders/${orderId}/cancel`, {
    method: "POST",
    headers: operator,
    body: { reason: "Out of dough" },
  });

const rows = async (sql: string) => db!.query(sql);
const balance = async () => Number((await rows(`select points from customers where id = '${customer.customerId}'`))[0]!.points);
const movesOf = async (orderId: number) =>
  (await rows(`select move, points, balance_after from loyalty_moves where order_id = ${orderId} order by id`)).map((r) => ({
    move: String(r.move),
    points: Number(r.points),
    balanceAfter: Number(r.balance_after),
  }));
const orderRow = async (orderId: number) => {
  const [r] = await rows(`select status_code, subtotal, discount, points_spent, total from orders where id = ${orderId}`);
  return { statusCode: Number(r!.status_code), subtotal: Number(r!.subtotal), pointsSpent: Number(r!.points_spent) };
};
/** The ledger's sum for the customer: it must equal the balance (each move went in with its change). */
const ledgerSum = async () =>
  Number((await rows(`select coalesce(sum(points), 0) as s from loyalty_moves where customer_id = '${customer.customerId}'`))[0]!.s);

/** Moves a placed pickup order to ready (3) through A, one step at a time. */
async function toReady(orderId: number) {
  for (const from of [0, 1, 2]) {
    const res = await advance(A, orderId, from);
    expect(res.status, show(res)).toBe(200);
  }
}

/** Exactly one of two answers to a race is `ok`, the other `refused`; returns [winner, loser] indexes. */
function oneOf(answers: Answer[], ok: number, refused: number): [number, number] {
  const statuses = answers.map((a) => a.status);
  expect([...statuses].sort(), answers.map(show).join("\n")).toEqual([ok, refused].sort());
  const winner = statuses.indexOf(ok);
  return [winner, 1 - winner];
}

/** (b) Completes the order through A and B at once: one 200, one 409; one 'earn'; the balance up once. */
async function completeOnBoth(orderId: number) {
  await toReady(orderId);
  const before = await balance();
  const order = await orderRow(orderId);
  const answers = await Promise.all([advance(A, orderId), advance(B, orderId)]);
  const [, loser] = oneOf(answers, 200, 409);
  expect(["status_changed", "illegal_transition"]).toContain(code(answers[loser]));
  expect((await orderRow(orderId)).statusCode).toBe(201);
  const earned = pointsEarned(SETTINGS, { itemsTotal: order.subtotal, pointsSpent: order.pointsSpent });
  expect(earned).toBeGreaterThan(0);
  const moves = (await movesOf(orderId)).filter((m) => m.move === "earn");
  expect(moves).toEqual([{ move: "earn", points: earned, balanceAfter: before + earned }]);
  expect(await balance()).toBe(before + earned);
}

describe.skipIf(skip !== null)(`Loyalty points on two server processes, one PostgreSQL${skip ? ` (skipped: ${skip})` : ""}`, () => {
  beforeAll(async () => {
    if (!givenUrl) cluster = await startCluster();
    const database = await createDatabase(givenUrl ?? cluster!.url);
    dropDatabase = database.drop;
    const env = { DATABASE_URL: database.url, TOKEN_TTL: "3600", CLOCK_START: NOON, ORDER_LIMIT_PER_10_MIN: "100" };
    const results = await Promise.allSettled([startServer({ env }), startServer({ env })]);
    for (const r of results) if (r.status === "fulfilled") servers.push(r.value);
    for (const r of results) if (r.status === "rejected") throw r.reason;
    [A, B] = servers;
    db = await readPostgres(database.url);
    customer = await signIn(A.baseUrl, A.logFile);
  });
  afterAll(async () => {
    recordFigures("loyalty-processes", figures);
    await db?.close().catch(() => {});
    await Promise.all(servers.map((s) => s.stop()));
    await dropDatabase?.().catch(() => {});
    await cluster?.destroy();
    removeTempDirs();
  });

  it(`${ROUNDS} rounds: spent once by two orders at once, earned once and given back once through both processes`, async () => {
    // The first points: an order paid in money, completed through both processes at once.
    const first = await place(A, newKey(), orderBody(`loyalty-first-${newKey()}`, 0));
    expect(first.status, show(first)).toBe(201);
    expect(await balance()).toBe(0);
    await completeOnBoth((first.json as { orderId: number }).orderId);

    for (let round = 1; round <= ROUNDS; round++) {
      // (a) The whole balance asked for by two orders at once, one on each process.
      const held = await balance();
      expect(held, `round ${round}'s balance`).toBeGreaterThan(0);
      const keys = [newKey(), newKey()];
      const bodies = keys.map((k, i) => orderBody(`loyalty-race-${round}-${i}-${k}`, held));
      const raced = await Promise.all([place(A, keys[0], bodies[0]), place(B, keys[1], bodies[1])]);
      const [won, lost] = oneOf(raced, 201, 422);
      expect(code(raced[lost]), show(raced[lost])).toBe("points_not_enough");
      figures[won === 0 ? "placedOnA" : "placedOnB"] = Number(figures[won === 0 ? "placedOnA" : "placedOnB"]) + 1;
      const orderId = (raced[won].json as { orderId: number }).orderId;
      expect(await balance()).toBe(0);
      expect(await movesOf(orderId)).toEqual([{ move: "spend", points: -held, balanceAfter: 0 }]);
      expect((await orderRow(orderId)).pointsSpent).toBe(held);
      const tagged = await rows(`select id from orders where comment like 'loyalty-race-${round}-%'`);
      expect(tagged.map((r) => Number(r.id))).toEqual([orderId]);

      // Both retried with their own keys on the other process: the same order, the same refusal.
      const other = (i: number) => (i === 0 ? B : A);
      const [again, refusedAgain] = await Promise.all([
        place(other(won), keys[won], bodies[won]),
        place(other(lost), keys[lost], bodies[lost]),
      ]);
      expect(again.status, show(again)).toBe(201);
      expect(again.json).toEqual({ orderId });
      expect(refusedAgain.status, show(refusedAgain)).toBe(422);
      expect(code(refusedAgain)).toBe("points_not_enough");
      expect(await balance()).toBe(0);
      expect((await movesOf(orderId)).filter((m) => m.move === "spend")).toHaveLength(1);

      // (b) The placed order completed through both at once: earned once.
      await completeOnBoth(orderId);

      // (c) An order spending the new balance, cancelled through both at once: given back once.
      const before = await balance();
      const spent = await place(B, newKey(), orderBody(`loyalty-cancel-${round}-${newKey()}`, before));
      expect(spent.status, show(spent)).toBe(201);
      const cancelled = (spent.json as { orderId: number }).orderId;
      expect(await balance()).toBe(0);
      if (round % 2 === 0) await toReady(cancelled); // cancelled while ready, as well as while new
      const answers = await Promise.all([cancel(A, cancelled), cancel(B, cancelled)]);
      const [, late] = oneOf(answers, 200, 409);
      expect(["status_changed", "illegal_transition"]).toContain(code(answers[late]));
      expect((await orderRow(cancelled)).statusCode).toBe(255);
      expect(await movesOf(cancelled)).toEqual([
        { move: "spend", points: -before, balanceAfter: 0 },
        { move: "refund_spend", points: before, balanceAfter: before },
      ]);
      expect(await balance()).toBe(before);
      expect(await ledgerSum()).toBe(before);
      figures.rounds = round;
    }
  });

  it("afterwards: both processes healthy, the balance never below 0 and equal to its ledger, every order whole", async () => {
    for (const server of [A, B]) {
      expect(
        server.child.exitCode ?? server.child.signalCode,
        `${server.baseUrl} exited; its log ends with:\n${tail(server.logFile, 2000)}`,
      ).toBeNull();
    }
    expect(await rows("select id from customers where points < 0")).toEqual([]);
    expect(await rows("select order_id, move from loyalty_moves group by order_id, move having count(*) > 1")).toEqual([]);
    expect(await balance()).toBe(await ledgerSum());
    expect(await integrityProblems(db!.query)).toEqual([]);
    figures.balance = await balance();
    figures.moves = Number((await rows("select count(*) as n from loyalty_moves"))[0]!.n);
  });
});
