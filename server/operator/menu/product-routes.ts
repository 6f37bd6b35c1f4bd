// Products of the menu: price, names, descriptions and portion in ru/en/uz, tags, active, folder
// and order; a new product gets an id made from its English name. Admins only; every change is
// audited in its transaction (with the values it replaced) and clears this process's menu cache.
import { randomBytes } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import { eq, sql } from "drizzle-orm";
import { newProduct, productCreated, productPatch, textIdPath } from "../../../src/contract/operator-menu";
import { folders, products } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { jsonBody } from "../../http/json-body";
import { menuChanged } from "../../catalog/menu-cache";
import { apiApp, json, jsonRequest, noContent, refusals } from "../../openapi/routes";
import { auditChanges, recordAudit } from "../../audit/audit";
import type { OperatorDeps } from "../deps";
import { adminsOnly, requireChain, type StaffEnv } from "../staff-auth";
import { derivedPrice, requireGroupsKept } from "./builder-writes";
import { security, tags, textId, withFiscalColumns } from "./shared";

/** The picture of a product without an uploaded photo yet. */
export const NO_PHOTO_URL = "/images/brand/logo.svg";

const patchRoute = createRoute({
  method: "patch",
  path: "/products/{id}",
  tags,
  security,
  summary:
    "Change a product: price, texts, tags, active, folder, order, fiscal data, variants, ingredients, halves, modifier groups (admins only)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { params: textIdPath, body: jsonRequest(productPatch, "The fields to change; a text object needs all three languages") },
  responses: { 204: noContent("Changed"), ...refusals(400, 401, 403, 404, 503) },
});
const createProductRoute = createRoute({
  method: "post",
  path: "/products",
  tags,
  security,
  summary: "Add a product (admins only); its id is made from its English name",
  middleware: [adminsOnly, jsonBody] as const,
  request: { body: jsonRequest(newProduct, "The product; portion, tags, isActive and sort are optional") },
  responses: { 201: json(productCreated, "The new product's id"), ...refusals(400, 401, 403, 503) },
});

type Tx = Parameters<Parameters<OperatorDeps["db"]["transaction"]>[0]>[0];

async function requireFolder(tx: Tx, folderId: number) {
  const [known] = await tx.select({ id: folders.id }).from(folders).where(eq(folders.id, folderId));
  if (!known) throw new ApiError(400, "invalid_parameters", "No such folder", { folderId: "is not a folder of the menu" });
}

/** "Pepperoni XL!" → "pepperoni-xl-3fa9c1": readable in links, unique by its random tail. */
export function productIdFrom(english: string): string {
  const slug = english
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `${slug || "product"}-${randomBytes(3).toString("hex")}`;
}

export function productRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(patchRoute, async (c) => {
      const actor = requireChain(c);
      const id = textId(c.req.valid("param").id, "product id");
      const asked = withFiscalColumns(c.req.valid("json"));
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
        if (!before) throw new ApiError(404, "product_not_found", "No such product");
        if (asked.folderId !== undefined) await requireFolder(tx, asked.folderId);
        if (asked.modifierGroups !== undefined) await requireGroupsKept(tx, id, asked.modifierGroups);
        const price = derivedPrice(asked.variants ?? before.variants, asked.price);
        const patch = { ...asked, ...(price !== undefined ? { price } : {}) };
        await tx.update(products).set(patch).where(eq(products.id, id));
        await recordAudit(tx, actor, { entity: "product", entityId: id, action: "update", details: auditChanges(before, patch) }, clock());
      });
      menuChanged(db);
      return c.body(null, 204);
    })
    .openapi(createProductRoute, async (c) => {
      const actor = requireChain(c);
      const input = c.req.valid("json");
      const id = productIdFrom(input.name.en);
      await db.transaction(async (tx) => {
        await requireFolder(tx, input.folderId);
        const [{ last }] = await tx
          .select({ last: sql<number>`coalesce(max(${products.sort}), 0)` })
          .from(products)
          .where(eq(products.folderId, input.folderId));
        const price = derivedPrice(input.variants ?? [], input.price) ?? input.price;
        const row = { ...withFiscalColumns(input), id, price, imageUrl: NO_PHOTO_URL, sort: input.sort ?? Number(last) + 1 };
        await tx.insert(products).values(row);
        await recordAudit(tx, actor, { entity: "product", entityId: id, action: "create", details: input }, clock());
      });
      menuChanged(db);
      return c.json({ id }, 201);
    });
}
