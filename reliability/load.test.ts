// 5. Load held for 60 s at 200 connections on loopback against the two busiest public reads,
// GET /api/shop and GET /api/restaurants/List (100 connections each, at the same time), on a real
// server process: no errors, no timeouts, nothing but 2xx. Requests per second and p99 are
// printed; speed goals live in `npm run bench`, not here.
import autocannon from "autocannon";
import { afterAll, beforeAll, expect, it } from "vitest";
import { recordFigures } from "./support/figures";
import { removeTempDirs, type ServerProcess, startServer } from "./support/server";

const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const CONNECTIONS = 200;
let server: ServerProcess;
beforeAll(async () => {
  // Quiet request logging: 200 connections would write tens of thousands of log lines.
  server = await startServer({ env: { LOG_LEVEL: "warn" } });
});
afterAll(async () => {
  await server?.stop();
  removeTempDirs();
});

function load(path: string, connections: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${server.baseUrl}${path}`, connections, duration: SECONDS, timeout: 10 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

it(
  `GET /api/shop and GET /api/restaurants/List held for ${SECONDS} s at ${CONNECTIONS} connections: no errors, only 2xx`,
  async () => {
    const paths = ["/api/shop", "/api/restaurants/List"];
    const results = await Promise.all(paths.map((p) => load(p, CONNECTIONS / paths.length)));
    const figures = Object.fromEntries(
      paths.map((p, i) => {
        const r = results[i];
        return [
          p,
          {
            requestsPerSecond: Math.round(r.requests.average),
            total: r.requests.total,
            p50Ms: r.latency.p50,
            p99Ms: r.latency.p99,
            maxMs: r.latency.max,
            errors: r.errors,
            timeouts: r.timeouts,
            non2xx: r.non2xx,
          },
        ];
      }),
    );
    recordFigures("load", { seconds: SECONDS, connections: CONNECTIONS, ...figures });
    for (const [i, r] of results.entries()) {
      expect({ path: paths[i], errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx, resets: r.resets ?? 0 }).toEqual({
        path: paths[i],
        errors: 0,
        timeouts: 0,
        non2xx: 0,
        resets: 0,
      });
      expect(r.requests.total).toBeGreaterThan(SECONDS * 10);
    }
    // The server is still healthy afterwards.
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  },
  (SECONDS + 60) * 1000,
);
