// The staff's photo uploads (a product's photo, a broadcast's picture): one multipart field `photo`,
// at most MAX_PHOTO_BYTES, read only after the sender is known to be an admin. The checks run in
// this order: admins only before the body is read; a body that is not multipart/form-data is a 415;
// a body over the limit a 413 while it streams in; a form of more than MAX_FORM_PARTS parts a 413
// before it is parsed (server/http/multipart.ts); a form that cannot be read a 400.
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { ApiError } from "../http/errors";
import { MAX_FORM_PARTS, tooManyParts } from "../http/multipart";
import { MAX_PHOTO_BYTES } from "../media/photos";
import { requireChain, type StaffEnv } from "./staff-auth";

const tooLarge = () => new ApiError(413, "too_large", "The photo is too large: at most 10 MB", { photo: "at most 10 MB" });

/** The upload's own body limit (the API's default is 1 MB): the photo and a little form overhead. */
const photoLimit = bodyLimit({
  maxSize: MAX_PHOTO_BYTES + 64 * 1024,
  onError: () => {
    throw tooLarge();
  },
});

/** The route's middleware: admins only, then the form's type, size and parts, then it is parsed. */
export const adminsThenPhotoForm = createMiddleware<StaffEnv>(async (c, next) => {
  requireChain(c);
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "multipart/form-data") throw new ApiError(415, "unsupported_media_type", "The request body must be multipart/form-data");
  return photoLimit(c, async () => {
    if (await tooManyParts(c)) throw new ApiError(413, "too_many_fields", `The form has too many fields: at most ${MAX_FORM_PARTS} fields`);
    try {
      await c.req.formData();
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw new ApiError(400, "invalid_form", "The photo must be sent as a multipart form with a field named photo");
    }
    await next();
  });
});

/** The form's `photo` file as bytes (after adminsThenPhotoForm): a 400 when it is missing or empty, a 413 over the limit. */
export async function uploadedPhoto(c: Context<StaffEnv>): Promise<Buffer> {
  const file = (await c.req.formData()).get("photo");
  if (!(file instanceof File) || file.size === 0)
    throw new ApiError(400, "invalid_parameters", "Invalid parameter: photo", { photo: "must be an image file" });
  if (file.size > MAX_PHOTO_BYTES) throw tooLarge();
  return Buffer.from(await file.arrayBuffer());
}
