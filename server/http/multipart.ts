// Multipart forms are parsed only when they are a handful of parts: tens of thousands of (empty)
// parts would hold the server for seconds while they are parsed. Our forms (a vacancy
// application, a product's photo) count their parts with a byte search first and refuse more
// than MAX_FORM_PARTS before parsing.
import type { Context } from "hono";

/** Parts a form of ours may have: its few fields and a few unknown ones (ignored). */
export const MAX_FORM_PARTS = 16;

/** How many parts a multipart body has, counting no further than `max + 1` (a fast byte search). */
export function countParts(body: Buffer, boundary: string, max: number): number {
  const delimiter = Buffer.from(`--${boundary}`);
  let parts = -1; // the last delimiter closes the form
  for (let at = body.indexOf(delimiter); at !== -1 && parts <= max; at = body.indexOf(delimiter, at + delimiter.length)) parts++;
  return parts;
}

/** The boundary a multipart Content-Type names, or null. */
export function formBoundary(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? "");
  return match ? (match[1] ?? match[2]) : null;
}

/**
 * Whether the request's form has more than `max` parts (its body is read; `c.req.formData()` can
 * still parse it afterwards). A body without a boundary has none: parsing it is what fails.
 */
export async function tooManyParts(c: Context, max = MAX_FORM_PARTS): Promise<boolean> {
  const boundary = formBoundary(c.req.header("content-type"));
  if (!boundary) return false;
  return countParts(Buffer.from(await c.req.arrayBuffer()), boundary, max) > max;
}
