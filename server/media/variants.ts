// What the menu says about an uploaded photo: its variants' URLs as srcset lists per format, read
// from the small `info.json` row stored beside the variants (no image bytes are read).
import { and, eq, inArray } from "drizzle-orm";
import type { ProductImage } from "../../src/contract/menu";
import type { Db } from "../db/client";
import { media } from "../db/schema";

/** The widths made of every photo, never wider than the photo itself. */
export const PHOTO_WIDTHS = [320, 640, 960] as const;
export const FORMATS = [
  { ext: "avif", contentType: "image/avif", key: "avif" },
  { ext: "webp", contentType: "image/webp", key: "webp" },
  { ext: "jpg", contentType: "image/jpeg", key: "jpeg" },
] as const;
/** The row of `media` describing the photo (widths, size of the widest variant). */
export const INFO_VARIANT = "info.json";

export interface PhotoInfo {
  widths: number[];
  width: number;
  height: number;
}

export const mediaUrl = (id: string, variant: string) => `/media/${id}/${variant}`;

/** The wire's description of a stored photo. */
export function productImage(id: string, info: PhotoInfo): ProductImage {
  const list = (ext: string) => info.widths.map((w) => `${mediaUrl(id, `${w}.${ext}`)} ${w}w`).join(", ");
  // The JPEG fallback: 640 px wide, or the widest there is below that.
  const fallback = [...info.widths].reverse().find((w) => w <= 640) ?? info.widths[0];
  return {
    src: mediaUrl(id, `${fallback}.jpg`),
    srcset: { avif: list("avif"), webp: list("webp"), jpeg: list("jpg") },
    width: info.width,
    height: info.height,
  };
}

function readInfo(bytes: Uint8Array): PhotoInfo | null {
  try {
    const info = JSON.parse(Buffer.from(bytes).toString("utf8")) as PhotoInfo;
    return Array.isArray(info.widths) && info.widths.length > 0 ? info : null;
  } catch {
    return null;
  }
}

/** The photos of these image ids (missing or unreadable ones are left out). */
export async function photoImages(db: Pick<Db, "select">, ids: (string | null)[]): Promise<Map<string, ProductImage>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const found = new Map<string, ProductImage>();
  if (wanted.length === 0) return found;
  const rows = await db
    .select({ id: media.id, bytes: media.bytes })
    .from(media)
    .where(and(inArray(media.id, wanted), eq(media.variant, INFO_VARIANT)));
  for (const row of rows) {
    const info = readInfo(row.bytes);
    if (info) found.set(row.id, productImage(row.id, info));
  }
  return found;
}
