// Staff's adjustment of a customer's loyalty points (admins; POST /api/operator/customers/{id}/points):
// one 'adjust' move with the reason, who and the request's Idempotency-Key, and one audit row, in
// one transaction. Migration 0021's trigger moves the balance when the move goes in; customers'
// CHECK (points >= 0) refuses a take below zero (422 points_not_enough, nothing written). A retry
// with the same key and body answers the first move; the same key with another body is a 422.
import { eq } from "drizzle-orm";
import type { PointsAdjust, PointsAdjusted } from "../../../src/contract/loyalty";
import { type AuditActor, recordAudit } from "../../audit/audit";
import type { Db } from "../../db/client";
import { customers, loyaltyMoves } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { asPointMove, customerNotFound } from "./customer-detail";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type MoveRow = typeof loyaltyMoves.$inferSelect;

const POINTS_CHECK = "customers_points_not_negative";

export const pointsNotEnough = (balance: number) =>
  new ApiError(422, "points_not_enough", `The customer has ${balance} points: at most ${balance} can be taken`);

const keyReused = () => new ApiError(422, "idempotency_key_reused", "This Idempotency-Key was already used for another points adjustment");

function balanceCheck(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === "23514") return constraint === POINTS_CHECK || String(message).includes(POINTS_CHECK);
  }
  return false;
}

const byKey = async (tx: Tx, key: string) => (await tx.select().from(loyaltyMoves).where(eq(loyaltyMoves.idempotencyKey, key)))[0];

/** The first request's answer for a retry with the same customer and body; another body is a 422. */
function replay(earlier: MoveRow, customerId: string, body: PointsAdjust, balance: number): PointsAdjusted {
  if (earlier.customerId !== customerId || earlier.points !== body.points || earlier.reason !== body.reason) throw keyReused();
  return { balance, move: asPointMove(earlier) };
}

export async function adjustPoints(
  db: Db,
  actor: AuditActor,
  customerId: string,
  body: PointsAdjust,
  key: string,
  at: Date,
): Promise<PointsAdjusted> {
  try {
    return await db.transaction(async (tx) => {
      // Locked, so a retry (or an order paying with points) waits for this one and then sees it.
      const [customer] = await tx.select({ points: customers.points }).from(customers).where(eq(customers.id, customerId)).for("update");
      if (!customer) throw customerNotFound();
      const earlier = await byKey(tx, key);
      if (earlier) return replay(earlier, customerId, body, customer.points);
      if (customer.points + body.points < 0) throw pointsNotEnough(customer.points);
      const [inserted] = await tx
        .insert(loyaltyMoves)
        .values({
          customerId,
          orderId: null,
          move: "adjust",
          points: body.points,
          balanceAfter: 0,
          staffId: actor.staffId,
          actor: actor.name,
          reason: body.reason,
          idempotencyKey: key,
          at,
        })
        .onConflictDoNothing({ target: loyaltyMoves.idempotencyKey })
        .returning({ id: loyaltyMoves.id });
      if (!inserted) {
        // Another customer's adjustment took this key meanwhile.
        const other = await byKey(tx, key);
        if (!other) throw keyReused();
        return replay(other, customerId, body, customer.points);
      }
      // The trigger has set the balance after it.
      const [move] = await tx.select().from(loyaltyMoves).where(eq(loyaltyMoves.id, inserted.id));
      if (!move) throw new Error("the adjustment's move vanished");
      await recordAudit(
        tx,
        actor,
        {
          entity: "customer",
          entityId: customerId,
          action: "points",
          details: { points: body.points, reason: body.reason, balance: move.balanceAfter },
        },
        at,
      );
      return { balance: move.balanceAfter, move: asPointMove(move) };
    });
  } catch (e) {
    if (!balanceCheck(e)) throw e;
    const [now] = await db.select({ points: customers.points }).from(customers).where(eq(customers.id, customerId));
    throw pointsNotEnough(now?.points ?? 0);
  }
}
