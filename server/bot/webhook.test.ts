// POST /api/telegram/webhook: the secret, dedupe by update_id, and the answer before the work.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";
import { type BotTestApp, botTestApp, SECRET } from "./test/harness";

let t: BotTestApp;
beforeAll(async () => {
  t = await botTestApp();
});
afterAll(() => t.close());

const start = (id: number) => ({ update_id: id, ...t.text(7001, "/help", "en") });

describe("POST /api/telegram/webhook", () => {
  it("refuses an update without the secret or with a wrong one (401) and handles nothing", async () => {
    t.fake.clear();
    for (const secret of [null, "", "wrong-secret-0123456789", `${SECRET}x`]) {
      const res = await t.post(start(50), secret);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: "webhook_secret_invalid" });
    }
    await t.service.idle();
    expect(t.fake.of("sendMessage")).toHaveLength(0);
  });

  it("answers 200 and replies once to the same update sent twice", async () => {
    t.fake.clear();
    const first = await t.post(start(100));
    const again = await t.post(start(100));
    expect([first.status, again.status]).toEqual([200, 200]);
    await t.service.idle();
    expect(t.fake.of("sendMessage")).toHaveLength(1);
    expect(t.fake.of("sendMessage")[0].params).toMatchObject({ chat_id: 7001, text: expect.stringContaining("/menu") });
  });

  it("takes Telegram's request as it comes: JSON without Origin passes the same-origin check", async () => {
    const res = await t.post(start(101));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    await t.service.idle();
  });

  it("refuses a body that is not an update (400) and a body that is not JSON", async () => {
    expect((await t.post({ message: {} })).status).toBe(400);
    const res = await t.app.request("/api/telegram/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Telegram-Bot-Api-Secret-Token": SECRET },
      body: "{not json",
    });
    expect(res.status).toBe(400);
  });

  it("answers before the update is handled", async () => {
    t.fake.clear();
    const release = t.fake.hold("sendMessage");
    // Telegram's side would wait forever for the reply: the webhook answers anyway.
    const res = await t.post(start(102));
    expect(res.status).toBe(200);
    release();
    await t.service.idle();
    expect(t.fake.of("sendMessage")).toHaveLength(1);
  });
});

describe("a server without the bot", () => {
  it("answers 503 bot_off", async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.request("/api/telegram/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Telegram-Bot-Api-Secret-Token": SECRET },
        body: JSON.stringify({ update_id: 1 }),
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: "bot_off" });
    } finally {
      await plain.close();
    }
  });
});
