// advanceOrder and cancelOrder as the bot's buttons call them: with an actor, not through HTTP.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../src/domain/staff-roles";
import { auditLog, orders } from "../db/schema";
import { ApiError } from "../http/errors";
import { OTHER, type OrdersKit, ordersKit } from "../operator/orders-test-kit";
import { TEST_NOW } from "../test/test-app";
import { advanceOrder, cancelOrder } from "./transitions";

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKit();
});
afterAll(() => k.t.close());

const admin: Actor = { staffId: 1, name: "Bot admin", role: "admin", restaurantId: null };
const manager: Actor = { staffId: 2, name: "Bot manager", role: "manager", restaurantId: "mirabad" };
const db = () => k.t.database.db;
const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return { status: err.status, code: err.code, fields: err.fields };
};
const row = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const audit = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .orderBy(auditLog.id);

describe("transitions", () => {
  it("advance and cancel move the order, store the reason and record who did it", async () => {
    const id = await k.placed(0);
    expect(await advanceOrder(db(), manager, id, TEST_NOW)).toEqual({ orderId: id, statusCode: 1, restaurantId: "mirabad" });
    expect(await cancelOrder(db(), admin, id, " Courier ill ", TEST_NOW)).toEqual({
      orderId: id,
      statusCode: 255,
      restaurantId: "mirabad",
    });
    expect(await row(id)).toMatchObject({ statusCode: 255, cancelReason: "Courier ill" });
    expect((await audit(id)).map((a) => [a.staffId, a.actor, a.entity, a.action, a.details])).toEqual([
      [2, "Bot manager", "order", "advance", { from: 0, to: 1 }],
      [1, "Bot admin", "order", "cancel", { from: 1, to: 255, reason: "Courier ill" }],
    ]);
  });

  it("refuse another restaurant's manager, a bad reason, a finished or unpaid order, and change nothing", async () => {
    const other = await k.placed(200, OTHER);
    expect(await refusal(advanceOrder(db(), manager, other, TEST_NOW))).toMatchObject({ status: 403, code: "other_restaurant" });
    expect(await refusal(cancelOrder(db(), manager, other, "No", TEST_NOW))).toMatchObject({ status: 403, code: "other_restaurant" });
    for (const reason of ["", " ", "x".repeat(301), "two\nlines", "\u0007"]) {
      expect(await refusal(cancelOrder(db(), admin, other, reason, TEST_NOW))).toMatchObject({
        status: 400,
        fields: { reason: expect.any(String) },
      });
    }
    await k.makeOnlineUnpaid(other);
    expect(await refusal(advanceOrder(db(), admin, other, TEST_NOW))).toMatchObject({ status: 409, code: "awaiting_payment" });
    expect(await row(other)).toMatchObject({ statusCode: 0, cancelReason: null });
    expect(await audit(other)).toEqual([]);
    expect(await refusal(advanceOrder(db(), admin, 999_999, TEST_NOW))).toMatchObject({ status: 404, code: "order_not_found" });
  });
});
