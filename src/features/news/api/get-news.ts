// GET /api/news (a page of published news, newest first) and GET /api/news/{id} (one item with
// its sanitised rich-text body), in the page's language.
import { contentItemQueries, contentListQueryAtom } from "../../../lib/http/content-api";
import type { NewsItem, NewsSummary } from "../../../contract/content";

export type { NewsItem, NewsSummary };

export const newsListQueryAtom = contentListQueryAtom<NewsSummary>("news", "/api/news");

export const newsItemQueryAtom = contentItemQueries<NewsItem>("news", "/api/news");
