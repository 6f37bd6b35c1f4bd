// "Mark refunded": staff returned a payment's money through the provider's cabinet (Payme,
// Telegram's provider) or by hand after Click's reversal failed. The ledger does it
// (server/payments/refunds.ts, markRefunded: the row and its audit row in one transaction); the
// operator API answers 409 `not_refundable` unless the refund was needed or requested, so a
// second click on a refunded payment is told so rather than silently accepted.
import type { Actor } from "../../../src/domain/staff-roles";
import type { Db } from "../../db/client";
import { ApiError } from "../../http/errors";
import { markRefunded } from "../../payments/refunds";

export async function markPaymentRefunded(db: Db, actor: Actor, paymentId: number, now: Date): Promise<void> {
  const result = await db.transaction((tx) => markRefunded(tx, actor, paymentId, now));
  if (!result.ok && result.error === "payment_not_found") throw new ApiError(404, "payment_not_found", "No such payment");
  if (!result.ok) throw new ApiError(409, "not_refundable", "This payment needs no refund");
  if (result.repeated) throw new ApiError(409, "not_refundable", "This payment is already refunded");
}
