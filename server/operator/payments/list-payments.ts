// The payments ledger as the console and the CSV read it: each row with its order's restaurant,
// status and customer, filtered (provider, state, refund, Tashkent days, restaurant, order) and
// limited to the restaurants the caller runs. The refund queue (refund=open) lists the refunds
// still needed first, then those asked of the provider, oldest first; every other list is newest
// first.
import { type SQL, and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { OperatorPayment, RefundFilter } from "../../../src/contract/operator-payments";
import type { PaymentProvider } from "../../../src/contract/operator-payments";
import type { StatusCode } from "../../../src/domain/order-status";
import { TASHKENT_OFFSET } from "../../../src/domain/tashkent-time";
import type { Db } from "../../db/client";
import { orders, payments } from "../../db/schema";

export interface PaymentsFilter {
  provider?: PaymentProvider;
  state?: "created" | "performed" | "cancelled";
  refund?: RefundFilter;
  /** "2026-11-01": created on or after this Tashkent day. */
  from?: string;
  /** "2026-11-30": created on or before this Tashkent day. */
  to?: string;
  /** null: every restaurant. */
  restaurantId: string | null;
  orderId?: number;
}

/** The instant a Tashkent day starts ("2026-11-01" → 2026-10-31T19:00Z). */
const dayStart = (day: string) => new Date(`${day}T00:00:00${TASHKENT_OFFSET}`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

function refundCondition(refund: RefundFilter): SQL {
  if (refund === "open") return inArray(payments.refund, ["needed", "requested"]);
  if (refund === "none") return isNull(payments.refund);
  return eq(payments.refund, refund);
}

export function paymentsWhere(filter: PaymentsFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.provider ? eq(payments.provider, filter.provider) : undefined,
    filter.state ? eq(payments.state, filter.state) : undefined,
    filter.refund ? refundCondition(filter.refund) : undefined,
    filter.from ? gte(payments.createdAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(payments.createdAt, nextDayStart(filter.to)) : undefined,
    filter.restaurantId !== null ? eq(orders.restaurantId, filter.restaurantId) : undefined,
    filter.orderId !== undefined ? eq(payments.orderId, filter.orderId) : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

const columns = {
  payment: payments,
  restaurantId: orders.restaurantId,
  orderStatusCode: orders.statusCode,
  paymentType: orders.paymentType,
  customerName: orders.name,
  customerPhone: orders.phone,
};

type Row = {
  payment: typeof payments.$inferSelect;
  restaurantId: string;
  orderStatusCode: StatusCode;
  paymentType: string;
  customerName: string;
  customerPhone: string;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toOperatorPayment({ payment: p, ...order }: Row): OperatorPayment {
  return {
    id: p.id,
    provider: p.provider,
    providerTxId: p.providerTxId,
    providerChargeId: p.providerChargeId,
    orderId: p.orderId,
    ...order,
    amountTiyin: Number(p.amount),
    currency: p.currency,
    state: p.state,
    createdAt: p.createdAt.toISOString(),
    performedAt: iso(p.performedAt),
    cancelledAt: iso(p.cancelledAt),
    cancelReason: p.cancelReason,
    refund: p.refund,
    refundReason: p.refundReason,
    refundedAt: iso(p.refundedAt),
    refundedBy: p.refundedBy,
    receiptUrl: p.receiptUrl,
  };
}

/** Needed first, then requested; within each the oldest first. */
const queueOrder = [asc(sql`case ${payments.refund} when 'needed' then 0 else 1 end`), asc(payments.createdAt), asc(payments.id)];
const newestFirst = [desc(payments.createdAt), desc(payments.id)];

/** One page of the filtered ledger, with how many rows match in all. */
export async function listPayments(db: Db, filter: PaymentsFilter, page: { offset: number; limit: number }) {
  const where = paymentsWhere(filter);
  const order = filter.refund === "open" ? queueOrder : newestFirst;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(where),
  ]);
  return { items: (rows as Row[]).map(toOperatorPayment), total: Number(total) };
}

/** Payments whose refund is needed at the restaurants the caller runs (null: all). */
export async function refundsNeeded(db: Db, restaurantId: string | null): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(paymentsWhere({ refund: "needed", restaurantId }));
  return Number(n);
}

/** Every matching row (at most `max`), for the CSV: oldest first, as a ledger is read. */
export async function allPayments(db: Db, filter: PaymentsFilter, max: number): Promise<OperatorPayment[]> {
  const rows = await db
    .select(columns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(paymentsWhere(filter))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(max);
  return (rows as Row[]).map(toOperatorPayment);
}

/** One payment with its order, or null. */
export async function findPayment(db: Db, id: number): Promise<OperatorPayment | null> {
  const [row] = await db.select(columns).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(payments.id, id));
  return row ? toOperatorPayment(row as Row) : null;
}
