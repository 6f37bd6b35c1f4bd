// GET /api/news (a page of published news, newest first) and GET /api/news/{id} (one item with
// its sanitised rich-text body), in the page's language.
import type { NewsItem, NewsSummary } from "../../../contract/content";
import { api } from "../../../lib/http/api";
import { type ContentItemAtom, type ContentListAtom, contentItemQueries, contentListQueryAtom } from "../../../lib/http/content-api";

export type { NewsItem, NewsSummary };

export const newsListQueryAtom: ContentListAtom<NewsSummary> = contentListQueryAtom("news", (query, signal) =>
  api.GET("main", "/api/news", { query, signal }),
);

export const newsItemQueryAtom: (id: string) => ContentItemAtom<NewsItem> = contentItemQueries("news", (id, signal) =>
  api.GET("main", "/api/news/{id}", { path: { id }, signal }),
);
