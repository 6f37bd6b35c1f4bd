// The audit trail: every change staff make is one row (who, when, what). Write it in the same
// transaction as the change, so a change without its row (or a row without its change) cannot exist.
import type { AuditEntity } from "../../src/contract/staff";
import type { Actor } from "../../src/domain/staff-roles";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

/** Anything that can insert: the database or a transaction. */
type Writer = Pick<Db, "insert">;

export interface AuditChange {
  entity: AuditEntity;
  entityId: string | number;
  /** What happened, a short verb: "create", "update", "delete", "advance", "cancel", "stop", … */
  action: string;
  /** What changed (new values, a reason); never secrets or file bytes. */
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Writer, actor: Actor, change: AuditChange, at?: Date): Promise<void> {
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
