// "Mark refunded": staff returned a payment's money through the provider's cabinet (Payme,
// Telegram's provider) or Click's reversal went through by hand. Only a refund that is needed or
// requested can be marked; anything else is 409 `not_refundable`. Audited in the same transaction.
import { eq } from "drizzle-orm";
import type { Actor } from "../../../src/domain/staff-roles";
import { recordAudit } from "../../audit/audit";
import type { Db } from "../../db/client";
import { payments } from "../../db/schema";
import { ApiError } from "../../http/errors";

export async function markPaymentRefunded(db: Db, actor: Actor, paymentId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!row) throw new ApiError(404, "payment_not_found", "No such payment");
    if (row.refund !== "needed" && row.refund !== "requested")
      throw new ApiError(
        409,
        "not_refundable",
        row.refund === "refunded" ? "This payment is already refunded" : "This payment needs no refund",
      );
    await tx.update(payments).set({ refund: "refunded", refundedAt: now, refundedBy: actor.name }).where(eq(payments.id, paymentId));
    await recordAudit(
      tx,
      actor,
      {
        entity: "payment",
        entityId: paymentId,
        action: "refunded",
        details: { orderId: row.orderId, was: row.refund, reason: row.refundReason },
      },
      now,
    );
  });
}
