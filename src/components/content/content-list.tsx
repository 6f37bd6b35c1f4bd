// A list page of news or promotions: heading, cards, "Show more" for the next page (skip/take),
// a skeleton while the first page loads, and a way to try again when it fails.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { type ReactNode, useEffect } from "react";
import { type ContentListAtom, flattenPages } from "../../lib/http/content-api";
import { ContentCardSkeleton } from "./content-card";
import { useErrorToast } from "../use-error-toast";
import "./content-list.css";

interface Props<T extends { id: number }> {
  title: string;
  lead: ReactNode;
  queryAtom: ContentListAtom<T>;
  empty: ReactNode;
  renderCard: (item: T, index: number) => ReactNode;
}

export function ContentList<T extends { id: number }>({ title, lead, queryAtom, empty, renderCard }: Props<T>) {
  const { t } = useLingui();
  const query = useAtomValue(queryAtom);
  const items = flattenPages(query.data?.pages);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const shown = items.length;
  useErrorToast(query.error);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <ul className="content-grid" aria-busy="true" aria-label={t`Loading`}>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <ContentCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (!query.data) {
    content = <LoadFailed onRetry={() => void query.refetch()} />;
  } else if (items.length === 0) {
    content = <p className="card content-empty">{empty}</p>;
  } else {
    content = (
      <>
        <ul className="content-grid">
          {items.map((item, index) => (
            <li key={item.id}>{renderCard(item, index)}</li>
          ))}
        </ul>
        <div className="content-more" aria-live="polite">
          {query.hasNextPage && <p className="content-more__count">{t`Showing ${shown} of ${total}`}</p>}
          {query.hasNextPage && (
            <button
              type="button"
              className="button content-more__button"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              aria-busy={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Show more</Trans>}
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    <section className="content-page" aria-labelledby="content-title">
      <header className="content-page__header">
        <h1 id="content-title" className="content-page__title">
          {title}
        </h1>
        <p className="content-page__lead">{lead}</p>
      </header>
      {content}
    </section>
  );
}

/** The page's data could not be loaded: say so and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="card content-failed" role="alert">
      <p className="content-failed__title">
        <Trans>This page could not be loaded</Trans>
      </p>
      <p className="content-failed__text">
        <Trans>Check your connection and try again.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
