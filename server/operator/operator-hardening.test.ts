// The operator API's hardening: OPERATOR_TOKEN guesses are limited per address (429 with
// Retry-After, logged at warn) and compared in constant time; no answer is cached; the role is
// checked before the input (a manager gets 403, never 400, on an admin-only route, walked over the
// whole OpenAPI document); `npm run operator -- advance` sends the status it saw; a payment made
// in Telegram leaves an audit row and a step of the order.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { OperatorOrderDetail } from "../../src/contract/operator";
import type { AuditEntry } from "../../src/contract/staff";
import { advanceSeen, type Call } from "../../scripts/operator-api";
import { type BotTestApp, botTestApp } from "../bot/test/harness";
import { orders } from "../db/schema";
import { createTestApp } from "../test/test-app";
import { OTHER, type OrdersKit, ordersKit } from "./orders-test-kit";
import { tokenMatches } from "./staff-auth";

const socket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

describe("OPERATOR_TOKEN guesses", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_TOKEN: "op-secret-0123456789", OPERATOR_TOKEN_FAILURES_PER_ADDRESS: "3" });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const asToken = (token: string, address: string) =>
    t.app.request("/api/operator/me", { headers: { Authorization: `Bearer ${token}` } }, socket(address));

  it("are refused with 429 and Retry-After past the limit per address, the right token too, and logged at warn", async () => {
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    for (let i = 0; i < 3; i++) expect((await asToken(`guess-${i}`, "203.0.113.7")).status).toBe(401);
    const refused = await asToken("guess-4", "203.0.113.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
    // The right token from that address is refused as well: the answer tells a guesser nothing.
    expect((await asToken("op-secret-0123456789", "203.0.113.7")).status).toBe(429);
    // Another address is not affected; its right token works.
    expect((await asToken("op-secret-0123456789", "203.0.113.8")).status).toBe(200);
    const warnings = stderr.mock.calls.map(([line]) => JSON.parse(String(line))).filter((l) => l.level === "warn");
    expect(warnings.filter((w) => w.msg === "wrong operator token")).toHaveLength(3);
    expect(warnings.filter((w) => /too many wrong tokens/.test(w.msg))).toHaveLength(2);
    expect(warnings[0]).toMatchObject({ address: "203.0.113.7" });
    expect(JSON.stringify(warnings)).not.toContain("guess-");
  });

  it("are counted exactly when they race", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => asToken(`race-${i}`, "203.0.113.9")));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it("a right token does not use up the address's allowance", async () => {
    for (let i = 0; i < 5; i++) expect((await asToken("op-secret-0123456789", "203.0.113.10")).status).toBe(200);
    expect((await asToken("wrong", "203.0.113.10")).status).toBe(401);
  });

  it("are compared in constant time, whatever their length", () => {
    expect(tokenMatches("op-secret", "op-secret")).toBe(true);
    expect(tokenMatches("op-secre", "op-secret")).toBe(false);
    expect(tokenMatches("op-secret-and-more", "op-secret")).toBe(false);
    expect(tokenMatches("", "op-secret")).toBe(false);
  });
});

interface Operation {
  method: string;
  path: string;
}

/** The operator API's operations in the OpenAPI document, path relative to /api/operator. */
async function operatorOperations(k: OrdersKit): Promise<Operation[]> {
  const doc = (await (await k.t.get("/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/operator/"))
    .flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path: path.slice("/api/operator".length) })),
    );
}

/** What a manager may call (the rest is the chain's admins'): each must be named here. */
const MANAGER_ROUTES = new Set([
  "GET /me",
  "GET /audit",
  "GET /orders",
  "GET /orders/events",
  "GET /orders/{id}",
  "POST /orders/{id}/advance",
  "POST /orders/{id}/cancel",
  "GET /stop-list",
  "PUT /stop-list",
  "GET /restaurants",
  "PATCH /restaurants/{id}",
  "GET /links",
  "GET /board/sla",
  "PUT /board/sla/{restaurantId}",
  "GET /payments",
  "GET /payments.csv",
  "GET /customers",
  "GET /customers/{id}",
  "POST /payments/{id}/refunded",
  "GET /delivery-fiscal",
  "POST /orders",
  "GET /kitchen",
  "POST /kitchen/orders/{id}/advance",
  "PUT /kitchen/printing",
  "GET /courier",
  "POST /courier/orders/{id}/take",
  "POST /courier/orders/{id}/picked-up",
  "POST /courier/orders/{id}/delivered",
  "POST /courier/orders/{id}/assign",
  "POST /orders/{id}/courier/location",
  "GET /reports/summary",
  "GET /reports/restaurants",
  "GET /reports/products",
  "GET /reports/cancellations",
  "GET /reports/payments",
  "GET /reports/order-types",
  "GET /reports/channels",
  "GET /reports/speed",
  "GET /reports/promo-codes",
  "GET /reports/ratings",
  "GET /ratings",
]);

describe("the operator API", () => {
  let k: OrdersKit;
  beforeAll(async () => {
    k = await ordersKit();
  });
  afterAll(() => k.t.close());

  it("refuses a manager on every admin-only route before it reads the input: 403 admin_only, never 400", async () => {
    const operations = await operatorOperations(k);
    expect(operations.length).toBeGreaterThan(25);
    const managerCookie = (await k.t.signIn("+998900000002")).cookie;
    const checked: string[] = [];
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      if (MANAGER_ROUTES.has(name)) continue;
      const path = op.path.replace(/\{[^}]+\}/g, "x!y");
      for (const body of op.method === "GET" || op.method === "DELETE" ? [undefined] : ["{not json", '{"bogus":[1,2,3]}', "[]"]) {
        const res = await k.t.app.request(`/api/operator${path}?limit=-1&Language=99&vacancyId=x`, {
          method: op.method,
          headers: { Cookie: managerCookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
          body,
        });
        expect([name, res.status, ((await res.json()) as { code: string }).code]).toEqual([name, 403, "admin_only"]);
      }
      checked.push(name);
    }
    expect(checked).toEqual(expect.arrayContaining(["POST /staff", "PATCH /products/{id}", "PUT /restaurants/{id}/zone", "POST /news"]));
  });

  it("refuses another restaurant's manager before it reads the input: 403 other_restaurant", async () => {
    const managerCookie = (await k.t.signIn("+998900000002")).cookie;
    const other = await k.placed(200, OTHER);
    const calls: [string, string, string | undefined][] = [
      ["GET", `/orders/${other}?Language=99`, undefined],
      ["POST", `/orders/${other}/advance?from=x`, undefined],
      ["POST", `/orders/${other}/cancel`, '{"reason":""}'],
      ["POST", `/orders/${other}/cancel`, "{not json"],
      ["PATCH", `/restaurants/${OTHER}`, '{"opensAt":"25:99","bogus":1}'],
    ];
    for (const [method, path, body] of calls) {
      const res = await k.t.app.request(`/api/operator${path}`, {
        method,
        headers: { Cookie: managerCookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body,
      });
      expect([method, path, res.status, ((await res.json()) as { code: string }).code]).toEqual([method, path, 403, "other_restaurant"]);
    }
  });

  it("answers every GET with Cache-Control: no-store, refusals included", async () => {
    const id = await k.placed(200);
    const broadcast = (await (await k.call("/broadcasts", "admin", { method: "POST", body: { texts: { ru: "Привет" } } })).json()) as {
      id: number;
    };
    const operations = (await operatorOperations(k)).filter((op) => op.method === "GET" && !/events|backup|\/cv$/.test(op.path));
    for (const op of operations) {
      // A restaurant's screens need the restaurant when an admin asks.
      const path =
        op.path.replace(
          "{id}",
          op.path.startsWith("/customers/") ? k.customer.customerId : String(op.path.startsWith("/broadcasts/") ? broadcast.id : id),
        ) + (["/stop-list", "/kitchen", "/courier"].includes(op.path) ? "?restaurantId=mirabad" : "");
      const res = await k.call(path, "admin");
      expect([op.path, res.status, res.headers.get("cache-control")]).toEqual([op.path, 200, "no-store"]);
    }
    expect(operations.map((op) => op.path)).toContain("/staff");
    for (const who of ["manager", "nobody"] as const) {
      const refused = await k.call("/staff", who);
      expect([refused.status, refused.headers.get("cache-control")]).toEqual([who === "nobody" ? 401 : 403, "no-store"]);
    }
  });

  it("`npm run operator -- advance` sends the status it saw, so a move made meanwhile is 409, not a second step", async () => {
    const id = await k.placed(200);
    const paths: string[] = [];
    let meanwhile: (() => Promise<unknown>) | null = null;
    const call: Call = async <T>(method: string, path: string, body?: unknown) => {
      paths.push(`${method} ${path}`);
      if (method === "POST" && meanwhile) await meanwhile();
      const res = await k.call(path, "token", { method, body });
      const answer = await res.json();
      if (!res.ok) throw Object.assign(new Error(`${res.status}`), answer);
      return answer as T;
    };
    const { seen, moved } = await advanceSeen(call, String(id));
    expect([seen, moved.statusCode]).toEqual([0, 1]);
    expect(paths).toEqual([`GET /orders/${id}`, `POST /orders/${id}/advance?from=0`]);

    meanwhile = async () => k.call(`/orders/${id}/advance?from=1`, "admin", { method: "POST" });
    await expect(advanceSeen(call, String(id))).rejects.toMatchObject({ code: "status_changed" });
    const detail = (await (await k.call(`/orders/${id}`, "admin")).json()) as OperatorOrderDetail;
    expect(detail.statusCode).toBe(2); // one step by the admin, none by the CLI
  });
});

describe("a payment made in Telegram", () => {
  let b: BotTestApp;
  beforeAll(async () => {
    b = await botTestApp({ TELEGRAM_PAYMENT_PROVIDER_TOKEN: "398062629:TEST:provider", OPERATOR_TOKEN: "op-secret" });
  });
  afterAll(() => b.close());

  it("leaves an audit row by the bot, and a step of the order", async () => {
    const customer = await b.telegramCustomer(7302);
    const id = await b.placeOrder(customer);
    // An online order waiting for its payment, as tg_order stores it.
    await b.database.db.update(orders).set({ paymentType: "online", paidAt: null }).where(eq(orders.id, id));
    const [{ total }] = await b.database.db.select({ total: orders.total }).from(orders).where(eq(orders.id, id));
    await b.send({
      message: {
        message_id: 5,
        date: 0,
        chat: { id: 7302, type: "private" },
        from: { id: 7302, is_bot: false, first_name: "D" },
        successful_payment: {
          currency: "UZS",
          total_amount: total * 100,
          invoice_payload: String(id),
          telegram_payment_charge_id: "tg-charge-1",
          provider_payment_charge_id: "provider-charge-1",
        },
      },
    });
    const bearer = { headers: { Authorization: "Bearer op-secret" } };
    const audit = (await (await b.get(`/api/operator/audit?entity=order&entityId=${id}`, bearer)).json()) as AuditEntry[];
    expect(audit).toEqual([
      expect.objectContaining({
        actor: "bot",
        staffId: null,
        action: "paid",
        details: { amount: total * 100, currency: "UZS", telegramCharge: "tg-charge-1", providerCharge: "provider-charge-1" },
      }),
    ]);
    const detail = (await (await b.get(`/api/operator/orders/${id}`, bearer)).json()) as OperatorOrderDetail;
    expect(detail.steps.map((s) => [s.action, s.actor?.kind])).toEqual([
      ["placed", "customer"],
      ["paid", "bot"],
    ]);
  });
});
