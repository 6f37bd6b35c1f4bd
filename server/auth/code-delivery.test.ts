// POST /api/auth/code through the real senders (fake Telegram Gateway and Eskiz on loopback):
// the answer names the channel, `via: sms` and the customer's language reach Eskiz, and a code no
// sender could deliver answers 503 and counts against none of the limits.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authCodes, rateLimits } from "../db/schema";
import { createTestApp } from "../test/test-app";
import { releaseCode, storeCode } from "./code-statements";
import { createCodeSender } from "./create-code-sender";
import { type FakeEskiz, startFakeEskiz } from "./test/fake-eskiz";
import { type FakeTelegramGateway, startFakeTelegramGateway } from "./test/fake-telegram-gateway";

let gateway: FakeTelegramGateway;
let eskiz: FakeEskiz;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  [gateway, eskiz] = await Promise.all([startFakeTelegramGateway(), startFakeEskiz()]);
  const sender = createCodeSender(
    {
      codeSenders: ["telegram", "eskiz"],
      telegramGateway: { token: gateway.token, url: gateway.url },
      eskiz: { email: eskiz.email, password: eskiz.password, from: "LazzatPz", url: eskiz.url },
      publicUrl: "https://pizza.example",
    },
    2000,
  );
  // One code request per address per 10 minutes: a request that was counted shows at once.
  t = await createTestApp({ AUTH_CODES_PER_ADDRESS: "1", TRUST_PROXY: "0" }, undefined, sender);
});
afterAll(async () => {
  await Promise.all([t?.close(), gateway.close(), eskiz.close()]);
});
beforeEach(() => {
  gateway.delivered.length = 0;
  eskiz.sent.length = 0;
});

let nextAddress = 1;
/** A request from a fresh client address (each may ask for one code). */
const ask = (body: Record<string, unknown>, headers: Record<string, string> = {}, address = `198.18.0.${nextAddress++}`) =>
  t.app.request(
    "/api/auth/code",
    { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: address } } },
  );
const verify = (phone: string, code: string) =>
  t.app.request("/api/auth/verify", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ phone, code }),
  });

describe("POST /api/auth/code with Telegram and SMS senders", () => {
  it("answers where the code went; the code Telegram delivered signs in", async () => {
    const res = await ask({ phone: "+998 90 700 00 01" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ channel: "telegram", resendAfterSeconds: 60, smsAvailable: true });
    expect(gateway.delivered).toEqual([expect.objectContaining({ phone: "+998907000001", ttl: 300 })]);
    expect((await verify("+998907000001", gateway.delivered[0].code)).status).toBe(200);
  });

  it("sends by SMS when the number has no Telegram", async () => {
    gateway.withoutTelegram.add("+998907000002");
    const res = await ask({ phone: "+998907000002" });
    expect(await res.json()).toMatchObject({ channel: "sms" });
    expect(eskiz.sent.map((s) => s.mobilePhone)).toEqual(["998907000002"]);
  });

  it("`via: sms` goes by SMS, in the language of the body, else of Accept-Language, else Russian", async () => {
    const uz = await ask({ phone: "+998907000003", via: "sms", language: 1 }, { "Accept-Language": "en" });
    expect(await uz.json()).toMatchObject({ channel: "sms" });
    const en = await ask({ phone: "+998907000004", via: "sms" }, { "Accept-Language": "en-US,en;q=0.9" });
    expect(en.status).toBe(200);
    const ru = await ask({ phone: "+998907000005", via: "sms" });
    expect(ru.status).toBe(200);
    expect(gateway.delivered).toHaveLength(0);
    expect(eskiz.sent.map((s) => s.message.replace(/\d{6}/, "{code}"))).toEqual([
      "Lazzat Pizza: kirish kodi {code}. Uni hech kimga bermang.",
      "Lazzat Pizza: your sign-in code is {code}. Do not share it.",
      "Lazzat Pizza: код для входа {code}. Никому его не сообщайте.",
    ]);
  });

  it("refuses a language it does not know", async () => {
    const res = await ask({ phone: "+998907000006", language: 7 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_parameters", fields: { language: "must be 1, 2 or 3" } });
  });
});

describe("when no sender delivers", () => {
  /** Uses counted per key (none yet: 0). */
  const counters = async (keys: string[]) => {
    const rows = await t.database.db.select().from(rateLimits).where(inArray(rateLimits.key, keys));
    return keys.map((key) => rows.find((r) => r.key === key)?.count ?? 0);
  };
  const row = async (phone: string) => (await t.database.db.select().from(authCodes).where(eq(authCodes.phone, phone)))[0] ?? null;

  it("answers 503 code_not_sent, counts nothing, and the next request is sent at once", async () => {
    const address = "198.18.1.1";
    const keys = [`auth-code:${address}`, "auth-code:all"];
    const before = await counters(keys);
    gateway.fail("/checkSendAbility", { status: 502 });
    // Whether the sender holds a token or not, it must log in (and meet the failure) once.
    eskiz.expireTokens();
    eskiz.fail("/api/auth/login", "hang");
    const res = await ask({ phone: "+998907000010" }, {}, address);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      code: "code_not_sent",
      error: "The code could not be sent right now: please try again in a minute",
    });
    expect(await counters(keys)).toEqual(before);
    expect(await row("+998907000010")).toBeNull();
    // Same phone, same address (which may ask once in 10 minutes), at once: sent.
    const again = await ask({ phone: "+998907000010" }, {}, address);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ channel: "telegram" });
    expect((await verify("+998907000010", gateway.delivered.at(-1)!.code)).status).toBe(200);
  });

  it("leaves a number's earlier code and its counts as they were", async () => {
    const phone = "+998907000011";
    expect((await ask({ phone })).status).toBe(200);
    const earlier = gateway.delivered.at(-1)!.code;
    // Let the resend pause pass.
    const [stored] = await t.database.db.select().from(authCodes).where(eq(authCodes.phone, phone));
    const sentAt = new Date(stored.sentAt.getTime() - 120_000);
    await t.database.db.update(authCodes).set({ sentAt }).where(eq(authCodes.phone, phone));
    const before = await row(phone);
    gateway.fail("/sendVerificationMessage", { status: 429, body: { ok: false, error: "FLOOD_WAIT" } });
    eskiz.expireTokens();
    eskiz.fail("/api/auth/login", { status: 500 });
    expect((await ask({ phone })).status).toBe(503);
    expect(await row(phone)).toEqual(before);
    // The earlier code still works.
    expect((await verify(phone, earlier)).status).toBe(200);
  });
});

describe("releaseCode", () => {
  it("gives the phone, the address and the store back what storeCode counted, for its own code only", async () => {
    const db = t.database.db;
    const now = new Date();
    const limits = {
      resendAfterSeconds: 60,
      maxSendsPerHour: 5,
      addressKey: "auth-code:release-test",
      perAddress: { max: 10, windowMs: 600_000 },
      global: { key: "auth-code:release-all", max: 100, windowMs: 60_000 },
    };
    const phone = "+998907000020";
    const first = await storeCode(db, { phone, codeHash: "aa", now, expiresAt: new Date(now.getTime() + 300_000) }, limits);
    expect(first.sent).toBe(true);
    const counted = await db
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.key, ["auth-code:release-test", "auth-code:release-all"]));
    expect(counted.map((r) => r.count)).toEqual([1, 1]);
    const stored = { phone, codeHash: "aa", before: first.phoneBefore, addressKey: limits.addressKey, globalKey: limits.global.key };
    // Another request's code is not touched.
    expect(await releaseCode(db, { ...stored, codeHash: "bb" })).toBe(false);
    expect(await releaseCode(db, stored)).toBe(true);
    expect(await db.select().from(authCodes).where(eq(authCodes.phone, phone))).toEqual([]);
    const released = await db
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.key, ["auth-code:release-test", "auth-code:release-all"]));
    expect(released.map((r) => r.count)).toEqual([0, 0]);
    // Released once only.
    expect(await releaseCode(db, stored)).toBe(false);
    expect((await storeCode(db, { phone, codeHash: "cc", now, expiresAt: new Date(now.getTime() + 300_000) }, limits)).sent).toBe(true);
  });
});
