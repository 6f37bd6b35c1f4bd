// /news: the chain's news, newest first, a page at a time.
import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "../../domain/paths";
import { useLocale } from "../../i18n/use-locale";
import { newsListQueryAtom, type NewsSummary } from "./api/get-news";
import { ContentCard } from "../../components/content/content-card";
import { formatContentDate, isoDay } from "../../domain/calendar-dates";
import { ContentList } from "../../components/content/content-list";

export function NewsListPage() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <ContentList<NewsSummary>
      title={t`News`}
      lead={<Trans>New restaurants, new pizzas and everything else happening at Lazzat Pizza.</Trans>}
      queryAtom={newsListQueryAtom}
      empty={<Trans>No news yet. Come back soon!</Trans>}
      renderCard={(item, index) => (
        <ContentCard
          href={paths.newsItem.href(item.id)}
          imageUrl={item.imageUrl}
          title={item.title}
          summary={item.summary}
          eager={index < 2}
          meta={<time dateTime={isoDay(item.publishedAt)}>{formatContentDate(item.publishedAt, locale)}</time>}
        />
      )}
    />
  );
}
