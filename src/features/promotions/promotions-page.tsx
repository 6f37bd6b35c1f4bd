// /stocks: the promotions on now, newest first, a page at a time.
import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "../../domain/paths";
import { ContentCard } from "../../components/content/content-card";
import { ContentList } from "../../components/content/content-list";
import { promotionsListQueryAtom, type PromotionSummary } from "./api/get-promotions";
import { PromotionValidity } from "./promotion-validity";

export function PromotionsPage() {
  const { t } = useLingui();
  return (
    <ContentList<PromotionSummary>
      title={t`Promotions`}
      lead={<Trans>Combos, new pizzas and special prices at every Lazzat Pizza restaurant.</Trans>}
      queryAtom={promotionsListQueryAtom}
      empty={<Trans>There are no promotions right now. New ones are coming soon!</Trans>}
      renderCard={(item, index) => (
        <ContentCard
          href={paths.stock.href(item.id)}
          imageUrl={item.imageUrl}
          title={item.title}
          summary={item.summary}
          eager={index < 2}
          meta={<PromotionValidity endsAt={item.endsAt} />}
        />
      )}
    />
  );
}
