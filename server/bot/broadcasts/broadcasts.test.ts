// Broadcasts against the fake Bot API (issue 26): the audience's filters and count, a broadcast to
// its recipients through a 429 (retry_after) and a user who blocked the bot (403: marked, left out
// of the next one), the rate per second across senders, two senders at once and a sender that died
// holding rows: every recipient gets it exactly once. Preview to the author, cancel, and the
// attribution of orders to recipients who opened its button.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OperatorBroadcast } from "../../../src/contract/operator-broadcasts";
import { type BotTestApp, botTestApp, SITE } from "../test/harness";
import { broadcastRecipients, broadcasts, customers, media, staff } from "../../db/schema";
import { DEMO_ADMIN_PHONE, DEMO_MANAGER_PHONE } from "../../db/seed/staff";
import { startBroadcast } from "./store";
import { claimRecipients, createBroadcastWorker } from "./worker";

let t: BotTestApp;
let admin: string;
const BLOCKER = 8005;
/** Telegram customers 8001–8008: ru with 2 orders, en with none, uz with 1, … */
const PEOPLE = [
  { tg: 8001, lang: "ru", orders: 2 },
  { tg: 8002, lang: "en", orders: 0 },
  { tg: 8003, lang: "uz", orders: 1 },
  { tg: 8004, lang: "ru", orders: 0 },
  { tg: BLOCKER, lang: "ru", orders: 1 },
  { tg: 8006, lang: "en", orders: 3 },
  { tg: 8007, lang: "ru", orders: 0 },
  { tg: 8008, lang: "uz", orders: 0 },
];
const ids = new Map<number, string>();

beforeAll(async () => {
  t = await botTestApp({ BROADCAST_RATE: "30" });
  admin = (await t.signIn(DEMO_ADMIN_PHONE)).cookie;
  for (const p of PEOPLE) {
    const id = randomUUID();
    ids.set(p.tg, id);
    await t.database.db.insert(customers).values({ id, tgId: p.tg, name: `C${p.tg}`, language: p.lang });
    const code = { ru: 2, en: 3, uz: 1 }[p.lang] ?? 2;
    for (let i = 0; i < p.orders; i++) await t.placeOrder(id, { language: code });
  }
  // Someone without Telegram and someone who said stop are never in an audience.
  await t.database.db.insert(customers).values({ id: randomUUID(), phone: "+998901112233", name: "Web" });
  await t.database.db.insert(customers).values({ id: randomUUID(), tgId: 8099, name: "Stopped", unsubscribedAt: new Date() });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.service.outbox.runOnce();
  t.fake.clear();
  t.advance(1000); // a new second: the last test's sends no longer count against the rate
});

const call = (path: string, body?: unknown, method = body === undefined ? "GET" : "POST") =>
  t.app.request(`/api/operator${path}`, {
    method,
    headers: { Cookie: admin, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const count = async (audience: unknown) => ((await (await call("/broadcasts/audience", audience)).json()) as { count: number }).count;
async function draft(body: Record<string, unknown>): Promise<OperatorBroadcast> {
  const res = await call("/broadcasts", { texts: { ru: "Пицца дня", en: "Pizza of the day" }, ...body });
  expect(res.status).toBe(201);
  return (await res.json()) as OperatorBroadcast;
}
const show = async (id: number) => (await (await call(`/broadcasts/${id}`)).json()) as OperatorBroadcast;
const sentTo = () => t.fake.of("sendMessage").map((c) => Number(c.params.chat_id));
const pendingLeft = async () =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*)::int as n from broadcast_recipients where state = 'pending'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n,
  );
/** Runs the sender, a second on at a time, until nothing is pending. */
async function sendAll(worker = t.service.broadcasts) {
  for (let i = 0; i < 30; i++) {
    await worker.runOnce();
    if ((await pendingLeft()) === 0) return;
    t.advance(1000);
  }
}
/** Starts a broadcast without waking the app's own sender (the test runs its senders itself). */
const startQuietly = (id: number) => startBroadcast(t.database.db, { staffId: null, name: "test" }, id, new Date(t.now()));
const worker = (rate: number) =>
  createBroadcastWorker({
    db: t.database.db,
    api: t.service.bot.api,
    config: { publicUrl: SITE, broadcastRate: rate },
    clock: () => new Date(t.now()),
  });

describe("the audience", () => {
  it("takes Telegram customers who did not stop, by language, orders and last order", async () => {
    expect(await count({})).toBe(8);
    expect(await count({ languages: ["en"] })).toBe(2);
    expect(await count({ languages: ["ru", "uz"], ordersMin: 1 })).toBe(3);
    expect(await count({ ordersMax: 0 })).toBe(4);
    expect(await count({ lastOrderFrom: "2000-01-01" })).toBe(4);
    expect(await count({ lastOrderBefore: "2000-01-01" })).toBe(0);
    expect(await count({ regionIds: [999] })).toBe(0);
    const res = await call("/broadcasts/audience", { ordersMin: -1, languages: ["de"] });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields).sort()).toEqual(["languages.0", "ordersMin"]);
    const backwards = await call("/broadcasts/audience", {
      lastOrderFrom: "2026-12-02",
      lastOrderBefore: "2026-12-01",
      ordersMin: 3,
      ordersMax: 1,
    });
    expect(Object.keys(((await backwards.json()) as { fields: Record<string, string> }).fields).sort()).toEqual([
      "lastOrderBefore",
      "ordersMax",
    ]);
  });

  it("refuses a draft without any text, a caption too long for a picture, and a manager", async () => {
    const bad = await call("/broadcasts", { texts: { ru: "  " } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty("texts");
    expect((await call("/broadcasts", { texts: { en: "x".repeat(1025) }, photo: "abc" })).status).toBe(400);
    const manager = (await t.signIn(DEMO_MANAGER_PHONE)).cookie;
    const asManager = await t.app.request("/api/operator/broadcasts", { headers: { Cookie: manager } });
    expect(asManager.status).toBe(403);
  });
});

describe("sending", () => {
  it("reaches every recipient once through a 429 and a blocked user, who is marked and left out next time", async () => {
    const b = await draft({ button: { kind: "folder", folderId: 3 } });
    expect(b).toMatchObject({ status: "draft", recipients: 0 });
    t.fake.refuseChat(BLOCKER, { kind: "403", description: "Forbidden: bot was blocked by the user" });
    t.fake.fail("sendMessage", { kind: "429", retryAfter: 3 });
    const started = await call(`/broadcasts/${b.id}/start`, {});
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ status: "sending", recipients: 8 });
    expect((await call(`/broadcasts/${b.id}/start`, {})).status).toBe(409);
    await sendAll();
    const done = await show(b.id);
    expect(done).toMatchObject({ status: "done", recipients: 8, sent: 7, blocked: 1, pending: 0, failed: 0 });
    // Each chat once (the 429 was not a send); the blocked chat was tried once.
    const delivered = sentTo().filter((chat) => chat !== BLOCKER);
    expect(new Set(delivered).size).toBe(7);
    expect(delivered.length).toBe(8); // 7 + the one refused with 429 and sent again later
    const [blocker] = await t.database.db.select().from(customers).where(eq(customers.tgId, BLOCKER));
    expect(blocker.botBlockedAt).not.toBeNull();
    expect(await count({})).toBe(7);
    // Each reads their own language, with the button to the folder carrying the broadcast's id.
    const en = t.fake.of("sendMessage").find((c) => c.params.chat_id === 8002);
    expect(en?.params.text).toBe("Pizza of the day");
    expect(en?.params.reply_markup).toEqual({
      inline_keyboard: [[{ text: "Open the menu", web_app: { url: `${SITE}/en?tgWebAppStartParam=folder-3&bc=${b.id}` } }]],
    });
    // uz has no text of its own: the Russian one.
    expect(t.fake.of("sendMessage").find((c) => c.params.chat_id === 8003)?.params.text).toBe("Пицца дня");
  });

  it("keeps to the rate across two senders at once, each recipient once", async () => {
    const b = await draft({ texts: { ru: "Две отправки" } });
    const [slow, other] = [worker(3), worker(3)];
    await startQuietly(b.id);
    // Within one second both together send 3 (the rate), not 3 each.
    await Promise.all([slow.runOnce(), other.runOnce()]);
    expect(sentTo()).toHaveLength(3);
    for (let i = 0; i < 5; i++) {
      t.advance(1000);
      await Promise.all([slow.runOnce(), other.runOnce()]);
    }
    expect(sentTo().sort()).toEqual([8001, 8002, 8003, 8004, 8006, 8007, 8008]);
    expect(await show(b.id)).toMatchObject({ status: "done", sent: 7 });
  });

  it("a sender that died holding rows: another sends them once their lease is over, nobody twice", async () => {
    const b = await draft({ texts: { ru: "После перезапуска" } });
    await startQuietly(b.id);
    // The dead sender leased four rows and never sent them.
    const held = await claimRecipients(t.database.db, new Date(t.now()), 60_000, 4);
    expect(held).toHaveLength(4);
    const fresh = worker(30);

    t.advance(1000);
    await fresh.runOnce();
    expect(sentTo()).toHaveLength(3);
    t.advance(60_000);
    await fresh.runOnce();
    expect(sentTo().sort()).toEqual([8001, 8002, 8003, 8004, 8006, 8007, 8008]);
    expect(await show(b.id)).toMatchObject({ status: "done", sent: 7 });
  });

  it("cancel leaves the pending recipients unsent; a finished one cannot be cancelled", async () => {
    const b = await draft({ texts: { ru: "Отмена" } });
    await t.database.db.update(broadcasts).set({ status: "sending" }).where(eq(broadcasts.id, b.id)); // a start without the wake
    await t.database.db.execute(
      sql`insert into broadcast_recipients (broadcast_id, customer_id, chat_id, locale) values (${b.id}, ${ids.get(8001)}, 8001, 'ru')`,
    );
    const cancelled = await call(`/broadcasts/${b.id}/cancel`, {});
    expect(await cancelled.json()).toMatchObject({ status: "cancelled", pending: 1 });
    await t.service.broadcasts.runOnce();
    expect(sentTo()).toHaveLength(0);
    expect((await call(`/broadcasts/${b.id}/cancel`, {})).status).toBe(409);
    expect((await call("/broadcasts/999999")).status).toBe(404);
    expect((await call("/broadcasts/abc")).status).toBe(400);
  });
});

describe("preview", () => {
  it("goes to the author's own Telegram chat, else to the chat given; a picture is a photo with a caption", async () => {
    const b = await draft({ photo: null, button: { kind: "promo", code: "PIZZA10" } });
    expect((await call(`/broadcasts/${b.id}/preview`, {})).status).toBe(422);
    const given = await call(`/broadcasts/${b.id}/preview`, { chatId: 4242, locale: "en" });
    expect(await given.json()).toEqual({ chatId: 4242 });
    const [sent] = t.fake.of("sendMessage");
    expect(sent.params).toMatchObject({ chat_id: 4242, text: "Pizza of the day" });
    expect(JSON.stringify(sent.params.reply_markup)).toContain(`promo=PIZZA10&bc=${b.id}`);
    expect(JSON.stringify(sent.params.reply_markup)).toContain("Order with code PIZZA10");
    // With a picture: a photo by its public address (the widest JPEG up to 960 px), the text its caption.
    await t.database.db.insert(media).values({
      id: "pic1",
      variant: "info.json",
      contentType: "application/json",
      bytes: Buffer.from(JSON.stringify({ widths: [320, 640], width: 800, height: 600 })),
    });
    const pictured = await draft({ photo: "pic1" });
    t.fake.clear();
    expect((await call(`/broadcasts/${pictured.id}/preview`, { chatId: 4243 })).status).toBe(200);
    expect(t.fake.of("sendPhoto").map((c) => c.params)).toEqual([
      expect.objectContaining({ chat_id: 4243, photo: `${SITE}/media/pic1/640.jpg`, caption: "Пицца дня" }),
    ]);
    await t.database.db.update(staff).set({ tgId: 5151 }).where(eq(staff.phone, DEMO_ADMIN_PHONE));
    expect(await (await call(`/broadcasts/${b.id}/preview`, { chatId: 1 })).json()).toEqual({ chatId: 5151 });
    t.fake.refuseChat(5151, { kind: "403", description: "Forbidden: bot was blocked by the user" });
    const refused = await call(`/broadcasts/${b.id}/preview`, {});
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: "preview_not_delivered" });
    // Previews are not recipients.
    expect(await t.database.db.select().from(broadcastRecipients).where(eq(broadcastRecipients.broadcastId, b.id))).toHaveLength(0);
  });
});

describe("the picture", () => {
  it("is uploaded by an admin and sent by its public address, then by Telegram's file_id", async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    form.append("photo", new Blob([new Uint8Array(png)], { type: "image/png" }), "pizza.png");
    const res = await t.app.request("/api/operator/broadcasts/photo", { method: "POST", headers: { Cookie: admin }, body: form });
    expect(res.status).toBe(200);
    const { imageId } = (await res.json()) as { imageId: string };
    const b = await draft({ photo: imageId, audience: { languages: ["en"] } });
    await startQuietly(b.id);
    await sendAll(worker(30));
    const photos = t.fake.of("sendPhoto").map((c) => c.params);
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ photo: `${SITE}/media/${imageId}/960.jpg`, caption: "Pizza of the day" });
    expect(photos[1].photo).toMatch(/^photo-file-/);
    expect((await t.app.request("/api/operator/broadcasts/photo", { method: "POST", headers: { Cookie: admin }, body: "x" })).status).toBe(
      415,
    );
  });
});

describe("attribution", () => {
  it("counts the orders, with their totals, of recipients who opened the button within the days", async () => {
    const buyer = await t.signIn("+998907770001");
    await t.database.db.update(customers).set({ tgId: 8101, language: "ru" }).where(eq(customers.id, buyer.customerId));
    const b = await draft({ texts: { ru: "Скидка" }, audience: { ordersMax: 0, languages: ["ru"] } });
    expect((await call(`/broadcasts/${b.id}/start`, {})).status).toBe(200);
    await sendAll();
    const opened = (body: string) =>
      t.app.request(`/api/broadcasts/${b.id}/opened`, {
        method: "POST",
        headers: { Cookie: buyer.cookie, "Content-Type": "application/json" },
        body,
      });
    const before = await t.placeOrder(buyer.customerId); // before the open: not counted
    expect(before).toBeGreaterThan(0);
    t.advance(60_000);
    expect(await (await opened("{}")).json()).toEqual({ ok: true, counted: true });
    t.advance(60_000);
    await t.placeOrder(buyer.customerId);
    t.advance(4 * 86400_000); // after the 3 days: not counted
    await t.placeOrder(buyer.customerId);
    expect(await (await opened("{}")).json()).toEqual({ ok: true, counted: true }); // the first open stays
    const figures = await show(b.id);
    expect(figures).toMatchObject({ opened: 1, orders: 1 });
    expect(figures.revenue).toBeGreaterThan(0);
    // Someone who was not sent it counts nothing; without a session it is 401.
    const stranger = await t.signIn("+998907770002");
    const res = await t.app.request(`/api/broadcasts/${b.id}/opened`, { method: "POST", headers: { Cookie: stranger.cookie } });
    expect(await res.json()).toEqual({ ok: true, counted: false });
    expect((await t.app.request(`/api/broadcasts/${b.id}/opened`, { method: "POST" })).status).toBe(401);
  });
});
