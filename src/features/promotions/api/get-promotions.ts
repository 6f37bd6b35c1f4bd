// GET /api/stocks (current promotions, newest start first) and GET /api/stocks/{id} (one, with
// its rich-text body and what it is about: menu products and a menu folder).
import type { Promotion, PromotionSummary } from "../../../contract/content";
import { api } from "../../../lib/http/api";
import { type ContentItemAtom, type ContentListAtom, contentItemQueries, contentListQueryAtom } from "../../../lib/http/content-api";

export type { Promotion, PromotionSummary };

export const promotionsListQueryAtom: ContentListAtom<PromotionSummary> = contentListQueryAtom("stocks", (query, signal) =>
  api.GET("main", "/api/stocks", { query, signal }),
);

export const promotionQueryAtom: (id: string) => ContentItemAtom<Promotion> = contentItemQueries("stocks", (id, signal) =>
  api.GET("main", "/api/stocks/{id}", { path: { id }, signal }),
);
