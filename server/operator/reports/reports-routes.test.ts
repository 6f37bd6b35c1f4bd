// GET /api/operator/reports/*: each figure checked against orders made for the test (two
// restaurants, two days and the two days before them; completed, cancelled, refunded, paid twice,
// unpaid and expired; delivery and pickup; web, Telegram and phone), a manager kept to their
// restaurant, and the ranges refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CancellationsReport,
  ProductsReport,
  RestaurantsReport,
  ShareReport,
  SpeedReport,
  SummaryReport,
} from "../../../src/contract/operator-reports";
import { reportsTestKit } from "../../reports/reports-test-kit";
import { OTHER, type OrdersKit, ordersKit, type Who } from "../orders-test-kit";

const M = "mirabad";
const Y = OTHER; // yunusabad
const RANGE = "from=2026-11-20&to=2026-11-21";
let k: OrdersKit;

beforeAll(async () => {
  k = await ordersKit();
  const { order, limits } = await reportsTestKit(k.t.database.db);
  await limits(M, Y);
  const margherita = { productId: "margherita", price: 40_000 };
  // 1: Mirabad, the 20th, a web delivery paid in cash, on time at every step (3, 15, 30 minutes).
  await order({
    restaurantId: M,
    placed: "2026-11-20T10:00",
    statusCode: 201,
    priceOfDelivery: 20_000,
    lines: [{ ...margherita, count: 2 }],
    history: [
      [0, 0],
      [1, 3],
      [2, 5],
      [3, 20],
      [4, 25],
      [201, 50],
    ],
  });
  // 2: Mirabad, the 21st, a Telegram pickup paid with Payme a minute after: accepted 9 minutes after paying, cooked in 28 (late twice).
  await order({
    restaurantId: M,
    placed: "2026-11-21T09:00",
    orderTypeId: 200,
    channel: "telegram",
    paymentType: "payme",
    paidAfter: 1,
    statusCode: 201,
    lines: [{ productId: "pepperoni", price: 60_000, count: 1 }],
    history: [
      [0, 0],
      [1, 10],
      [2, 12],
      [3, 40],
      [201, 45],
    ],
    payments: [{}],
  });
  // 3: Mirabad, the 21st, a phone order by card, cancelled.
  await order({
    restaurantId: M,
    placed: "2026-11-21T11:00",
    channel: "phone",
    paymentType: "card",
    statusCode: 255,
    cancelReason: "no courier",
    lines: [{ ...margherita, count: 1 }],
    priceOfDelivery: 10_000,
  });
  // 4: Yunusabad, the 20th at 23:30 (Tashkent), Click, completed and then refunded: not revenue.
  await order({
    restaurantId: Y,
    placed: "2026-11-20T23:30",
    paymentType: "click",
    paidAfter: 1,
    statusCode: 201,
    lines: [{ productId: "bbq-chicken", price: 70_000, count: 1 }],
    history: [
      [0, 0],
      [1, 2],
      [2, 3],
      [3, 20],
      [4, 25],
      [201, 50],
    ],
    payments: [{ refund: "refunded", refundReason: "order_cancelled" }],
  });
  // 5: Yunusabad, the 21st at 00:30, a Telegram pickup paid twice, the extra payment refunded: revenue.
  await order({
    restaurantId: Y,
    placed: "2026-11-21T00:30",
    orderTypeId: 200,
    channel: "telegram",
    paymentType: "online",
    paidAfter: 1,
    statusCode: 201,
    lines: [{ productId: "four-cheese", price: 15_000, count: 3 }],
    history: [
      [0, 0],
      [1, 3],
      [2, 5],
      [3, 30],
      [201, 35],
    ],
    payments: [{}, { refund: "refunded", refundReason: "paid_twice" }],
  });
  // 6: Yunusabad, the 21st, Payme never paid: cancelled as expired.
  await order({
    restaurantId: Y,
    placed: "2026-11-21T08:00",
    paymentType: "payme",
    statusCode: 255,
    cancelReason: "payment_expired",
    lines: [{ ...margherita, count: 1 }],
  });
  // The previous range (18th–19th): 7, a completed order on time; 8, a cancellation at 23:59 on the 19th.
  await order({
    restaurantId: M,
    placed: "2026-11-19T12:00",
    statusCode: 201,
    lines: [{ ...margherita, count: 2 }],
    history: [
      [0, 0],
      [1, 2],
      [2, 3],
      [3, 13],
      [4, 14],
      [201, 33],
    ],
  });
  await order({
    restaurantId: M,
    placed: "2026-11-19T23:59",
    statusCode: 255,
    cancelReason: " no courier ",
    lines: [{ ...margherita, count: 1 }],
  });
  // Outside both ranges: the 22nd at 00:10 and the 17th.
  await order({ restaurantId: M, placed: "2026-11-22T00:10", statusCode: 201, lines: [{ ...margherita, count: 5 }] });
  await order({ restaurantId: Y, placed: "2026-11-17T22:00", statusCode: 201, lines: [{ ...margherita, count: 5 }] });
});
afterAll(() => k.t.close());

async function report<T>(path: string, who: Who = "admin"): Promise<T> {
  const res = await k.call(`/reports/${path}`, who);
  expect(res.status, `${path}: ${res.status === 200 ? "" : await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

const figures = (orders: number, completed: number, revenue: number, itemsSold: number, cancelled: number, refunded: number) => ({
  orders,
  completed,
  revenue,
  averageCheck: completed ? Math.round(revenue / completed) : 0,
  itemsSold,
  cancelled,
  refunded,
  discount: 0,
  promoOrders: 0,
});

describe("the summary", () => {
  it("counts the range's orders, revenue only from completed orders whose money stayed, beside the previous range", async () => {
    const r = await report<SummaryReport>(`summary?${RANGE}`);
    expect(r.range).toEqual({ from: "2026-11-20", to: "2026-11-21", days: 2, previousFrom: "2026-11-18", previousTo: "2026-11-19" });
    expect(r.restaurantId).toBeNull();
    expect(r.totals).toEqual(figures(6, 3, 205_000, 6, 2, 1));
    expect(r.totals.averageCheck).toBe(68_333);
    expect(r.previous).toEqual(figures(2, 1, 80_000, 2, 1, 0));
    expect(r.rows).toEqual([
      { period: "2026-11-20", ...figures(2, 1, 100_000, 2, 0, 1) },
      { period: "2026-11-21", ...figures(4, 2, 105_000, 4, 2, 0) },
    ]);
  });

  it("groups by week (from Monday), month and hour of the day", async () => {
    const week = await report<SummaryReport>(`summary?${RANGE}&groupBy=week`);
    expect(week.rows).toEqual([{ period: "2026-11-16", ...figures(6, 3, 205_000, 6, 2, 1) }]);
    const month = await report<SummaryReport>("summary?from=2026-10-31&to=2026-11-21&groupBy=month");
    expect(month.rows.map((r) => [r.period, r.orders])).toEqual([
      ["2026-10", 0],
      ["2026-11", 9],
    ]);
    const hour = await report<SummaryReport>(`summary?${RANGE}&groupBy=hour`);
    expect(hour.rows).toHaveLength(24);
    expect(hour.rows[0]).toEqual({ period: "00", ...figures(1, 1, 45_000, 3, 0, 0) });
    expect(hour.rows[23]).toEqual({ period: "23", ...figures(1, 0, 0, 0, 0, 1) });
    expect(hour.rows[10]).toEqual({ period: "10", ...figures(1, 1, 100_000, 2, 0, 0) });
  });

  it("keeps a manager to their restaurant: theirs by default, another refused", async () => {
    const own = await report<SummaryReport>(`summary?${RANGE}`, "manager");
    expect(own.restaurantId).toBe(M);
    expect(own.totals).toEqual(figures(3, 2, 160_000, 3, 1, 0));
    expect((await report<SummaryReport>(`summary?${RANGE}&restaurantId=${M}`, "manager")).totals).toEqual(own.totals);
    const other = await k.call(`/reports/summary?${RANGE}&restaurantId=${Y}`, "manager");
    expect(other.status).toBe(403);
    expect(((await other.json()) as { code: string }).code).toBe("other_restaurant");
    const csv = await k.call(`/reports/speed?restaurantId=${Y}&format=csv`, "manager");
    expect(csv.status).toBe(403);
    expect((await report<SummaryReport>(`summary?${RANGE}&restaurantId=${Y}`)).totals).toEqual(figures(3, 1, 45_000, 3, 1, 1));
  });

  it("refuses a range backwards or too long, an unknown grouping or restaurant, and anyone not signed in as staff", async () => {
    for (const [query, status] of [
      ["from=2026-11-21&to=2026-11-20", 400],
      ["from=2025-01-01&to=2026-11-21", 400],
      ["from=2026-02-30", 400],
      ["groupBy=year", 400],
      ["format=pdf", 400],
      ["lang=de", 400],
      ["restaurantId=nowhere", 404],
    ] as const) {
      const res = await k.call(`/reports/summary?${query}`, "admin");
      expect([query, res.status]).toEqual([query, status]);
      expect(((await res.json()) as { error: string }).error).toBeTruthy();
    }
    expect((await k.call("/reports/summary", "nobody")).status).toBe(401);
    expect((await k.call("/reports/summary", "stranger")).status).toBe(403);
  });

  it("defaults to the last 7 days to today (the app's clock: 21 November)", async () => {
    const r = await report<SummaryReport>("summary");
    expect(r.range).toEqual({ from: "2026-11-15", to: "2026-11-21", days: 7, previousFrom: "2026-11-08", previousTo: "2026-11-14" });
    expect(r.totals.orders).toBe(9);
  });
});

describe("the breakdowns", () => {
  it("by restaurant: each one's figures and the previous range's, highest revenue first", async () => {
    const r = await report<RestaurantsReport>(`restaurants?${RANGE}`);
    expect(r.rows.slice(0, 2).map((row) => [row.restaurantId, row.current, row.previous])).toEqual([
      [M, figures(3, 2, 160_000, 3, 1, 0), figures(2, 1, 80_000, 2, 1, 0)],
      [Y, figures(3, 1, 45_000, 3, 1, 1), figures(0, 0, 0, 0, 0, 0)],
    ]);
    expect(r.rows[0].name.en).toBeTruthy();
    expect(r.rows.slice(2).every((row) => row.current.orders === 0)).toBe(true);
    const manager = await report<RestaurantsReport>(`restaurants?${RANGE}`, "manager");
    expect(manager.rows.map((row) => row.restaurantId)).toEqual([M]);
  });

  it("by product and folder: pieces and revenue of the completed orders only", async () => {
    const r = await report<ProductsReport>(`products?${RANGE}`);
    expect(r.products.map((p) => [p.productId, p.count, p.revenue])).toEqual([
      ["margherita", 2, 80_000],
      ["pepperoni", 1, 60_000],
      ["four-cheese", 3, 45_000],
    ]);
    expect(r.products[0].name.en).toBe("Margherita");
    expect(r.folders).toEqual([{ folderId: 1, name: expect.objectContaining({ en: expect.any(String) }), count: 6, revenue: 185_000 }]);
  });

  it("cancellations by reason, beside the previous range's", async () => {
    const r = await report<CancellationsReport>(`cancellations?${RANGE}`);
    expect(r.total).toBe(2);
    expect(r.previousTotal).toBe(1);
    expect(r.rows).toEqual([
      { reason: "no courier", count: 1, amount: 50_000, previousCount: 1 },
      { reason: "payment_expired", count: 1, amount: 40_000, previousCount: 0 },
    ]);
  });

  it("online and offline payment types, delivery and pickup, web, Telegram and phone", async () => {
    const rows = async (name: string) =>
      Object.fromEntries(
        (await report<ShareReport>(`${name}?${RANGE}`)).rows.map((r) => [
          r.key,
          [r.current.orders, r.current.revenue, r.previous.orders, r.previous.revenue],
        ]),
      );
    expect(await rows("payments")).toEqual({
      cash: [1, 100_000, 1, 80_000],
      card: [0, 0, 0, 0],
      payme: [1, 60_000, 0, 0],
      click: [0, 0, 0, 0],
      online: [1, 45_000, 0, 0],
    });
    expect(await rows("order-types")).toEqual({ delivery: [1, 100_000, 1, 80_000], pickup: [2, 105_000, 0, 0] });
    expect(await rows("channels")).toEqual({ web: [1, 100_000, 1, 80_000], telegram: [2, 105_000, 0, 0], phone: [0, 0, 0, 0] });
  });

  it("speed: median and 90th percentile of each step against the restaurant's limits, and late orders", async () => {
    const r = await report<SpeedReport>(`speed?${RANGE}`);
    expect(r.rows).toEqual([
      {
        restaurantId: M,
        name: expect.any(Object),
        orders: 2,
        accept: { median: 6, p90: 8.4, target: 5, measured: 2, late: 1 },
        cook: { median: 21.5, p90: 26.7, target: 20, measured: 2, late: 1 },
        deliver: { median: 30, p90: 30, target: 30, measured: 1, late: 0 },
        late: 1,
        previousLate: 0,
        previousOrders: 1,
      },
      {
        restaurantId: Y,
        name: expect.any(Object),
        orders: 2,
        accept: { median: 1.5, p90: 1.9, target: 5, measured: 2, late: 0 },
        cook: { median: 21, p90: 24.2, target: 20, measured: 2, late: 1 },
        deliver: { median: 30, p90: 30, target: 30, measured: 1, late: 0 },
        late: 1,
        previousLate: 0,
        previousOrders: 0,
      },
    ]);
  });
});
