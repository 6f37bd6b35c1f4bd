// The staff console's browser tests: signing staff in on the console's page, and customers'
// orders placed through the API (a pickup of mozzarella sticks, ASAP, at the business clock's midday).
import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import type { StaffRole } from "../../src/domain/staff-roles";
import { E2E_OPERATOR_TOKEN } from "./server";
import { codeFromLog, loggedCodes } from "./sign-in";

export const DEMO_ADMIN = "+998900000001";
/** The demo manager of the "mirabad" restaurant. */
export const DEMO_MANAGER = "+998900000002";

/**
 * A staff member of the calling test file's own, added with the operator token; answers their
 * phone. Files that share the suite's server sign in their own staff, never the demo admin's
 * phone: while one file's code is unused, another file asking for the same phone is refused
 * (one code a minute) or takes the first file's code from the log.
 */
export async function addStaff(baseUrl: string, member: { name: string; role: StaffRole; restaurantId?: string }): Promise<string> {
  const phone = `+99890${randomInt(1_000_000, 10_000_000)}`;
  const res = await fetch(`${baseUrl}/api/operator/staff`, {
    method: "POST",
    headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ phone, ...member }),
  });
  if (res.status !== 201) throw new Error(`POST /api/operator/staff answered ${res.status}: ${await res.text()}`);
  return phone;
}

/** Signs a staff member in on the console's sign-in screen (English). */
export async function signInToConsole(page: Page, logFile: string, phone: string) {
  await page.getByLabel("Phone number").fill(phone.replace(/^\+998/, "8 "));
  const before = loggedCodes(logFile, phone);
  await page.getByRole("button", { name: "Get the code" }).click();
  await page.getByLabel("Code").waitFor();
  await page.getByLabel("Code").fill(await codeFromLog(logFile, phone, undefined, before));
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("ops-who").waitFor();
}

export interface Customer {
  bearer: string;
  cookie: string;
}

/** A customer signed in through the real endpoints, with their main-API token. */
export async function customer(baseUrl: string, logFile: string, phone: string): Promise<Customer> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const before = loggedCodes(logFile, phone);
  const sent = await post("/api/auth/code", { phone });
  if (sent.status !== 200) throw new Error(`POST /api/auth/code answered ${sent.status}`);
  const verified = await post("/api/auth/verify", { phone, code: await codeFromLog(logFile, phone, undefined, before) });
  if (verified.status !== 200) throw new Error(`POST /api/auth/verify answered ${verified.status}`);
  const cookie = (verified.headers.get("set-cookie") ?? "").split(";")[0];
  const { token } = (await (await fetch(`${baseUrl}/api/token`, { headers: { Cookie: cookie } })).json()) as { token: string };
  return { bearer: token, cookie };
}

/** Places a pickup order at a restaurant (ASAP) and answers its id. */
export async function placeOrder(baseUrl: string, who: Customer, restaurantId: string, comment: string): Promise<number> {
  const res = await postPickup(baseUrl, who, {
    restaurantId,
    products: [{ id: "cheese-sticks", count: 1 }],
    name: "Dilnoza",
    phone: "+998 90 123 45 67",
    comment,
  });
  const data = (await res.json()) as { orderId?: number };
  if (res.status !== 201 || !data.orderId) throw new Error(`POST /api/delivery/Create answered ${res.status}: ${JSON.stringify(data)}`);
  return data.orderId;
}

export interface PickupOrder {
  restaurantId: string;
  products: { id: string; count: number }[];
  name: string;
  phone: string;
  comment?: string;
  promoCode?: string;
}

/** POST /api/delivery/Create as the customer: a pickup, ASAP, paid in cash, in English; answers the response. */
export function postPickup(baseUrl: string, who: Customer, order: PickupOrder): Promise<Response> {
  const { products, ...rest } = order;
  return fetch(`${baseUrl}/api/delivery/Create`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${who.bearer}`, "Idempotency-Key": randomUUID() },
    body: JSON.stringify({
      orderTypeId: 200,
      address: null,
      slot: null,
      products: products.map((p) => ({ ...p, modifiers: [] })),
      paymentType: "cash",
      language: 3,
      ...rest,
    }),
  });
}

/** The order as its customer's tracker reads it. */
export async function tracked(
  baseUrl: string,
  who: Customer,
  orderId: number,
): Promise<{ statusCode: number; cancelReason?: string | null }> {
  const res = await fetch(`${baseUrl}/api/delivery/Get?orderId=${orderId}`, { headers: { Authorization: `Bearer ${who.bearer}` } });
  return (await res.json()) as { statusCode: number; cancelReason?: string | null };
}
