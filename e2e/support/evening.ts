// An evening's orders for the board's browser test: many customers' pickups at two restaurants,
// placed through the real API, and moved along or cancelled with the operator token.
import { randomUUID } from "node:crypto";
import { type Customer, customer } from "./ops";
import { E2E_OPERATOR_TOKEN } from "./server";

export interface Placed {
  orderId: number;
  restaurantId: string;
  name: string;
  phone: string;
}

/** Asks for a pickup (cash, ASAP, cheese sticks) as `who` with this name and phone; answers the status and the order's id or the refusal's code. */
export async function tryPlaceAs(
  baseUrl: string,
  who: Customer,
  restaurantId: string,
  name: string,
  phone: string,
  more: { comment?: string } = {},
): Promise<{ status: number; orderId?: number; code?: string }> {
  const res = await fetch(`${baseUrl}/api/delivery/Create`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${who.bearer}`, "Idempotency-Key": randomUUID() },
    body: JSON.stringify({
      orderTypeId: 200,
      restaurantId,
      address: null,
      slot: null,
      products: [{ id: "cheese-sticks", count: 1, modifiers: [] }],
      name,
      phone,
      paymentType: "cash",
      ...more,
      language: 3,
    }),
  });
  return { status: res.status, ...((await res.json()) as { orderId?: number; code?: string }) };
}

/** Places a pickup (cash, ASAP) as `who`. */
export async function placeAs(baseUrl: string, who: Customer, restaurantId: string, name: string, phone: string): Promise<number> {
  const { status, ...data } = await tryPlaceAs(baseUrl, who, restaurantId, name, phone, { comment: "" });
  if (status !== 201 || !data.orderId) throw new Error(`POST /api/delivery/Create answered ${status}: ${JSON.stringify(data)}`);
  return data.orderId;
}

/** Runs fn over items, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]);
      }
    }),
  );
  return out;
}

/** Places `count` orders, guest i at restaurantIds[i % n]; guest i is "Guest i", +998 91 000 NN NN. */
export async function placeMany(baseUrl: string, logFile: string, count: number, restaurantOf: (i: number) => string): Promise<Placed[]> {
  const buyer = await customer(baseUrl, logFile, "+998907770300");
  return inParallel(
    Array.from({ length: count }, (_, i) => i + 1),
    4,
    async (i) => {
      const restaurantId = restaurantOf(i);
      const name = `Guest ${i}`;
      const phone = `+998 91 000 ${String(Math.floor(i / 100) % 100).padStart(2, "0")} ${String(i % 100).padStart(2, "0")}`;
      return { orderId: await placeAs(baseUrl, buyer, restaurantId, name, phone), restaurantId, name, phone };
    },
  );
}

/** Places `count` orders: two in three at `main`, the rest at `other`. */
export const placeEvening = (baseUrl: string, logFile: string, count: number, main: string, other: string) =>
  placeMany(baseUrl, logFile, count, (i) => (i % 3 === 0 ? other : main));

/** Places one order with this name and phone at a restaurant. */
export async function placeOne(baseUrl: string, logFile: string, restaurantId: string, name: string, phone: string): Promise<number> {
  return placeAs(baseUrl, await customer(baseUrl, logFile, "+998907770301"), restaurantId, name, phone);
}

const operator = (baseUrl: string, path: string, body: unknown = {}) =>
  fetch(`${baseUrl}/api/operator${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  }).then(async (res) => {
    if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  });

/** Moves each order on `steps` times (1: confirmed, 2: cooking, 4: a pickup completed). */
export const advance = (baseUrl: string, ids: number[], steps: number) =>
  inParallel(ids, 4, async (id) => {
    for (let s = 0; s < steps; s++) await operator(baseUrl, `/orders/${id}/advance`);
  });

export const cancel = (baseUrl: string, ids: number[], reason: string) =>
  inParallel(ids, 4, (id) => operator(baseUrl, `/orders/${id}/cancel`, { reason }));
