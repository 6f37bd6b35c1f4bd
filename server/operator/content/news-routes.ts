// News for the console: every item with all three languages (drafts and scheduled ones too), and
// create, change, remove. A publishedAt in the future schedules it: the storefront shows an item
// only once it is published and its time has come (server/content/routes.ts).
import { createRoute } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import { idPath } from "../../../src/contract/fields";
import { newNews, newsPatch, operatorNewsList } from "../../../src/contract/operator-content";
import { created } from "../../../src/contract/staff";
import { news } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { jsonBody } from "../../http/json-body";
import { apiApp, json, jsonRequest, noContent, refusals } from "../../openapi/routes";
import { auditChanges, recordAudit } from "../audit";
import type { OperatorDeps } from "../deps";
import { serialId } from "../ids";
import { adminsOnly, requireChain, type StaffEnv } from "../staff-auth";
import { cleanRich, DEFAULT_IMAGE, security, summaryOf, tags } from "./shared";

const listRoute = createRoute({
  method: "get",
  path: "/news",
  tags,
  security,
  middleware: [adminsOnly] as const,
  summary: "Every news item, drafts and scheduled ones included, in every language (admins)",
  responses: { 200: json(operatorNewsList, "Newest first"), ...refusals(401, 403, 503) },
});
const createNewsRoute = createRoute({
  method: "post",
  path: "/news",
  tags,
  security,
  summary: "Publish or schedule a news item (admins); the body is sanitised",
  middleware: [adminsOnly, jsonBody] as const,
  request: { body: jsonRequest(newNews, "Title and body in ru, en, uz; summary, picture, publishedAt optional") },
  responses: { 201: json(created, "The new item's id"), ...refusals(400, 401, 403, 503) },
});
const patchRoute = createRoute({
  method: "patch",
  path: "/news/{id}",
  tags,
  security,
  summary: "Change a news item (admins)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { params: idPath, body: jsonRequest(newsPatch, "Only the fields to change") },
  responses: { 204: noContent("Changed"), ...refusals(400, 401, 403, 404, 503) },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/news/{id}",
  tags,
  security,
  middleware: [adminsOnly] as const,
  summary: "Remove a news item (admins)",
  request: { params: idPath },
  responses: { 204: noContent("Removed"), ...refusals(400, 401, 403, 404, 503) },
});

export function newsAdminRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(listRoute, async (c) => {
      requireChain(c);
      const now = clock();
      const rows = await db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id));
      c.header("Cache-Control", "no-store");
      return c.json(
        rows.map((n) => ({
          ...n,
          publishedAt: n.publishedAt.toISOString(),
          status: !n.isPublished ? ("draft" as const) : n.publishedAt > now ? ("scheduled" as const) : ("published" as const),
        })),
        200,
      );
    })
    .openapi(createNewsRoute, async (c) => {
      const actor = requireChain(c);
      const input = c.req.valid("json");
      const body = cleanRich(input.body);
      const at = clock();
      const values = {
        title: input.title,
        body,
        summary: input.summary ?? summaryOf(body),
        imageUrl: input.imageUrl ?? DEFAULT_IMAGE,
        publishedAt: input.publishedAt ? new Date(input.publishedAt) : at,
        isPublished: input.isPublished ?? true,
      };
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(news).values(values).returning({ id: news.id });
        await recordAudit(
          tx,
          actor,
          {
            entity: "news",
            entityId: row.id,
            action: "create",
            details: { title: values.title.ru, publishedAt: values.publishedAt.toISOString() },
          },
          at,
        );
        return row.id;
      });
      return c.json({ id }, 201);
    })
    .openapi(patchRoute, async (c) => {
      const actor = requireChain(c);
      const id = serialId(c.req.valid("param").id, "news id");
      const { publishedAt, ...input } = c.req.valid("json");
      const body = input.body ? cleanRich(input.body) : undefined;
      const change = {
        ...input,
        ...(body ? { body } : {}),
        // A new body without a new summary gets a summary of its own, not the old body's.
        ...(body && !input.summary ? { summary: summaryOf(body) } : {}),
        ...(publishedAt ? { publishedAt: new Date(publishedAt) } : {}),
      };
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(news).where(eq(news.id, id)).for("update");
        if (!before) throw new ApiError(404, "news_not_found", "No such news item");
        await tx.update(news).set(change).where(eq(news.id, id));
        await recordAudit(tx, actor, { entity: "news", entityId: id, action: "update", details: auditChanges(before, change) }, clock());
      });
      return c.body(null, 204);
    })
    .openapi(deleteRoute, async (c) => {
      const actor = requireChain(c);
      const id = serialId(c.req.valid("param").id, "news id");
      await db.transaction(async (tx) => {
        const removed = await tx.delete(news).where(eq(news.id, id)).returning({ title: news.title });
        if (removed.length === 0) throw new ApiError(404, "news_not_found", "No such news item");
        await recordAudit(tx, actor, { entity: "news", entityId: id, action: "delete", details: { title: removed[0].title.ru } }, clock());
      });
      return c.body(null, 204);
    });
}
