// A photo staff upload for a product: recognised by its content (JPEG, PNG, WebP, AVIF), refused
// when it is too large in bytes or in pixels (a decompression bomb is refused from its header,
// before any decoding), and made into every width of PHOTO_WIDTHS (never upscaled) in AVIF, WebP
// and JPEG. The variants are stored in `media` under the hash of the uploaded bytes, so uploading
// the same file again costs nothing and every URL can be cached for ever.
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { ApiError } from "../http/errors";
import type { Db } from "../db/client";
import { media } from "../db/schema";
import { FORMATS, INFO_VARIANT, PHOTO_WIDTHS, type PhotoInfo } from "./variants";

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** 40 megapixels: any camera's photo, not a 20 000 × 20 000 bomb. */
export const MAX_PHOTO_PIXELS = 40_000_000;
const ACCEPTED = new Set(["jpeg", "png", "webp"]);

const refuse = (status: 400 | 413, code: string, message: string) => new ApiError(status, code, message, { photo: message });

/** What the uploaded bytes are, from their header only: refuses anything else before decoding. */
async function inspect(bytes: Buffer) {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false, failOn: "none" }).metadata();
  } catch {
    throw refuse(400, "unsupported_image", "The photo must be a JPEG, PNG, WebP or AVIF image");
  }
  // sharp names AVIF "heif" with AV1 compression; other HEIF (HEIC) is not accepted.
  const avif = meta.format === "heif" && meta.compression === "av1";
  if (!(ACCEPTED.has(meta.format ?? "") || avif))
    throw refuse(400, "unsupported_image", "The photo must be a JPEG, PNG, WebP or AVIF image");
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw refuse(400, "unsupported_image", "The photo's size cannot be read");
  if (width * height > MAX_PHOTO_PIXELS)
    throw refuse(413, "image_too_large", `The photo is too large: at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`);
  return { width, height };
}

/** The widths made of a photo this wide: those of PHOTO_WIDTHS it covers, or its own if narrower. */
export function widthsFor(width: number): number[] {
  const widths = PHOTO_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

/**
 * One width in every format. One encode at a time: each holds a thread of Node's pool (shared with
 * compression and file reads) for its whole run, so an upload leaves the rest of the pool to the
 * customers' requests; libvips spreads each encode over its own threads anyway.
 */
async function encode(bytes: Buffer, width: number) {
  // Turned upright (EXIF), metadata dropped; pixels capped again as a second guard.
  const base = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" })
    .autoOrient()
    .resize({ width, withoutEnlargement: true });
  const avif = await base.clone().avif({ quality: 50, effort: 2 }).toBuffer({ resolveWithObject: true });
  const webp = await base.clone().webp({ quality: 72 }).toBuffer({ resolveWithObject: true });
  const jpeg = await base.clone().jpeg({ quality: 75, mozjpeg: true, progressive: true }).toBuffer({ resolveWithObject: true });
  return { avif, webp, jpeg };
}

export interface StoredPhoto {
  id: string;
  info: PhotoInfo;
}

/** Checks, resizes and stores a photo; returns its media id. */
export async function storePhoto(db: Db, bytes: Buffer): Promise<StoredPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES) throw refuse(413, "too_large", "The photo is too large: at most 10 MB");
  const { width } = await inspect(bytes);
  const id = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const widths = widthsFor(width);
  const rows: (typeof media.$inferInsert)[] = [];
  let widest = { width: 0, height: 0 };
  for (const w of widths) {
    let out: Awaited<ReturnType<typeof encode>>;
    try {
      out = await encode(bytes, w);
    } catch {
      throw refuse(400, "unsupported_image", "The photo cannot be decoded: it is damaged or not an image");
    }
    for (const format of FORMATS) {
      rows.push({ id, variant: `${w}.${format.ext}`, contentType: format.contentType, bytes: out[format.key].data });
    }
    if (out.jpeg.info.width > widest.width) widest = { width: out.jpeg.info.width, height: out.jpeg.info.height };
  }
  const info: PhotoInfo = { widths, ...widest };
  rows.push({ id, variant: INFO_VARIANT, contentType: "application/json", bytes: Buffer.from(JSON.stringify(info)) });
  await db.insert(media).values(rows).onConflictDoNothing();
  return { id, info };
}
