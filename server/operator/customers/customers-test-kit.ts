// What the customers API tests share: an app with the operator token and a bot token (Telegram
// customers), the demo admin and Mirabad's manager, customers signed in on the web or in Telegram
// placing real orders, and an order's facts set straight in the database (status, total, time) as
// its life would leave them.
import { sign } from "@telegram-apps/init-data-node";
import { sql } from "drizzle-orm";
import { DEMO_ADMIN_PHONE, DEMO_MANAGER_PHONE } from "../../db/seed/staff";
import { createTestApp } from "../../test/test-app";
import { mirabad, plain, type Who } from "../orders-test-kit";

const BOT_TOKEN = "123456:TEST-bot-token-for-customers";

export async function customersKit() {
  const t = await createTestApp({ OPERATOR_TOKEN: "op-secret", TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_AUTH_MAX_AGE: "3600" });
  const cookies: Record<string, string> = {
    admin: (await t.signIn(DEMO_ADMIN_PHONE)).cookie,
    manager: (await t.signIn(DEMO_MANAGER_PHONE)).cookie,
    stranger: (await t.signIn("+998901000076")).cookie,
  };
  let n = 0;

  /** Calls the operator API as `who`; a body is sent as JSON. */
  const call = (path: string, who: Who, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...init.headers, ...(init.body === undefined ? {} : { "Content-Type": "application/json" }) };
    if (who === "token") headers.Authorization = "Bearer op-secret";
    else if (who !== "nobody") headers.Cookie = cookies[who];
    return t.app.request(`/api/operator${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  };

  /** A pickup order's body (cash) at `restaurantId`. */
  const orderBody = (restaurantId: string, name: string, phone: string) => ({
    orderTypeId: 200,
    restaurantId,
    address: null,
    products: [{ id: plain.id, count: 1, modifiers: [] }],
    name,
    phone,
    paymentType: "cash",
  });

  /** A customer signed in on the web, placing orders as themselves. */
  async function webCustomer(phone: string, name: string) {
    const { customerId, auth } = await t.signIn(phone);
    const place = async (restaurantId = mirabad.id, opts: { key?: string; phone?: string } = {}) => {
      const res = await t.app.request("/api/delivery/Create", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": opts.key ?? `cust-${++n}`, ...auth },
        body: JSON.stringify(orderBody(restaurantId, name, opts.phone ?? phone)),
      });
      return { status: res.status, ...((await res.json()) as { orderId: number; code?: string; error?: string }) };
    };
    return { customerId, place };
  }

  /** A customer of the mini-app (Telegram init data signed with the bot's token). */
  async function telegramCustomer(tgId: number, orderName: string, orderPhone: string) {
    const initData = sign({ user: { id: tgId, first_name: "Tg", last_name: `User${tgId}`, language_code: "uz" } }, BOT_TOKEN, new Date());
    const res = await t.app.request("/api/auth/telegram", { method: "POST", headers: { Authorization: `tma ${initData}` } });
    const { customerId } = (await res.json()) as { customerId: string };
    const cookie = res.headers.get("set-cookie")?.split(";")[0] ?? "";
    const hash = (await (await t.get("/api/hash", { headers: { Cookie: cookie } })).json()) as Record<string, string>;
    const place = async (restaurantId = mirabad.id, key = `tg-${++n}`) => {
      const placed = await t.app.request("/api/tg_order", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": key, "X-Telegram-Auth": hash["X-Telegram-Auth"] },
        body: JSON.stringify(orderBody(restaurantId, orderName, orderPhone)),
      });
      return { status: placed.status, ...((await placed.json()) as { orderId: number; code?: string }) };
    };
    return { customerId, place };
  }

  /** The admin takes an order by phone for `phone` in the console (POST /api/operator/orders). */
  const phoneOrder = async (phone: string, key = `phone-${++n}`) => {
    const res = await call("/orders", "admin", {
      method: "POST",
      body: orderBody(mirabad.id, "Caller", phone),
      headers: { "Idempotency-Key": key },
    });
    return { status: res.status, ...((await res.json()) as { orderId: number; code?: string }) };
  };

  /** Sets what an order's life would have: its status, total (so'm) and when it was placed. */
  const setOrder = (id: number, facts: { status: number; total: number; at: string }) =>
    t.database.db.execute(
      sql`update orders set status_code = ${facts.status}, total = ${facts.total}, created_at = ${facts.at}::timestamptz where id = ${id}`,
    );

  /** A ledger row for an order (performed; refunded or not). */
  let tx = 0;
  const pay = (orderId: number, refund: "refunded" | null) =>
    t.database.db.execute(sql`insert into payments (provider, provider_tx_id, order_id, amount, state, refund)
      values ('payme', ${`cust-tx-${++tx}`}, ${orderId}, 100, 'performed', ${refund})`);

  return { t, call, webCustomer, telegramCustomer, phoneOrder, setOrder, pay };
}

export type CustomersKit = Awaited<ReturnType<typeof customersKit>>;
