// POST /api/operator/broadcasts/photo: a broadcast's picture (admins; multipart field `photo`),
// stored like a product's photo (server/media/photos.ts: AVIF, WebP and JPEG variants) and named
// by its id in the draft's `photo`. The same limits as the product photo's route.
import { createRoute } from "@hono/zod-openapi";
import { photoForm, photoUploaded } from "../../../src/contract/operator-menu";
import { storePhoto } from "../../media/photos";
import { productImage } from "../../media/variants";
import { apiApp, json, refusals, SECURITY } from "../../openapi/routes";
import type { OperatorDeps } from "../../operator/deps";
import { adminsThenPhotoForm, uploadedPhoto } from "../../operator/photo-upload";
import type { StaffEnv } from "../../operator/staff-auth";

const route = createRoute({
  method: "post",
  path: "/broadcasts/photo",
  tags: ["Operator API"],
  security: SECURITY.operator,
  summary: "Upload a broadcast's picture (admins): its id goes in the draft's photo",
  description:
    "multipart/form-data with the field `photo`: JPEG, PNG, WebP or AVIF, at most 10 MB (413 `too_large`); anything else is 400.",
  middleware: [adminsThenPhotoForm] as const,
  request: { body: { required: true, content: { "multipart/form-data": { schema: photoForm } } } },
  responses: { 200: json(photoUploaded, "The picture's id and variants"), ...refusals(400, 401, 403, 413, 415, 503) },
});

export function broadcastPhotoRoutes({ db }: OperatorDeps) {
  return apiApp<StaffEnv>().openapi(route, async (c) => {
    const photo = await storePhoto(db, await uploadedPhoto(c));
    return c.json({ imageId: photo.id, image: productImage(photo.id, photo.info) }, 200);
  });
}
