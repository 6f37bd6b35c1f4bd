// The broadcasts' sender (issue 26). Recipients are rows of broadcast_recipients (written when the
// broadcast starts); any server process may send them, like the bot's outbox (server/bot/outbox.ts):
// - a claim leases due pending rows of broadcasts still "sending" (FOR UPDATE SKIP LOCKED), under a
//   transaction-wide advisory lock that also counts the rows claimed in the last second by every
//   process, so all of them together stay under BROADCAST_RATE messages a second (Telegram's bulk
//   limit is about 30 a second to different chats; each recipient gets one message, so the limit of
//   one a second per chat holds by itself);
// - a 429 puts the row back due after its retry_after and pauses this process's sending as long;
// - a 403 (the user blocked the bot, or deactivated) marks the row blocked and the customer's
//   bot_blocked_at, so later broadcasts leave them out; another refusal (400, chat not found) fails
//   the row; a 5xx or a network error backs off and fails it after 5 attempts;
// - a row is stamped sent only while its lease is still this sender's; the state is all in the
//   database, so a restart carries on where it was. A process that dies after Telegram took the
//   message but before the stamp leaves the row to be sent again when its lease expires: the one
//   window where a recipient could get it twice.
// A broadcast with nothing pending left is done. The picture is sent by URL once and by Telegram's
// file_id after (kept per process).
import { eq, sql } from "drizzle-orm";
import { GrammyError, HttpError, type Api } from "grammy";
import { isLocale, type Locale } from "../../../src/domain/locales";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { broadcasts, media } from "../../db/schema";
import { errorFields, log } from "../../log";
import { INFO_VARIANT, mediaUrl, type PhotoInfo } from "../../media/variants";
import { coalescingRunner } from "../coalescing-runner";
import { type BroadcastContent, type BroadcastMessage, renderBroadcast } from "./render";

const MAX_ATTEMPTS = 5;
/** Arbitrary, fixed: the advisory lock every sender takes to claim. */
const CLAIM_LOCK = 26_0417;

export interface Claimed {
  broadcast_id: number;
  customer_id: string;
  chat_id: string | number;
  locale: string;
  attempts: number;
  lease_until: string | Date;
}

export interface BroadcastWorkerOptions {
  db: Db;
  api: Api;
  config: Pick<Config, "publicUrl" | "broadcastRate">;
  clock: () => Date;
  leaseMs?: number;
  pollMs?: number;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (d: Date) => d.toISOString();

/** Leases up to `rate` minus what every sender claimed in the last second; [] when none is due or the second is used up. */
export async function claimRecipients(db: Db, now: Date, leaseMs: number, rate: number): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
    const lease = new Date(now.getTime() + leaseMs);
    const [recent] = await rows<{ n: number }>(
      tx as unknown as Db,
      sql`select count(*)::int as n from broadcast_recipients where lease_until > ${iso(new Date(lease.getTime() - 1000))}::timestamptz`,
    );
    const room = rate - Number(recent?.n ?? 0);
    if (room <= 0) return [];
    return rows<Claimed>(
      tx as unknown as Db,
      sql`update broadcast_recipients r set lease_until = ${iso(lease)}::timestamptz, attempts = r.attempts + 1
        from (select q.broadcast_id, q.customer_id from broadcast_recipients q join broadcasts b on b.id = q.broadcast_id
          where b.status = 'sending' and q.state = 'pending'
            and (q.due_at is null or q.due_at <= ${iso(now)}::timestamptz)
            and (q.lease_until is null or q.lease_until <= ${iso(now)}::timestamptz)
          order by q.broadcast_id, q.due_at nulls first, q.customer_id
          limit ${room}::int
          for update of q skip locked) pick
        where r.broadcast_id = pick.broadcast_id and r.customer_id = pick.customer_id
        returning r.broadcast_id, r.customer_id, r.chat_id, r.locale, r.attempts, r.lease_until`,
    );
  });
}

/** The public address of a picture's widest JPEG (at most 960 px), or null. */
export async function photoUrl(db: Db, publicUrl: string | null, id: string): Promise<string | null> {
  if (!publicUrl) return null;
  const [info] = await db.select({ bytes: media.bytes }).from(media).where(sql`${media.id} = ${id} and ${media.variant} = ${INFO_VARIANT}`);
  if (!info) return null;
  const widths = (JSON.parse(Buffer.from(info.bytes).toString("utf8")) as PhotoInfo).widths;
  const widest = Math.max(...widths.filter((w) => w <= 960));
  return Number.isFinite(widest) ? `${publicUrl}${mediaUrl(id, `${widest}.jpg`)}` : null;
}

/** Sends one rendered broadcast to a chat; answers the photo's file_id when Telegram gave one. */
export async function sendBroadcastMessage(api: Api, chatId: number, message: BroadcastMessage): Promise<string | undefined> {
  const extra = message.reply_markup ? { reply_markup: message.reply_markup } : {};
  if (message.photo) {
    const sent = await api.sendPhoto(chatId, message.photo, { caption: message.text, ...extra });
    return sent.photo?.at(-1)?.file_id;
  }
  await api.sendMessage(chatId, message.text, extra);
  return undefined;
}

export function createBroadcastWorker({ db, api, config, clock, leaseMs = 60_000, pollMs = 1_000 }: BroadcastWorkerOptions) {
  const contents = new Map<number, { content: BroadcastContent; photo: string | null }>();
  const fileIds = new Map<number, string>();
  let pausedUntil = 0;
  let timer: NodeJS.Timeout | null = null;

  async function contentOf(id: number) {
    const known = contents.get(id);
    if (known) return known;
    const [b] = await db.select().from(broadcasts).where(eq(broadcasts.id, id));
    if (!b) return null;
    const entry = {
      content: { id: b.id, texts: b.texts, photo: b.photo, button: b.button },
      photo: b.photo ? await photoUrl(db, config.publicUrl, b.photo) : null,
    };
    contents.set(id, entry);
    return entry;
  }

  const finish = (r: Claimed, set: ReturnType<typeof sql>) =>
    db.execute(sql`update broadcast_recipients set ${set}
      where broadcast_id = ${r.broadcast_id} and customer_id = ${r.customer_id} and state = 'pending'
        and lease_until = ${iso(new Date(r.lease_until))}::timestamptz`);

  async function sendOne(r: Claimed): Promise<void> {
    const now = clock();
    const entry = await contentOf(r.broadcast_id);
    if (!entry) return;
    const locale: Locale = isLocale(r.locale) ? r.locale : "ru";
    const message = renderBroadcast(entry.content, locale, config.publicUrl, fileIds.get(r.broadcast_id));
    if (entry.content.photo && !fileIds.has(r.broadcast_id)) message.photo = entry.photo;
    try {
      const fileId = await sendBroadcastMessage(api, Number(r.chat_id), message);
      if (fileId) fileIds.set(r.broadcast_id, fileId);
      await finish(r, sql`state = 'sent', sent_at = ${iso(now)}::timestamptz, last_error = null`);
    } catch (err) {
      await failed(r, err, now);
    }
  }

  async function failed(r: Claimed, err: unknown, now: Date) {
    const why = (err instanceof GrammyError ? err.description : err instanceof Error ? err.message : String(err)).slice(0, 300);
    if (err instanceof GrammyError && err.error_code === 429) {
      const wait = Number(err.parameters.retry_after ?? 5) * 1000;
      pausedUntil = Math.max(pausedUntil, now.getTime() + wait);
      // Not a send: back to pending without its lease (nor a place in this second's count).
      await finish(
        r,
        sql`due_at = ${iso(new Date(now.getTime() + wait))}::timestamptz, lease_until = null, attempts = attempts - 1, last_error = ${why}`,
      );
      return;
    }
    if (err instanceof GrammyError && err.error_code === 403) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`update broadcast_recipients set state = 'blocked', last_error = ${why}
          where broadcast_id = ${r.broadcast_id} and customer_id = ${r.customer_id} and state = 'pending'`);
        await tx.execute(
          sql`update customers set bot_blocked_at = coalesce(bot_blocked_at, ${iso(now)}::timestamptz) where id = ${r.customer_id}`,
        );
      });
      return;
    }
    const transient = err instanceof HttpError || !(err instanceof GrammyError) || err.error_code >= 500;
    if (!transient || r.attempts >= MAX_ATTEMPTS) {
      await finish(r, sql`state = 'failed', last_error = ${why}`);
      return;
    }
    const due = new Date(now.getTime() + Math.min(300, 5 * 2 ** (r.attempts - 1)) * 1000);
    await finish(r, sql`due_at = ${iso(due)}::timestamptz, lease_until = null, last_error = ${why}`);
  }

  /** Broadcasts with nothing pending left are done. */
  async function closeFinished(now: Date) {
    await db.execute(sql`update broadcasts b set status = 'done', finished_at = ${iso(now)}::timestamptz
      where b.status = 'sending' and not exists (select 1 from broadcast_recipients r where r.broadcast_id = b.id and r.state = 'pending')`);
  }

  /** Sends what is due now within the rate; resolves with how many recipients were handled. */
  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      if (clock().getTime() < pausedUntil) break;
      const claimed = await claimRecipients(db, clock(), leaseMs, config.broadcastRate);
      if (claimed.length === 0) break;
      // The first alone (a picture's first send gives the file_id the others reuse), then a few at
      // once: Telegram's answer takes a while, the rate is kept by the claim.
      await sendOne(claimed[0]);
      for (let i = 1; i < claimed.length; i += 5) await Promise.all(claimed.slice(i, i + 5).map(sendOne));
      handled += claimed.length;
    }
    await closeFinished(clock());
    return handled;
  }

  const runner = coalescingRunner(drain, (err) => log("warn", "broadcast pass failed; the next one retries", errorFields(err)));
  const runOnce = runner.run;

  return {
    runOnce,
    /** Forgets a broadcast's cached content (it was edited). */
    forget: (id: number) => {
      contents.delete(id);
      fileIds.delete(id);
    },
    /** Every second: the rate is per second, and a 429's pause or a back-off falls due. */
    start() {
      timer = setInterval(() => void runOnce(), pollMs);
      timer.unref();
      void runOnce();
    },
    async close() {
      if (timer) clearInterval(timer);
      await runner.idle();
    },
  };
}

export type BroadcastWorker = ReturnType<typeof createBroadcastWorker>;
