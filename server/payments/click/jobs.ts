// Click's work that follows a call, and its catch-up: a receipt after a Complete, a reversal after
// staff cancel a paid order (both started right away, outside the transaction that caused them),
// and a job every minute in each server process that sends the receipts still due (failed ones
// after their pause) and reverses payments left "requested" by a process that stopped before
// calling Click. Two processes never send one receipt or one reversal twice (receipt.ts claims the
// row; the sweep only takes cancels older than SWEEP_AFTER_MS, long after any call about them).
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { errorFields, log } from "../../log";
import type { PaymentRow } from "../ledger";
import { paymentsToReverse } from "../ledger";
import { startPeriodicJob } from "../periodic-job";
import { sendClickReceipt, sendDueReceipts } from "./receipt";
import { reverseClickPayment, reverseRequested } from "./reversal";

type ClickConfig = Config["click"];

const SWEEP_AFTER_MS = 10 * 60_000;

/** One pass of the job: receipts due, then forgotten reversals. */
export async function runClickJobs(db: Db, click: ClickConfig, now: Date) {
  const receipts = await sendDueReceipts(db, click, now);
  const reversals = await reverseRequested(db, click, now, { cancelledBefore: new Date(now.getTime() - SWEEP_AFTER_MS) });
  return { receipts, reversals };
}

/** Work started after a call and not awaited by it (tests wait for it with clickWorkSettled). */
const inFlight = new Set<Promise<unknown>>();

function track(work: Promise<unknown>) {
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
}

/** Resolves once every receipt and reversal started so far has finished. */
export async function clickWorkSettled(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/** The receipt of a payment Complete has just performed; its failure is the job's to retry. */
export function receiptAfterPaid(db: Db, click: ClickConfig, clock: () => Date) {
  return (paymentId: number) => {
    if (!click) return;
    track(
      sendClickReceipt(db, click, paymentId, clock()).catch((err) =>
        log("error", "click receipt failed unexpectedly", { paymentId, ...errorFields(err) }),
      ),
    );
  };
}

/**
 * After staff cancelled an order and the cancel committed: Click's reversal for its payments the
 * cancel marked "requested" (the ledger's onOrderCancelled answer). Resolves once each is settled.
 */
export function reverseAfterCancel(db: Db, click: ClickConfig, changed: readonly PaymentRow[], now: Date): Promise<void> {
  const rows = click ? paymentsToReverse(changed) : [];
  if (!click || rows.length === 0) return Promise.resolve();
  const work = (async () => {
    for (const row of rows) {
      try {
        await reverseClickPayment(db, click, row.id, now);
      } catch (err) {
        log("error", "click reversal failed unexpectedly (the job retries it)", { paymentId: row.id, ...errorFields(err) });
      }
    }
  })();
  track(work);
  return work;
}

/** Runs the job every `everyMs` in this process; close() stops it. */
export function startClickJobs(db: Db, click: ClickConfig, clock: () => Date, everyMs = 60_000) {
  if (!click) return { close: async () => {} };
  return startPeriodicJob(
    () => runClickJobs(db, click, clock()),
    everyMs,
    (err) => log("error", "click jobs failed", errorFields(err)),
  );
}
