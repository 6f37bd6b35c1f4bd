// Online payment inside Telegram: tg_order with paymentType online answers an invoice link,
// pre_checkout_query is answered after checking the order, successful_payment marks it paid once.
import { sign } from "@telegram-apps/init-data-node";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments } from "../db/schema";
import { TOKEN_ACTOR } from "../operator/staff-auth";
import { cancelOrder } from "../orders/transitions";
import { FAKE_TOKEN } from "./test/fake-bot-api";
import { type BotTestApp, botTestApp, mirabad, OPERATORS, plain } from "./test/harness";

const PROVIDER = "398062629:TEST:provider";
const USER = 7301;
let t: BotTestApp;
let tg: Record<string, string>;
let cookie: string;

async function telegramHeaders(app: BotTestApp, userId: number) {
  const data = sign({ user: { id: userId, first_name: "Dilnoza" }, query_id: "q" }, FAKE_TOKEN, new Date());
  const res = await app.app.request("/api/auth/telegram", { method: "POST", headers: { Authorization: `tma ${data}` } });
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  const hash = (await (await app.get("/api/hash", { headers: { Cookie: cookie } })).json()) as Record<string, string>;
  return { headers: { "X-Telegram-Auth": hash["X-Telegram-Auth"] }, cookie };
}

beforeAll(async () => {
  t = await botTestApp({ TELEGRAM_PAYMENT_PROVIDER_TOKEN: PROVIDER, PAYME_MERCHANT_ID: "tg-merchant", PAYME_KEY: "tg-key" });
  ({ headers: tg, cookie } = await telegramHeaders(t, USER));
});
afterAll(() => t.close());

let key = 0;
const tgOrder = (app: BotTestApp, headers: Record<string, string>, paymentType: string) =>
  app.app.request("/api/tg_order", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `pay-${++key}`, ...headers },
    body: JSON.stringify({
      orderTypeId: 200,
      restaurantId: mirabad.id,
      address: null,
      products: [{ id: plain.id, count: 1, modifiers: [] }],
      name: "Dilnoza",
      phone: "+998901234567",
      paymentType,
      language: 3,
    }),
  });

/** The order's ledger rows: [state, refund, refundReason]. */
const ledger = async (id: number) =>
  (await t.database.db.select().from(payments).where(eq(payments.orderId, id)).orderBy(payments.id)).map((p) => [
    p.state,
    p.refund,
    p.refundReason,
  ]);
const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const preCheckout = (payload: string, amount: number, currency = "UZS") => ({
  pre_checkout_query: {
    id: `pcq-${payload}-${amount}`,
    from: { id: USER, is_bot: false, first_name: "D", language_code: "en" },
    currency,
    total_amount: amount,
    invoice_payload: payload,
  },
});
const paid = (payload: string, amount: number, charge = "tg-1", currency = "UZS") => ({
  message: {
    message_id: 5,
    date: 0,
    chat: { id: USER, type: "private" },
    from: { id: USER, is_bot: false, first_name: "D" },
    successful_payment: {
      currency,
      total_amount: amount,
      invoice_payload: payload,
      telegram_payment_charge_id: charge,
      provider_payment_charge_id: `p-${charge}`,
    },
  },
});

describe("paymentType online", () => {
  it("places the order unpaid and answers Telegram's invoice link for its total in tiyin", async () => {
    const res = await tgOrder(t, tg, "online");
    expect(res.status).toBe(201);
    const body = (await res.json()) as { orderId: number; invoiceUrl: string };
    expect(body.invoiceUrl).toBe(`https://t.me/$invoice-${body.orderId}`);
    const order = await orderRow(body.orderId);
    expect([order.paymentType, order.paidAt]).toEqual(["online", null]);
    const [call] = t.fake.of("createInvoiceLink");
    expect(call.params).toMatchObject({
      payload: String(body.orderId),
      provider_token: PROVIDER,
      currency: "UZS",
      prices: [{ label: `Order #${body.orderId}`, amount: order.total * 100 }],
    });
  });

  it("is refused with 422 online_payment_off without a provider, and nothing is placed", async () => {
    const off = await botTestApp();
    try {
      const { headers } = await telegramHeaders(off, USER);
      const before = (await off.database.db.select().from(orders)).length;
      const res = await tgOrder(off, headers, "online");
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ code: "online_payment_off", fields: { paymentType: expect.any(String) } });
      const payme = await tgOrder(off, headers, "payme");
      expect(payme.status).toBe(422);
      expect(await payme.json()).toMatchObject({ code: "payment_method_off" });
      expect((await off.database.db.select().from(orders)).length).toBe(before);
    } finally {
      await off.close();
    }
  });

  it("payme from Telegram answers Payme's page back to the tracker, no invoice, and waits for its payment", async () => {
    t.fake.clear();
    const res = await tgOrder(t, tg, "payme");
    expect(res.status).toBe(201);
    const body = (await res.json()) as { orderId: number; paymentUrl: string; invoiceUrl?: string };
    expect(body.invoiceUrl).toBeUndefined();
    const params = Buffer.from(body.paymentUrl.replace("https://checkout.paycom.uz/", ""), "base64").toString("utf8");
    expect(params).toContain(`m=tg-merchant;ac.order_id=${body.orderId};`);
    expect(params).toContain(`;l=en;c=`);
    expect(params.endsWith(`/en/tracker/${body.orderId}`)).toBe(true);
    expect(t.fake.of("createInvoiceLink")).toEqual([]);
    expect(await orderRow(body.orderId)).toMatchObject({ paymentType: "payme", paidAt: null });
  });

  it("is not a web order's payment type (400)", async () => {
    const web = await t.signIn("+998907001122");
    const res = await t.app.request("/api/delivery/Create", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "web-online", ...web.auth },
      body: JSON.stringify({
        orderTypeId: 200,
        restaurantId: mirabad.id,
        address: null,
        products: [{ id: plain.id, count: 1, modifiers: [] }],
        name: "A",
        phone: "+998901234567",
        paymentType: "online",
      }),
    });
    expect(res.status).toBe(400);
  });
});

describe("pre_checkout_query and successful_payment", () => {
  it("says ok only for an unpaid, live order of the same amount", async () => {
    const id = ((await (await tgOrder(t, tg, "online")).json()) as { orderId: number }).orderId;
    const total = (await orderRow(id)).total * 100;
    t.fake.clear();
    await t.send(preCheckout(String(id), total));
    await t.send(preCheckout(String(id), total - 100));
    await t.send(preCheckout(String(id), total, "USD"));
    await t.send(preCheckout("999999", total));
    await t.send(preCheckout("not-an-order", total));
    const answers = t.fake.of("answerPreCheckoutQuery").map((c) => c.params.ok);
    expect(answers).toEqual([true, false, false, false, false]);
    expect(t.fake.of("answerPreCheckoutQuery")[1].params.error_message).toContain("can no longer be paid");

    await cancelOrder(t.database.db, TOKEN_ACTOR, id, "Closed early", new Date());
    await t.send(preCheckout(String(id), total));
    expect(t.fake.of("answerPreCheckoutQuery").at(-1)?.params.ok).toBe(false);
  });

  it("marks the order paid once; until then no chat hears of it, then the operators, the customer and the kitchen do", async () => {
    const id = ((await (await tgOrder(t, tg, "online")).json()) as { orderId: number }).orderId;
    const total = (await orderRow(id)).total * 100;
    t.fake.clear();
    await t.service.outbox.runOnce();
    expect(t.fake.of("sendMessage").filter((c) => [OPERATORS, USER].includes(c.params.chat_id as number))).toEqual([]);
    await t.send(paid(String(id), total, `tg-${id}`));
    const first = (await orderRow(id)).paidAt;
    expect(first).not.toBeNull();
    t.advance(60_000);
    await t.send(paid(String(id), total, `tg-${id}`)); // a second update for the same payment
    expect((await orderRow(id)).paidAt).toEqual(first);
    expect(await ledger(id)).toEqual([["performed", null, null]]);

    await t.service.outbox.runOnce();
    const ops = t.fake.of("sendMessage").filter((c) => c.params.chat_id === OPERATORS);
    expect(ops).toHaveLength(1);
    expect(ops[0].params.text).toContain("онлайн · Оплачен онлайн");
    expect(JSON.stringify(ops[0].params.reply_markup)).toContain(`adv:${id}:0`);
    const customer = t.fake.of("sendMessage").filter((c) => c.params.chat_id === USER);
    expect(customer.at(-1)?.params.text).toContain("Paid online");

    const { token } = (await (await t.get("/api/token", { headers: { Cookie: cookie } })).json()) as { token: string };
    const detail = await t.get(`/api/delivery/Get?orderId=${id}&Language=3`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await detail.json()).toMatchObject({ orderId: id, paymentType: "online", paid: true });
    await t.send(preCheckout(String(id), total));
    expect(t.fake.of("answerPreCheckoutQuery").at(-1)?.params.ok).toBe(false);
  });
});

describe("payments the order cannot take (the probe's cases)", () => {
  const refundMessages = (chat: number) =>
    t.fake.of("sendMessage").filter((c) => c.params.chat_id === chat && /возврат|returned/.test(String(c.params.text)));

  it("paid after staff cancelled: recorded, owed back, the operators told the step and the customer told", async () => {
    const id = ((await (await tgOrder(t, tg, "online")).json()) as { orderId: number }).orderId;
    const total = (await orderRow(id)).total * 100;
    await cancelOrder(t.database.db, TOKEN_ACTOR, id, "Closed early", new Date());
    t.fake.clear();
    await t.send(paid(String(id), total, `late-${id}`));
    expect(await orderRow(id)).toMatchObject({ paidAt: null, statusCode: 255 });
    expect(await ledger(id)).toEqual([["performed", "needed", "order_cancelled"]]);
    await t.service.outbox.runOnce();
    const [ops] = refundMessages(OPERATORS);
    expect(ops.params.text).toContain(`заказ #${id}`);
    expect(ops.params.text).toContain("заказ отменён");
    expect(ops.params.text).toContain(`p-late-${id}`);
    expect(refundMessages(USER).map((c) => c.params.text)).toEqual([expect.stringContaining("the order is cancelled")]);
  });

  it("paid twice: the second charge is owed back, the order stays paid once", async () => {
    const id = ((await (await tgOrder(t, tg, "online")).json()) as { orderId: number }).orderId;
    const total = (await orderRow(id)).total * 100;
    await t.send(paid(String(id), total, `one-${id}`));
    await t.send(paid(String(id), total, `two-${id}`));
    expect(await ledger(id)).toEqual([
      ["performed", null, null],
      ["performed", "needed", "paid_twice"],
    ]);
  });

  it("a cash order 'paid', another amount, another currency: each recorded and owed back, none marks the order paid", async () => {
    const cash = ((await (await tgOrder(t, tg, "cash")).json()) as { orderId: number }).orderId;
    await t.send(paid(String(cash), (await orderRow(cash)).total * 100, `cash-${cash}`));
    expect(await ledger(cash)).toEqual([["performed", "needed", "not_online"]]);
    expect((await orderRow(cash)).paidAt).toBeNull();

    const id = ((await (await tgOrder(t, tg, "online")).json()) as { orderId: number }).orderId;
    const total = (await orderRow(id)).total * 100;
    await t.send(paid(String(id), total - 100, `less-${id}`));
    await t.send(paid(String(id), total, `usd-${id}`, "USD"));
    expect(await ledger(id)).toEqual([
      ["performed", "needed", "amount_mismatch"],
      ["performed", "needed", "currency_mismatch"],
    ]);
    expect((await orderRow(id)).paidAt).toBeNull();
  });
});
