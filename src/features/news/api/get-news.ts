// GET /api/news (a page of published news, newest first) and GET /api/news/{id} (one item with
// its sanitised rich-text body), in the page's language.
import { contentItemQueries, contentListQueryAtom } from "../../../lib/http/content-api";

export interface NewsSummary {
  id: number;
  title: string;
  summary: string;
  imageUrl: string;
  publishedAt: string;
}

export interface NewsItem extends NewsSummary {
  body: string;
}

export const newsListQueryAtom = contentListQueryAtom<NewsSummary>("news", "/api/news");

export const newsItemQueryAtom = contentItemQueries<NewsItem>("news", "/api/news");
