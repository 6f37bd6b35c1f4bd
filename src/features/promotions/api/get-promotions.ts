// GET /api/stocks (current promotions, newest start first) and GET /api/stocks/{id} (one, with
// its rich-text body and what it is about: menu products and a menu folder).
import { contentItemQueries, contentListQueryAtom } from "../../../lib/http/content-api";

export interface PromotionSummary {
  id: number;
  title: string;
  summary: string;
  imageUrl: string;
  startsAt: string;
  /** null: no end date. */
  endsAt: string | null;
}

export interface Promotion extends PromotionSummary {
  body: string;
  productIds: string[];
  folderId: number | null;
}

export const promotionsListQueryAtom = contentListQueryAtom<PromotionSummary>("stocks", "/api/stocks");

export const promotionQueryAtom = contentItemQueries<Promotion>("stocks", "/api/stocks");
