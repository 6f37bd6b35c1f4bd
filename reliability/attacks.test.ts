// 7. What one client can do to the store (issue "Hardening"), each attack against a real server
// process, on PGlite and on PostgreSQL: sign-in codes pumped from one address or many, guesses
// that would lock a victim out, Telegram init data the mini-app never sends, control characters,
// a CV whose file name breaks the database. The server trusts one proxy (TRUST_PROXY=1), so each
// request names its client address in X-Forwarded-For, as a load balancer would.
import fs from "node:fs";
import { sign, signData } from "@telegram-apps/init-data-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeFromLog } from "../e2e/support/sign-in";
import { type Answer, randomPhone, request, sleep } from "./support/client";
import { recordFigures } from "./support/figures";
import { type Cluster, clusterUnavailable, createDatabase, startCluster } from "./support/postgres";
import { removeTempDirs, type ServerProcess, startServer } from "./support/server";

const BOT_TOKEN = "123456:reliability-bot-token-for-init-data";
const LIMITS = {
  TRUST_PROXY: "1",
  AUTH_CODES_PER_ADDRESS: "5",
  AUTH_FAILURES_PER_ADDRESS: "6",
  CV_UPLOADS_PER_ADDRESS: "2",
  TELEGRAM_BOT_TOKEN: BOT_TOKEN,
};
const CEILING = 15;

const givenUrl = process.env.DATABASE_URL || null;
const pgSkip = givenUrl ? null : clusterUnavailable();
let cluster: Cluster | undefined;
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop().catch(() => {});
  await cluster?.destroy();
  removeTempDirs();
});

/** An empty database for one server: "" is PGlite in the server's own data dir. */
async function databaseFor(kind: "pglite" | "postgres"): Promise<string> {
  if (kind === "pglite") return "";
  if (!givenUrl && !cluster) cluster = await startCluster();
  const database = await createDatabase(givenUrl ?? (cluster as Cluster).url);
  drops.push(database.drop);
  return database.url;
}

const from = (address: string) => ({ "X-Forwarded-For": address });
const codeLines = (logFile: string, phone: string) =>
  fs
    .readFileSync(logFile, "utf8")
    .split("\n")
    .filter((l) => l.includes('"sign-in code"') && l.includes(`"${phone}"`)).length;
const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();
const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;

const backends = [
  { name: "PGlite", kind: "pglite" as const, skip: null },
  {
    name: `PostgreSQL (${givenUrl ? "DATABASE_URL" : pgSkip ? `skipped: ${pgSkip}` : "own cluster"})`,
    kind: "postgres" as const,
    skip: pgSkip,
  },
];

describe.each(backends)("attacks on $name", ({ kind, skip }) => {
  let server: ServerProcess;
  const figures: Record<string, unknown> = {};
  beforeAll(async () => {
    if (skip) return;
    server = await startServer({ env: { ...LIMITS, DATABASE_URL: await databaseFor(kind) } });
  });
  afterAll(async () => {
    if (skip) return;
    await server.stop();
    recordFigures(`attacks-${kind}`, figures);
  });
  const post = (path: string, body: unknown, address: string, headers: Record<string, string> = {}) =>
    request(server.baseUrl, path, { method: "POST", body, headers: { ...from(address), ...headers } });

  async function signedIn(phone: string, address: string) {
    expect((await post("/api/auth/code", { phone }, address)).status).toBe(204);
    const verified = await post("/api/auth/verify", { phone, code: await codeFromLog(server.logFile, phone) }, address);
    expect(verified.status).toBe(200);
    return String(verified.headers["set-cookie"]?.[0] ?? "").split(";")[0];
  }

  it.skipIf(skip !== null)("ten code requests at once for one phone send exactly one code", async () => {
    const phone = randomPhone();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post("/api/auth/code", { phone }, `198.51.100.${i + 1}`)));
    expect(statuses(answers)).toEqual([204, ...Array(9).fill(429)]);
    await sleep(300);
    expect(codeLines(server.logFile, phone)).toBe(1);
  });

  it.skipIf(skip !== null)("one address cannot get codes sent to many numbers, even all at once or with a forged header", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => post("/api/auth/code", { phone: randomPhone() }, "203.0.113.1")));
    expect(count(answers, 204)).toBe(5);
    expect(
      answers
        .filter((a) => a.status === 429)
        .every((a) => (a.json as { code: string }).code === "rate_limited" && Number(a.headers["retry-after"]) > 0),
    ).toBe(true);
    // A client's own X-Forwarded-For entry is to the left of what the trusted proxy appended.
    expect((await post("/api/auth/code", { phone: randomPhone() }, "192.0.2.99, 203.0.113.1")).status).toBe(429);
    expect((await post("/api/auth/code", { phone: randomPhone() }, "203.0.113.2")).status).toBe(204);
    figures.codesFromOneAddress = { asked: 20, sent: count(answers, 204) };
  });

  it.skipIf(skip !== null)("the global ceiling on codes holds across addresses and requests racing each other", async () => {
    const capped = await startServer({ env: { ...LIMITS, AUTH_CODES_PER_MINUTE: String(CEILING), DATABASE_URL: await databaseFor(kind) } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 2 * CEILING }, (_, i) =>
          request(capped.baseUrl, "/api/auth/code", { method: "POST", body: { phone: randomPhone() }, headers: from(`100.64.1.${i + 1}`) }),
        ),
      );
      expect(count(answers, 204)).toBe(CEILING);
      expect(count(answers, 429)).toBe(CEILING);
      figures.globalCeiling = { asked: 2 * CEILING, sent: count(answers, 204) };
    } finally {
      await capped.stop();
    }
  });

  it.skipIf(skip !== null)("a stranger's wrong guesses lock the stranger's address, not the victims", async () => {
    const victims = [randomPhone(), randomPhone(), randomPhone(), randomPhone()];
    for (const [i, phone] of victims.entries()) expect((await post("/api/auth/code", { phone }, `192.0.2.${10 + i}`)).status).toBe(204);
    const codes = await Promise.all(victims.map((phone) => codeFromLog(server.logFile, phone)));
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    // 20 guesses at once from one address against four numbers: 6 are checked, the rest refused.
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post("/api/auth/verify", { phone: victims[i % 4], code: wrong(codes[i % 4]) }, "203.0.113.66")),
    );
    const answered = guesses.map((g) => (g.json as { code: string }).code);
    expect(answered.filter((c) => c === "wrong_code")).toHaveLength(6);
    expect(answered.filter((c) => c === "rate_limited")).toHaveLength(14);
    // Every victim still signs in from their own address with the code they were sent.
    for (const [i, phone] of victims.entries())
      expect((await post("/api/auth/verify", { phone, code: codes[i] }, `192.0.2.${10 + i}`)).status).toBe(200);
    figures.guessesFromOneAddress = { sent: 20, checked: 6 };
  });

  it.skipIf(skip !== null)("Telegram init data the mini-app never sends is a 401, never a 500", async () => {
    const user = JSON.stringify({ id: 9001, first_name: "T" });
    const now = Math.floor(Date.now() / 1000);
    const signed = (fields: Record<string, string>) => {
      const params = new URLSearchParams(fields);
      params.set(
        "hash",
        signData(
          Object.entries(fields)
            .map(([k, v]) => `${k}=${v}`)
            .sort()
            .join("\n"),
          BOT_TOKEN,
        ),
      );
      return params.toString();
    };
    const tma = (raw: string) => post("/api/auth/telegram", undefined, "198.51.100.200", { Authorization: `tma ${raw}` });
    expect((await tma(signed({ user, auth_date: String(now) }))).status).toBe(200);
    const refused = [
      signed({ user, auth_date: String(now) }).replace(/hash=\w{6}/, "hash=000000"),
      `user=${encodeURIComponent(user)}&auth_date=${now}&hash=${"ab".repeat(40)}`,
      signed({ auth_date: String(now) }),
      signed({ user: "{", auth_date: String(now) }),
      sign({ user: { id: 9002, first_name: "F" } }, BOT_TOKEN, new Date(Date.now() + 10 * 60_000)),
      sign({ user: { id: 9003, first_name: "O" } }, BOT_TOKEN, new Date(Date.now() - 2 * 3600_000)),
    ];
    for (const raw of refused) expect((await tma(raw)).status, raw).toBe(401);
  });

  it.skipIf(skip !== null)("control characters in names, comments and addresses are a 400 naming the field", async () => {
    const cookie = await signedIn(randomPhone(), "198.51.100.210");
    for (const name of ["Aziz\u001b[2J", "Aziz\u0007", "evil\u202egnp.exe", "a\u2066b", "x\u009by"]) {
      const res = await request(server.baseUrl, "/api/me", { method: "PATCH", body: { name }, headers: { Cookie: cookie } });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect((res.json as { fields: Record<string, string> }).fields).toEqual({ name: "must not contain control characters" });
    }
    expect(
      (await request(server.baseUrl, "/api/me", { method: "PATCH", body: { name: "Ўлмас" }, headers: { Cookie: cookie } })).status,
    ).toBe(200);
  });

  it.skipIf(skip !== null)(
    "a CV whose file name holds NUL is a 400: nothing stored, logged or counted; CVs are capped per address",
    async () => {
      const { token } = (await request(server.baseUrl, "/api/hr_token")).json as { token: string };
      const { id } = (
        (await request(server.baseUrl, "/api/vacancies", { headers: { Authorization: `Bearer ${token}` } })).json as { id: number }[]
      )[0];
      const mark = "RELIABILITY-CV-BYTES-";
      const apply = async (phone: string, address: string, fileName?: string) => {
        const body = new FormData();
        for (const [k, v] of Object.entries({
          vacancyId: String(id),
          fullName: "Nodira Reliabilova",
          phone,
          birthDate: "1998-04-12",
          city: "Tashkent",
        }))
          body.append(k, v);
        if (fileName) body.append("cv", new File([`%PDF-1.7\n${mark.repeat(10_000)}`], fileName, { type: "application/pdf" }));
        const res = await fetch(`${server.baseUrl}/api/vacancies/apply`, {
          method: "POST",
          body,
          headers: { Authorization: `Bearer ${token}`, ...from(address) },
        });
        return { status: res.status, json: (await res.json()) as { code: string; fields?: Record<string, string> } };
      };
      const phone = randomPhone();
      const logBefore = fs.statSync(server.logFile).size;
      const nul = await apply(phone, "198.51.100.220", "cv\u0000.pdf");
      expect(nul.status).toBe(400);
      expect(nul.json.fields).toHaveProperty("cv");
      await sleep(300);
      const logged = fs.readFileSync(server.logFile, "utf8").slice(logBefore);
      expect(logged).not.toContain(mark);
      expect(logged).not.toContain("Reliabilova");
      expect(fs.statSync(server.logFile).size - logBefore).toBeLessThan(2000);
      // The refused request used none of the phone's 3 applications a day.
      for (let i = 0; i < 3; i++) expect((await apply(phone, `198.51.100.${221 + i}`)).status).toBe(201);
      // Two CVs a day from one address; the third is refused, without a CV it goes through.
      expect((await apply(randomPhone(), "198.51.100.230", "a.pdf")).status).toBe(201);
      expect((await apply(randomPhone(), "198.51.100.230", "b.pdf")).status).toBe(201);
      expect((await apply(randomPhone(), "198.51.100.230", "c.pdf")).status).toBe(429);
      expect((await apply(randomPhone(), "198.51.100.230")).status).toBe(201);
    },
  );
});
