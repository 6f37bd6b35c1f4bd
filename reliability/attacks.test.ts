// 7. What one client can do to the store (issue "Hardening"), each attack against a real server
// process, on PGlite and on PostgreSQL: sign-in codes pumped from one address or many, guesses
// that would lock a victim out, Telegram init data the mini-app never sends, control characters,
// a CV whose file name breaks the database, a crowd of live order streams from one customer, another
// site's forms signing a visitor in or out (login CSRF), source maps asked for by name. The server
// trusts one proxy (TRUST_PROXY=1), so each request names its client address in X-Forwarded-For, as
// a load balancer would.
import fs from "node:fs";
import http from "node:http";
import { sign, signData } from "@telegram-apps/init-data-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeFromLog } from "../e2e/support/sign-in";
import { type Answer, newKey, orderFactory, randomPhone, request, sleep } from "./support/client";
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
// Live order streams one customer may hold (EVENT_STREAMS_PER_CUSTOMER, left at its default) and
// how many one customer opens at once in the check.
const STREAMS_ALLOWED = 5;
const STREAMS_OPENED = 50;

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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => Math.round(value * 10) / 10;

interface OpenedStream {
  status: number;
  /** The JSON error of a refused stream. */
  json?: { error: string; code: string };
  retryAfter?: string;
  close(): void;
}

/**
 * GET /api/delivery/Events on a connection of its own: resolves once the first status event came
 * (200) or with the refusal's JSON; close() drops the connection, as a closed tab does.
 */
function openStream(baseUrl: string, orderId: number, headers: Record<string, string>): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}/api/delivery/Events?orderId=${orderId}`, {
      agent: false,
      headers: { ...headers, Accept: "text/event-stream" },
    });
    const close = () => req.destroy();
    req.setTimeout(10_000, () => req.destroy(new Error("no status event within 10 s")));
    req.on("error", reject);
    req.on("response", (res) => {
      res.setEncoding("utf8");
      res.on("error", () => {});
      let text = "";
      if (res.statusCode !== 200) {
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          let json: OpenedStream["json"];
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, json, retryAfter: res.headers["retry-after"], close });
        });
        return;
      }
      res.on("data", (chunk: string) => {
        text += chunk;
        if (!text.includes("event: status")) return;
        req.setTimeout(0);
        resolve({ status: 200, close });
      });
    });
    req.end();
  });
}

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
    expect((await post("/api/auth/code", { phone }, address)).status).toBe(200);
    const verified = await post("/api/auth/verify", { phone, code: await codeFromLog(server.logFile, phone) }, address);
    expect(verified.status).toBe(200);
    return String(verified.headers["set-cookie"]?.[0] ?? "").split(";")[0];
  }

  it.skipIf(skip !== null)("ten code requests at once for one phone send exactly one code", async () => {
    const phone = randomPhone();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post("/api/auth/code", { phone }, `198.51.100.${i + 1}`)));
    expect(statuses(answers)).toEqual([200, ...Array(9).fill(429)]);
    await sleep(300);
    expect(codeLines(server.logFile, phone)).toBe(1);
  });

  it.skipIf(skip !== null)("one address cannot get codes sent to many numbers, even all at once or with a forged header", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => post("/api/auth/code", { phone: randomPhone() }, "203.0.113.1")));
    expect(count(answers, 200)).toBe(5);
    expect(
      answers
        .filter((a) => a.status === 429)
        .every((a) => (a.json as { code: string }).code === "rate_limited" && Number(a.headers["retry-after"]) > 0),
    ).toBe(true);
    // A client's own X-Forwarded-For entry is to the left of what the trusted proxy appended.
    expect((await post("/api/auth/code", { phone: randomPhone() }, "192.0.2.99, 203.0.113.1")).status).toBe(429);
    expect((await post("/api/auth/code", { phone: randomPhone() }, "203.0.113.2")).status).toBe(200);
    figures.codesFromOneAddress = { asked: 20, sent: count(answers, 200) };
  });

  it.skipIf(skip !== null)("the global ceiling on codes holds across addresses and requests racing each other", async () => {
    const capped = await startServer({ env: { ...LIMITS, AUTH_CODES_PER_MINUTE: String(CEILING), DATABASE_URL: await databaseFor(kind) } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 2 * CEILING }, (_, i) =>
          request(capped.baseUrl, "/api/auth/code", { method: "POST", body: { phone: randomPhone() }, headers: from(`100.64.1.${i + 1}`) }),
        ),
      );
      expect(count(answers, 200)).toBe(CEILING);
      expect(count(answers, 429)).toBe(CEILING);
      figures.globalCeiling = { asked: 2 * CEILING, sent: count(answers, 200) };
    } finally {
      await capped.stop();
    }
  });

  it.skipIf(skip !== null)("a stranger's wrong guesses lock the stranger's address, not the victims", async () => {
    const victims = [randomPhone(), randomPhone(), randomPhone(), randomPhone()];
    for (const [i, phone] of victims.entries()) expect((await post("/api/auth/code", { phone }, `192.0.2.${10 + i}`)).status).toBe(200);
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

  it.skipIf(skip !== null)(
    `${STREAMS_OPENED} live order streams from one customer: ${STREAMS_ALLOWED} open, the rest are 429, the store keeps answering`,
    async () => {
      const bearer = async (address: string) => {
        const cookie = await signedIn(randomPhone(), address);
        const { token } = (await request(server.baseUrl, "/api/token", { headers: { Cookie: cookie } })).json as { token: string };
        return { Authorization: `Bearer ${token}` };
      };
      const order = await orderFactory(server.baseUrl);
      const place = async (auth: Record<string, string>, tag: string) => {
        const res = await request(server.baseUrl, "/api/delivery/Create", {
          method: "POST",
          headers: { ...auth, "Idempotency-Key": newKey() },
          body: order(tag),
        });
        expect(res.status, res.text).toBe(201);
        return (res.json as { orderId: number }).orderId;
      };
      const health = async (times: number[]) => {
        const res = await request(server.baseUrl, "/api/health");
        expect(res.status).toBe(200);
        times.push(res.ms);
      };
      const attacker = await bearer("198.51.100.240");
      const neighbour = await bearer("198.51.100.241");
      // Two orders of the attacker: the cap is per customer, not per order.
      const orders = [await place(attacker, `streams-${kind}-1`), await place(attacker, `streams-${kind}-2`)];
      const neighbourOrder = await place(neighbour, `streams-${kind}-3`);
      const opened: OpenedStream[] = [];
      const open = async (orderId: number, auth: Record<string, string>) => {
        const stream = await openStream(server.baseUrl, orderId, auth);
        opened.push(stream);
        return stream;
      };
      try {
        // All at once, each on its own connection, with health checks going on meanwhile.
        const duringBurst: number[] = [];
        const [streams] = await Promise.all([
          Promise.all(Array.from({ length: STREAMS_OPENED }, (_, i) => open(orders[i % 2], attacker))),
          (async () => {
            for (let i = 0; i < 10; i++) await health(duringBurst);
          })(),
        ]);
        const accepted = streams.filter((s) => s.status === 200);
        const refused = streams.filter((s) => s.status !== 200);
        expect(accepted).toHaveLength(STREAMS_ALLOWED);
        expect(refused.map((s) => `${s.status} ${s.json?.code}`)).toEqual(
          Array(STREAMS_OPENED - STREAMS_ALLOWED).fill("429 too_many_streams"),
        );
        expect(refused.every((s) => typeof s.json?.error === "string" && Number(s.retryAfter) > 0)).toBe(true);
        // While the attacker holds them: the store answers, another customer's tracker opens, the
        // attacker's next one is refused.
        const whileHeld: number[] = [];
        for (let i = 0; i < 10; i++) await health(whileHeld);
        expect((await open(neighbourOrder, neighbour)).status).toBe(200);
        expect((await open(orders[0], attacker)).status).toBe(429);
        // Closed (tabs gone): a new tracker opens again once the server has seen them go.
        for (const s of accepted) s.close();
        const closedAt = performance.now();
        let again = await open(orders[1], attacker);
        while (again.status !== 200 && performance.now() - closedAt < 5_000) {
          await sleep(100);
          again = await open(orders[1], attacker);
        }
        expect(again.status).toBe(200);
        figures.streams = {
          opened: STREAMS_OPENED,
          accepted: accepted.length,
          refused: refused.length,
          healthMsDuringBurst: { median: ms(median(duringBurst)), max: ms(Math.max(...duringBurst)) },
          healthMsWhileHeld: { median: ms(median(whileHeld)), max: ms(Math.max(...whileHeld)) },
          reopenedAfterMs: Math.round(performance.now() - closedAt),
        };
      } finally {
        for (const s of opened) s.close();
      }
    },
  );

  it.skipIf(skip !== null)("another site cannot sign a visitor in or out (login CSRF): 415 for form bodies, 403 cross_site", async () => {
    const address = "198.51.100.250";
    const phone = randomPhone();
    expect((await post("/api/auth/code", { phone }, address)).status).toBe(200);
    // The attacker's own valid phone and code, as a form on another site would post them.
    const credentials = { phone, code: await codeFromLog(server.logFile, phone) };
    const evil = { Origin: "https://evil.example" };
    const crossSite = { "Sec-Fetch-Site": "cross-site" };
    const sameOrigin = { Origin: server.baseUrl, "Sec-Fetch-Site": "same-origin" };
    const refusals: [string, Record<string, string>, number, string][] = [
      // Bodies a form can send without a preflight, from a browser that names no origin.
      ["text/plain", { "Content-Type": "text/plain" }, 415, "unsupported_media_type"],
      ["urlencoded", { "Content-Type": "application/x-www-form-urlencoded" }, 415, "unsupported_media_type"],
      ["multipart", { "Content-Type": "multipart/form-data; boundary=x" }, 415, "unsupported_media_type"],
      // What a browser sends with them: the other site's origin.
      ["text/plain from evil.example", { "Content-Type": "text/plain", ...evil, ...crossSite }, 403, "cross_site"],
      ["JSON with Origin evil.example", evil, 403, "cross_site"],
      ["JSON with Sec-Fetch-Site cross-site", crossSite, 403, "cross_site"],
      ["JSON with Sec-Fetch-Site same-site", { "Sec-Fetch-Site": "same-site" }, 403, "cross_site"],
      ["JSON with Origin null", { Origin: "null" }, 403, "cross_site"],
    ];
    const refusedAs = (res: Answer, status: number, code: string, what: string) => {
      expect(`${res.status} ${(res.json as { code?: string } | undefined)?.code}`, what).toBe(`${status} ${code}`);
      expect(res.headers["set-cookie"], what).toBeUndefined();
    };
    for (const [what, headers, status, code] of refusals)
      refusedAs(await post("/api/auth/verify", credentials, address, headers), status, code, what);
    // None of them used the code: our own page signs in with it.
    const signedInHere = await post("/api/auth/verify", credentials, address, sameOrigin);
    expect(signedInHere.status).toBe(200);
    const cookie = String(signedInHere.headers["set-cookie"]?.[0] ?? "").split(";")[0];
    expect(cookie).toMatch(/=./);
    const me = async () => (await request(server.baseUrl, "/api/me", { headers: { Cookie: cookie } })).status;
    expect(await me()).toBe(200);
    // Logout: refused the same way, and the session stays open.
    for (const [what, headers, status, code] of refusals) {
      const res = await request(server.baseUrl, "/api/auth/logout", {
        method: "POST",
        headers: { Cookie: cookie, ...from(address), ...headers },
      });
      refusedAs(res, status, code, `logout, ${what}`);
    }
    expect(await me()).toBe(200);
    const out = await request(server.baseUrl, "/api/auth/logout", {
      method: "POST",
      headers: { Cookie: cookie, ...from(address), ...sameOrigin },
    });
    expect(out.status).toBe(204);
    expect(await me()).toBe(401);
    figures.loginCsrf = { refusedVerify: refusals.length, refusedLogout: refusals.length };
  });

  it.skipIf(skip !== null)("source maps are never served: no /assets/*.map, no sourceMappingURL in the scripts", async () => {
    const page = await request(server.baseUrl, "/");
    expect(page.status, `the served build (DIST_DIR or ./dist) must exist: ${page.text.slice(0, 200)}`).toBe(200);
    const queue = [...page.text.matchAll(/["'(]\/assets\/([\w.-]+\.js)["')]/g)].map((m) => m[1]);
    expect(queue.length, "scripts named by the served index.html").toBeGreaterThan(0);
    // The entry's imports name the other chunks (./x.js, assets/x.js): followed, up to 300 scripts.
    const seen = new Set<string>();
    for (let name = queue.shift(); name !== undefined && seen.size < 300; name = queue.shift()) {
      if (seen.has(name)) continue;
      seen.add(name);
      const script = await request(server.baseUrl, `/assets/${name}`);
      expect(script.status, name).toBe(200);
      expect(script.text, name).not.toContain("sourceMappingURL");
      for (const m of script.text.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g)) if (!seen.has(m[1])) queue.push(m[1]);
      const map = await request(server.baseUrl, `/assets/${name}.map`);
      expect(map.status, `${name}.map`).toBe(404);
      expect(map.text, `${name}.map`).not.toContain('"mappings"');
    }
    figures.sourceMaps = { scriptsChecked: seen.size, mapsServed: 0 };
  });
});
