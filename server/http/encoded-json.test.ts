import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { EncodedJson, pickEncoding, sendEncodedJson } from "./encoded-json";

describe("encoded JSON", () => {
  it("picks brotli, then gzip, honouring q=0 and *", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it("answers the same JSON in each encoding the client accepts", async () => {
    const text = JSON.stringify({ products: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Пицца ${i}` })) });
    const json = new EncodedJson(text);
    const app = new Hono().get("/", (c) => sendEncodedJson(c, json));
    const plain = await app.request("/");
    expect(await plain.text()).toBe(text);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const gz = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    const br = await app.request("/", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    expect(json.br().length).toBeLessThan(text.length / 4);
  });
});
