// The audit trail: every change staff make is one row (who, when, what). Write it in the same
// transaction as the change, so a change without its row (or a row without its change) cannot exist.
//
// An update's row names what changed: the new values of the fields that changed and `was`, the
// values they replaced (auditChanges). Rows stay small whatever the document: a language text
// ({ ru, en, uz }) keeps only the languages that changed, a long text (a rich body of 50 000
// characters) only the part around what changed, and a long list (a zone's 500 corners) is named
// by its length and a hash unless it is short.
import { createHash } from "node:crypto";
import type { AuditEntity } from "../../src/contract/staff";
import type { Actor } from "../../src/domain/staff-roles";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

/** Anything that can insert: the database or a transaction. */
type Writer = Pick<Db, "insert">;

/** Who a row names: a staff member (or the token), or one of the SYSTEM actors. */
export type AuditActor = Pick<Actor, "staffId" | "name">;

/** Rows written by no person: what the bot received from Telegram (a payment). */
export const BOT_ACTOR: AuditActor = { staffId: null, name: "bot" };

export interface AuditChange {
  entity: AuditEntity;
  entityId: string | number;
  /** What happened, a short verb: "create", "update", "delete", "advance", "cancel", "stop", … */
  action: string;
  /** What changed (new values, a reason); never secrets or file bytes. */
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Writer, actor: AuditActor, change: AuditChange, at?: Date): Promise<void> {
  await db.insert(auditLog).values({
    staffId: actor.staffId,
    actor: actor.name,
    entity: change.entity,
    entityId: String(change.entityId),
    action: change.action,
    details: change.details ?? {},
    ...(at ? { at } : {}),
  });
}

/** A text longer than this is kept as the part around what changed. */
const TEXT_MAX = 200;
/** Context kept either side of a long text's change. */
const CONTEXT = 30;
/** A list or object whose JSON is longer than this is named by its size and hash. */
const JSON_MAX = 2000;

const plain = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);
const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** The part of `text` between `start` and `end`, widened by CONTEXT, at most TEXT_MAX, with "…" where cut. */
function excerpt(text: string, start: number, end: number): string {
  const from = Math.max(0, start - CONTEXT);
  const to = Math.min(text.length, Math.max(end + CONTEXT, from + 1), from + TEXT_MAX);
  return `${from > 0 ? "…" : ""}${text.slice(from, to)}${to < text.length ? "…" : ""}`;
}

/** Two long texts as the parts that differ (same common prefix and suffix cut from both). */
function textPair(was: string, now: string): [string, string] {
  if (was.length <= TEXT_MAX && now.length <= TEXT_MAX) return [was, now];
  let head = 0;
  while (head < was.length && head < now.length && was[head] === now[head]) head++;
  let tail = 0;
  while (tail < was.length - head && tail < now.length - head && was[was.length - 1 - tail] === now[now.length - 1 - tail]) tail++;
  return [excerpt(was, head, was.length - tail), excerpt(now, head, now.length - tail)];
}

/** A value as a row keeps it: a big list or object by its size and a short hash. */
function compact(value: unknown): unknown {
  const v = plain(value);
  if (typeof v === "string") return v.length <= TEXT_MAX ? v : `${v.slice(0, TEXT_MAX)}…`;
  if (v === null || typeof v !== "object") return v;
  const json = JSON.stringify(v);
  if (json.length <= JSON_MAX) return v;
  return {
    ...(Array.isArray(v) ? { items: v.length } : { keys: Object.keys(v).length }),
    chars: json.length,
    sha256: createHash("sha256").update(json).digest("hex").slice(0, 16),
  };
}

function pair(was: unknown, now: unknown): [unknown, unknown] {
  const [a, b] = [plain(was), plain(now)];
  if (typeof a === "string" && typeof b === "string") return textPair(a, b);
  // A language text: only the languages that changed.
  if (isRecord(a) && isRecord(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !same(a[k], b[k]));
    const parts = keys.map((k) => [k, pair(a[k], b[k])] as const);
    return [Object.fromEntries(parts.map(([k, [x]]) => [k, x])), Object.fromEntries(parts.map(([k, [, y]]) => [k, y]))];
  }
  return [compact(a), compact(b)];
}

/**
 * An update's details: `{ ...new values, was: { ...the values they replaced } }`, only for the fields
 * of `after` whose value differs from `before`, each kept small (see the top of this file).
 */
export function auditChanges(before: object, after: object): Record<string, unknown> & { was: Record<string, unknown> } {
  const old = before as Record<string, unknown>;
  const now: Record<string, unknown> = {};
  const was: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || same(old[key], value)) continue;
    [was[key], now[key]] = pair(old[key], value);
  }
  return { ...now, was };
}

/** A paid order's row (the bot received Telegram's successful_payment), in the payment's transaction. */
export async function recordPayment(
  db: Writer,
  orderId: number,
  payment: { total_amount: number; currency: string; telegram_payment_charge_id: string; provider_payment_charge_id: string },
  at: Date,
): Promise<void> {
  await recordAudit(
    db,
    BOT_ACTOR,
    {
      entity: "order",
      entityId: orderId,
      action: "paid",
      details: {
        amount: payment.total_amount,
        currency: payment.currency,
        telegramCharge: payment.telegram_payment_charge_id,
        providerCharge: payment.provider_payment_charge_id,
      },
    },
    at,
  );
}
