// Content of the main API: news, promotions ("stocks") and the chain's own details. Bodies are
// rich text (HTML), sanitised by the server.
import { z } from "zod";
import * as f from "./fields";

export const contentListQuery = z.object({
  Language: f.language,
  skip: f.queryPage(100_000).meta({ description: "Items to skip, default 0" }),
  take: f.queryPage(50).meta({ description: "0–50, default 10 (0: just the total)" }),
});

const newsSummary = z
  .object({ id: z.number().int(), title: z.string(), summary: z.string(), imageUrl: z.string(), publishedAt: z.string() })
  .meta({ id: "NewsSummary" });
export const newsItem = newsSummary.extend({ body: z.string().meta({ description: "Sanitised HTML" }) }).meta({ id: "NewsItem" });
export const newsPage = z.object({ items: z.array(newsSummary), total: z.number().int() });

const promotionSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    imageUrl: z.string(),
    startsAt: z.string(),
    endsAt: z.string().nullable().meta({ description: "null: no end date" }),
  })
  .meta({ id: "PromotionSummary" });
export const promotion = promotionSummary
  .extend({ body: z.string(), productIds: z.array(z.string()), folderId: z.number().int().nullable() })
  .meta({ id: "Promotion" });
export const promotionsPage = z.object({ items: z.array(promotionSummary), total: z.number().int() });

const chainLink = z.object({ url: z.string(), kind: z.string().meta({ description: '"telegram", "instagram", "facebook", …' }) });
export const chain = z
  .object({ name: z.string(), phone: z.string(), email: z.string(), about: z.string(), links: z.array(chainLink) })
  .meta({ id: "Chain" });

export type NewsSummary = z.infer<typeof newsSummary>;
export type NewsItem = z.infer<typeof newsItem>;
export type PromotionSummary = z.infer<typeof promotionSummary>;
export type Promotion = z.infer<typeof promotion>;
export type ChainLink = z.infer<typeof chainLink>;
export type Chain = z.infer<typeof chain>;
/** A page of a list: `items` and the `total` count. */
export interface ContentPage<T> {
  items: T[];
  total: number;
}
