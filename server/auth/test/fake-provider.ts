// What the fake providers share: a plain node:http server on loopback (port 0) that records every
// call and, on demand, answers the next calls to a path with a status (429, 5xx), hangs (a
// timeout) or drops the connection (a network error).
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedCall {
  path: string;
  headers: IncomingMessage["headers"];
  /** JSON, urlencoded or multipart fields; the raw text otherwise. */
  fields: Record<string, string>;
}

/** An answer the test forces: a status with a JSON body, no answer at all, or a cut connection. */
export type Mishap = { status: number; body?: unknown } | "hang" | "drop";

export interface FakeProvider {
  url: string;
  calls: RecordedCall[];
  /** The next `times` calls to `path` meet `mishap` instead of the normal answer. */
  fail(path: string, mishap: Mishap, times?: number): void;
  close(): Promise<void>;
}

type Handler = (call: RecordedCall) => { status: number; body: unknown };

async function readFields(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = req.headers["content-type"] ?? "";
  if (type.startsWith("application/json")) return JSON.parse(raw.toString("utf8") || "{}") as Record<string, string>;
  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    const form = await new Response(raw, { headers: { "content-type": type } }).formData();
    return Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  }
  return raw.length ? { raw: raw.toString("utf8") } : {};
}

export async function startFakeProvider(handle: Handler): Promise<FakeProvider> {
  const calls: RecordedCall[] = [];
  const mishaps = new Map<string, Mishap[]>();
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const call: RecordedCall = { path, headers: req.headers, fields: await readFields(req) };
    calls.push(call);
    const mishap = mishaps.get(path)?.shift();
    if (mishap === "hang") return void hanging.add(res);
    if (mishap === "drop") return void req.socket.destroy();
    const answer = mishap ?? handle(call);
    res.writeHead(answer.status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(answer.body ?? {}));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    fail(path, mishap, times = 1) {
      mishaps.set(path, [...(mishaps.get(path) ?? []), ...Array<Mishap>(times).fill(mishap)]);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
