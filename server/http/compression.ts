// Compression of answers (API JSON and pages). Hono's compress adds `Vary` with c.header(), which rebuilds a
// finished response around its body as a stream; on Node that turns every JSON answer, compressed
// or not, into a slow streamed write. Setting Vary on the response first avoids it. The order
// event stream is never compressed (it would be buffered). Answers that arrive already encoded
// (the cached menu) pass through.
import { compress } from "hono/compress";
import { createMiddleware } from "hono/factory";

export function compressAnswers(streams: string[]) {
  const honoCompress = compress();
  return createMiddleware(async (c, next) => {
    if (streams.includes(c.req.path)) return next();
    return honoCompress(c, async () => {
      await next();
      if (!c.res.headers.get("Vary")) c.res.headers.set("Vary", "Accept-Encoding");
    });
  });
}
