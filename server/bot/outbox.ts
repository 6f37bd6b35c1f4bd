// The outbox's sender. Triggers write a row for every message in the transaction of the change
// (0006_bot.sql); any server process may send it. A row is claimed with a lease (an UPDATE of the
// first due row, FOR UPDATE SKIP LOCKED, so two processes never take the same one, and only when no
// earlier row of the same order and chat is still pending, so one order's messages go in order; a
// low rating's alert, a message of its own that may wait minutes for the comment, holds nothing back),
// rendered from the order as it is now, sent, and stamped sent in one transaction with the message
// id kept for later edits. A crash leaves the lease to expire and another process (or the restart)
// sends it. The operators' rows go to the chain's chat (target operator) and to the order's
// restaurant's own chat (target restaurant, its chat id on the row), each with a message of its own.
// A 429 waits its retry_after, a 5xx or network error backs off, a refusal (blocked bot,
// chat not found) fails the row at once, and after a day of failures the row is given up with a log.
// A "position" row (the courier moved, server/couriers/positions.ts) edits the customer's message
// with the distance; one that comes after the order left "on the way" is done without a word. A
// "receipt" row (server/payments/ledger.ts, recordFiscal) edits it with the fiscal receipt's button.
// A "rate" row asks the customer to rate a completed order; a "rating" row tells the restaurant of a
// low one (./ratings.ts); both are messages of their own.
import { sql } from "drizzle-orm";
import { GrammyError, HttpError, type Api } from "grammy";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import { botMessages } from "../db/schema";
import { errorFields, log } from "../log";
import { coalescingRunner } from "./coalescing-runner";
import { loadOrder, notifies, type OrderView, renderCustomer, renderOperator, type Rendered } from "./render";
import { renderRatingAlert, renderRatingAsk } from "./ratings";
import { owedPayments, renderRefund } from "./render-refund";

export const OUTBOX_CHANNEL = "bot_outbox";
const GIVE_UP_MS = 24 * 3600_000;

export interface OutboxRow {
  id: number;
  order_id: number;
  target: "operator" | "restaurant" | "customer";
  kind: "created" | "status" | "paid" | "refund" | "position" | "receipt" | "rate" | "rating";
  chat_id: string | number | null;
  status_code: number | null;
  attempts: number;
  first_attempt_at: Date | string | null;
}

export interface OutboxOptions {
  database: Pick<Database, "db" | "listen">;
  api: Api;
  config: Pick<Config, "telegramOperatorChatId" | "publicUrl">;
  clock: () => Date;
  leaseMs?: number;
  pollMs?: number;
}

/** Seconds to wait after the nth failed attempt: 5, 10, 20, … at most 10 minutes. */
export const backoffSeconds = (attempts: number) => Math.min(600, 5 * 2 ** Math.max(0, attempts - 1));

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Leases the oldest due row nobody holds; null when there is none. */
export async function claimRow(db: Db, now: Date, leaseMs: number): Promise<OutboxRow | null> {
  const [row] = await rows<OutboxRow>(
    db,
    sql`update bot_outbox set lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
        attempts = attempts + 1, first_attempt_at = coalesce(first_attempt_at, ${now.toISOString()}::timestamptz)
      where id = (
        select o.id from bot_outbox o
        where o.sent_at is null and o.failed_at is null
          and (o.due_at is null or o.due_at <= ${now.toISOString()}::timestamptz)
          and (o.lease_until is null or o.lease_until <= ${now.toISOString()}::timestamptz)
          and not exists (select 1 from bot_outbox e where e.order_id = o.order_id and e.target = o.target and e.id < o.id
            and e.sent_at is null and e.failed_at is null and e.kind <> 'rating')
        order by o.id limit 1
        for update skip locked)
      returning id, order_id, target, kind, chat_id, status_code, attempts, first_attempt_at`,
  );
  return row ?? null;
}

const description = (err: unknown) => (err instanceof GrammyError ? err.description : err instanceof Error ? err.message : String(err));

export function createOutboxWorker({ database, api, config, clock, leaseMs = 120_000, pollMs = 5_000 }: OutboxOptions) {
  const db = database.db;
  let stopListening: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function finish(row: OutboxRow, set: ReturnType<typeof sql>) {
    await db.execute(sql`update bot_outbox set lease_until = null, ${set} where id = ${row.id}`);
  }

  /** Sends a new message or edits the kept one; returns the message id now kept for this order and chat. */
  async function deliver(chatId: number, existing: number | null, message: Rendered, fresh: boolean): Promise<number> {
    const extra = message.reply_markup ? { reply_markup: message.reply_markup } : {};
    if (existing !== null && !fresh) {
      try {
        await api.editMessageText(chatId, existing, message.text, extra);
        return existing;
      } catch (err) {
        // The same text again (a retried or merged change) is done; a message gone is sent anew.
        if (err instanceof GrammyError && /not modified/i.test(err.description)) return existing;
        if (!(err instanceof GrammyError && err.error_code === 400 && /not found|can't be edited/i.test(err.description))) throw err;
      }
    }
    const sent = await api.sendMessage(chatId, message.text, extra);
    return sent.message_id;
  }

  async function sendRow(row: OutboxRow): Promise<void> {
    const now = clock();
    const view = await loadOrder(db, row.order_id);
    const chatId = row.target === "operator" ? config.telegramOperatorChatId : Number(row.chat_id);
    if (!view || chatId === null || Number.isNaN(chatId)) {
      await finish(row, sql`sent_at = ${now.toISOString()}::timestamptz, last_error = ${view ? "no operators' chat set" : "order gone"}`);
      return;
    }
    if (row.kind === "rate") return sendNew(row, chatId, renderRatingAsk(view), now);
    if (row.kind === "rating") return sendNew(row, chatId, await renderRatingAlert(db, view), now);
    // A restaurant whose own chat is the chain's: that chat hears of the order once, as the chain's.
    if (row.target === "restaurant" && chatId === config.telegramOperatorChatId) {
      await finish(row, sql`sent_at = ${now.toISOString()}::timestamptz, last_error = ${"the chain's chat has it"}`);
      return;
    }
    if (row.kind === "refund") return sendRefund(row, view, chatId, now);
    if (row.kind === "position" && !view.courier) {
      await finish(row, sql`sent_at = ${now.toISOString()}::timestamptz, last_error = ${"no longer on the way"}`);
      return;
    }
    const [kept] = await db
      .select()
      .from(botMessages)
      .where(sql`${botMessages.orderId} = ${row.order_id} and ${botMessages.target} = ${row.target}`);
    const existing = kept && Number(kept.chatId) === chatId ? Number(kept.messageId) : null;
    const code = row.status_code ?? view.order.statusCode;
    const message =
      row.target !== "customer"
        ? renderOperator(view)
        : renderCustomer(view, row.kind === "status" ? code : view.order.statusCode, config.publicUrl);
    const fresh = row.target === "customer" && row.kind === "status" && notifies(view.order, code);
    try {
      const messageId = await deliver(chatId, existing, message, fresh);
      await db.transaction(async (tx) => {
        await tx
          .insert(botMessages)
          .values({ orderId: row.order_id, target: row.target, chatId, messageId, updatedAt: now })
          .onConflictDoUpdate({ target: [botMessages.orderId, botMessages.target], set: { chatId, messageId, updatedAt: now } });
        await tx.execute(sql`update bot_outbox set lease_until = null, sent_at = ${now.toISOString()}::timestamptz where id = ${row.id}`);
      });
    } catch (err) {
      await failed(row, err, now);
    }
  }

  /** Money owed back: a message of its own (the order's message stays the order's), none once refunded. */
  async function sendRefund(row: OutboxRow, view: OrderView, chatId: number, now: Date) {
    const message = renderRefund(view, row.target, await owedPayments(db, row.order_id));
    return sendNew(row, chatId, message, now, "refunded before it was sent");
  }

  /** A message of its own (not the order's kept one); none when there is nothing to say any more. */
  async function sendNew(row: OutboxRow, chatId: number, message: Rendered | null, now: Date, nothing = "nothing to say") {
    try {
      if (message) await deliver(chatId, null, message, true);
      const note = message ? null : nothing;
      await finish(row, sql`sent_at = ${now.toISOString()}::timestamptz, last_error = ${note}`);
    } catch (err) {
      await failed(row, err, now);
    }
  }

  async function failed(row: OutboxRow, err: unknown, now: Date) {
    const why = description(err).slice(0, 500);
    const first = row.first_attempt_at ? new Date(row.first_attempt_at) : now;
    if (err instanceof GrammyError && err.error_code === 429) {
      const wait = Number(err.parameters.retry_after ?? backoffSeconds(row.attempts));
      await finish(row, sql`due_at = ${new Date(now.getTime() + wait * 1000).toISOString()}::timestamptz, last_error = ${why}`);
      return;
    }
    // The customer blocked the bot (403): broadcasts leave them out until they /start again.
    if (err instanceof GrammyError && err.error_code === 403 && row.target === "customer" && row.chat_id !== null)
      await db.execute(
        sql`update customers set bot_blocked_at = coalesce(bot_blocked_at, ${now.toISOString()}::timestamptz) where tg_id = ${Number(row.chat_id)}`,
      );
    const transient = err instanceof HttpError || (err instanceof GrammyError && err.error_code >= 500) || !(err instanceof GrammyError);
    if (!transient || now.getTime() - first.getTime() >= GIVE_UP_MS) {
      log(transient ? "error" : "warn", transient ? "bot message given up after a day of failures" : "bot message refused by Telegram", {
        outboxId: row.id,
        orderId: row.order_id,
        target: row.target,
        error: why,
      });
      await finish(row, sql`failed_at = ${now.toISOString()}::timestamptz, last_error = ${why}`);
      return;
    }
    const due = new Date(now.getTime() + backoffSeconds(row.attempts) * 1000);
    await finish(row, sql`due_at = ${due.toISOString()}::timestamptz, last_error = ${why}`);
  }

  /** Sends every row that is due now; resolves with how many were handled. */
  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const row = await claimRow(db, clock(), leaseMs);
      if (!row) return handled;
      await sendRow(row);
      handled++;
    }
  }

  const runner = coalescingRunner(drain, (err) => log("warn", "bot outbox pass failed; the next one retries", errorFields(err)));
  const runOnce = runner.run;

  return {
    runOnce,
    /** Woken by NOTIFY bot_outbox, with a short poll for retries that fall due and missed notifications. */
    async start() {
      try {
        stopListening = await database.listen(OUTBOX_CHANNEL, () => void runOnce());
      } catch (err) {
        log("warn", "bot outbox LISTEN failed; the poll carries on", errorFields(err));
      }
      timer = setInterval(() => void runOnce(), pollMs);
      timer.unref();
      void runOnce();
    },
    async close() {
      if (timer) clearInterval(timer);
      await stopListening?.();
      await runner.idle();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
