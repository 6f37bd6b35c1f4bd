// Who did each step of an order, for the console's order view: placed by the customer, every move
// and cancellation with the staff member (or the token) from its audit row, and an online payment
// (recorded by the bot). The status history says when each status came; the order's audit rows
// (written in the same transactions, server/orders/transitions.ts) say who.
import { and, asc, eq } from "drizzle-orm";
import type { OrderStep, StepActor } from "../../src/contract/operator";
import { STATUS, type StatusCode } from "../../src/domain/order-status";
import type { Db } from "../db/client";
import { auditLog, type orders, staff } from "../db/schema";
import { BOT_ACTOR } from "../audit/audit";
import { TOKEN_ACTOR } from "./staff-auth";

type OrderRow = typeof orders.$inferSelect;

const CUSTOMER: StepActor = { kind: "customer", name: "customer", staffId: null, phone: null };

interface Row {
  at: Date;
  staffId: number | null;
  actor: string;
  action: string;
  details: Record<string, unknown>;
  phone: string | null;
}

function actorOf(row: Row): StepActor {
  if (row.staffId === null && row.actor === TOKEN_ACTOR.name) return { kind: "token", name: row.actor, staffId: null, phone: null };
  if (row.staffId === null && row.actor === BOT_ACTOR.name) return { kind: "bot", name: row.actor, staffId: null, phone: null };
  // A staff member, or one since removed (their row's staffId is then null; the name stays).
  return { kind: "staff", name: row.actor, staffId: row.staffId, phone: row.phone };
}

export async function orderSteps(db: Db, order: OrderRow, history: { statusCode: StatusCode; at: string }[]): Promise<OrderStep[]> {
  const rows: Row[] = await db
    .select({
      at: auditLog.at,
      staffId: auditLog.staffId,
      actor: auditLog.actor,
      action: auditLog.action,
      details: auditLog.details,
      phone: staff.phone,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(order.id))))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  const moves = rows.filter((r) => r.action === "advance" || r.action === "cancel");
  // An order taken by phone: its "place" row names the staff member (server/operator/phone-orders.ts).
  const placedBy = rows.find((r) => r.action === "place");
  let next = 0;
  const steps: OrderStep[] = history.map((h, i) => {
    if (i === 0)
      return { at: h.at, action: "placed", statusCode: h.statusCode, reason: null, actor: placedBy ? actorOf(placedBy) : CUSTOMER };
    const found = moves.findIndex((r, j) => j >= next && r.details.to === h.statusCode);
    const row = found >= 0 ? moves[found] : undefined;
    if (row) next = found + 1;
    return {
      at: h.at,
      action: h.statusCode === STATUS.cancelled ? "cancel" : "advance",
      statusCode: h.statusCode,
      reason:
        h.statusCode === STATUS.cancelled ? (typeof row?.details.reason === "string" ? row.details.reason : order.cancelReason) : null,
      actor: row ? actorOf(row) : null,
    };
  });
  const payment = rows.find((r) => r.action === "paid");
  if (payment) steps.push({ at: payment.at.toISOString(), action: "paid", statusCode: null, reason: null, actor: actorOf(payment) });
  else if (order.paidAt) steps.push({ at: order.paidAt.toISOString(), action: "paid", statusCode: null, reason: null, actor: null });
  return steps.sort((a, b) => a.at.localeCompare(b.at));
}
