// /news/{id}: one news item with its rich-text body; an id the API does not know is a 404.
import { Trans } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { useParams } from "wouter";
import { paths } from "../../domain/paths";
import { useLocale } from "../../i18n/use-locale";
import { newsItemQueryAtom } from "./api/get-news";
import { ContentArticle, ContentItemState } from "../../components/content/content-article";
import { formatContentDate, isoDay } from "../../domain/calendar-dates";

export function NewsItemPage() {
  const { id = "" } = useParams<{ id: string }>();
  const locale = useLocale();
  const result = useAtomValue(useMemo(() => newsItemQueryAtom(id), [id]));
  return (
    <ContentItemState result={result}>
      {(item) => (
        <ContentArticle
          back={{ href: paths.news.href(), label: <Trans>All news</Trans> }}
          imageUrl={item.imageUrl}
          title={item.title}
          summary={item.summary}
          body={item.body}
          meta={<time dateTime={isoDay(item.publishedAt)}>{formatContentDate(item.publishedAt, locale)}</time>}
        />
      )}
    </ContentItemState>
  );
}
