// A TCP proxy on loopback that cuts a fraction of connections after the request has reached the
// server: as the answer starts to come back (nothing of it forwarded), halfway through its first
// bytes, or a moment after the request was forwarded. One request per connection (the client
// opens a new connection for each), so each cut hits exactly one request.
import net from "node:net";

export type DropMode = "beforeAnswer" | "midAnswer" | "afterRequest";

export interface DropProxy {
  baseUrl: string;
  stats: { connections: number; passed: number; dropped: Record<DropMode, number> };
  close(): Promise<void>;
}

/** Small deterministic PRNG (mulberry32), so a run can be repeated with the same seed. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function startDropProxy(targetPort: number, { dropFraction = 0.35, seed = 1 } = {}): Promise<DropProxy> {
  const random = prng(seed);
  const stats: DropProxy["stats"] = { connections: 0, passed: 0, dropped: { beforeAnswer: 0, midAnswer: 0, afterRequest: 0 } };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    stats.connections++;
    const roll = random();
    const mode: DropMode | null =
      roll >= dropFraction ? null : roll < dropFraction * 0.45 ? "beforeAnswer" : roll < dropFraction * 0.8 ? "midAnswer" : "afterRequest";
    if (mode) stats.dropped[mode]++;
    else stats.passed++;
    const upstream = net.connect(targetPort, "127.0.0.1");
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    const cut = () => {
      client.resetAndDestroy();
      upstream.destroy();
    };
    let cutScheduled = false;
    client.on("data", (chunk) => {
      upstream.write(chunk);
      if (mode === "afterRequest" && !cutScheduled) {
        cutScheduled = true;
        setTimeout(cut, Math.floor(random() * 30));
      }
    });
    client.on("end", () => upstream.end());
    let cutting = false;
    upstream.on("data", (chunk) => {
      if (cutting) return;
      if (mode === "beforeAnswer") return cut();
      if (mode === "midAnswer") {
        cutting = true;
        client.write(chunk.subarray(0, Math.max(1, Math.floor(chunk.length / 2))), () => cut());
        return;
      }
      client.write(chunk);
    });
    upstream.on("end", () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stats,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
