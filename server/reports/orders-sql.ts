// What every report shares: which orders a range and a restaurant take, the one definition of
// revenue, and Tashkent's wall clock in SQL (for grouping by day, week, month or hour).
//
// REVENUE (docs/operator-api.md, "Reports"): the totals (delivery fee included, in so'm) of the
// orders placed in the range that were completed (status 201) and whose money was not given
// back. An order paid online (paid_at set) whose every performed payment was refunded is not
// revenue; one refunded extra payment (paid twice) leaves the order's own payment, so it stays
// revenue. Cash and card orders are revenue once completed. Orders are dated by when they were
// placed (created_at), in Tashkent days.
import { type SQL, sql } from "drizzle-orm";
import { STATUS } from "../../src/domain/order-status";
import { TASHKENT_OFFSET_MINUTES } from "../../src/domain/tashkent-time";
import type { Span } from "./range";

/** The orders of a span, at one restaurant or all (null); `o` is the orders table's alias. */
export const inSpan = (span: Span, restaurantId: string | null): SQL =>
  sql`o.created_at >= ${span.start.toISOString()}::timestamptz and o.created_at < ${span.end.toISOString()}::timestamptz${
    restaurantId === null ? sql`` : sql` and o.restaurant_id = ${restaurantId}`
  }`;

/** True for an order of `o` that counts as revenue (see REVENUE above). */
// The ledger is read once per query (a hashed set of the orders whose money stayed), not once per
// order: a correlated EXISTS made PostgreSQL estimate a cost that switched its JIT compiler on,
// which then took most of the time.
const KEPT_MONEY = `(o.paid_at is null or o.id in (
  select p.order_id from payments p where p.state = 'performed' and p.refund is distinct from 'refunded'))`;
export const isRevenue = sql.raw(`(o.status_code = ${STATUS.completed} and ${KEPT_MONEY})`);

export const isCancelled = sql.raw(`(o.status_code = ${STATUS.cancelled})`);

/**
 * The same facts in two steps, for a query that counts several of them: select `orderFacts` from
 * `o` (its status and whether its money stayed: the ledger read once), then read revenue and
 * refunds from that row as `f`.
 */
export const orderFacts = sql.raw(`o.status_code, ${KEPT_MONEY} as kept`);
export const factIsRevenue = sql.raw(`(f.status_code = ${STATUS.completed} and f.kept)`);
export const factIsRefunded = sql.raw(`(f.status_code = ${STATUS.completed} and not f.kept)`);
export const factIsCancelled = sql.raw(`(f.status_code = ${STATUS.cancelled})`);

/** o.created_at as Tashkent's wall clock (a timestamp without zone). */
export const localCreatedAt = sql.raw(`((o.created_at at time zone 'UTC') + interval '${TASHKENT_OFFSET_MINUTES} minutes')`);

/** Rows of db.execute, whichever driver (PGlite or node-postgres) ran it. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
