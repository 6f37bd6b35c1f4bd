// The fiscal receipt of a Click payment: after a successful Complete (outside its transaction) the
// order's receipt lines (server/payments/fiscal.ts) go to Click's fiscal endpoint
// (CLICK_FISCAL_URL, POST ofd_data/submit_items, docs.click.uz "Fiscalization"). Click's answer
// is kept in payments.fiscal, and its receipt link, when it gives one, in payments.receipt_url.
// A failed call (an error code, 429/5xx, no answer) is retried by the Click jobs with a growing
// pause (1, 2, 4 … 60 minutes), MAX_ATTEMPTS times in all.
//
// payments.fiscal for Click: { state: "sending" | "sent" | "failed" | "gave_up", attempts,
// leaseUntil (while sending), nextAt (when failed), error, sentAt }. A send first claims the row
// (a conditional update), so the Complete's send and a job's retry never both send one receipt.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments } from "../../db/schema";
import { errorFields, log } from "../../log";
import { recordFiscal } from "../ledger";
import { type ClickMerchantSettings, submitFiscalItems } from "./merchant-api";
import { clickReceiptItems } from "./receipt-items";

export const MAX_ATTEMPTS = 12;
/** How long a claimed send may take before another process may try (a crashed process's claim). */
const LEASE_MS = 2 * 60_000;

/** The pause after the n-th failed attempt: 1, 2, 4 … minutes, at most an hour. */
export const retryPauseMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

export type ReceiptOutcome = "sent" | "failed" | "gave_up" | "skipped";

/** The condition under which a row's receipt may be sent now (nobody else is sending it). */
const due = (now: Date) => sql`(
  ${payments.fiscal} is null
  or (${payments.fiscal}->>'state' = 'failed' and (${payments.fiscal}->>'nextAt')::timestamptz <= ${now.toISOString()}::timestamptz)
  or (${payments.fiscal}->>'state' = 'sending' and (${payments.fiscal}->>'leaseUntil')::timestamptz <= ${now.toISOString()}::timestamptz)
)`;

/** Only money that stays with us gets a receipt: a performed Click payment owing no refund. */
const receiptable = and(eq(payments.provider, "click"), eq(payments.state, "performed"), isNull(payments.refund));

export async function sendClickReceipt(db: Db, click: ClickMerchantSettings, paymentId: number, now: Date): Promise<ReceiptOutcome> {
  if (!click.fiscalUrl) return "skipped";
  const [claimed] = await db
    .update(payments)
    .set({
      fiscal: sql`jsonb_build_object('state', 'sending', 'attempts', coalesce((${payments.fiscal}->>'attempts')::int, 0) + 1, 'leaseUntil', ${new Date(now.getTime() + LEASE_MS).toISOString()}::text)`,
    })
    .where(and(eq(payments.id, paymentId), receiptable, due(now)))
    .returning();
  if (!claimed) return "skipped";
  const attempts = Number(claimed.fiscal?.attempts ?? 1);
  let result: Awaited<ReturnType<typeof submitFiscalItems>>;
  try {
    if (!claimed.providerChargeId) throw new Error("no click_paydoc_id stored: Click cannot name the payment");
    const items = await clickReceiptItems(db, claimed.orderId);
    result = await submitFiscalItems(
      click,
      {
        service_id: Number(click.serviceId),
        payment_id: Number(claimed.providerChargeId),
        items,
        received_ecash: claimed.amount,
        received_cash: 0,
        received_card: 0,
      },
      now,
    );
  } catch (err) {
    result = { ok: false, status: null, errorCode: null, note: `receipt not built: ${(err as Error).message}` };
    log("error", "click receipt could not be built", { paymentId, ...errorFields(err) });
  }
  if (result.ok) {
    const link = [result.body.qrCodeURL, result.body.qr_code_url].find((v): v is string => typeof v === "string" && /^https?:\/\//.test(v));
    const fiscal = { state: "sent", attempts, sentAt: now.toISOString(), errorCode: 0, errorNote: String(result.body.error_note ?? "") };
    await db.transaction((tx) => recordFiscal(tx, { provider: "click", providerTxId: claimed.providerTxId }, fiscal, link ?? null, now));
    return "sent";
  }
  const gaveUp = attempts >= MAX_ATTEMPTS;
  const fiscal = {
    state: gaveUp ? "gave_up" : "failed",
    attempts,
    nextAt: new Date(now.getTime() + retryPauseMs(attempts)).toISOString(),
    error: { status: result.status, errorCode: result.errorCode, note: result.note },
  };
  await db.update(payments).set({ fiscal }).where(eq(payments.id, paymentId));
  log(gaveUp ? "error" : "warn", gaveUp ? "click receipt given up" : "click receipt failed, will retry", {
    paymentId,
    attempts,
    note: result.note,
  });
  return gaveUp ? "gave_up" : "failed";
}

/** Sends every receipt that is due (new, or failed and past its pause); the jobs call it. */
export async function sendDueReceipts(db: Db, click: ClickMerchantSettings | null, now: Date, limit = 50): Promise<ReceiptOutcome[]> {
  if (!click?.fiscalUrl) return [];
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(receiptable, due(now)))
    .orderBy(payments.id)
    .limit(limit);
  const outcomes: ReceiptOutcome[] = [];
  for (const { id } of rows) outcomes.push(await sendClickReceipt(db, click, id, now));
  return outcomes;
}
