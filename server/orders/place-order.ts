// Placing an order (web and Telegram alike): check everything against the database with the
// shared rules, price it from the menu, and store it whole in one statement, exactly once per
// idempotency key.
import { addressLine } from "../../src/domain/location";
import { priceLines } from "../../src/domain/order-pricing";
import { DELIVERY } from "../../src/domain/order-type";
import { DEFAULT_PAYMENT_WINDOW_MINUTES, isOnline } from "../../src/domain/payment";
import { isOfferedSlot } from "../../src/domain/slots";
import { closedNowMessage, hoursOf } from "../catalog/restaurant-hours";
import { isInZone } from "../../src/domain/zones";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { restaurants as restaurantsTable } from "../db/schema";
import type { OrderBody } from "../../src/contract/order";
import { ApiError, badRequest } from "../http/errors";
import { type PaymentSettings, paymentDueAt, takenMethods } from "../payments/checkout";
import { refuseOverLimit } from "../http/rate-limit";
import { cachedCatalog, type Catalog } from "./catalog";
import { replayedOrder, requestHash, sameOrder } from "./idempotency";
import type { AuditActor } from "../audit/audit";
import { type OrderChannel, orderAnnouncer, writeOrder } from "./order-statements";
import { invalidProducts, stoppedModifiersError } from "./refused-lines";
import { customerBlocked } from "./blocked-customer";
import { type OrderPromo, orderPromo } from "./promo-order";
import { checkPromoCode, promoInvalid } from "./promo-check";
import { orderPoints, pointsNotEnough } from "./points-order";

/** New orders one customer may place in 10 minutes, unless configured otherwise. */
export const ORDERS_PER_WINDOW = 20;

const unprocessable = (code: string, message: string, fields?: Record<string, string>) => new ApiError(422, code, message, fields);

export interface PlaceOrderInput {
  customerId: string;
  channel: OrderChannel;
  key: string;
  /** The body as its route's schema understood it (phone normalised, defaults filled). */
  body: OrderBody;
  now?: Date;
  limit?: number;
  /** Staff placing it for a caller (channel phone): named in the order's audit row, written with the order. */
  placedBy?: AuditActor;
}

export type OrderPlacer = (input: PlaceOrderInput) => Promise<{ orderId: number; replayed: boolean }>;

/**
 * Places orders against `db`, with the catalog cached per process (see catalog.ts). With
 * `payments`, a method the restaurant does not take now is refused (422 payment_method_off).
 */
export function orderPlacer(db: Db, catalog = cachedCatalog(db), payments?: PaymentSettings): OrderPlacer {
  const announce = orderAnnouncer(db);
  return (input) => placeOrder(db, catalog, announce, input, payments);
}

/** The name of a product of a priced line: priceLines() prices only the catalog's products. */
function productName({ products }: Catalog, productId: string) {
  const product = products.get(productId);
  if (!product) throw new Error(`Priced product ${productId} is not in the catalog`);
  return product.name;
}

/**
 * 422 payment_method_off for an online method this server or restaurant does not take now. Read
 * fresh (not from the cached catalog): a restaurant switching a method off counts at once, in
 * every process. Cash and card are always taken.
 */
async function checkPaymentMethod(db: Db, body: OrderBody, payments: PaymentSettings | undefined) {
  if (!payments || !isOnline(body.paymentType)) return;
  const [row] = await db
    .select({ onlinePaymentsOff: restaurantsTable.onlinePaymentsOff })
    .from(restaurantsTable)
    .where(eq(restaurantsTable.id, body.restaurantId));
  if (row && takenMethods(payments, row).includes(body.paymentType)) return;
  throw unprocessable("payment_method_off", `This restaurant does not take ${body.paymentType} payments now: choose another way to pay`, {
    paymentType: "not taken by this restaurant now",
  });
}

/** The restaurant and the priced lines, or the reason the order cannot be placed as it is. */
function checkOrder(body: OrderBody, catalog: Catalog, now: Date) {
  const { restaurants, products } = catalog;
  const restaurant = restaurants.get(body.restaurantId);
  if (!restaurant)
    throw badRequest("unknown_restaurant", `Unknown restaurant: ${body.restaurantId}`, { restaurantId: "no such restaurant" });
  if (!restaurant.isActive)
    throw unprocessable("restaurant_inactive", "This restaurant does not take orders at the moment", { restaurantId: "not taking orders" });
  if (body.orderTypeId === DELIVERY) {
    // The order schema refuses a delivery without an address.
    if (!body.address) throw new Error("A delivery order without an address passed the order schema");
    const { longitude, latitude } = body.address;
    if (!restaurant.zone || !isInZone(restaurant.zone, longitude, latitude)) {
      throw unprocessable("outside_zone", "This restaurant does not deliver to this address", { address: "outside the delivery zone" });
    }
  }
  // Its day's exception and a temporary close count (src/domain/opening-hours.ts).
  const hours = hoursOf(restaurant);
  const closedNow = body.slot === null ? closedNowMessage(restaurant, now) : null;
  if (closedNow) throw unprocessable("restaurant_closed", closedNow, { slot: "the restaurant is closed now" });
  if (body.slot !== null && !isOfferedSlot(hours, body.slot, now)) {
    throw unprocessable("invalid_slot", "This time slot is not available: choose another one", { slot: "not an available slot" });
  }
  // The stop-list is checked by the statement that stores the order (it is not cached).
  const priced = priceLines(body.products, products, new Set(), catalog.halfPricing);
  if (priced.problems.length) throw invalidProducts(body, catalog, priced.problems);
  return { restaurant, priced };
}

/** The courier brings change from the customer's note: a note below the bill (after the promo code's discount and the points) cannot pay it. */
function checkChange(body: OrderBody, total: number) {
  if (body.paymentType === "cash" && body.changeFrom !== null && body.changeFrom < total) {
    throw unprocessable(
      "change_below_total",
      `Change from ${body.changeFrom} is less than the order's total of ${total}: give a larger note`,
      {
        changeFrom: "less than the order's total",
      },
    );
  }
}

async function placeOrder(
  db: Db,
  catalog: () => Promise<Catalog>,
  announce: (orderId: number) => Promise<void>,
  input: PlaceOrderInput,
  payments: PaymentSettings | undefined,
): Promise<{ orderId: number; replayed: boolean }> {
  const body = input.body;
  // The fingerprint is of the order as understood (phone normalised, defaults filled), so the same
  // order written slightly differently is still the same order.
  const hash = requestHash(body);
  const now = input.now ?? new Date();
  const menu = await catalog();
  let checked: ReturnType<typeof checkOrder>;
  let promo: OrderPromo | null;
  let points: number;
  try {
    checked = checkOrder(body, menu, now);
    promo = await orderPromo(db, menu, body, input.customerId, checked.priced.subtotal, now);
    const items = checked.priced.subtotal - (promo?.promo.discount ?? 0);
    points = await orderPoints(db, input.customerId, body.pointsToSpend, items);
    const delivery = body.orderTypeId === DELIVERY ? checked.restaurant.priceOfDelivery : 0;
    checkChange(body, items - points + delivery);
    await checkPaymentMethod(db, body, payments);
  } catch (err) {
    // A retry of an order placed earlier is answered with it, even if it could not be placed now.
    const earlier = err instanceof ApiError ? await replayedOrder(db, input.customerId, input.key, hash) : null;
    if (earlier !== null) return { orderId: earlier, replayed: true };
    throw err;
  }
  const { restaurant, priced } = checked;
  // Only orders that would be placed count against the limit (not retries, not refusals).
  const limit = {
    key: `order:${input.customerId}`,
    max: input.limit ?? ORDERS_PER_WINDOW,
    windowMs: 10 * 60_000,
    message: "Too many orders in a short time: please wait a few minutes",
  };
  const written = await writeOrder(
    db,
    {
      customerId: input.customerId,
      key: input.key,
      requestHash: hash,
      restaurantId: restaurant.id,
      orderTypeId: body.orderTypeId,
      channel: input.channel,
      placedBy: input.placedBy ?? null,
      // The line carries the house: "Shahrisabz ko‘chasi" + "16" is stored as "Shahrisabz ko‘chasi, 16".
      address: body.address && { ...body.address, address: addressLine(body.address.address, body.address.house) },
      slot: body.slot ? new Date(body.slot) : null,
      name: body.name,
      phone: body.phone,
      paymentType: body.paymentType,
      paymentDueAt: isOnline(body.paymentType) ? paymentDueAt(payments ?? { windowMinutes: DEFAULT_PAYMENT_WINDOW_MINUTES }, now) : null,
      comment: body.comment,
      changeFrom: body.paymentType === "cash" ? body.changeFrom : null,
      contactless: body.orderTypeId === DELIVERY && body.contactless,
      cutlery: body.cutlery,
      language: body.language,
      subtotal: priced.subtotal,
      priceOfDelivery: body.orderTypeId === DELIVERY ? restaurant.priceOfDelivery : 0,
      promo: promo?.promo ?? null,
      pointsSpent: points,
      lines: [...priced.lines.map((l) => ({ ...l, name: productName(menu, l.productId) })), ...(promo?.gift ? [promo.gift] : [])],
      now,
    },
    limit,
  );
  if (written.earlier) return { orderId: sameOrder(written.earlier, hash), replayed: true };
  if (written.pointsShort) {
    // Another order spent the points meanwhile; or this key's own first request, which then answers.
    const earlier = await replayedOrder(db, input.customerId, input.key, hash);
    if (earlier !== null) return { orderId: earlier, replayed: true };
    throw pointsNotEnough(null);
  }
  // Checked by the statement (one round trip less): a retry of an order placed before the block is answered above.
  if (written.blocked) throw customerBlocked();
  if (written.stopped.length)
    throw invalidProducts(body, menu, priceLines(body.products, menu.products, new Set(written.stopped), menu.halfPricing).problems);
  if (written.stoppedModifiers.length) throw stoppedModifiersError(body, menu, new Set(written.stoppedModifiers));
  if (written.promoRefused) {
    // The last use went meanwhile; or to this key's own first request, which then answers.
    const earlier = await replayedOrder(db, input.customerId, input.key, hash);
    if (earlier !== null) return { orderId: earlier, replayed: true };
    const { result } = await checkPromoCode(db, {
      code: promo?.promo.code ?? "",
      customerId: input.customerId,
      subtotal: priced.subtotal,
      restaurantId: restaurant.id,
      now,
    });
    throw promoInvalid(result.ok ? { kind: "usedUp" } : result.refusal);
  }
  // Neither an earlier order, sold-out products nor a refused code: the statement spent the rate limit.
  if (written.count === null || written.windowStart === null) throw new Error("The order statement returned no rate-limit count");
  refuseOverLimit(limit, written.count, written.windowStart, now);
  if (written.orderId !== null) {
    // Stored and committed: now wake the trackers, the boards and the bot (see order-statements.ts).
    await announce(written.orderId);
    return { orderId: written.orderId, replayed: false };
  }
  // Another request with the same key stored its order first: answer with that one.
  const orderId = await replayedOrder(db, input.customerId, input.key, hash);
  if (orderId === null) throw new Error(`The Idempotency-Key ${input.key} was taken, but no order is stored under it`);
  return { orderId, replayed: true };
}
