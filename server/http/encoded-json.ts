// JSON text that is served many times (the cached menu), compressed once per encoding on first
// use rather than on every request.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { qualityList } from "../../src/domain/quality-list";

export class EncodedJson {
  private bytes?: Uint8Array<ArrayBuffer>;
  private gzipped?: Uint8Array<ArrayBuffer>;
  private brotli?: Uint8Array<ArrayBuffer>;

  constructor(readonly text: string) {}

  /**
   * The text as UTF-8 bytes, made once: answered as a string, every request would measure and
   * encode the whole menu again (57 KB) before writing it.
   */
  plain(): Uint8Array<ArrayBuffer> {
    this.bytes ??= view(Buffer.from(this.text));
    return this.bytes;
  }

  gzip(): Uint8Array<ArrayBuffer> {
    this.gzipped ??= view(gzipSync(this.text));
    return this.gzipped;
  }

  br(): Uint8Array<ArrayBuffer> {
    this.brotli ??= view(
      brotliCompressSync(this.text, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.text.length },
      }),
    );
    return this.brotli;
  }
}

/** The bytes of a Buffer without copying them (the Buffer is kept, never written). */
const view = (b: Buffer) => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength);

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
  if (!encoding) return c.body(json.plain(), status, headers);
  headers["Content-Encoding"] = encoding;
  return c.body(encoding === "br" ? json.br() : json.gzip(), status, headers);
}
