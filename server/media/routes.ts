// Uploaded pictures served to everyone: GET /media/<id>/<variant> ("640.avif", "960.jpg"). The
// bytes were made once at upload (photos.ts) under the hash of the uploaded file, so a URL's
// content never changes: cached for a year as immutable, with an ETag for revalidation. Serving
// reads one row; no image work per request.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db/client";
import { media } from "../db/schema";
import { ApiError } from "../http/errors";

const ID = /^[0-9a-f]{32}$/;
const VARIANT = /^\d{1,5}\.(avif|webp|jpg)$/;

export function mediaRoutes(db: Db) {
  return new Hono().get("/media/:id/:variant", async (c) => {
    const { id, variant } = c.req.param();
    if (!ID.test(id) || !VARIANT.test(variant)) throw new ApiError(404, "media_not_found", "No such picture");
    const etag = `"${id}-${variant}"`;
    const [row] = await db
      .select({ contentType: media.contentType, bytes: media.bytes })
      .from(media)
      .where(and(eq(media.id, id), eq(media.variant, variant)));
    if (!row) throw new ApiError(404, "media_not_found", "No such picture");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("ETag", etag);
    const matches = c.req
      .header("if-none-match")
      ?.split(",")
      .some((tag) => tag.trim().replace(/^W\//, "") === etag);
    if (matches) return c.body(null, 304);
    c.header("Content-Type", row.contentType);
    return c.body(new Uint8Array(row.bytes), 200);
  });
}
