// The database side of phone sign-in, each step one statement (atomic on PGlite and PostgreSQL).
//
// Sending a code checks and counts, in order: the phone (one code a minute, a few an hour), the
// client's address (code requests per 10 minutes) and the store overall (codes per minute), and
// stores the new code only when all three allow it. Each counter moves in its own upsert whose
// WHERE is the limit, so requests racing each other, to one process or several, are counted
// exactly: ten requests at once for one phone store (and send) one code. A request the phone
// refuses (as the statement's snapshot shows) does not count against the address or the store.
//
// A code that no sender could deliver is released (releaseCode): the phone's row goes back to
// what it was and the address's and the store's counters give the request back, so a failed send
// costs the customer nothing.
//
// Checking a code first claims one of the address's allowed failures and one of the code's
// attempts; a right code gives the address's back.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

async function firstRow<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0];
}

const iso = (d: Date) => d.toISOString();
const date = (v: Date | string | null) => (v === null ? null : new Date(v));

/** A fixed-window counter's upsert clause: counts one use while the window has room. */
const counted = (expired: Date, now: Date, max: number) => sql`
  on conflict (key) do update set
    count = case when rate_limits.window_start <= ${iso(expired)}::timestamptz then 1 else rate_limits.count + 1 end,
    window_start = case when rate_limits.window_start <= ${iso(expired)}::timestamptz then ${iso(now)}::timestamptz else rate_limits.window_start end
  where rate_limits.window_start <= ${iso(expired)}::timestamptz or rate_limits.count < ${max}`;

export interface CodeLimits {
  resendAfterSeconds: number;
  maxSendsPerHour: number;
  /** Key of the address's counter, or null when the address is unknown (no limit per address). */
  addressKey: string | null;
  perAddress: { max: number; windowMs: number };
  global: { key: string; max: number; windowMs: number };
}

export interface NewCode {
  phone: string;
  codeHash: string;
  now: Date;
  expiresAt: Date;
}

/** An auth_codes row as a request found it. */
export interface PhoneRow {
  sentAt: Date;
  sendCount: number;
  windowStart: Date;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
}

export interface CodeOutcome {
  sent: boolean;
  /** The phone's row before the request (null for a first code). */
  phoneBefore: PhoneRow | null;
  phoneAllowed: boolean;
  addressAllowed: boolean;
  globalAllowed: boolean;
  addressWindowStart: Date | null;
  globalWindowStart: Date | null;
}

export async function storeCode(db: Db, c: NewCode, l: CodeLimits): Promise<CodeOutcome> {
  const now = iso(c.now);
  const resendCutoff = iso(new Date(c.now.getTime() - l.resendAfterSeconds * 1000));
  const hourCutoff = iso(new Date(c.now.getTime() - 3600_000));
  const addressExpired = new Date(c.now.getTime() - l.perAddress.windowMs);
  const globalExpired = new Date(c.now.getTime() - l.global.windowMs);
  const row = await firstRow<{
    sent: boolean;
    phone_ok: boolean;
    address_ok: boolean;
    global_ok: boolean;
    sent_at: Date | string | null;
    send_count: number | null;
    window_start: Date | string | null;
    code_hash: string | null;
    attempts: number | null;
    expires_at: Date | string | null;
    address_window: Date | string | null;
    global_window: Date | string | null;
  }>(
    db,
    sql`with before as (
      select sent_at, send_count, window_start, code_hash, attempts, expires_at from auth_codes where phone = ${c.phone}
    ), phone_free as (
      select not exists (
        select 1 from before
        where sent_at > ${resendCutoff}::timestamptz or (window_start > ${hourCutoff}::timestamptz and send_count >= ${l.maxSendsPerHour})
      ) as ok
    ), address as (
      insert into rate_limits (key, window_start, count)
      select ${l.addressKey}::text, ${now}::timestamptz, 1 where ${l.addressKey}::text is not null and (select ok from phone_free)
      ${counted(addressExpired, c.now, l.perAddress.max)}
      returning 1
    ), overall as (
      insert into rate_limits (key, window_start, count)
      select ${l.global.key}, ${now}::timestamptz, 1
      where (select ok from phone_free) and (${l.addressKey}::text is null or exists (select 1 from address))
      ${counted(globalExpired, c.now, l.global.max)}
      returning 1
    ), sent as (
      insert into auth_codes (phone, code_hash, attempts, sent_at, expires_at, send_count, window_start)
      select ${c.phone}, ${c.codeHash}, 0, ${now}::timestamptz, ${iso(c.expiresAt)}::timestamptz, 1, ${now}::timestamptz
      where exists (select 1 from overall)
      on conflict (phone) do update set
        code_hash = excluded.code_hash, attempts = 0, sent_at = excluded.sent_at, expires_at = excluded.expires_at,
        send_count = case when auth_codes.window_start <= ${hourCutoff}::timestamptz then 1 else auth_codes.send_count + 1 end,
        window_start = case when auth_codes.window_start <= ${hourCutoff}::timestamptz then excluded.window_start else auth_codes.window_start end
      where auth_codes.sent_at <= ${resendCutoff}::timestamptz
        and (auth_codes.window_start <= ${hourCutoff}::timestamptz or auth_codes.send_count < ${l.maxSendsPerHour})
      returning 1
    )
    select exists (select 1 from sent) as sent, (select ok from phone_free) as phone_ok,
      (${l.addressKey}::text is null or exists (select 1 from address)) as address_ok, exists (select 1 from overall) as global_ok,
      (select sent_at from before) as sent_at, (select send_count from before) as send_count, (select window_start from before) as window_start,
      (select code_hash from before) as code_hash, (select attempts from before) as attempts, (select expires_at from before) as expires_at,
      (select window_start from rate_limits where key = ${l.addressKey}::text) as address_window,
      (select window_start from rate_limits where key = ${l.global.key}) as global_window`,
  );
  const sentAt = date(row.sent_at);
  const windowStart = date(row.window_start);
  const expiresAt = date(row.expires_at);
  return {
    sent: row.sent,
    phoneBefore:
      sentAt && windowStart && expiresAt && row.code_hash !== null
        ? { sentAt, sendCount: Number(row.send_count), windowStart, codeHash: row.code_hash, attempts: Number(row.attempts), expiresAt }
        : null,
    phoneAllowed: row.phone_ok,
    addressAllowed: row.address_ok,
    globalAllowed: row.global_ok,
    addressWindowStart: date(row.address_window),
    globalWindowStart: date(row.global_window),
  };
}

/** What storeCode stored and counted for one request, to give back when the code was not sent. */
export interface StoredCode {
  phone: string;
  /** The hash storeCode stored: only that code is released (a newer request's is left alone). */
  codeHash: string;
  /** The phone's row before, restored as it was; null: the row is removed. */
  before: PhoneRow | null;
  addressKey: string | null;
  globalKey: string;
}

/**
 * Undoes a storeCode that sent nothing, in one statement: the phone's row as it was before (or
 * none), one use given back to the address's and the store's counters. Only when the row still
 * holds this request's code; answers whether it did.
 */
export async function releaseCode(db: Db, s: StoredCode): Promise<boolean> {
  const b = s.before;
  const row = await firstRow<{ released: boolean }>(
    db,
    sql`with phone as (
      ${
        b
          ? sql`update auth_codes set code_hash = ${b.codeHash}, attempts = ${b.attempts}, sent_at = ${iso(b.sentAt)}::timestamptz,
              expires_at = ${iso(b.expiresAt)}::timestamptz, send_count = ${b.sendCount}, window_start = ${iso(b.windowStart)}::timestamptz
            where phone = ${s.phone} and code_hash = ${s.codeHash} returning 1`
          : sql`delete from auth_codes where phone = ${s.phone} and code_hash = ${s.codeHash} returning 1`
      }
    ), counters as (
      update rate_limits set count = count - 1
      where exists (select 1 from phone) and count > 0 and (key = ${s.globalKey} or key = ${s.addressKey}::text)
      returning 1
    )
    select exists (select 1 from phone) as released, (select count(*) from counters) as counters`,
  );
  return row.released;
}

export interface Claim {
  /** The code's hash and its attempts so far, when an attempt was claimed. */
  code: { codeHash: string; attempts: number } | null;
  /** False when the address has used up its failures (nothing was claimed). */
  addressAllowed: boolean;
  addressWindowStart: Date | null;
}

/** Claims an attempt of the phone's code, counted against the address's failures. */
export async function claimAttempt(
  db: Db,
  phone: string,
  now: Date,
  maxAttempts: number,
  failures: { key: string | null; max: number; windowMs: number },
): Promise<Claim> {
  const expired = new Date(now.getTime() - failures.windowMs);
  const row = await firstRow<{
    code_hash: string | null;
    attempts: number | null;
    address_ok: boolean;
    address_window: Date | string | null;
  }>(
    db,
    sql`with address as (
      insert into rate_limits (key, window_start, count)
      select ${failures.key}::text, ${iso(now)}::timestamptz, 1 where ${failures.key}::text is not null
      ${counted(expired, now, failures.max)}
      returning 1
    ), claimed as (
      update auth_codes set attempts = attempts + 1
      where phone = ${phone} and expires_at > ${iso(now)}::timestamptz and attempts < ${maxAttempts}
        and (${failures.key}::text is null or exists (select 1 from address))
      returning code_hash, attempts
    )
    select (select code_hash from claimed) as code_hash, (select attempts from claimed) as attempts,
      (${failures.key}::text is null or exists (select 1 from address)) as address_ok,
      (select window_start from rate_limits where key = ${failures.key}::text) as address_window`,
  );
  return {
    code: row.code_hash === null ? null : { codeHash: row.code_hash, attempts: Number(row.attempts) },
    addressAllowed: row.address_ok,
    addressWindowStart: date(row.address_window),
  };
}

/** A right code is not a failure: the address gets its use back. */
export async function forgiveAttempt(db: Db, key: string | null): Promise<void> {
  if (key === null) return;
  await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0`);
}
