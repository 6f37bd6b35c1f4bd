// Giving a Click payment back when staff cancel a paid order: the cancel's transaction marks the
// payment refund = "requested" (ledger, onOrderCancelled); after it commits, reverseRequested()
// calls Click's Merchant API (DELETE …/payment/reversal/{service_id}/{click_paydoc_id}). Click's
// error_code 0 → the row is reversed (state cancelled, refund refunded, by "click"); anything else
// (an error code, 429/5xx, no answer) → refund "needed", operators alerted (the console's refund
// queue and the operators' chat), and staff return the money by hand. A row left "requested" by a
// process that stopped before calling is picked up by the Click jobs (jobs.ts).
import { and, eq, exists, lte, sql } from "drizzle-orm";
import { STATUS } from "../../../src/domain/order-status";
import type { Db } from "../../db/client";
import { orderStatusHistory, payments } from "../../db/schema";
import { errorFields, log } from "../../log";
import { settleReversal } from "../ledger";
import { type ClickMerchantSettings, reversePayment } from "./merchant-api";

export type ReversalOutcome = "refunded" | "needed" | "skipped";

/**
 * Reverses one payment marked "requested" (does nothing to any other row). The call happens outside
 * any transaction; the outcome is written only if the row is still "requested" then.
 */
export async function reverseClickPayment(db: Db, click: ClickMerchantSettings, paymentId: number, now: Date): Promise<ReversalOutcome> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.provider, "click"), eq(payments.refund, "requested")));
  if (!row) return "skipped";
  const clickPaymentId = row.providerChargeId ?? "";
  const result = clickPaymentId
    ? await reversePayment(click, clickPaymentId, now)
    : ({ ok: false, status: null, errorCode: null, note: "no click_paydoc_id stored" } as const);
  const settled = await db.transaction((tx) => settleReversal(tx, row.id, result.ok, now, result.ok ? undefined : result.note));
  if (!settled.ok || settled.repeated) return "skipped";
  if (result.ok) {
    log("info", "click payment reversed", { paymentId: row.id, orderId: row.orderId });
    return "refunded";
  }
  log("warn", "click reversal failed: refund needed by hand", { paymentId: row.id, orderId: row.orderId, note: result.note });
  return "needed";
}

/**
 * Every Click payment still "requested": an order's (right after its cancel commits), or those whose
 * order was cancelled before `cancelledBefore` (the jobs' sweep: long enough ago that no call about
 * them is still under way, so a payment is never reversed by two callers at once).
 */
export async function reverseRequested(
  db: Db,
  click: ClickMerchantSettings | null,
  now: Date,
  which: { orderId?: number; cancelledBefore?: Date } = {},
): Promise<ReversalOutcome[]> {
  if (!click) return [];
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.provider, "click"),
        eq(payments.refund, "requested"),
        which.orderId === undefined ? undefined : eq(payments.orderId, which.orderId),
        which.cancelledBefore === undefined
          ? undefined
          : exists(
              db
                .select({ one: sql`1` })
                .from(orderStatusHistory)
                .where(
                  and(
                    eq(orderStatusHistory.orderId, payments.orderId),
                    eq(orderStatusHistory.statusCode, STATUS.cancelled),
                    lte(orderStatusHistory.at, which.cancelledBefore),
                  ),
                ),
            ),
      ),
    );
  const outcomes: ReversalOutcome[] = [];
  for (const { id } of rows) {
    try {
      outcomes.push(await reverseClickPayment(db, click, id, now));
    } catch (err) {
      log("error", "click reversal could not be recorded", { paymentId: id, ...errorFields(err) });
    }
  }
  return outcomes;
}
