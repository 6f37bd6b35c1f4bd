// Content of the main API: news, promotions ("stocks") and the chain's own details. Rich text is
// sanitised when stored and again when served.
import { and, count, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import { createRoute } from "@hono/zod-openapi";
import { chain, contentListQuery as listQuery, newsItem, newsPage, promotion, promotionsPage } from "../../src/contract/content";
import { idPath, languageQuery as itemQuery } from "../../src/contract/fields";
import { pick } from "../../src/domain/localized";
import type { Db } from "../db/client";
import { chainInfo, news, promotions } from "../db/schema";
import { ApiError } from "../http/errors";
import { apiApp, json, refusals, SECURITY } from "../openapi/routes";
import { sanitizeRichText } from "../rich-text/sanitize";

const tags = ["Main API"];
const list = (path: string, summary: string, schema: typeof newsPage | typeof promotionsPage) =>
  createRoute({
    method: "get",
    path,
    tags,
    security: SECURITY.main,
    summary,
    request: { query: listQuery },
    responses: { 200: json(schema, "A page: `items` and the `total` count"), ...refusals(400, 401) },
  });
const item = (path: string, summary: string, schema: typeof newsItem | typeof promotion) =>
  createRoute({
    method: "get",
    path,
    tags,
    security: SECURITY.main,
    summary,
    request: { params: idPath, query: itemQuery },
    responses: { 200: json(schema, "The item"), ...refusals(400, 401, 404) },
  });

const newsRoute = list("/news", "Published news, newest first (skip, take ≤ 50; 10 by default)", newsPage);
const newsItemRoute = item("/news/{id}", "One news item with its rich-text body", newsItem);
const stocksRoute = list("/stocks", "Current promotions, newest start first", promotionsPage);
const stockRoute = item("/stocks/{id}", "One current promotion with its body and what it is about", promotion);
const chainRoute = createRoute({
  method: "get",
  path: "/chain",
  tags,
  security: SECURITY.main,
  summary: "The chain's own details (contacts page)",
  request: { query: itemQuery },
  responses: { 200: json(chain, "The chain"), ...refusals(400, 401, 404) },
});

function idParam(text: string, what: string): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) throw new ApiError(404, "not_found", `There is no ${what} ${text}`);
  return id;
}

export function contentRoutes(db: Db, clock: () => Date) {
  // A news item is out once published and its time has come (a later publishedAt schedules it).
  const publishedNews = () => and(eq(news.isPublished, true), lte(news.publishedAt, clock()));
  const currentPromotion = () => {
    const now = clock();
    return and(eq(promotions.isActive, true), lte(promotions.startsAt, now), or(isNull(promotions.endsAt), gt(promotions.endsAt, now)));
  };
  return apiApp()
    .openapi(newsRoute, async (c) => {
      const q = c.req.valid("query");
      const where = publishedNews();
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(news)
          .where(where)
          .orderBy(desc(news.publishedAt), desc(news.id))
          .offset(q.skip ?? 0)
          .limit(q.take ?? 10),
        db.select({ total: count() }).from(news).where(where),
      ]);
      const items = rows.map((n) => ({
        id: n.id,
        title: pick(n.title, q.Language),
        summary: pick(n.summary, q.Language),
        imageUrl: n.imageUrl,
        publishedAt: n.publishedAt.toISOString(),
      }));
      return c.json({ items, total }, 200);
    })
    .openapi(newsItemRoute, async (c) => {
      const q = c.req.valid("query");
      const id = idParam(c.req.valid("param").id, "news item");
      const [n] = await db
        .select()
        .from(news)
        .where(and(eq(news.id, id), publishedNews()));
      if (!n) throw new ApiError(404, "not_found", `There is no news item ${id}`);
      return c.json(
        {
          id: n.id,
          title: pick(n.title, q.Language),
          summary: pick(n.summary, q.Language),
          body: sanitizeRichText(pick(n.body, q.Language)),
          imageUrl: n.imageUrl,
          publishedAt: n.publishedAt.toISOString(),
        },
        200,
      );
    })
    .openapi(stocksRoute, async (c) => {
      const q = c.req.valid("query");
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(promotions)
          .where(currentPromotion())
          .orderBy(desc(promotions.startsAt), desc(promotions.id))
          .offset(q.skip ?? 0)
          .limit(q.take ?? 10),
        db.select({ total: count() }).from(promotions).where(currentPromotion()),
      ]);
      const items = rows.map((s) => ({
        id: s.id,
        title: pick(s.title, q.Language),
        summary: pick(s.summary, q.Language),
        imageUrl: s.imageUrl,
        startsAt: s.startsAt.toISOString(),
        endsAt: s.endsAt?.toISOString() ?? null,
      }));
      return c.json({ items, total }, 200);
    })
    .openapi(stockRoute, async (c) => {
      const q = c.req.valid("query");
      const id = idParam(c.req.valid("param").id, "promotion");
      const [s] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.id, id), currentPromotion()));
      if (!s) throw new ApiError(404, "not_found", `There is no promotion ${id}`);
      return c.json(
        {
          id: s.id,
          title: pick(s.title, q.Language),
          summary: pick(s.summary, q.Language),
          body: sanitizeRichText(pick(s.body, q.Language)),
          imageUrl: s.imageUrl,
          startsAt: s.startsAt.toISOString(),
          endsAt: s.endsAt?.toISOString() ?? null,
          productIds: s.productIds,
          folderId: s.folderId,
        },
        200,
      );
    })
    .openapi(chainRoute, async (c) => {
      const q = c.req.valid("query");
      const [info] = await db.select().from(chainInfo).where(eq(chainInfo.id, 1));
      if (!info) throw new ApiError(404, "not_found", "The chain's details are not set up");
      return c.json({ name: info.name, phone: info.phone, email: info.email, about: pick(info.about, q.Language), links: info.links }, 200);
    });
}

/** For the page server: does /news/{id} or /stocks/{id} name something a customer can read? */
export function contentPageExists(db: Db, clock: () => Date) {
  return async (rest: string): Promise<boolean> => {
    const match = /^\/(news|stocks)\/([^/]+)\/?$/.exec(rest);
    if (!match) return true;
    const id = Number(match[2]);
    if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) return false;
    if (match[1] === "news") {
      const rows = await db
        .select({ id: news.id })
        .from(news)
        .where(and(eq(news.id, id), eq(news.isPublished, true), lte(news.publishedAt, clock())));
      return rows.length > 0;
    }
    const now = clock();
    const rows = await db
      .select({ id: promotions.id })
      .from(promotions)
      .where(
        and(
          eq(promotions.id, id),
          eq(promotions.isActive, true),
          lte(promotions.startsAt, now),
          or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
        ),
      );
    return rows.length > 0;
  };
}
