// Init data the mini-app could not have sent: no `signature`, a date in the future, a hash of
// another length. Each is a 401, never a 500.
import { sign, signData } from "@telegram-apps/init-data-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createTestApp } from "../test/test-app";

const BOT_TOKEN = "123456:TEST-bot-token-for-init-data";
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ TELEGRAM_BOT_TOKEN: BOT_TOKEN });
});
afterAll(() => t.close());

const user = JSON.stringify({ id: 7001, first_name: "Aziz" });

/** Init data signed by the bot the way Telegram signs it, from exactly these fields. */
function signedFields(fields: Record<string, string>): string {
  const pairs = Object.entries(fields)
    .map(([k, v]) => `${k}=${v}`)
    .sort();
  const params = new URLSearchParams(fields);
  params.set("hash", signData(pairs.join("\n"), BOT_TOKEN));
  return params.toString();
}

const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));
const signIn = (raw: string) => t.app.request("/api/auth/telegram", { method: "POST", headers: { Authorization: `tma ${raw}` } });

describe("POST /api/auth/telegram refuses doubtful init data", () => {
  it("accepts well-signed init data without a `signature` field (older clients send none)", async () => {
    const res = await signIn(signedFields({ user, auth_date: seconds(new Date()), query_id: "q" }));
    expect(res.status).toBe(200);
  });

  it("answers 401 for init data without a `signature` whose hash is wrong", async () => {
    const raw = signedFields({ user, auth_date: seconds(new Date()) }).replace(/hash=[0-9a-f]{4}/, "hash=0000");
    const res = await signIn(raw);
    expect(res.status).toBe(401);
  });

  it("answers 401 for a hash of another length and for a missing user", async () => {
    expect((await signIn(`user=${encodeURIComponent(user)}&auth_date=${seconds(new Date())}&hash=abc`)).status).toBe(401);
    expect((await signIn(signedFields({ auth_date: seconds(new Date()) }))).status).toBe(401);
    expect((await signIn(signedFields({ user: "{not json", auth_date: seconds(new Date()) }))).status).toBe(401);
  });

  it("refuses an auth_date more than a minute in the future", async () => {
    const later = sign({ user: { id: 7002, first_name: "B" } }, BOT_TOKEN, new Date(Date.now() + 5 * 60_000));
    const res = await signIn(later);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "init_data_invalid" });
    const skewed = sign({ user: { id: 7002, first_name: "B" } }, BOT_TOKEN, new Date(Date.now() + 30_000));
    expect((await signIn(skewed)).status).toBe(200);
  });

  it("keeps sign-in data for an hour by default", async () => {
    expect(loadConfig({}).telegramAuthMaxAge).toBe(3600);
    const old = sign({ user: { id: 7003, first_name: "C" } }, BOT_TOKEN, new Date(Date.now() - 2 * 3600_000));
    const res = await signIn(old);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "init_data_expired" });
  });
});
