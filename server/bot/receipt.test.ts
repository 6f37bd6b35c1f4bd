// The fiscal receipt in the chat: once a provider gives the receipt's link (Payme's SetFiscalData,
// Click's fiscal answer, both through the ledger's recordFiscal), the Telegram customer's message
// is re-rendered (an edit through the outbox) with a "Receipt" button to it, once per new link.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toTiyin } from "../../src/domain/payment";
import { botMessages, botOutbox, customers, orders } from "../db/schema";
import { TOKEN_ACTOR } from "../operator/staff-auth";
import { advanceOrder } from "../orders/transitions";
import { openPayment, performPayment, recordFiscal } from "../payments/ledger";
import { type BotTestApp, botTestApp, SITE } from "./test/harness";

let t: BotTestApp;
let customer: string;
const TG_USER = 7401;
const RECEIPT = "https://ofd.soliq.uz/check?t=UZ191211502345&r=1234&c=20240101&s=461651324521";

beforeAll(async () => {
  t = await botTestApp();
  customer = await t.telegramCustomer(TG_USER);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.service.outbox.runOnce();
  t.fake.clear();
});

const at = () => new Date(t.now());
const edits = () => t.fake.of("editMessageText").filter((c) => c.params.chat_id === TG_USER);
const sends = () => t.fake.of("sendMessage").filter((c) => c.params.chat_id === TG_USER);
const receiptRows = (id: number) =>
  t.database.db
    .select()
    .from(botOutbox)
    .where(and(eq(botOutbox.orderId, id), eq(botOutbox.kind, "receipt")));
const fiscal = (id: string, url: string | null) =>
  t.database.db.transaction((tx) => recordFiscal(tx, { provider: "payme", providerTxId: id }, { perform: {} }, url, at()));

/** An order of `customerId` paid through Payme (its messages sent); answers its id and Payme's transaction id. */
async function paidOrder(customerId: string, over: Record<string, unknown> = {}): Promise<{ id: number; tx: string }> {
  const id = await t.placeOrder(customerId, over);
  const due = new Date(t.now() + 20 * 60_000).toISOString();
  await t.database.db.execute(
    sql`update orders set payment_type = 'payme', paid_at = null, payment_due_at = ${due}::timestamptz where id = ${id}`,
  );
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  const tx = `payme-${id}`;
  const p = { provider: "payme" as const, providerTxId: tx };
  await t.database.db.transaction((db) => openPayment(db, { ...p, orderId: id, amount: toTiyin(order.total) }, at()));
  await t.database.db.transaction((db) => performPayment(db, p, at()));
  await t.service.outbox.runOnce();
  t.fake.clear();
  return { id, tx };
}

describe("the fiscal receipt in the customer's chat", () => {
  it("edits the customer's message with a Receipt button once the link is known, in the order's language", async () => {
    const { id, tx } = await paidOrder(customer);
    const [kept] = await t.database.db
      .select()
      .from(botMessages)
      .where(and(eq(botMessages.orderId, id), eq(botMessages.target, "customer")));

    // Fiscal data without a link: nothing to show yet.
    await fiscal(tx, null);
    await t.service.outbox.runOnce();
    expect(edits()).toHaveLength(0);

    await fiscal(tx, RECEIPT);
    await t.service.outbox.runOnce();
    expect(sends()).toHaveLength(0);
    expect(edits()).toHaveLength(1);
    const [edit] = edits();
    expect(edit.params.message_id).toBe(Number(kept.messageId));
    expect(edit.params.text).toMatch(new RegExp(`^Заказ №${id}: .+\nИтого: .+\nОплачен онлайн$`));
    expect(edit.params.reply_markup).toEqual({
      inline_keyboard: [[{ text: "Открыть заказ", web_app: { url: `${SITE}/tracker/${id}` } }], [{ text: "🧾 Чек", url: RECEIPT }]],
    });

    // The same link again (Payme repeats SetFiscalData): no second re-render.
    await fiscal(tx, RECEIPT);
    expect(await receiptRows(id)).toHaveLength(1);
    await t.service.outbox.runOnce();
    expect(edits()).toHaveLength(1);
  });

  it("keeps the button on the customer's later messages, in English for an English order", async () => {
    const { id, tx } = await paidOrder(customer, { language: 3 });
    await fiscal(tx, RECEIPT);
    await advanceOrder(t.database.db, TOKEN_ACTOR, id, at()); // confirmed: a new message
    await t.service.outbox.runOnce();
    const confirmed = sends().at(-1);
    expect(confirmed?.params.text).toMatch(new RegExp(`^Order #${id}: `));
    expect(JSON.stringify(confirmed?.params.reply_markup)).toContain(JSON.stringify({ text: "🧾 Receipt", url: RECEIPT }));
  });

  it("queues nothing for a customer who did not come from Telegram", async () => {
    await t.database.db.insert(customers).values({ id: "web-receipt", phone: "+998907770021" });
    const { id, tx } = await paidOrder("web-receipt");
    await fiscal(tx, RECEIPT);
    expect(await receiptRows(id)).toHaveLength(0);
  });
});
