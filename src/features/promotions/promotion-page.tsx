// /stocks/{id}: one promotion, its terms and the way into the menu; an id the API does not know
// (or a promotion that has ended) is a 404.
import { Trans } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { useParams } from "wouter";
import { paths } from "../../domain/paths";
import { ContentArticle, ContentItemState } from "../../components/content/content-article";
import { promotionQueryAtom } from "./api/get-promotions";
import { PromotionMenu } from "./promotion-menu";
import { PromotionValidity } from "./promotion-validity";
import "./promotions.css";

export function PromotionPage() {
  const { id = "" } = useParams<{ id: string }>();
  const result = useAtomValue(useMemo(() => promotionQueryAtom(id), [id]));
  return (
    <ContentItemState result={result}>
      {(promotion) => (
        <ContentArticle
          back={{ href: paths.stocks.href(), label: <Trans>All promotions</Trans> }}
          imageUrl={promotion.imageUrl}
          title={promotion.title}
          summary={promotion.summary}
          body={promotion.body}
          meta={
            <span className="promo-validity">
              <PromotionValidity endsAt={promotion.endsAt} />
            </span>
          }
        >
          <PromotionMenu productIds={promotion.productIds} folderId={promotion.folderId} />
        </ContentArticle>
      )}
    </ContentItemState>
  );
}
