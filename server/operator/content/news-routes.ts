// News for the console: every item with all three languages (drafts and scheduled ones too), and
// create, change, remove. A publishedAt in the future schedules it: the storefront shows an item
// only once it is published and its time has come (server/content/routes.ts).
import { desc } from "drizzle-orm";
import { newNews, newsPatch, operatorNewsList } from "../../../src/contract/operator-content";
import { news } from "../../db/schema";
import type { OperatorDeps } from "../deps";
import { contentAreaRoutes } from "./content-area";
import { cleanRich, DEFAULT_IMAGE, summaryOf } from "./shared";

export function newsAdminRoutes(deps: OperatorDeps) {
  return contentAreaRoutes(
    {
      path: "/news",
      table: news,
      entity: "news",
      idName: "news id",
      notFound: ["news_not_found", "No such news item"],
      list: {
        schema: operatorNewsList,
        summary: "Every news item, drafts and scheduled ones included, in every language (admins)",
        order: "Newest first",
        read: async (db, now) =>
          (await db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id))).map((n) => ({
            ...n,
            publishedAt: n.publishedAt.toISOString(),
            status: !n.isPublished ? ("draft" as const) : n.publishedAt > now ? ("scheduled" as const) : ("published" as const),
          })),
      },
      create: {
        schema: newNews,
        summary: "Publish or schedule a news item (admins); the body is sanitised",
        body: "Title and body in ru, en, uz; summary, picture, publishedAt optional",
        created: "The new item's id",
        values: async (_db, input, at) => {
          const body = cleanRich(input.body);
          return {
            title: input.title,
            body,
            summary: input.summary ?? summaryOf(body),
            imageUrl: input.imageUrl ?? DEFAULT_IMAGE,
            publishedAt: input.publishedAt ? new Date(input.publishedAt) : at,
            isPublished: input.isPublished ?? true,
          };
        },
        details: (values) => ({ title: values.title.ru, publishedAt: values.publishedAt.toISOString() }),
      },
      patch: {
        schema: newsPatch,
        summary: "Change a news item (admins)",
        change: async (_db, { publishedAt, ...input }) => {
          const body = input.body ? cleanRich(input.body) : undefined;
          return {
            ...input,
            ...(body ? { body } : {}),
            // A new body without a new summary gets a summary of its own, not the old body's.
            ...(body && !input.summary ? { summary: summaryOf(body) } : {}),
            ...(publishedAt ? { publishedAt: new Date(publishedAt) } : {}),
          };
        },
      },
      remove: { summary: "Remove a news item (admins)" },
    },
    deps,
  );
}
