// Requests per second and p99 with autocannon, and a bare node:http server answering a fixed JSON
// body as the reference, measured in the same run on loopback.
import http from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(
  url: string,
  opts: {
    connections?: number;
    duration?: number;
    setup?: autocannon.Options["setupClient"];
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    requests?: autocannon.Request[];
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.duration ?? 10,
    method: (opts.method ?? "GET") as autocannon.Options["method"],
    body: opts.body,
    headers: opts.headers,
    requests: opts.requests,
    setupClient: opts.setup,
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A bare Node server that answers `body` to every request. */
export async function bareServer(body: string) {
  const buf = Buffer.from(body);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json", "Content-Length": buf.length });
    res.end(buf);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
