// Orders placed per second through POST /api/delivery/Create by many signed-in customers, each
// order sent twice with the same Idempotency-Key (a retry). Afterwards every key is sent once more
// and must name one order: duplicates = the bench's orders stored (counted in the database, see
// countBenchOrders) − distinct orders the keys name.
import path from "node:path";
import autocannon from "autocannon";
import { codeFromLog } from "../../e2e/support/sign-in";

export const ORDER = JSON.stringify({
  orderTypeId: 200,
  restaurantId: "yunusabad",
  address: null,
  slot: null,
  products: [{ id: "coca-cola", count: 2, modifiers: [] }],
  name: "Bench",
  phone: "+998901234567",
  paymentType: "cash",
});

export async function signInCustomers(baseUrl: string, logFile: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const phone = `+99893${String(1000000 + i).slice(-7)}`;
    const post = (path: string, body: unknown) =>
      fetch(`${baseUrl}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    await post("/api/auth/code", { phone });
    const verified = await post("/api/auth/verify", { phone, code: await codeFromLog(logFile, phone) });
    const setCookie = verified.headers.get("set-cookie");
    if (!setCookie) throw new Error(`Signing in ${phone} set no session cookie (HTTP ${verified.status})`);
    const cookie = setCookie.split(";")[0];
    const { token } = (await (await fetch(`${baseUrl}/api/token`, { headers: { Cookie: cookie } })).json()) as { token: string };
    tokens.push(token);
  }
  return tokens;
}

async function replayKeys(urls: string[], pairsPerUrl: number[], tokens: string[]): Promise<Set<number>> {
  const ids = new Set<number>();
  const jobs = urls.flatMap((url, i) => Array.from({ length: pairsPerUrl[i] }, (_, pair) => ({ url, pair })));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { url, pair } = jobs[next++];
      const res = await fetch(`${url}/api/delivery/Create`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Idempotency-Key": `${url}-${pair}`,
          Authorization: `Bearer ${tokens[pair % tokens.length]}`,
        },
        body: ORDER,
      });
      if (res.status === 201) ids.add(((await res.json()) as { orderId: number }).orderId);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return ids;
}

/** The bench's orders (its customers' name) stored in the database: PGlite's DATA_DIR once its server has stopped, or PostgreSQL's URL. */
export async function countBenchOrders(where: { pgliteDataDir: string } | { databaseUrl: string }): Promise<number> {
  const query = "select count(*)::int as n from orders where name = 'Bench'";
  if ("databaseUrl" in where) {
    const { Client } = await import("pg");
    const client = new Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ n: number }>(query)).rows[0].n;
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  // The app's data folder has pg_trgm indexes (migration 0010): opening it needs the extension.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const client = await PGlite.create({ dataDir: path.join(where.pgliteDataDir, "pglite"), extensions: { pg_trgm } });
  try {
    return (await client.query<{ n: number }>(query)).rows[0].n;
  } finally {
    await client.close();
  }
}

/** Places orders for `durationS`, then settles every key once more; count the stored ones after. */
export async function placeOrders(baseUrls: string[], tokens: string[], durationS: number) {
  const acknowledged = new Set<string>();
  const statuses = new Map<number, number>();
  const pairsPerUrl = baseUrls.map(() => 0);
  const runs = baseUrls.map((url, index) => {
    let n = 0;
    return autocannon({
      url: `${url}/api/delivery/Create`,
      connections: 50,
      duration: durationS,
      requests: [
        {
          method: "POST",
          body: ORDER,
          // Each key goes out twice in a row: the second is a client's retry of the same order.
          setupRequest: (req, ctx: object) => {
            const context = ctx as Record<string, unknown>;
            const pair = Math.floor(n++ / 2);
            const key = `${url}-${pair}`;
            pairsPerUrl[index] = Math.max(pairsPerUrl[index], pair + 1);
            context.key = key;
            req.headers = {
              ...req.headers,
              "Content-Type": "application/json",
              "Idempotency-Key": key,
              Authorization: `Bearer ${tokens[pair % tokens.length]}`,
            };
            return req;
          },
          onResponse: (status, _body, ctx: object) => {
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status === 201) acknowledged.add(String((ctx as Record<string, unknown>).key));
          },
        },
      ],
    });
  });
  const results = await Promise.all(runs);
  // Keys whose answer was cut off by the end of the run are settled here: each names one order.
  const named = await replayKeys(baseUrls, pairsPerUrl, tokens);
  return {
    named: named.size,
    acknowledged: acknowledged.size,
    perSecond: Math.round(acknowledged.size / durationS),
    non2xx: results.reduce((s, r) => s + r.non2xx, 0),
    errors: results.reduce((s, r) => s + r.errors + r.timeouts, 0),
    /** Answers per HTTP status, e.g. "201×1200 200×1200": which non-2xx a run met. */
    statuses: [...statuses].map(([status, n]) => `${status}×${n}`).join(" "),
  };
}
