// Placing an order (web and Telegram alike): check everything against the database with the
// shared rules, price it from the menu, and store it whole in one transaction, exactly once per
// idempotency key.
import { eq, inArray } from "drizzle-orm";
import type { Localized } from "../../src/domain/localized";
import { priceLines, type LineProblem, type PricingProduct } from "../../src/domain/order-pricing";
import { isOfferedSlot, isOpenAt } from "../../src/domain/slots";
import { isInZone } from "../../src/domain/zones";
import type { Db } from "../db/client";
import { idempotencyKeys, modifiers, orderLines, orders, orderStatusHistory, products, restaurants, stopList } from "../db/schema";
import { ApiError, badRequest, parseInput } from "../http/errors";
import { spend } from "../http/rate-limit";
import { replayedOrder, requestHash } from "./idempotency";

/** New orders one customer may place in 10 minutes, unless configured otherwise. */
export const ORDERS_PER_WINDOW = 20;
import { orderBody, type OrderBody } from "./order-input";

const unprocessable = (code: string, message: string, fields?: Record<string, string>) => new ApiError(422, code, message, fields);

function describeLineProblem(p: LineProblem): [string, string] {
  const at = `products.${p.index}`;
  if (p.kind === "unknownProduct") return [at, "is not on the menu"];
  if (p.kind === "stopped") return [at, "is sold out at this restaurant today"];
  if (p.kind !== "modifiers") return [at, "cannot be ordered"];
  const first = p.problems[0];
  const where = `${at}.modifiers`;
  switch (first.kind) {
    case "missingRequired":
      return [where, `must include the required modifier ${first.modifierId} once`];
    case "tooMany":
      return [where, `${first.modifierId} can be taken at most ${first.max} times`];
    case "unknown":
      return [where, `${first.modifierId} is not offered for this product`];
    default:
      return [where, `${first.modifierId} has an invalid count`];
  }
}

async function loadPricing(db: Db, body: OrderBody) {
  const ids = [...new Set(body.products.map((p) => p.id))];
  const [productRows, modifierRows, stoppedRows] = await Promise.all([
    db.select().from(products).where(inArray(products.id, ids)),
    db.select().from(modifiers).where(inArray(modifiers.productId, ids)),
    db.select({ productId: stopList.productId }).from(stopList).where(eq(stopList.restaurantId, body.restaurantId)),
  ]);
  const map = new Map<string, PricingProduct<Localized> & { name: Localized }>();
  for (const p of productRows) map.set(p.id, { id: p.id, price: p.price, isActive: p.isActive, name: p.name, modifiers: [] });
  for (const m of modifierRows) map.get(m.productId)?.modifiers.push(m);
  return { products: map, stopped: new Set(stoppedRows.map((s) => s.productId)) };
}

export async function placeOrder(
  db: Db,
  input: { customerId: string; channel: "web" | "telegram"; key: string; body: unknown; now?: Date; limit?: number },
): Promise<{ orderId: number; replayed: boolean }> {
  const body = parseInput(orderBody, input.body);
  // The fingerprint is of the order as understood (phone normalised, defaults filled), so the same
  // order written slightly differently is still the same order.
  const hash = requestHash(body);
  const earlier = await replayedOrder(db, input.customerId, input.key, hash);
  if (earlier !== null) return { orderId: earlier, replayed: true };

  const now = input.now ?? new Date();
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, body.restaurantId));
  if (!restaurant) throw badRequest("unknown_restaurant", `Unknown restaurant: ${body.restaurantId}`, { restaurantId: "no such restaurant" });
  if (!restaurant.isActive) throw unprocessable("restaurant_inactive", "This restaurant does not take orders at the moment", { restaurantId: "not taking orders" });
  if (body.orderTypeId === 0) {
    const { longitude, latitude } = body.address!;
    if (!restaurant.zone || !isInZone(restaurant.zone, longitude, latitude)) {
      throw unprocessable("outside_zone", "This restaurant does not deliver to this address", { address: "outside the delivery zone" });
    }
  }
  const hours = { starTime: restaurant.opensAt, endTime: restaurant.closesAt, deliveryDuration: restaurant.deliveryDuration };
  if (body.slot === null && !isOpenAt(hours, now)) {
    throw unprocessable("restaurant_closed", `The restaurant is closed now: it works ${restaurant.opensAt}–${restaurant.closesAt}. Choose a time slot.`, { slot: "the restaurant is closed now" });
  }
  if (body.slot !== null && !isOfferedSlot(hours, body.slot, now)) {
    throw unprocessable("invalid_slot", "This time slot is not available: choose another one", { slot: "not an available slot" });
  }

  const pricing = await loadPricing(db, body);
  const priced = priceLines(body.products, pricing.products, pricing.stopped);
  if (priced.problems.length) {
    const fields = Object.fromEntries(priced.problems.map(describeLineProblem));
    const [field, problem] = describeLineProblem(priced.problems[0]);
    throw unprocessable("invalid_products", `Some products cannot be ordered: ${field} ${problem}`, fields);
  }
  const priceOfDelivery = body.orderTypeId === 0 ? restaurant.priceOfDelivery : 0;
  // Only orders that would be placed count (a retry of an earlier one was answered above).
  await spend(db, { key: `order:${input.customerId}`, max: input.limit ?? ORDERS_PER_WINDOW, windowMs: 10 * 60_000, message: "Too many orders in a short time: please wait a few minutes" }, now);

  try {
    const orderId = await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          customerId: input.customerId,
          restaurantId: restaurant.id,
          orderTypeId: body.orderTypeId,
          channel: input.channel,
          address: body.address,
          slot: body.slot ? new Date(body.slot) : null,
          name: body.name,
          phone: body.phone,
          paymentType: body.paymentType,
          comment: body.comment,
          language: body.language,
          subtotal: priced.subtotal,
          priceOfDelivery,
          total: priced.subtotal + priceOfDelivery,
          statusCode: 0,
          createdAt: now,
        })
        .returning({ id: orders.id });
      await tx.insert(orderLines).values(
        priced.lines.map((l) => ({
          orderId: order.id,
          productId: l.productId,
          name: pricing.products.get(l.productId)!.name,
          basePrice: l.basePrice,
          priceWithModifiers: l.priceWithModifiers,
          count: l.count,
          modifiers: l.modifiers,
        })),
      );
      await tx.insert(orderStatusHistory).values({ orderId: order.id, statusCode: 0, at: now });
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ customerId: input.customerId, key: input.key, requestHash: hash, orderId: order.id })
        .onConflictDoNothing()
        .returning({ orderId: idempotencyKeys.orderId });
      // Another request with the same key committed first: undo ours and answer with theirs.
      if (claimed.length === 0) throw new KeyTaken();
      return order.id;
    });
    return { orderId, replayed: false };
  } catch (err) {
    if (!(err instanceof KeyTaken)) throw err;
    const orderId = await replayedOrder(db, input.customerId, input.key, hash);
    return { orderId: orderId!, replayed: true };
  }
}

class KeyTaken extends Error {}
