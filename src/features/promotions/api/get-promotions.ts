// GET /api/stocks (current promotions, newest start first) and GET /api/stocks/{id} (one, with
// its rich-text body and what it is about: menu products and a menu folder).
import { contentItemQueries, contentListQueryAtom } from "../../../lib/http/content-api";
import type { Promotion, PromotionSummary } from "../../../contract/content";

export type { Promotion, PromotionSummary };

export const promotionsListQueryAtom = contentListQueryAtom<PromotionSummary>("stocks", "/api/stocks");

export const promotionQueryAtom = contentItemQueries<Promotion>("stocks", "/api/stocks");
