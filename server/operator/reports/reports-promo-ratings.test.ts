// Promo codes and ratings in the reports (issue 26), checked against orders and ratings made for the
// test: the summary's promo discount and promo orders count only revenue orders (not a cancelled
// one nor one whose money was refunded), the table by code, the ratings per restaurant and
// together (average, count, share of 1–2 stars) of the orders placed in the range, a manager kept to
// their restaurant, and both as CSV.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromoCodesReport, RatingsReport, RestaurantsReport, SummaryReport } from "../../../src/contract/operator-reports";
import { reportsTestKit } from "../../reports/reports-test-kit";
import { OTHER, type OrdersKit, ordersKit, type Who } from "../orders-test-kit";

const M = "mirabad";
const Y = OTHER; // yunusabad
const RANGE = "from=2026-11-20&to=2026-11-21";
const margherita = (count: number) => [{ productId: "margherita", price: 40_000, count }];
let k: OrdersKit;

beforeAll(async () => {
  k = await ordersKit();
  const { order, rate } = await reportsTestKit(k.t.database.db);
  const done = { statusCode: 201 } as const;
  // Mirabad: SPRING −15 000 on 80 000 + 20 000 delivery (total 85 000), rated 5; SPRING −15 000 on
  // 40 000 (25 000), rated 1; GIFT (a free product: nothing off) on 40 000, rated 2; no code, 40 000, rated 4.
  await rate(
    await order({
      restaurantId: M,
      placed: "2026-11-20T10:00",
      ...done,
      lines: margherita(2),
      priceOfDelivery: 20_000,
      promoCode: "SPRING",
      discount: 15_000,
    }),
    5,
  );
  await rate(
    await order({ restaurantId: M, placed: "2026-11-21T12:00", ...done, lines: margherita(1), promoCode: "SPRING", discount: 15_000 }),
    1,
  );
  await rate(await order({ restaurantId: M, placed: "2026-11-21T13:00", ...done, lines: margherita(1), promoCode: "GIFT" }), 2);
  await rate(await order({ restaurantId: M, placed: "2026-11-21T14:00", ...done, lines: margherita(1) }), 4);
  // Not revenue: a cancelled SPRING order, and a SPRING order paid online whose money was refunded.
  await order({
    restaurantId: M,
    placed: "2026-11-21T15:00",
    statusCode: 255,
    lines: margherita(1),
    promoCode: "SPRING",
    discount: 15_000,
  });
  await order({
    restaurantId: M,
    placed: "2026-11-21T16:00",
    ...done,
    paymentType: "payme",
    paidAfter: 1,
    payments: [{ refund: "refunded", refundReason: "order_cancelled" }],
    lines: margherita(1),
    promoCode: "SPRING",
    discount: 15_000,
  });
  // Yunusabad: AUTUMN −10 000 on 40 000 (30 000), rated 3; no code, rated 5.
  await rate(
    await order({ restaurantId: Y, placed: "2026-11-20T18:00", ...done, lines: margherita(1), promoCode: "AUTUMN", discount: 10_000 }),
    3,
  );
  await rate(await order({ restaurantId: Y, placed: "2026-11-21T19:00", ...done, lines: margherita(1) }), 5);
  // The previous range: a SPRING order rated 1 (not in this range's ratings); outside both: the 22nd, rated 1.
  await rate(
    await order({ restaurantId: M, placed: "2026-11-19T12:00", ...done, lines: margherita(1), promoCode: "SPRING", discount: 15_000 }),
    1,
  );
  await rate(await order({ restaurantId: M, placed: "2026-11-22T00:10", ...done, lines: margherita(1) }), 1);
});
afterAll(() => k.t.close());

async function report<T>(path: string, who: Who = "admin"): Promise<T> {
  const res = await k.call(`/reports/${path}`, who);
  expect(res.status, `${path}: ${res.status === 200 ? "" : await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}
const csvLines = async (path: string) => {
  const res = await k.call(`/reports/${path}`, "admin");
  expect(res.status).toBe(200);
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer()).split("\r\n");
};

describe("promo codes in the reports", () => {
  it("the summary's discount and promo orders: revenue orders only, per period, beside the previous range", async () => {
    const r = await report<SummaryReport>(`summary?${RANGE}`);
    // Revenue: 85 000 + 25 000 + 40 000 + 40 000 (Mirabad) + 30 000 + 40 000 (Yunusabad).
    expect(r.totals).toMatchObject({ completed: 6, revenue: 260_000, discount: 40_000, promoOrders: 4, refunded: 1, cancelled: 1 });
    expect(r.previous).toMatchObject({ completed: 1, revenue: 25_000, discount: 15_000, promoOrders: 1 });
    expect(r.rows.map((row) => [row.period, row.discount, row.promoOrders])).toEqual([
      ["2026-11-20", 25_000, 2],
      ["2026-11-21", 15_000, 2],
    ]);
  });

  it("per restaurant, and a manager's own", async () => {
    const r = await report<RestaurantsReport>(`restaurants?${RANGE}`);
    const of = (id: string) => r.rows.find((row) => row.restaurantId === id)?.current;
    expect(of(M)).toMatchObject({ discount: 30_000, promoOrders: 3 });
    expect(of(Y)).toMatchObject({ discount: 10_000, promoOrders: 1 });
    expect((await report<SummaryReport>(`summary?${RANGE}`, "manager")).totals).toMatchObject({ discount: 30_000, promoOrders: 3 });
  });

  it("by code: orders, discount and revenue, most used first; a manager sees their restaurant's", async () => {
    const r = await report<PromoCodesReport>(`promo-codes?${RANGE}`);
    expect(r.rows).toEqual([
      { code: "SPRING", orders: 2, discount: 30_000, revenue: 110_000 },
      { code: "AUTUMN", orders: 1, discount: 10_000, revenue: 30_000 },
      { code: "GIFT", orders: 1, discount: 0, revenue: 40_000 },
    ]);
    const own = await report<PromoCodesReport>(`promo-codes?${RANGE}`, "manager");
    expect(own.rows.map((row) => row.code)).toEqual(["SPRING", "GIFT"]);
    expect(await csvLines(`promo-codes?${RANGE}&format=csv&lang=en`)).toEqual([
      "\uFEFFpromo_code,orders,discount_uzs,revenue_uzs",
      "SPRING,2,30000,110000",
      "AUTUMN,1,10000,30000",
      "GIFT,1,0,40000",
      "",
    ]);
  });
});

describe("ratings in the reports", () => {
  it("per restaurant and for the chain: average, count, the share of 1–2 stars, of the orders placed in the range", async () => {
    const r = await report<RatingsReport>(`ratings?${RANGE}`);
    // Mirabad 5, 1, 2, 4 → 3, two low; Yunusabad 3, 5 → 4; together 20 / 6.
    expect(r.total).toEqual({ average: 3.33, count: 6, low: 2, lowShare: 0.333 });
    const rows = r.rows.map(({ restaurantId, average, count, low, lowShare }) => ({ restaurantId, average, count, low, lowShare }));
    expect(rows.filter((row) => row.count > 0)).toEqual(
      expect.arrayContaining([
        { restaurantId: M, average: 3, count: 4, low: 2, lowShare: 0.5 },
        { restaurantId: Y, average: 4, count: 2, low: 0, lowShare: 0 },
      ]),
    );
    expect(rows.filter((row) => row.count > 0)).toHaveLength(2);
    expect(rows.filter((row) => row.count === 0).every((row) => row.average === null && row.lowShare === 0)).toBe(true);
    expect(rows).toHaveLength(r.rows.length);
    expect(r.rows.every((row) => row.name.en)).toBe(true);
  });

  it("keeps a manager to their restaurant and refuses another", async () => {
    const own = await report<RatingsReport>(`ratings?${RANGE}`, "manager");
    expect(own.rows.map((row) => row.restaurantId)).toEqual([M]);
    expect(own.total).toEqual({ average: 3, count: 4, low: 2, lowShare: 0.5 });
    expect((await k.call(`/reports/ratings?${RANGE}&restaurantId=${Y}`, "manager")).status).toBe(403);
  });

  it("as CSV: a row per restaurant, then the total; a decimal comma in Russian", async () => {
    const lines = await csvLines(`ratings?${RANGE}&format=csv&restaurantId=${M}`);
    expect(lines).toEqual([
      "\uFEFFrestaurant_id;restaurant;average_stars;ratings;low_ratings;low_share",
      "mirabad;Lazzat Pizza Мирабад;3;4;2;0,5",
      "total;;3;4;2;0,5",
      "",
    ]);
  });
});
