// The database side of placing an order: one statement, one round trip. It reads an earlier use
// of the idempotency key, whether the customer (or the customer of the order's phone) is blocked,
// and whether any ordered product or modifier is on the restaurant's stop-list; only when none (and
// its promo code still has a use), it counts the order against the customer's rate limit and, when
// allowed, claims the key and stores the order, its lines and its first status, and takes the loyalty
// points it spends off the customer's balance with their 'spend' move. A single statement is atomic on
// its own, so a failure leaves nothing behind; two requests with the same key meet at the key's
// primary key, and the second stores nothing.
//
// The statement does not NOTIFY: on PostgreSQL a notifying commit holds a database-wide lock
// through its WAL flush, so orders could only commit one flush at a time (docs/order-performance.md).
// It sets storefront.announce_later, which silences the triggers' pg_notify (migration 0008), and
// the new order is announced after the commit by orderAnnouncer: the outbox row and the status row
// are still written in the order's own statement, so nothing is lost or sent twice; only the wake-up
// moves, and a lost wake-up is covered by the listeners' slow polls.
//
// The statement runs as a session-cached function (cached-statement.ts): planned once per database
// session, not on every order.
import { type SQL, sql } from "drizzle-orm";
import { STATUS } from "../../src/domain/order-status";
import type { Db } from "../db/client";
import type { OrderAddress, OrderLineHalf, OrderLineModifier, OrderLineRemoved, OrderLineVariant } from "../db/schema";
import { runCached } from "./cached-statement";

export { orderAnnouncer } from "./order-announcer";

/** Where an order came from: the site, the bot, or staff taking a call (the console). */
export type OrderChannel = "web" | "telegram" | "phone";

export interface NewOrder {
  customerId: string;
  key: string;
  requestHash: string;
  restaurantId: string;
  orderTypeId: number;
  channel: OrderChannel;
  /** Staff who placed it for a caller: their audit row ("place") is written by the same statement. */
  placedBy?: { staffId: number | null; name: string } | null;
  address: OrderAddress | null;
  slot: Date | null;
  name: string;
  phone: string;
  paymentType: string;
  /** Online orders: when their payment window closes; null for cash and card. */
  paymentDueAt: Date | null;
  comment: string;
  /** Delivery details: the cash note to change, leave at the door, sets of cutlery. */
  changeFrom: number | null;
  contactless: boolean;
  cutlery: number;
  language: number;
  subtotal: number;
  priceOfDelivery: number;
  /** A promo code checked before the statement (promo-order.ts): the statement counts its use under the code's row lock. */
  promo?: { code: string; discount: number; perCustomerLimit: number | null } | null;
  /**
   * Loyalty points paying part of the items (checked against the cap and the balance before): the
   * statement takes them off the balance and writes the 'spend' move; a balance spent meanwhile
   * breaks customers' CHECK (points >= 0) and the whole statement writes nothing (pointsShort).
   */
  pointsSpent?: number;
  lines: {
    productId: string;
    name: unknown;
    basePrice: number;
    priceWithModifiers: number;
    count: number;
    modifiers: OrderLineModifier[];
    variant: OrderLineVariant | null;
    removed: OrderLineRemoved[];
    half: OrderLineHalf | null;
    /** The promo code's free product (price 0). */
    isGift?: boolean;
  }[];
  now: Date;
}

export interface RateLimitSpend {
  key: string;
  max: number;
  windowMs: number;
}

export interface WriteResult {
  /** The order an earlier request with this key made (nothing was written). */
  earlier: { orderId: number; requestHash: string } | null;
  /** The customer, or the customer of the order's phone, is blocked (nothing was written). */
  blocked: boolean;
  /** Ordered products on the restaurant's stop-list (nothing was written). */
  stopped: string[];
  /** Ordered modifiers on the restaurant's stop-list (nothing was written). */
  stoppedModifiers: string[];
  /** Uses of the rate limit in its window, this one included, and when the window began. */
  count: number | null;
  windowStart: Date | null;
  /** The promo code could not be counted (used up, or the customer's limit reached, meanwhile): nothing was written, not even the rate limit. */
  promoRefused: boolean;
  /** The new order, or null when refused or when the key was taken meanwhile. */
  orderId: number | null;
  /** The points to spend were no longer on the balance (spent by another order meanwhile): nothing was written. */
  pointsShort?: boolean;
}

/**
 * The order statement (see the top of this file). It runs as a session-cached function
 * (cached-statement.ts): every parameter arrives as text, so each is cast where text would not do.
 */
export function orderStatement(o: NewOrder, limit: RateLimitSpend): SQL {
  const now = o.now.toISOString();
  const expired = new Date(o.now.getTime() - limit.windowMs).toISOString();
  // A half-and-half line orders its other half's product too: a stopped half refuses the order.
  const productIds = JSON.stringify([...new Set(o.lines.flatMap((l) => (l.half ? [l.productId, l.half.productId] : [l.productId])))]);
  const modifierIds = JSON.stringify([...new Set(o.lines.flatMap((l) => l.modifiers.filter((m) => m.count > 0).map((m) => m.id)))]);
  const lines = JSON.stringify(
    o.lines.map((l) => ({
      product_id: l.productId,
      name: l.name,
      base_price: l.basePrice,
      price_with_modifiers: l.priceWithModifiers,
      count: l.count,
      modifiers: l.modifiers,
      variant: l.variant,
      removed: l.removed,
      half: l.half,
      is_gift: l.isGift ?? false,
    })),
  );
  const promo = o.promo ?? null;
  // With a code: its row is locked (before the rate limit, so every order locks in the same order:
  // the code, then the rate limit, then the customer's points) and must still have a use left and the
  // customer's limit not reached; only then is the rate limit counted (a refused code takes no slot)
  // and the key claimed, and its use counted only once claimed. Orders without a code run a statement without these
  // steps (another text, so another cached function: docs/order-performance.md).
  // The customer's uses are counted only once the code's row is locked, by promo_customer_uses()
  // (migration 0019), whose query takes a fresh snapshot: it sees the customer's other order that
  // committed while this one waited for the lock (a subquery here would not, and both would pass).
  const promoSteps = promo
    ? sql`, promo_locked as (
      select p.code from promo_codes p, admissible
      where p.code = ${promo.code} and p.is_active and (p.total_limit is null or p.uses < p.total_limit)
      for update of p
    ), promo_allowed as (
      select code from promo_locked${
        promo.perCustomerLimit === null
          ? sql``
          : sql` where promo_customer_uses(code, ${o.customerId}, ${STATUS.cancelled}::int) < ${promo.perCustomerLimit}::int`
      }
    )`
    : sql``;
  const promoGate = promo ? sql` and exists (select 1 from promo_allowed)` : sql``;
  const points = Math.max(0, o.pointsSpent ?? 0);
  // With points: taken off the balance once the key is claimed (a retry claims nothing, so spends
  // nothing); the CHECK (points >= 0) turns a balance spent by a concurrent order into an error of
  // the whole statement (writeOrder answers pointsShort). Another text, so another cached function.
  const pointsSteps =
    points > 0
      ? sql`, points_taken as (
      update customers set points = points - ${points}::int
      where id = ${o.customerId} and exists (select 1 from claimed)
      returning points
    ), points_moved as (
      insert into loyalty_moves (customer_id, order_id, move, points, balance_after, at)
      select ${o.customerId}, placed.id, 'spend', ${-points}::int, points_taken.points, ${now}::timestamptz
      from placed, points_taken
    )`
      : sql``;
  const promoCounted = promo
    ? sql`, promo_counted as (
      update promo_codes set uses = uses + 1 where code = ${promo.code} and exists (select 1 from claimed) returning code
    )`
    : sql``;
  const discount = promo?.discount ?? 0;
  return sql`with earlier as (
      select order_id, request_hash from idempotency_keys where customer_id = ${o.customerId} and key = ${o.key}
    ), blocked as (
      select 1 from customers where blocked_at is not null and (id = ${o.customerId} or phone = ${o.phone}) limit 1
    ), stopped as (
      select product_id from stop_list
      where restaurant_id = ${o.restaurantId} and product_id in (select jsonb_array_elements_text(${productIds}::jsonb))
    ), stopped_modifiers as (
      select modifier_id from stop_list_modifiers
      where restaurant_id = ${o.restaurantId} and modifier_id in (select jsonb_array_elements_text(${modifierIds}::jsonb))
    ), admissible as (
      select 1 where not exists (select 1 from earlier) and not exists (select 1 from blocked)
        and not exists (select 1 from stopped) and not exists (select 1 from stopped_modifiers)
    )${promoSteps}, spent as (
      insert into rate_limits (key, window_start, count)
      select ${limit.key}, ${now}::timestamptz, 1 from admissible where true${promoGate}
      on conflict (key) do update set
        count = case when rate_limits.window_start <= ${expired}::timestamptz then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= ${expired}::timestamptz then ${now}::timestamptz else rate_limits.window_start end
      returning count, window_start
    ), announce_later as (
      select set_config('storefront.announce_later', 'on', true) as setting
    ), claimed as (
      insert into idempotency_keys (customer_id, key, request_hash, order_id)
      select ${o.customerId}, ${o.key}, ${o.requestHash}, nextval(pg_get_serial_sequence('orders', 'id'))
      from spent, announce_later where spent.count <= ${limit.max}::int${promoGate}
      on conflict do nothing
      returning order_id
    )${promoCounted}, placed as (
      insert into orders (id, customer_id, restaurant_id, order_type_id, channel, address, slot, name, phone, payment_type,
        payment_due_at, comment, change_from, contactless, cutlery, language, subtotal, price_of_delivery, promo_code, discount, points_spent, total, status_code, created_at)
      select order_id, ${o.customerId}, ${o.restaurantId}, ${o.orderTypeId}::int, ${o.channel}, ${o.address === null ? null : JSON.stringify(o.address)}::jsonb,
        ${o.slot === null ? null : o.slot.toISOString()}::timestamptz, ${o.name}, ${o.phone}, ${o.paymentType},
        ${o.paymentDueAt === null ? null : o.paymentDueAt.toISOString()}::timestamptz, ${o.comment}, ${o.changeFrom}::int, ${o.contactless}::boolean, ${o.cutlery}::int, ${o.language}::int,
        ${o.subtotal}::int, ${o.priceOfDelivery}::int, ${promo?.code ?? null}, ${discount}::int, ${points}::int,
        ${o.subtotal - discount - points + o.priceOfDelivery}::int, ${STATUS.received}::int, ${now}::timestamptz
      from claimed
      returning id
    ), order_lines_written as (
      insert into order_lines (order_id, product_id, name, base_price, price_with_modifiers, count, modifiers, variant, removed, half, is_gift)
      select placed.id, l.product_id, l.name, l.base_price, l.price_with_modifiers, l.count, l.modifiers, l.variant,
        coalesce(l.removed, '[]'::jsonb), l.half, l.is_gift
      from placed, jsonb_to_recordset(${lines}::jsonb)
        as l(product_id text, name jsonb, base_price integer, price_with_modifiers integer, count integer, modifiers jsonb,
          variant jsonb, removed jsonb, half jsonb, is_gift boolean)
    ), history_written as (
      insert into order_status_history (order_id, status_code, at) select id, ${STATUS.received}::int, ${now}::timestamptz from placed
    ), audit_written as (
      insert into audit_log (staff_id, actor, entity, entity_id, action, details, at)
      select ${o.placedBy?.staffId ?? null}::int, ${o.placedBy?.name ?? ""}, 'order', id::text, 'place',
        ${JSON.stringify({ channel: o.channel })}::jsonb, ${now}::timestamptz
      from placed where ${o.placedBy != null}::boolean
    )${pointsSteps}
    select json_build_object(
      'earlier', (select json_build_object('orderId', order_id, 'requestHash', request_hash) from earlier),
      'blocked', exists (select 1 from blocked),
      'stopped', (select json_agg(product_id) from stopped),
      'stopped_modifiers', (select json_agg(modifier_id) from stopped_modifiers),
      'count', (select count from spent),
      'window_start', (select window_start from spent),
      'promo_refused', ${promo ? sql`exists (select 1 from admissible) and not exists (select 1 from promo_allowed)` : sql`false`},
      'order_id', (select id from placed)
    ) as result`;
}

/** customers' CHECK (points >= 0) of migration 0018, broken by points spent twice at once. */
const POINTS_CHECK = "customers_points_not_negative";

function pointsShort(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === "23514") return constraint === POINTS_CHECK || String(message).includes(POINTS_CHECK);
  }
  return false;
}

interface Row {
  earlier: WriteResult["earlier"] | null;
  blocked: boolean;
  stopped: string[] | null;
  stopped_modifiers: string[] | null;
  count: number | null;
  window_start: string | null;
  promo_refused: boolean;
  order_id: number | null;
}

export async function writeOrder(db: Db, o: NewOrder, limit: RateLimitSpend): Promise<WriteResult> {
  let row: Row;
  try {
    [row] = await runCached<Row>(db, "storefront_place_order", orderStatement(o, limit));
  } catch (err) {
    // The statement failed whole: nothing was written, not even the rate limit.
    if (!(o.pointsSpent && pointsShort(err))) throw err;
    const none = { earlier: null, blocked: false, stopped: [], stoppedModifiers: [], count: null, windowStart: null };
    return { ...none, promoRefused: false, orderId: null, pointsShort: true };
  }
  return {
    earlier: row.earlier,
    blocked: row.blocked,
    stopped: row.stopped ?? [],
    stoppedModifiers: row.stopped_modifiers ?? [],
    count: row.count === null ? null : Number(row.count),
    windowStart: row.window_start === null ? null : new Date(row.window_start),
    promoRefused: row.promo_refused,
    orderId: row.order_id === null ? null : Number(row.order_id),
  };
}
