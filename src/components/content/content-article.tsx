// One news item or promotion: back link, picture, facts line, title, lead, the rich-text body and
// whatever the page adds below it. Also the states around it: loading, 404 and failure.
import { Trans } from "@lingui/react/macro";
import type { AtomWithQueryResult } from "jotai-tanstack-query";
import { type ReactNode, useEffect } from "react";
import { Link, useLocation } from "wouter";
import { RichText } from "../rich-text";
import { keepTogether } from "../keep-together";
import { HttpError } from "../../lib/http/http-error";
import { ErrorPage } from "../error-page";
import { LoadFailed } from "./content-list";
import { useErrorToast } from "../use-error-toast";
import "./article.css";

interface ArticleProps {
  back: { href: string; label: ReactNode };
  imageUrl: string;
  title: string;
  meta: ReactNode;
  summary: string;
  body: string;
  children?: ReactNode;
}

export function ContentArticle({ back, imageUrl, title, meta, summary, body, children }: ArticleProps) {
  return (
    <article className="article" aria-labelledby="article-title">
      <Link href={back.href} className="article__back">
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      <img className="article__picture" src={imageUrl} alt="" width="1200" height="600" />
      <header className="article__header">
        <p className="article__meta">{meta}</p>
        <h1 id="article-title" className="article__title">
          {keepTogether(title)}
        </h1>
        <p className="article__lead">{summary}</p>
      </header>
      <RichText html={body} className="article__body" />
      {children}
    </article>
  );
}

const isNotFound = (err: unknown) => err instanceof HttpError && err.status === 404;

/**
 * The states of an item page: the API's 404 shows the app's 404 page; other failures a toast and
 * a retry; an article already on screen stays there when only a refresh failed.
 */
export function ContentItemState<T>({ result, children }: { result: AtomWithQueryResult<T>; children: (item: T) => ReactNode }) {
  const [location] = useLocation();
  const notFound = isNotFound(result.error);
  useErrorToast(notFound ? null : result.error);
  // Each article starts at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  if (notFound) return <ErrorPage status={404} path={location} />;
  if (result.data !== undefined) return <>{children(result.data)}</>;
  if (result.isPending) return <ArticleSkeleton />;
  return (
    <div className="article">
      <LoadFailed onRetry={() => void result.refetch()} />
    </div>
  );
}

function ArticleSkeleton() {
  return (
    <div className="article" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading</Trans>
      </span>
      <span className="article__picture skeleton" aria-hidden="true" />
      <span className="skeleton content-skeleton-line content-skeleton-line--short" aria-hidden="true" />
      <span className="skeleton content-skeleton-line content-skeleton-line--title" aria-hidden="true" />
      <span className="skeleton content-skeleton-line" aria-hidden="true" />
      <span className="skeleton content-skeleton-line" aria-hidden="true" />
    </div>
  );
}
