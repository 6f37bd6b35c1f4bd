// Staff's note and block on a customer (admins only): saved with one audit row naming what changed
// (entity "customer": action "block", "unblock" or "note"). Blocking sets when and why; unblocking
// clears both. A blocked customer's new orders are refused by the placement
// (server/orders/blocked-customer.ts).
import { eq } from "drizzle-orm";
import type { CustomerPatch } from "../../../src/contract/operator-customers";
import { type AuditActor, auditChanges, recordAudit } from "../../audit/audit";
import type { Db } from "../../db/client";
import { customers } from "../../db/schema";
import { customerNotFound } from "./customer-detail";

export async function updateCustomer(db: Db, actor: AuditActor, id: string, patch: CustomerPatch, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(customers).where(eq(customers.id, id)).for("update");
    if (!before) throw customerNotFound();
    const next: Partial<typeof customers.$inferInsert> = {};
    if (patch.note !== undefined) next.note = patch.note;
    if (patch.blocked === true) {
      // Blocking again keeps the first time and takes the new reason.
      next.blockedAt = before.blockedAt ?? at;
      next.blockedReason = patch.blockedReason ?? null;
    } else if (patch.blocked === false) {
      next.blockedAt = null;
      next.blockedReason = null;
    }
    const changes = auditChanges(
      { note: before.note, blocked: before.blockedAt !== null, blockedReason: before.blockedReason },
      { note: next.note, blocked: patch.blocked, blockedReason: next.blockedAt === undefined ? undefined : next.blockedReason },
    );
    if (Object.keys(changes.was).length === 0) return;
    await tx.update(customers).set(next).where(eq(customers.id, id));
    const action = "blocked" in changes ? (patch.blocked ? "block" : "unblock") : "update";
    await recordAudit(tx, actor, { entity: "customer", entityId: id, action, details: changes }, at);
  });
}
