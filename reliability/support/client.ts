// HTTP for the fault tests: one connection per request (no keep-alive pool), so a dropped
// connection hits exactly one request; sign-in through the real endpoints; a valid order body.
import http from "node:http";
import { randomInt, randomUUID } from "node:crypto";
import { codeFromLog } from "../../e2e/support/sign-in";
import { deliverySlots, isOpenAt, type RestaurantHours } from "../../src/domain/slots";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: unknown;
  ms: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
}

/** Rejects on a connection error, a cut answer or the timeout (err.code says which). */
export function request(baseUrl: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const started = performance.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, {
      method: options.method ?? "GET",
      agent: false,
      headers: { ...(payload ? { "Content-Type": "application/json" } : {}), ...options.headers },
      timeout: options.timeoutMs ?? 10_000,
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })));
    req.on("error", reject);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (d: Buffer) => chunks.push(d));
      res.on("error", reject);
      res.on("aborted", () => reject(Object.assign(new Error("answer cut off"), { code: "ECONNRESET" })));
      res.on("end", () => {
        if (!res.complete) return reject(Object.assign(new Error("answer cut off"), { code: "ECONNRESET" }));
        const text = Buffer.concat(chunks).toString("utf8");
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode!, headers: res.headers, text, json, ms: performance.now() - started });
      });
    });
    req.end(payload);
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh Uzbek number (90 + 7 random digits). */
export const randomPhone = () => `+99890${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;

export interface Customer {
  phone: string;
  customerId: string;
  auth: { Authorization: string };
}

/** Signs a phone in through the real endpoints; the code is read from the server's log. */
export async function signIn(baseUrl: string, logFile: string, phone = randomPhone()): Promise<Customer> {
  const sent = await request(baseUrl, "/api/auth/code", { method: "POST", body: { phone } });
  if (sent.status !== 200) throw new Error(`POST /api/auth/code answered ${sent.status}: ${sent.text}`);
  const code = await codeFromLog(logFile, phone);
  const verified = await request(baseUrl, "/api/auth/verify", { method: "POST", body: { phone, code } });
  if (verified.status !== 200) throw new Error(`POST /api/auth/verify answered ${verified.status}: ${verified.text}`);
  const cookie = String(verified.headers["set-cookie"]?.[0] ?? "").split(";")[0];
  const token = await request(baseUrl, "/api/token", { headers: { Cookie: cookie } });
  const { token: bearer, customerId } = token.json as { token: string; customerId: string };
  return { phone, customerId, auth: { Authorization: `Bearer ${bearer}` } };
}

export const STICKS_PRICE = 35_000;

interface RestaurantRow extends RestaurantHours {
  id: string;
  isActive: boolean;
}

/** A restaurant as the wire sends it: its hours under the spec's names. */
interface WireRestaurant {
  id: string;
  isActive: boolean;
  starTime: string;
  endTime: string;
  deliveryDuration: number;
}

/**
 * Pickup orders that the demo chain accepts at the moment each is made (real clock): ASAP at an
 * active restaurant open now, else its first offered slot today. `tag` goes into the comment.
 */
export async function orderFactory(baseUrl: string) {
  const res = await request(baseUrl, "/api/restaurants/List");
  const restaurants: RestaurantRow[] = (res.json as WireRestaurant[])
    .filter((r) => r.isActive)
    .map((r) => ({ id: r.id, isActive: r.isActive, opensAt: r.starTime, closesAt: r.endTime, deliveryDuration: r.deliveryDuration }));
  return (tag: string, count = 1 + randomInt(0, 3)) => {
    const now = new Date(Date.now() + 60_000); // a minute of margin for the stream's duration
    const open = restaurants.find((r) => isOpenAt(r, now) && isOpenAt(r, new Date()));
    const withSlot = open ? null : restaurants.find((r) => deliverySlots(r, now).length > 0);
    const restaurant = open ?? withSlot;
    if (!restaurant) throw new Error("no demo restaurant takes orders now");
    return {
      orderTypeId: 200,
      restaurantId: restaurant.id,
      address: null,
      slot: open ? null : deliverySlots(restaurant, now)[0].start,
      products: [{ id: "cheese-sticks", count, modifiers: [] }],
      name: "Reliability",
      phone: "+998 90 123 45 67",
      paymentType: "cash",
      comment: tag,
      language: 3,
    };
  };
}

export type OrderBody = ReturnType<Awaited<ReturnType<typeof orderFactory>>>;

export const newKey = () => randomUUID();

export interface PlaceResult {
  orderId: number;
  attempts: number;
  connectionErrors: number;
}

/**
 * Places one order, retrying with the same Idempotency-Key on connection errors and 503s
 * (at most `attempts` times, `deadlineMs` in all). Any other answer than 201 is thrown.
 */
export async function placeWithRetry(
  baseUrl: string,
  customer: Customer,
  key: string,
  body: unknown,
  { attempts = 12, deadlineMs = 60_000, timeoutMs = 10_000 } = {},
): Promise<PlaceResult> {
  const deadline = Date.now() + deadlineMs;
  let connectionErrors = 0;
  for (let i = 1; i <= attempts && Date.now() < deadline; i++) {
    try {
      const res = await request(baseUrl, "/api/delivery/Create", {
        method: "POST",
        headers: { ...customer.auth, "Idempotency-Key": key },
        body,
        timeoutMs,
      });
      if (res.status === 201) return { orderId: (res.json as { orderId: number }).orderId, attempts: i, connectionErrors };
      if (res.status !== 503) throw Object.assign(new Error(`Create answered ${res.status}: ${res.text}`), { fatal: true });
    } catch (err) {
      if ((err as { fatal?: boolean }).fatal) throw err;
      connectionErrors++;
    }
    await sleep(Math.min(1000, 20 * 2 ** i));
  }
  throw new Error(`order ${key} not placed after ${attempts} attempts (${connectionErrors} connection errors)`);
}
