// Speed: for each restaurant, the completed orders of the range measured step by step from their
// status history, in minutes, against the restaurant's own limits (src/domain/order-sla.ts):
// - accept: placed (or paid, for an online order) → first "confirmed" (1); target accept_minutes;
// - cook: first "cooking" (2; "confirmed" when skipped) → first "ready" (3); target cooking_minutes;
// - deliver: "ready" → "completed" (201), deliveries only; target delivery_duration.
// Median and 90th percentile of each step, how many were over their target, and the orders late at
// any step (with the previous range's count beside it). A step an order skipped is not measured.
import { sql } from "drizzle-orm";
import type { SpeedReport, SpeedStep } from "../../src/contract/operator-reports";
import type { Localized } from "../../src/domain/localized";
import { STATUS } from "../../src/domain/order-status";
import { DELIVERY } from "../../src/domain/order-type";
import type { Db } from "../db/client";
import { inSpan, rowsOf } from "./orders-sql";
import { type Range, type Span, wireRange } from "./range";

const STEPS = ["accept", "cook", "deliver"] as const;
type StepName = (typeof STEPS)[number];
type Row = { restaurant_id: string; name: Localized; orders: number; late: number } & {
  [K in `${StepName}_${"median" | "p90" | "target" | "measured" | "late"}`]: number | null;
};

const minutes = (from: string, to: string) => `extract(epoch from (${to} - ${from})) / 60`;

async function measure(db: Db, span: Span, restaurantId: string | null): Promise<Row[]> {
  const step = (name: StepName, target: string) => `
    percentile_cont(0.5) within group (order by ${name}) as ${name}_median,
    percentile_cont(0.9) within group (order by ${name}) as ${name}_p90,
    max(${target})::int as ${name}_target,
    count(${name})::int as ${name}_measured,
    count(*) filter (where ${name} > ${target})::int as ${name}_late`;
  const result = await db.execute(sql`with h as (
      select o.id, o.restaurant_id, o.order_type_id, greatest(o.created_at, coalesce(o.paid_at, o.created_at)) as placed,
        min(s.at) filter (where s.status_code = ${sql.raw(String(STATUS.confirmed))}) as accepted,
        min(s.at) filter (where s.status_code = ${sql.raw(String(STATUS.cooking))}) as cooking,
        min(s.at) filter (where s.status_code = ${sql.raw(String(STATUS.ready))}) as ready,
        min(s.at) filter (where s.status_code = ${sql.raw(String(STATUS.completed))}) as done
      from orders o join order_status_history s on s.order_id = o.id
      where ${inSpan(span, restaurantId)} and o.status_code = ${sql.raw(String(STATUS.completed))}
      group by o.id),
    m as (
      select h.restaurant_id, r.accept_minutes, r.cooking_minutes, r.delivery_duration,
        ${sql.raw(minutes("h.placed", "h.accepted"))} as accept,
        ${sql.raw(minutes("coalesce(h.cooking, h.accepted)", "h.ready"))} as cook,
        case when h.order_type_id = ${sql.raw(String(DELIVERY))} then ${sql.raw(minutes("h.ready", "h.done"))} end as deliver
      from h join restaurants r on r.id = h.restaurant_id)
    select m.restaurant_id, (select name from restaurants where id = m.restaurant_id) as name, count(*)::int as orders,
      ${sql.raw(step("accept", "accept_minutes"))}, ${sql.raw(step("cook", "cooking_minutes"))}, ${sql.raw(step("deliver", "delivery_duration"))},
      count(*) filter (where accept > accept_minutes or cook > cooking_minutes or deliver > delivery_duration)::int as late
    from m group by m.restaurant_id order by m.restaurant_id`);
  return rowsOf<Row>(result);
}

const tenth = (v: number | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);

function stepOf(row: Row, name: StepName): SpeedStep {
  return {
    median: tenth(row[`${name}_median`]),
    p90: tenth(row[`${name}_p90`]),
    target: row[`${name}_target`] ?? 0,
    measured: row[`${name}_measured`] ?? 0,
    late: row[`${name}_late`] ?? 0,
  };
}

export async function speedReport(db: Db, range: Range, restaurantId: string | null): Promise<SpeedReport> {
  const [current, previous] = await Promise.all([measure(db, range.current, restaurantId), measure(db, range.previous, restaurantId)]);
  const before = new Map(previous.map((r) => [r.restaurant_id, r]));
  const rows = current.map((r) => ({
    restaurantId: r.restaurant_id,
    name: r.name,
    orders: r.orders,
    accept: stepOf(r, "accept"),
    cook: stepOf(r, "cook"),
    deliver: stepOf(r, "deliver"),
    late: r.late,
    previousLate: before.get(r.restaurant_id)?.late ?? 0,
    previousOrders: before.get(r.restaurant_id)?.orders ?? 0,
  }));
  return { range: wireRange(range), restaurantId, rows };
}
