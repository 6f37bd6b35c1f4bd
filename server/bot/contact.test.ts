// The mini-app's contact request reaching the webhook: only the sender's own contact links a number;
// a web customer holding it is merged into the Telegram customer (orders, sessions, basket) in one
// transaction; another Telegram account's number moves without its orders; the reply is localised.
import { eq, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baskets, customers, idempotencyKeys, orders } from "../db/schema";
import { contactPhone } from "./contact";
import { type BotTestApp, botTestApp, OPERATORS } from "./test/harness";

let t: BotTestApp;
beforeAll(async () => {
  t = await botTestApp();
});
afterAll(() => t.close());

/** A contact message as Telegram sends it after the mini-app's requestPhoneAccess. */
const contact = (
  from: number,
  contactFields: { phone_number: string; user_id?: number },
  options: { languageCode?: string; chat?: { id: number; type: string; title?: string } } = {},
) => ({
  message: {
    message_id: 77,
    date: 0,
    chat: options.chat ?? { id: from, type: "private", first_name: "Dilnoza" },
    from: { id: from, is_bot: false, first_name: "Dilnoza", last_name: "K", language_code: options.languageCode ?? "ru" },
    contact: { first_name: "Dilnoza", ...contactFields },
  },
});

const rowsOf = (tgId: number, phone: string) =>
  t.database.db
    .select()
    .from(customers)
    .where(or(eq(customers.tgId, tgId), eq(customers.phone, phone)));

const replies = () => t.fake.of("sendMessage").map((c) => ({ chat: c.params.chat_id, text: String(c.params.text) }));

const me = async (cookie: string) => (await t.get("/api/me", { headers: { Cookie: cookie } })).json() as Promise<Record<string, unknown>>;

describe("contactPhone", () => {
  it("takes Uzbek numbers as Telegram writes them, and nothing else", () => {
    expect(contactPhone("998901234567")).toBe("+998901234567");
    expect(contactPhone("+998 90 123 45 67")).toBe("+998901234567");
    expect(contactPhone("79161234567")).toBeNull();
    expect(contactPhone("901234567")).toBeNull();
    expect(contactPhone("998001234567")).toBeNull();
  });
});

describe("a contact message", () => {
  it("links the sender's own number to their Telegram customer and confirms in their language", async () => {
    const id = await t.telegramCustomer(7501);
    t.fake.clear();
    expect((await t.send(contact(7501, { phone_number: "998901110001", user_id: 7501 }, { languageCode: "en" }))).status).toBe(200);
    const [row] = await rowsOf(7501, "+998901110001");
    expect(row).toMatchObject({ id, tgId: 7501, phone: "+998901110001" });
    expect(replies()).toEqual([{ chat: 7501, text: expect.stringContaining("+998 90 111 00 01 is now linked") }]);

    // Sharing again changes nothing and says so again (in Uzbek this time).
    t.fake.clear();
    await t.send(contact(7501, { phone_number: "+998901110001", user_id: 7501 }, { languageCode: "uz" }));
    expect(await rowsOf(7501, "+998901110001")).toHaveLength(1);
    expect(replies()[0].text).toContain("profilingizga bog‘landi");
  });

  it("ignores someone else's contact (forwarded or typed): nothing is linked, nothing is said", async () => {
    await t.telegramCustomer(7502);
    t.fake.clear();
    await t.send(contact(7502, { phone_number: "998901110002", user_id: 7999 }));
    await t.send(contact(7502, { phone_number: "998901110002" }));
    const rows = await rowsOf(7502, "+998901110002");
    expect(rows).toHaveLength(1);
    expect(rows[0].phone).toBeNull();
    expect(replies()).toEqual([]);
  });

  it("ignores a contact outside the private chat (the operators' group)", async () => {
    await t.telegramCustomer(7503);
    await t.send(
      contact(7503, { phone_number: "998901110003", user_id: 7503 }, { chat: { id: OPERATORS, type: "supergroup", title: "Ops" } }),
    );
    expect((await rowsOf(7503, "+998901110003"))[0].phone).toBeNull();
  });

  it("answers a number from outside Uzbekistan without linking it", async () => {
    await t.telegramCustomer(7504);
    t.fake.clear();
    await t.send(contact(7504, { phone_number: "79161234567", user_id: 7504 }));
    expect((await rowsOf(7504, "+79161234567"))[0].phone).toBeNull();
    expect(replies()[0].text).toContain("только номера Узбекистана");
  });

  it("creates the Telegram customer when the contact comes before any sign-in", async () => {
    await t.send(contact(7505, { phone_number: "998901110005", user_id: 7505 }));
    const rows = await rowsOf(7505, "+998901110005");
    expect(rows).toEqual([expect.objectContaining({ tgId: 7505, phone: "+998901110005", name: "Dilnoza K", language: "ru" })]);
  });

  it("merges a web customer with that number into the Telegram customer: orders, sessions, basket, one row", async () => {
    const phone = "+998901110006";
    const web = await t.signIn(phone);
    const webOrder = await t.placeOrder(web.customerId);
    await t.database.db
      .insert(baskets)
      .values({ customerId: web.customerId, products: [{ id: "x", count: 1, modifiers: [], variantId: null, removed: [], half: null }] });
    const tgCustomer = await t.telegramCustomer(7506);
    const tgOrder = await t.placeOrder(tgCustomer);

    await t.send(contact(7506, { phone_number: "998901110006", user_id: 7506 }));

    const rows = await rowsOf(7506, phone);
    expect(rows).toEqual([expect.objectContaining({ id: tgCustomer, tgId: 7506, phone })]);
    const owned = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, tgCustomer));
    expect(owned.map((o) => o.id).sort()).toEqual([webOrder, tgOrder].sort());
    // The web session now reads the merged customer.
    expect(await me(web.cookie)).toMatchObject({ customerId: tgCustomer, phone, tgId: 7506 });
    const [basket] = await t.database.db.select().from(baskets).where(eq(baskets.customerId, tgCustomer));
    expect(basket.products).toEqual([{ id: "x", count: 1, modifiers: [], variantId: null, removed: [], half: null }]);
    const keys = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.customerId, web.customerId));
    expect(keys).toEqual([]);
    // A later code sign-in with the number is the same customer.
    expect((await t.signIn(phone)).customerId).toBe(tgCustomer);
  });

  it("moves a number another Telegram account held, without that account's orders", async () => {
    const phone = "+998901110007";
    const oldAccount = await t.telegramCustomer(7507);
    await t.send(contact(7507, { phone_number: "998901110007", user_id: 7507 }));
    const oldOrder = await t.placeOrder(oldAccount);
    const newAccount = await t.telegramCustomer(7508);

    await t.send(contact(7508, { phone_number: "998901110007", user_id: 7508 }));

    const [holder] = await t.database.db.select().from(customers).where(eq(customers.phone, phone));
    expect(holder).toMatchObject({ id: newAccount, tgId: 7508 });
    const [old] = await t.database.db.select().from(customers).where(eq(customers.id, oldAccount));
    expect(old).toMatchObject({ tgId: 7507, phone: null });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, oldOrder));
    expect(order.customerId).toBe(oldAccount);
  });

  it("rolls the whole merge back when a step fails", async () => {
    const phone = "+998901110009";
    const web = await t.signIn(phone);
    await t.placeOrder(web.customerId);
    const tgCustomer = await t.telegramCustomer(7509);
    // A trigger that refuses deleting the web customer makes the last steps fail.
    const run = (text: string) => t.database.db.execute(sql.raw(text));
    await run("create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$");
    await run("create trigger refuse_delete before delete on customers for each row execute function refuse_delete()");
    try {
      await t.send(contact(7509, { phone_number: "998901110009", user_id: 7509 }));
    } finally {
      await run("drop trigger refuse_delete on customers");
      await run("drop function refuse_delete()");
    }
    const rows = await rowsOf(7509, phone);
    expect(rows.map((r) => [r.id, r.tgId, r.phone]).sort()).toEqual(
      [
        [web.customerId, null, phone],
        [tgCustomer, 7509, null],
      ].sort(),
    );
    const webOrders = await t.database.db.select().from(orders).where(eq(orders.customerId, web.customerId));
    expect(webOrders).toHaveLength(1);
    expect(await me(web.cookie)).toMatchObject({ customerId: web.customerId });
  });
});
