// A stand-in for the error-reporting service on 127.0.0.1: it accepts Sentry envelopes and keeps
// their text, so tests can check that an error really arrived.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { WAIT_MS } from "./waits";

export async function startErrorReceiver() {
  const envelopes: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const text = req.headers["content-encoding"] === "gzip" ? gunzipSync(body).toString("utf8") : body.toString("utf8");
      if (req.method === "POST") envelopes.push(text);
      res.writeHead(200, { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "*", "Content-Type": "application/json" });
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    envelopes,
    /** Waits until an envelope mentions `text`. */
    async waitFor(text: string, timeoutMs = WAIT_MS): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = envelopes.find((e) => e.includes(text));
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`No error report mentioning "${text}" arrived (${envelopes.length} envelopes)`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
