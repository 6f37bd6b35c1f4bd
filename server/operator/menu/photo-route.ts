// POST /api/operator/products/{id}/photo: staff upload a product's photo (multipart field `photo`);
// the server makes its variants (server/media/photos.ts) and the product shows them from then on.
import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { photoForm, photoUploaded, textIdPath } from "../../../src/contract/operator-menu";
import { products } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { MAX_FORM_PARTS } from "../../http/multipart";
import { menuChanged } from "../../catalog/menu-cache";
import { storePhoto } from "../../media/photos";
import { productImage } from "../../media/variants";
import { apiApp, json, refusals } from "../../openapi/routes";
import { recordAudit } from "../../audit/audit";
import type { OperatorDeps } from "../deps";
import { adminsThenPhotoForm, uploadedPhoto } from "../photo-upload";
import { requireChain, type StaffEnv } from "../staff-auth";
import { security, tags, textId } from "./shared";

const photoRoute = createRoute({
  method: "post",
  path: "/products/{id}/photo",
  tags,
  security,
  summary: "Upload a product's photo (admins only): made into AVIF, WebP and JPEG of several widths",
  description:
    "multipart/form-data with the field `photo`: JPEG, PNG, WebP or AVIF, at most 10 MB and 40 megapixels (413 `too_large`, `image_too_large`); anything else is 400 `unsupported_image`. " +
    `A form of more than ${MAX_FORM_PARTS} parts is refused before it is parsed (413 \`too_many_fields\`).`,
  middleware: [adminsThenPhotoForm] as const,
  request: { params: textIdPath, body: { required: true, content: { "multipart/form-data": { schema: photoForm } } } },
  responses: { 200: json(photoUploaded, "The photo's id and variants"), ...refusals(400, 401, 403, 404, 413, 503) },
});

export function photoRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>().openapi(photoRoute, async (c) => {
    const actor = requireChain(c);
    const id = textId(c.req.valid("param").id, "product id");
    const [known] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
    if (!known) throw new ApiError(404, "product_not_found", "No such product");
    const photo = await storePhoto(db, await uploadedPhoto(c));
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ imageId: products.imageId, imageUrl: products.imageUrl })
        .from(products)
        .where(eq(products.id, id))
        .for("update");
      if (!before) throw new ApiError(404, "product_not_found", "No such product");
      await tx.update(products).set({ imageId: photo.id }).where(eq(products.id, id));
      await recordAudit(
        tx,
        actor,
        // The picture it replaced: the previous photo's id, or the seed's picture when it had none.
        { entity: "product", entityId: id, action: "photo", details: { imageId: photo.id, ...photo.info, was: before } },
        clock(),
      );
    });
    menuChanged(db);
    return c.json({ imageId: photo.id, image: productImage(photo.id, photo.info) }, 200);
  });
}
