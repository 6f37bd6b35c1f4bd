// GET /api/operator/ratings: per restaurant and the latest with comments, in the range of days;
// a manager reads only their restaurant.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RatingsAnswer } from "../../src/contract/operator-ratings";
import { rateOrder } from "./ratings";
import { type BotTestApp, botTestApp } from "./test/harness";
import { customers, orderRatings } from "../db/schema";
import { DEMO_ADMIN_PHONE, DEMO_MANAGER_PHONE } from "../db/seed/staff";

let t: BotTestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await botTestApp();
  admin = (await t.signIn(DEMO_ADMIN_PHONE)).cookie;
  manager = (await t.signIn(DEMO_MANAGER_PHONE)).cookie;
  const customer = randomUUID();
  await t.database.db.insert(customers).values({ id: customer, tgId: 7601, name: "R" });
  const now = new Date(t.now());
  for (const [stars, restaurantId] of [
    [5, "mirabad"],
    [2, "mirabad"],
    [4, "chilanzar"],
  ] as const) {
    const id = await t.placeOrder(customer, { restaurantId, ...(restaurantId === "mirabad" ? {} : { orderTypeId: 200, address: null }) });
    await rateOrder(t.database.db, id, stars, now);
  }
  const [low] = await t.database.db.select().from(orderRatings).where(eq(orderRatings.stars, 2));
  await t.database.db.update(orderRatings).set({ comment: "Cold", commentAt: now }).where(eq(orderRatings.orderId, low.orderId));
});
afterAll(() => t.close());

const get = async (query: string, cookie = admin) => {
  const res = await t.app.request(`/api/operator/ratings${query}`, { headers: { Cookie: cookie } });
  return { status: res.status, body: (await res.json()) as RatingsAnswer & { code?: string } };
};

describe("GET /api/operator/ratings", () => {
  it("gives each restaurant's count, mean, low ones and spread, and the latest with comments", async () => {
    const { status, body } = await get("");
    expect(status).toBe(200);
    expect(body.restaurants).toEqual([
      { restaurantId: "chilanzar", count: 1, average: 4, low: 0, byStars: [0, 0, 0, 1, 0] },
      { restaurantId: "mirabad", count: 2, average: 3.5, low: 1, byStars: [0, 1, 0, 0, 1] },
    ]);
    expect(body.latest).toHaveLength(3);
    expect(body.latest.find((r) => r.stars === 2)).toMatchObject({ restaurantId: "mirabad", comment: "Cold" });
    expect((await get("?restaurantId=chilanzar")).body.restaurants.map((r) => r.restaurantId)).toEqual(["chilanzar"]);
    expect((await get("?from=2000-01-01&to=2000-01-07")).body).toMatchObject({ restaurants: [], latest: [] });
    expect((await get("?from=junk")).status).toBe(400);
  });

  it("keeps a manager to their restaurant", async () => {
    const own = await get("", manager);
    expect(own.body.restaurants.map((r) => r.restaurantId)).toEqual(["mirabad"]);
    expect(own.body.latest.every((r) => r.restaurantId === "mirabad")).toBe(true);
    const other = await get("?restaurantId=chilanzar", manager);
    expect([other.status, other.body.code]).toEqual([403, "other_restaurant"]);
  });
});
