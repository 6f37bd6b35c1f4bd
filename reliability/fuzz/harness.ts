// The in-process app the bad-input properties run against (createTestApp on a copy of the seeded
// template), the credentials of every kind they mix in, and the database fingerprints
// (row counts per request, a checksum of every table per batch).
import { sign } from "@telegram-apps/init-data-node";
import { sql } from "drizzle-orm";
import { signToken } from "../../server/auth/tokens";
import { createTestApp } from "../../server/test/test-app";

export const BOT_TOKEN = "123456:reliability-bot-token";
export const OPERATOR_TOKEN = "reliability-operator-token";
export const TG_ID = 7001;
/** The code senders' secrets, so that delivery reports reach their signature and key checks. */
export const GATEWAY_TOKEN = "reliability-gateway-token";
export const ESKIZ_PASSWORD = "reliability-eskiz-password";
/** Click configured, so that its calls reach their signature check (fuzz/click.ts). */
export const CLICK_FUZZ = { serviceId: "41001", merchantId: "31001", merchantUserId: "51001", secretKey: "reliability-click-secret" };
/** Payme configured, so that its calls reach their key check and the ledger (fuzz/payme.ts). */
export const PAYME_FUZZ = { merchantId: "5e730e8e0b852a417aa49ceb", key: "reliability-payme-key" };

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function fuzzContext() {
  const t = await createTestApp({
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_AUTH_MAX_AGE: "3600",
    OPERATOR_TOKEN,
    TELEGRAM_GATEWAY_TOKEN: GATEWAY_TOKEN,
    ESKIZ_EMAIL: "fuzz@example.com",
    ESKIZ_PASSWORD,
    CLICK_SERVICE_ID: CLICK_FUZZ.serviceId,
    CLICK_MERCHANT_ID: CLICK_FUZZ.merchantId,
    CLICK_MERCHANT_USER_ID: CLICK_FUZZ.merchantUserId,
    CLICK_SECRET_KEY: CLICK_FUZZ.secretKey,
    PAYME_MERCHANT_ID: PAYME_FUZZ.merchantId,
    PAYME_KEY: PAYME_FUZZ.key,
  });
  const json = async (path: string, init?: RequestInit) => (await t.app.request(path, init)).json() as Promise<Record<string, string>>;
  const customer = await t.signIn("+998 90 765 43 21");
  const initData = (opts: { token?: string; authDate?: Date; user?: boolean } = {}) =>
    sign(
      { ...(opts.user === false ? {} : { user: { id: TG_ID, first_name: "Fuzz" } }), query_id: "q" } as never,
      opts.token ?? BOT_TOKEN,
      opts.authDate ?? new Date(),
    );
  const tgLogin = await t.app.request("/api/auth/telegram", { method: "POST", headers: { Authorization: `tma ${initData()}` } });
  const tgCookie = tgLogin.headers.get("set-cookie")!.split(";")[0];
  const tgHeader = (await json("/api/hash", { headers: { Cookie: tgCookie } }))["X-Telegram-Auth"];
  const hrToken = (await json("/api/hr_token")).token;
  const anonToken = (await json("/api/token")).token;
  const secrets = Object.fromEntries(
    (
      (await t.database.db.execute(sql.raw("select name, value from server_secrets"))) as unknown as {
        rows: { name: string; value: string }[];
      }
    ).rows.map((r) => [r.name, r.value]),
  );
  const past = Math.floor(Date.now() / 1000) - 60;
  const expired = {
    main: signToken({ sub: customer.customerId, exp: past }, secrets.token),
    tg: signToken({ sub: customer.customerId, tg: TG_ID, exp: past }, secrets.tg),
    hr: signToken({ sub: null, exp: past }, secrets.hr),
  };
  const tamper = (token: string) => token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
  /** Tokens that must never pass where another kind, an expired or a tampered one is expected. */
  const foreignTokens = [
    customer.token,
    anonToken,
    tgHeader,
    hrToken,
    OPERATOR_TOKEN,
    expired.main,
    expired.tg,
    expired.hr,
    tamper(customer.token),
    tamper(tgHeader),
    tamper(hrToken),
  ];
  const initDataVariants = [
    initData({ token: "999:another-bot" }),
    initData({ authDate: new Date(Date.now() - 7200_000) }),
    initData({ user: false }),
    initData().replace("Fuzz", "Mallory"),
    initData().replace(/hash=[^&]+/, "hash=00"),
    "user=%7B%22id%22%3A1%7D&hash=abc",
  ];
  return { t, customer, customerCookie: customer.cookie, tgCookie, tgHeader, hrToken, anonToken, expired, foreignTokens, initDataVariants };
}

export type FuzzContext = Awaited<ReturnType<typeof fuzzContext>>;

async function rows<T>(t: TestApp, query: string): Promise<T[]> {
  return ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

export async function tableNames(t: TestApp): Promise<string[]> {
  const found = await rows<{ name: string }>(
    t,
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  return found.map((r) => r.name);
}

/** Row count of every table, in one round trip. */
export async function rowCounts(t: TestApp, tables: string[]): Promise<Record<string, number>> {
  const [row] = await rows<Record<string, string>>(t, `select ${tables.map((n) => `(select count(*) from "${n}") as "${n}"`).join(", ")}`);
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

/** A checksum of the content of every table (catches updates that keep the row counts). */
export async function checksum(t: TestApp, tables: string[]): Promise<Record<string, string>> {
  const parts = tables.map((n) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from "${n}" x) as "${n}"`);
  const [row] = await rows<Record<string, string>>(t, `select ${parts.join(", ")}`);
  return row;
}

export interface Req {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | FormData | URLSearchParams;
}

/** A short readable description of a request, for failure messages. */
export function describe(req: Req): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…(${s.length} chars)` : s);
  const body =
    req.body === undefined
      ? ""
      : typeof req.body === "string"
        ? cut(req.body)
        : req.body instanceof FormData
          ? cut(JSON.stringify([...req.body.entries()].map(([k, v]) => [k, typeof v === "string" ? v : `<file ${v.size} B>`])))
          : cut(String(req.body));
  return `${req.method} ${cut(req.path)} headers=${cut(JSON.stringify(req.headers ?? {}))} body=${body}`;
}
