// JSON text that is served many times (the cached menu), compressed once per encoding on first
// use rather than on every request.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { qualityList } from "../../src/domain/quality-list";

export class EncodedJson {
  private gzipped?: Buffer;
  private brotli?: Buffer;

  constructor(readonly text: string) {}

  gzip(): Buffer {
    this.gzipped ??= gzipSync(this.text);
    return this.gzipped;
  }

  br(): Buffer {
    this.brotli ??= brotliCompressSync(this.text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.text.length },
    });
    return this.brotli;
  }
}

/** Which encoding of `Accept-Encoding` to answer in: brotli, then gzip, else none. */
export function pickEncoding(accept: string | undefined): "br" | "gzip" | null {
  const offered = new Map(qualityList(accept?.toLowerCase()).map((e) => [e.token, e.q]));
  const weight = (name: string) => offered.get(name) ?? offered.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

export function sendEncodedJson(c: Context, json: EncodedJson, status: 200 = 200) {
  const encoding = pickEncoding(c.req.header("accept-encoding"));
  const headers: Record<string, string> = { "Content-Type": "application/json", Vary: "Accept-Encoding" };
  if (!encoding) return c.body(json.text, status, headers);
  headers["Content-Encoding"] = encoding;
  return c.body(new Uint8Array(encoding === "br" ? json.br() : json.gzip()), status, headers);
}
