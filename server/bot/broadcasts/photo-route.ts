// POST /api/operator/broadcasts/photo: a broadcast's picture (admins; multipart field `photo`),
// stored like a product's photo (server/media/photos.ts: AVIF, WebP and JPEG variants) and named
// by its id in the draft's `photo`. The same limits as the product photo's route.
import { createRoute } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { photoForm, photoUploaded } from "../../../src/contract/operator-menu";
import { ApiError } from "../../http/errors";
import { MAX_FORM_PARTS, tooManyParts } from "../../http/multipart";
import { MAX_PHOTO_BYTES, storePhoto } from "../../media/photos";
import { productImage } from "../../media/variants";
import { apiApp, json, refusals, SECURITY } from "../../openapi/routes";
import type { OperatorDeps } from "../../operator/deps";
import { requireChain, type StaffEnv } from "../../operator/staff-auth";

const tooLarge = () => new ApiError(413, "too_large", "The photo is too large: at most 10 MB", { photo: "at most 10 MB" });
const photoLimit = bodyLimit({
  maxSize: MAX_PHOTO_BYTES + 64 * 1024,
  onError: () => {
    throw tooLarge();
  },
});

/** Admins only, before the body is read; then the form's size and parts are checked before it is parsed. */
const adminsThenForm = createMiddleware<StaffEnv>(async (c, next) => {
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

const route = createRoute({
  method: "post",
  path: "/broadcasts/photo",
  tags: ["Operator API"],
  security: SECURITY.operator,
  summary: "Upload a broadcast's picture (admins): its id goes in the draft's photo",
  description:
    "multipart/form-data with the field `photo`: JPEG, PNG, WebP or AVIF, at most 10 MB (413 `too_large`); anything else is 400.",
  middleware: [adminsThenForm] as const,
  request: { body: { required: true, content: { "multipart/form-data": { schema: photoForm } } } },
  responses: { 200: json(photoUploaded, "The picture's id and variants"), ...refusals(400, 401, 403, 413, 415, 503) },
});

export function broadcastPhotoRoutes({ db }: OperatorDeps) {
  return apiApp<StaffEnv>().openapi(route, async (c) => {
    const file = (await c.req.formData()).get("photo");
    if (!(file instanceof File) || file.size === 0)
      throw new ApiError(400, "invalid_parameters", "Invalid parameter: photo", { photo: "must be an image file" });
    if (file.size > MAX_PHOTO_BYTES) throw tooLarge();
    const photo = await storePhoto(db, Buffer.from(await file.arrayBuffer()));
    return c.json({ imageId: photo.id, image: productImage(photo.id, photo.info) }, 200);
  });
}
