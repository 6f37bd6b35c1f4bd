// Promotions ("stocks") for the console: every one with all three languages (drafts, scheduled and
// ended ones too), and create, change, remove. startsAt in the future schedules it, endsAt ends it:
// the storefront shows a promotion only while it is active and current (server/content/routes.ts).
import { desc, eq, inArray } from "drizzle-orm";
import { newStock, operatorStocks, stockPatch } from "../../../src/contract/operator-content";
import type { Db } from "../../db/client";
import { folders, products, promotions } from "../../db/schema";
import { ApiError } from "../../http/errors";
import type { OperatorDeps } from "../deps";
import { contentAreaRoutes } from "./content-area";
import { cleanRich, DEFAULT_IMAGE, summaryOf } from "./shared";

/** The products and folder a promotion names must be the menu's. */
async function checkMenuLinks(db: Pick<Db, "select">, productIds?: string[], folderId?: number | null) {
  const fields: Record<string, string> = {};
  if (productIds?.length) {
    const known = new Set((await db.select({ id: products.id }).from(products).where(inArray(products.id, productIds))).map((p) => p.id));
    const unknown = productIds.filter((id) => !known.has(id));
    if (unknown.length) fields.productIds = `not products of the menu: ${unknown.slice(0, 5).join(", ")}`;
  }
  if (folderId) {
    const [folder] = await db.select({ id: folders.id }).from(folders).where(eq(folders.id, folderId));
    if (!folder) fields.folderId = "is not a folder of the menu";
  }
  if (Object.keys(fields).length)
    throw new ApiError(400, "invalid_parameters", `Invalid parameters: ${Object.keys(fields).join(", ")}`, fields);
}

const endsTooEarly = () => new ApiError(400, "invalid_parameters", "Invalid parameter: endsAt", { endsAt: "must be after startsAt" });

export function stocksAdminRoutes(deps: OperatorDeps) {
  return contentAreaRoutes(
    {
      path: "/stocks",
      table: promotions,
      entity: "stock",
      idName: "promotion id",
      notFound: ["stock_not_found", "No such promotion"],
      list: {
        schema: operatorStocks,
        summary: "Every promotion, drafts, scheduled and ended ones included, in every language (admins)",
        order: "Newest start first",
        read: async (db, now) =>
          (await db.select().from(promotions).orderBy(desc(promotions.startsAt), desc(promotions.id))).map((s) => ({
            ...s,
            startsAt: s.startsAt.toISOString(),
            endsAt: s.endsAt?.toISOString() ?? null,
            status: !s.isActive
              ? ("draft" as const)
              : s.startsAt > now
                ? ("scheduled" as const)
                : s.endsAt && s.endsAt <= now
                  ? ("ended" as const)
                  : ("published" as const),
          })),
      },
      create: {
        schema: newStock,
        summary: "Start or schedule a promotion (admins); the body is sanitised",
        body: "Title and body in ru, en, uz; startsAt, endsAt, productIds, folderId optional",
        created: "The new promotion's id",
        values: async (db, input, at) => {
          const body = cleanRich(input.body);
          await checkMenuLinks(db, input.productIds, input.folderId);
          const values = {
            title: input.title,
            body,
            summary: input.summary ?? summaryOf(body),
            imageUrl: input.imageUrl ?? DEFAULT_IMAGE,
            startsAt: input.startsAt ? new Date(input.startsAt) : at,
            endsAt: input.endsAt ? new Date(input.endsAt) : null,
            productIds: [...new Set(input.productIds ?? [])],
            folderId: input.folderId ?? null,
            isActive: input.isActive ?? true,
          };
          if (values.endsAt && values.endsAt <= values.startsAt) throw endsTooEarly();
          return values;
        },
        details: (values) => ({ title: values.title.ru, startsAt: values.startsAt.toISOString() }),
      },
      patch: {
        schema: stockPatch,
        summary: "Change a promotion (admins)",
        change: async (db, { startsAt, endsAt, productIds, ...input }) => {
          const body = input.body ? cleanRich(input.body) : undefined;
          await checkMenuLinks(db, productIds, input.folderId);
          return {
            ...input,
            ...(body ? { body } : {}),
            ...(body && !input.summary ? { summary: summaryOf(body) } : {}),
            ...(startsAt ? { startsAt: new Date(startsAt) } : {}),
            ...(endsAt !== undefined ? { endsAt: endsAt ? new Date(endsAt) : null } : {}),
            ...(productIds ? { productIds: [...new Set(productIds)] } : {}),
          };
        },
        // The promotion as it would be: it must still end after it starts.
        check: (before, change) => {
          const start = (change.startsAt ?? before.startsAt) as Date;
          const end = (change.endsAt === undefined ? before.endsAt : change.endsAt) as Date | null;
          if (end && end <= start) throw endsTooEarly();
        },
      },
      remove: { summary: "Remove a promotion (admins)" },
    },
    deps,
  );
}
