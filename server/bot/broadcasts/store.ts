// Broadcasts as the console handles them (admins): a draft created, the list with each one's
// progress and attribution, start (the audience written as recipients in one transaction with the
// status), cancel (pending recipients are never sent). Every change is audited (entity "broadcast").
import { desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { broadcastDraft, OperatorBroadcast } from "../../../src/contract/operator-broadcasts";
import type { BroadcastAudience } from "../../../src/domain/broadcast";
import { type AuditActor, recordAudit } from "../../audit/audit";
import type { Db } from "../../db/client";
import { broadcasts, staff } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { writeRecipients } from "./audience";

type Row = typeof broadcasts.$inferSelect;
export type Draft = z.output<typeof broadcastDraft>;

const notFound = () => new ApiError(404, "broadcast_not_found", "No such broadcast");

interface Figures {
  pending: number;
  sent: number;
  blocked: number;
  failed: number;
  opened: number;
  orders: number;
  revenue: number;
}

const toOperator = (r: Row, author: string | null, f: Figures): OperatorBroadcast => ({
  id: r.id,
  status: r.status,
  texts: Object.fromEntries(Object.entries(r.texts).filter(([, text]) => text)) as Record<string, string>,
  photo: r.photo,
  button: r.button,
  audience: r.audience,
  authorStaffId: r.authorStaffId,
  authorName: author,
  createdAt: r.createdAt.toISOString(),
  startedAt: r.startedAt?.toISOString() ?? null,
  finishedAt: r.finishedAt?.toISOString() ?? null,
  recipients: r.recipients,
  ...f,
});

/**
 * Each broadcast's figures: recipients by state, those who opened its button, and their orders
 * (not cancelled) placed from the open until `days` after it, with the orders' totals.
 */
async function figures(db: Db, ids: number[], days: number): Promise<Map<number, Figures>> {
  const out = new Map<number, Figures>();
  if (ids.length === 0) return out;
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const counted = (await db.execute(sql`select r.broadcast_id as id,
      count(*) filter (where r.state = 'pending')::int as pending, count(*) filter (where r.state = 'sent')::int as sent,
      count(*) filter (where r.state = 'blocked')::int as blocked, count(*) filter (where r.state = 'failed')::int as failed,
      count(r.opened_at)::int as opened,
      coalesce(sum(a.orders), 0)::int as orders, coalesce(sum(a.revenue), 0)::bigint as revenue
    from broadcast_recipients r
    left join lateral (select count(*)::int as orders, sum(o.total)::bigint as revenue from orders o
      where r.opened_at is not null and o.customer_id = r.customer_id and o.status_code <> 255
        and o.created_at >= r.opened_at and o.created_at < r.opened_at + make_interval(days => ${days}::int)) a on true
    where r.broadcast_id in (${list})
    group by r.broadcast_id`)) as unknown as { rows: (Record<keyof Figures, number | string> & { id: number })[] };
  for (const row of counted.rows)
    out.set(Number(row.id), {
      pending: Number(row.pending),
      sent: Number(row.sent),
      blocked: Number(row.blocked),
      failed: Number(row.failed),
      opened: Number(row.opened),
      orders: Number(row.orders),
      revenue: Number(row.revenue),
    });
  return out;
}

const NO_FIGURES: Figures = { pending: 0, sent: 0, blocked: 0, failed: 0, opened: 0, orders: 0, revenue: 0 };

export async function listBroadcasts(db: Db, days: number, limit = 100): Promise<OperatorBroadcast[]> {
  const rows = await db
    .select({ b: broadcasts, author: staff.name })
    .from(broadcasts)
    .leftJoin(staff, eq(staff.id, broadcasts.authorStaffId))
    .orderBy(desc(broadcasts.id))
    .limit(limit);
  const f = await figures(
    db,
    rows.map((r) => r.b.id),
    days,
  );
  return rows.map((r) => toOperator(r.b, r.author, f.get(r.b.id) ?? NO_FIGURES));
}

export async function getBroadcast(db: Db, id: number, days: number): Promise<OperatorBroadcast> {
  const [row] = await db
    .select({ b: broadcasts, author: staff.name })
    .from(broadcasts)
    .leftJoin(staff, eq(staff.id, broadcasts.authorStaffId))
    .where(eq(broadcasts.id, id));
  if (!row) throw notFound();
  return toOperator(row.b, row.author, (await figures(db, [id], days)).get(id) ?? NO_FIGURES);
}

export async function broadcastRow(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(broadcasts).where(eq(broadcasts.id, id));
  if (!row) throw notFound();
  return row;
}

export async function createBroadcast(db: Db, actor: AuditActor, draft: Draft, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(broadcasts)
      .values({
        texts: draft.texts,
        photo: draft.photo,
        button: draft.button,
        audience: draft.audience as BroadcastAudience,
        authorStaffId: actor.staffId,
        createdAt: at,
      })
      .returning({ id: broadcasts.id });
    await recordAudit(tx, actor, { entity: "broadcast", entityId: row.id, action: "create", details: { audience: draft.audience } }, at);
    return row.id;
  });
}

/** Writes the audience as recipients and starts sending; 409 unless it is a draft, 422 when nobody is in the audience. */
export async function startBroadcast(db: Db, actor: AuditActor, id: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(broadcasts).where(eq(broadcasts.id, id)).for("update");
    if (!row) throw notFound();
    if (row.status !== "draft") throw new ApiError(409, "broadcast_not_draft", `The broadcast is ${row.status}: only a draft starts`);
    const recipients = await writeRecipients(tx as unknown as Db, id, row.audience);
    if (recipients === 0) throw new ApiError(422, "broadcast_audience_empty", "Nobody is in the audience");
    await tx.update(broadcasts).set({ status: "sending", recipients, startedAt: at }).where(eq(broadcasts.id, id));
    await recordAudit(tx, actor, { entity: "broadcast", entityId: id, action: "start", details: { recipients } }, at);
  });
}

/** Stops a draft or a broadcast being sent: pending recipients stay unsent. 409 once done or cancelled. */
export async function cancelBroadcast(db: Db, actor: AuditActor, id: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(broadcasts).where(eq(broadcasts.id, id)).for("update");
    if (!row) throw notFound();
    if (row.status === "done" || row.status === "cancelled")
      throw new ApiError(409, "broadcast_finished", `The broadcast is already ${row.status}`);
    await tx.update(broadcasts).set({ status: "cancelled", finishedAt: at }).where(eq(broadcasts.id, id));
    await recordAudit(tx, actor, { entity: "broadcast", entityId: id, action: "cancel", details: { was: row.status } }, at);
  });
}
